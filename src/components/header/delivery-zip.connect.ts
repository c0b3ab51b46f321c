import type { SddInfo } from '../../core/stores.types';
import type { SddOutcome } from '../../state/sdd';
import type { Translate } from '../shared/use-messages';
import { deliverySentence, fieldProps } from '../store-locator/store-locator.connect';
import type { storeLocatorMessages } from '../store-locator/store-locator.messages';
import type { HeaderWords } from './header.connect';

/**
 * The delivery ZIP form's phases (DeliveryZip.tsx): nothing asked yet, a ZIP refused on the field before any request,
 * the page's SDD rules checking a ZIP, or their answer for it.
 */
export type DeliveryZipPhase =
  | { name: 'idle' }
  | { name: 'invalid' }
  | { name: 'checking'; zip: string }
  | { name: 'done'; zip: string; outcome: SddOutcome };

export interface DeliveryZipWords {
  /** The header's texts (the button, the refusal). */
  t: HeaderWords;
  /** The store locator's, whose delivery ZIP texts the form shares ("Delivery ZIP code", the sentences, the errors). */
  locator: Translate<(typeof storeLocatorMessages)['defaults']>;
}

export interface DeliveryZipView {
  /** The field's message (an invalid ZIP), or null. */
  fieldError: string | null;
  /**
   * The polite live region: the page's delivery sentence ("Get it today from Houston Galleria"), empty while checking.
   */
  status: string;
  /** The assertive one: a failed check or a refused ZIP, or null. */
  alert: string | null;
  /** A check is running: the submit button is `aria-disabled` and a second submit does nothing. */
  busy: boolean;
}

/**
 * What the form shows in a phase, for the page's SDD info now. The sentence is the store locator's (today, tomorrow,
 * or "not available for {zip}"); it is emptied while a check runs, so that the answer is announced even when it is
 * the same sentence as before (an `unchanged` outcome). A failed or refused ZIP keeps the info as it was: the sentence
 * still says what holds, the alert says what did not happen.
 */
export function deliveryZipView(
  phase: DeliveryZipPhase,
  info: SddInfo | null,
  words: DeliveryZipWords,
): DeliveryZipView {
  const { t, locator } = words;
  const sentence = deliverySentence(info, locator);
  if (phase.name === 'checking') return { fieldError: null, status: '', alert: null, busy: true };
  if (phase.name === 'invalid' || (phase.name === 'done' && phase.outcome === 'invalid')) {
    return { fieldError: locator('zipInvalid'), status: sentence, alert: null, busy: false };
  }
  if (phase.name === 'done' && phase.outcome === 'failed') {
    return { fieldError: null, status: sentence, alert: locator('deliveryFailed', { zip: phase.zip }), busy: false };
  }
  if (phase.name === 'done' && phase.outcome === 'refused') {
    return { fieldError: null, status: sentence, alert: t('deliveryZipRefused', { zip: phase.zip }), busy: false };
  }
  return { fieldError: null, status: sentence, alert: null, busy: false };
}

/** The field's `aria-invalid` and `aria-describedby` (its message's id) for a view. */
export const deliveryZipFieldProps = (view: DeliveryZipView, errorId: string) => fieldProps(view.fieldError, errorId);
