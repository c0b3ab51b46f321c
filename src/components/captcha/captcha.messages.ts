import { defineMessages } from '../../core/messages';

/** Every text of the security check (the gift card's and the account's), en-US (docs/messages.md). */
export const captchaMessages = defineMessages('captcha', {
  loadFailed: 'The security check could not load. Check your connection and try again.',
  notConfigured: 'The security check is not set up on this page, so the balance check is unavailable.',
  retry: 'Try again',
  testLabel: "I'm not a robot",
});
