import type { VoiceMessageKey } from '../../../machines/voice';
import { defineMessages } from '../../core/messages';

/**
 * Every text of voice search, en-US (docs/messages.md: translations in src/locales, page overrides in the
 * configuration's `messages` section): the button beside the box, the overlay and its phases, the alerts beside the
 * box (the machine's keys: `VoiceMessageKey`). The contract's exact texts (api-contract.md).
 */
export const voiceMessages = defineMessages('voice', {
  button: 'Search by voice',
  dialog: 'Voice search',
  listening: 'Listening…',
  transcribing: 'Just a moment…',
  stop: 'Stop listening',
  failureTitle: "Sorry, we didn't catch that.",
  failureText: 'Please try again.',
  retry: 'Try again',
  close: 'Close',
  deniedTitle: 'You Have Not Granted Access To Your Microphone.',
  deniedText: 'Please allow access to the microphone to use voice search.',
  fumbledTitle: 'Oops, Sorry we fumbled',
  fumbledText: 'Something Went Wrong!!',
} satisfies Record<VoiceMessageKey, string> & Record<string, string>);
