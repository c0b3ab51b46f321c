// Payment (spec section 9): the card icons and the other payment icons, and the payment kinds a cart's
// `paymentMethod` names. The spec names them without their values; the values are ours (docs/api.md).

/** Card icons, then the other payment icons, in the spec's order: the "We accept" row draws them in this order. */
export const PAYMENT_ICONS = [
  'storeCard',
  'visa',
  'mastercard',
  'amex',
  'discover',
  'paypal',
  'applePay',
  'googlePay',
  'giftCard',
  'cash',
  'check',
  'klarna',
] as const;
export type PaymentIcon = (typeof PAYMENT_ICONS)[number];

/** What the drawer's "We accept" row shows when the page configuration names nothing: what a web order takes. */
export const DEFAULT_ACCEPTED_PAYMENTS: readonly PaymentIcon[] = PAYMENT_ICONS.filter((icon) => icon !== 'cash' && icon !== 'check');

/**
 * The payment kinds (spec section 9) as a cart's `paymentMethod` and the tax call's `paymentMethod` carry them, with
 * the icon each is drawn with (Venmo and Sezzle have none of the spec's icons: their name only).
 */
export const PAYMENT_KINDS = {
  CREDIT_CARD: 'visa',
  GIFT_CARD: 'giftCard',
  PAYPAL: 'paypal',
  VENMO: null,
  KLARNA: 'klarna',
  SEZZLE: null,
  GOOGLE_PAY: 'googlePay',
  APPLE_PAY: 'applePay',
  PLCC: 'storeCard',
} as const satisfies Record<string, PaymentIcon | null>;
export type PaymentKind = keyof typeof PAYMENT_KINDS;
