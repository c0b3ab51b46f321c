import type { ReactNode } from 'react';
import type { PaymentIcon } from '../../core/constants/payment';
import * as css from './cart-drawer-body.css';
import { paymentMarkProps } from './payment.connect';

/**
 * The payment icon set (spec section 9: card icons, then PayPal, Apple Pay, Google Pay, gift card, cash, check,
 * Klarna): one 38 x 24 card each, drawn here in the current text colour (forced colours keep them), never brand
 * artwork. Each is an image named by its text alternative (`label`, from the element's locale).
 */

/** A word on the card, centred. */
const word = (text: string, size = 8, italic = false) => (
  <text x="19" y="15.5" textAnchor="middle" fontSize={size} fontWeight="700" fontStyle={italic ? 'italic' : undefined} fill="currentColor">
    {text}
  </text>
);

const MARKS: Record<PaymentIcon, ReactNode> = {
  storeCard: (
    <>
      <rect x="4" y="6" width="30" height="3" fill="currentColor" />
      <text x="19" y="19" textAnchor="middle" fontSize="7" fontWeight="700" fill="currentColor">
        SG
      </text>
    </>
  ),
  visa: word('VISA', 9, true),
  mastercard: (
    <>
      <circle cx="15" cy="12" r="6" fill="currentColor" fillOpacity="0.8" />
      <circle cx="23" cy="12" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </>
  ),
  amex: word('AMEX'),
  discover: (
    <>
      {word('DISC', 7)}
      <circle cx="31" cy="12.5" r="2.5" fill="currentColor" />
    </>
  ),
  paypal: word('PayPal', 7, true),
  applePay: (
    <>
      <circle cx="10" cy="12" r="3" fill="currentColor" />
      <text x="23" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor">
        Pay
      </text>
    </>
  ),
  googlePay: word('G Pay', 8),
  giftCard: (
    <>
      <rect x="12" y="9" width="14" height="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M19 9v10M12 13h14M19 9c-2-4-6-3-4 0M19 9c2-4 6-3 4 0" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </>
  ),
  cash: (
    <>
      <rect x="7" y="7" width="24" height="10" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <circle cx="19" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </>
  ),
  check: (
    <path d="M7 9h14M7 13h24M23 17h8M7 17c2-2 3 2 5 0s3-2 5 0" fill="none" stroke="currentColor" strokeWidth="1.2" />
  ),
  klarna: word('Klarna', 7),
};

/** One payment icon: an image named `label`; with no label, decoration (hidden: the text beside it says it). */
export function PaymentMark({ icon, label }: { icon: PaymentIcon; label: string }) {
  const named = paymentMarkProps(label);
  return (
    <svg className={css.paymentMark} viewBox="0 0 38 24" width="38" height="24" focusable="false" {...named}>
      <rect x="0.75" y="0.75" width="36.5" height="22.5" rx="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {MARKS[icon]}
    </svg>
  );
}
