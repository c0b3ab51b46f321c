import type { InstructionText } from '../../../machines/cart/payment-instruction.logic';
import { paymentKindOf } from '../../../machines/cart/payment-instruction.logic';
import { PAYMENT_KINDS, type PaymentKind } from '../../core/constants/payment';
import type { CartDrawerWords } from './cart-drawer.connect';
import { cartTextParts, type MessageParts } from './cart-drawer-body.connect';
import type { PaymentWords as T } from './payment.connect';

/** The payment instruction's parts (issue 25, section 3), worded: loaded with it (PaymentInstruction.tsx). */

/** Each kind's name in the catalogue. */
const KIND_LABELS = {
  CREDIT_CARD: 'creditCard',
  GIFT_CARD: 'giftCard',
  PAYPAL: 'paypal',
  VENMO: 'venmo',
  KLARNA: 'klarna',
  SEZZLE: 'sezzle',
  GOOGLE_PAY: 'googlePay',
  APPLE_PAY: 'applePay',
  PLCC: 'storeCard',
} as const satisfies Record<PaymentKind, Parameters<T>[0]>;

/** A cart's `paymentMethod` in words: its kind's name, or the API's text as given (shown as text). */
export function paymentMethodName(paymentMethod: string, t: T): string {
  const kind = paymentKindOf(paymentMethod);
  return kind ? t(KIND_LABELS[kind]) : paymentMethod.trim();
}

/**
 * The payment instruction a cart carries (`paymentMethod`: a wallet chosen, then left): "Paying with PayPal", its
 * icon, and Remove (named with the method; `aria-disabled` and "Removing…" while the call is on its way, so a second
 * press sends nothing); a failure's message. Null when the cart carries none.
 */
export function instructionView(
  paymentMethod: string | null,
  state: { busy: boolean; message: InstructionText | null },
  t: T,
  words: CartDrawerWords,
  onRemove: () => void,
) {
  if (!paymentMethod?.trim()) return null;
  const method = paymentMethodName(paymentMethod, t);
  const kind = paymentKindOf(paymentMethod);
  const failure: MessageParts | null = !state.message
    ? null
    : 'key' in state.message
      ? [t('removeFailed', { method })]
      : cartTextParts(state.message, words);
  return {
    heading: t('instruction'),
    text: t('paying', { method }),
    icon: kind ? PAYMENT_KINDS[kind] : null,
    method,
    remove: {
      text: state.busy ? t('removing') : t('remove'),
      props: {
        'aria-label': t('removeLabel', { method }),
        'aria-disabled': state.busy || undefined,
        onClick: () => {
          if (!state.busy) onRemove();
        },
      },
    },
    failure,
    removed: t('removed', { method }),
  };
}
