// The library's URL rule for layers that may not import src/core directly (elements/).
export { isSafeUrl } from '../../core/url';
