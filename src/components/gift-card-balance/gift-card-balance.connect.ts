import type { SnapshotFrom } from 'xstate';
import { initialGiftCardContext } from '../../../machines/gift-card-balance/gift-card-balance.context';
import type { GiftCardEvent, GiftCardInput, GiftCardText, giftCardMachine } from '../../../machines/gift-card-balance';
import { errorKey, type errorMessages } from '../../core/errors';
import { formatCurrency, maskCardNumber } from '../../core/format';
import type { Translate } from '../shared/use-messages';
import type { giftCardMessages } from './gift-card-balance.messages';

/** What the view reads of the machine's snapshot: its context and its tags. */
export type GiftCardSnapshot = Pick<SnapshotFrom<typeof giftCardMachine>, 'context' | 'hasTag'>;

/**
 * The form before its machine has arrived (it loads after the first paint): the machine's first snapshot, idle, with
 * no tag. A submit that early is queued and reaches the machine when it starts.
 */
export function idleGiftCard(input: GiftCardInput): GiftCardSnapshot {
  return { context: initialGiftCardContext(input), hasTag: () => false };
}

export interface GiftCardIds {
  heading: string;
  number: string;
  numberError: string;
  pin: string;
  pinError: string;
  pinHint: string;
  captchaError: string;
  status: string;
}

/** The form's security check as the view has it: whether it can answer yet, and its current token. */
export interface GiftCardForm {
  captchaReady: boolean;
  captchaToken: string | null;
}

/** The fields' names in the form (a submit reads them from it). */
export const FIELD_NAMES = { number: 'giftCardNumber', pin: 'giftCardPin' } as const;

const readyForm: GiftCardForm = { captchaReady: true, captchaToken: null };

/** The element's texts in its locale (`useMessages`): the flow's and the error catalogue's; the locale for money. */
export interface GiftCardWords {
  t: Translate<(typeof giftCardMessages)['defaults']>;
  error: Translate<(typeof errorMessages)['defaults']>;
  locale?: string | null;
}

/** A message the machine decided on, in words: the flow's, the error catalogue's, or the server's own text. */
export function wordGiftCardText(message: GiftCardText, words: GiftCardWords): string {
  if ('key' in message) return words.t(message.key);
  if ('error' in message) return words.error(errorKey(message.error));
  return message.text;
}

/**
 * Snapshot -> what the view shows, the ARIA it needs and its handlers. All roles, aria-* and texts derived from the
 * machine are produced here (from its tags: `busy`, `result`, `error`), so the JSX only spreads them. The keyboard
 * contract: Enter in a field (or the button) submits the form, which sends CARD.SUBMIT with the fields' values and the token;
 * the submit button is aria-disabled while a check is under way and disabled until the security check can answer.
 */
export function connectGiftCard(
  snapshot: GiftCardSnapshot,
  send: (event: GiftCardEvent) => void,
  ids: GiftCardIds,
  currency: string,
  words: GiftCardWords,
  form: GiftCardForm = readyForm,
) {
  const { t } = words;
  const { fieldErrors, error, balance, last4 } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const success = snapshot.hasTag('result');
  const field = (name: 'number' | 'pin', errorId: string, extraDescription?: string) => {
    const fieldError = fieldErrors[name];
    const message = fieldError ? t(fieldError.key, fieldError.values) : '';
    const describedBy = [message ? errorId : null, extraDescription ?? null].filter(Boolean).join(' ');
    return {
      input: {
        'aria-invalid': message ? (true as const) : undefined,
        'aria-describedby': describedBy || undefined,
      },
      error: message ? { id: errorId, text: message } : null,
      onEdit: () => send({ type: 'FIELD.EDIT', field: name }),
    };
  };
  const balanceText =
    success && balance !== null ? formatCurrency(balance, currency, words.locale) : '';
  return {
    busy,
    success,
    number: field('number', ids.numberError),
    pin: field('pin', ids.pinError, ids.pinHint),
    captchaError: fieldErrors.captcha ? { id: ids.captchaError, text: t(fieldErrors.captcha.key) } : null,
    form: {
      onSubmit: (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const value = (name: string) => String(data.get(name) ?? '');
        send({ type: 'CARD.SUBMIT', number: value(FIELD_NAMES.number), pin: value(FIELD_NAMES.pin), captchaToken: form.captchaToken });
      },
    },
    submit: {
      'aria-disabled': busy || !form.captchaReady ? (true as const) : undefined,
      'aria-describedby': busy ? ids.status : undefined,
      disabled: !form.captchaReady,
      label: busy ? t('checking') : t('submit'),
    },
    /** Polite live region: progress and the balance. */
    statusText: busy ? t('checking') : success && last4 ? t('balanceSentence', { last4, balance: balanceText }) : '',
    balance: success ? { amount: balanceText, card: t('card', { card: last4 ? maskCardNumber(last4) : '' }) } : null,
    reset: { type: 'button' as const, onClick: () => send({ type: 'CARD.RESET' }) },
    /** Assertive region: the failure message (plain text) while it is displayed. */
    alertText: snapshot.hasTag('error') && error ? wordGiftCardText(error.message, words) : '',
  };
}
