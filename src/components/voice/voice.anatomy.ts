/**
 * Part names of `<sg-search voice>` (a part of `<sg-search>`, exposed as `::part(...)`): the button beside the box,
 * the overlay (a lazy chunk) and the alert beside the box. The texts are in voice.messages.ts (the header's runtime
 * reads this list: no texts here).
 */
export const voiceParts = [
  'voice-button',
  'voice-dialog',
  'voice-status',
  'voice-stop',
  'voice-message',
  'voice-retry',
  'voice-close',
  'media-alert',
] as const;
export type VoicePart = (typeof voiceParts)[number];
