import { safeUrl } from '../../src/core/url';
import type { VoiceAlert } from './voice.types';

/**
 * The part of voice search's rules that `<sg-search voice>` needs before the voice chunk loads: whether to offer the
 * button, which speech-to-text URL to use, and the texts shown outside the overlay. Kept apart from voice.logic.ts so
 * that the search box's eager code holds only this (a module shared with a lazy chunk is bundled whole, eagerly).
 */

/** Exact texts of the contract. */
export const VOICE_MESSAGES = {
  listening: 'Listening…',
  transcribing: 'Just a moment…',
  stop: 'Stop listening',
  failureTitle: "Sorry, we didn't catch that.",
  failureText: 'Please try again.',
  retry: 'Try again',
  close: 'Close',
  button: 'Search by voice',
  dialog: 'Voice search',
} as const;

/** The alert beside the search box, shared with the scanner's load failure (api-contract.md). */
export const MEDIA_ALERTS: Record<VoiceAlert, { title: string; text: string }> = {
  denied: {
    title: 'You Have Not Granted Access To Your Microphone.',
    text: 'Please allow access to the microphone to use voice search.',
  },
  fumbled: { title: 'Oops, Sorry we fumbled', text: 'Something Went Wrong!!' },
};

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

/**
 * The `speech-to-text-url` to use: a same-origin path or an https: URL as given; anything else (or nothing) the
 * default `{apiBase}/speech-to-text`, with `warn` set when a value was refused (the element logs one warning).
 */
export function resolveSpeechToTextUrl(
  value: string | null | undefined,
  defaultUrl: string,
  pageUrl: string,
): { url: string; warn: boolean } {
  const raw = value?.trim();
  if (!raw) return { url: defaultUrl, warn: false };
  let origin: string;
  try {
    origin = new URL(raw, pageUrl).origin;
  } catch {
    return { url: defaultUrl, warn: true };
  }
  // safeUrl takes the page's own origin, and another origin only when it is https (its allow-list rule).
  const url = safeUrl(raw, { base: pageUrl, allow: [origin] });
  return url ? { url, warn: false } : { url: defaultUrl, warn: true };
}
