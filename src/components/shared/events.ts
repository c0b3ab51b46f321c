// The `sg-*` event helper for layers that may not import src/core directly (elements/).
export { emitEvent, type SgEventName } from '../../core/events';
