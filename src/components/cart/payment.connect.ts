import type { PaymentIcon } from '../../core/constants/payment';
import type { Translate } from '../../core/messages';
import type { paymentMessages } from './payment.messages';

/**
 * The drawer's "We accept" row (issue 25, section 5), worded. The payment instruction's parts are in
 * payment-instruction.connect.ts, loaded with it.
 */

export type PaymentWords = Translate<(typeof paymentMessages)['defaults']>;
type T = PaymentWords;

/** The "We accept" row: its heading and each icon with its text alternative; null when the page accepts none. */
export function weAcceptView(accepted: readonly PaymentIcon[], t: T) {
  if (accepted.length === 0) return null;
  return { heading: t('weAccept'), icons: accepted.map((icon) => ({ icon, label: t(icon) })) };
}

/** A payment icon's image semantics: an image named `label`, or with no label decoration (the text beside it says it). */
export function paymentMarkProps(label: string) {
  return label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
}
