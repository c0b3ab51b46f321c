import type { VoiceAlertText } from './voice.types';

/**
 * The part of voice search's rules that `<sg-search voice>` needs before the voice chunk loads: whether to offer the
 * button, and the alert shown when the chunk fails to load. Kept apart from voice.logic.ts so that the media chunk
 * (MediaSearch, loaded only where `voice` or `scanner` is set) holds only this (a module shared with a lazy chunk is
 * bundled whole, with the first that imports it).
 */

/**
 * The alert beside the box when the voice code failed to load (also for no or a busy microphone): its keys in
 * `voiceMessages` ("Oops, Sorry we fumbled" / "Something Went Wrong!!" in en-US).
 */
export const FUMBLED_ALERT = { title: 'fumbledTitle', text: 'fumbledText' } as const satisfies VoiceAlertText;

/** What the page offers; every field is read by the element from the browser. */
export interface MediaSupport {
  secureContext: boolean;
  getUserMedia: boolean;
  mediaRecorder: boolean;
  /** The kinds of `enumerateDevices()`; null when the list could not be read (then the device is assumed). */
  deviceKinds: readonly string[] | null;
}

/**
 * Whether "Search by voice" shows: a secure context, getUserMedia, MediaRecorder and, when devices are listed, an
 * `audioinput`. (Browsers list devices without labels before permission; an empty list means none.)
 */
export function canOfferVoice(support: MediaSupport): boolean {
  return (
    support.secureContext &&
    support.getUserMedia &&
    support.mediaRecorder &&
    (support.deviceKinds === null || support.deviceKinds.includes('audioinput'))
  );
}
