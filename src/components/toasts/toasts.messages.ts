import { defineMessages } from '../../core/messages';

/** Every text of `<sg-toasts>`' own, en-US (docs/messages.md); a toast's message is its sender's. */
export const toastsMessages = defineMessages('toasts', {
  region: 'Notifications',
  close: 'Close notification',
});
