import { defineMessages } from '../../core/messages';

/** Every text of this flow, en-US (docs/messages.md). */
export const searchMessages = defineMessages('search', {});
