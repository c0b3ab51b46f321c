import type { GiftCardMessageKey } from '../../../machines/gift-card-balance';
import { defineMessages } from '../../core/messages';

/**
 * Every text the balance check shows or announces, en-US (docs/messages.md: translations in src/locales, page
 * overrides in the configuration's `messages` section). The field and outcome messages are the machine's keys
 * (machines/gift-card-balance: `GiftCardMessageKey`).
 */
export const giftCardMessages = defineMessages('giftCard', {
  heading: 'Check your gift card balance',
  numberLabel: 'Gift card number',
  pinLabel: 'PIN',
  pinHint: 'The PIN is on the back of the card.',
  submit: 'Check balance',
  checking: 'Checking your balance…',
  reset: 'Check another card',
  result: 'Gift card balance',
  card: 'Card {card}',
  balanceSentence: 'The gift card ending in {last4} has a balance of {balance}.',
  close: 'Close',
  numberRequired: 'Enter the gift card number.',
  numberDigits: 'The gift card number can only contain digits.',
  numberLength: 'The gift card number must be {min} to {max} digits.',
  pinRequired: 'Enter the PIN from the back of the card.',
  pinDigits: 'The PIN can only contain digits.',
  pinLength: 'The PIN must be {min} to {max} digits.',
  captchaRequired: 'Please complete the security check.',
  unexpected: "We couldn't check this gift card right now. Please try again later.",
} satisfies Record<GiftCardMessageKey, string> & Record<string, string>);
