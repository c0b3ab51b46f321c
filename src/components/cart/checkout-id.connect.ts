import type { FormEvent } from 'react';
import { groupedDigits, spokenDigits } from '../../../machines/cart/checkout-id.logic';
import type { Cart } from '../../core/api';
import type { CheckoutIdNotice, CheckoutIdView } from '../../state/checkout-id';
import type { Translate } from '../shared/use-messages';
import type { checkoutIdMessages } from './checkout-id.messages';

/**
 * The checkout-id section's props, texts and ARIA (issue 26, section 2), as functions of the cart shown, the
 * machine's view and the element's words: the shown cart's id (grouped for the eye, digit by digit for a screen
 * reader) with Copy, and the field that loads another cart (its error tied to it by `aria-describedby`).
 */

export type CheckoutIdWords = Translate<(typeof checkoutIdMessages)['defaults']>;

export interface CheckoutIdActions {
  submit(text: string): void;
  copy(id: string): void;
}

export function checkoutIdView(cart: Pick<Cart, 'orderId' | 'lines'>, state: CheckoutIdView, idBase: string, t: CheckoutIdWords, actions: CheckoutIdActions) {
  const ids = { heading: `${idBase}-checkout-id`, input: `${idBase}-checkout-id-input`, error: `${idBase}-checkout-id-error` };
  const shared = cart.lines.length > 0 ? cart.orderId : null;
  const problem = state.problem;
  const error = problem ? t(problem, { id: state.id ? groupedDigits(state.id) : '' }) : null;
  return {
    ids,
    heading: t('heading'),
    /** The shown cart's id, when it has lines (an empty cart has no id worth sharing). */
    current: shared
      ? {
          label: t('current'),
          /** On screen in groups, hidden from screen readers, which read `spoken` (digit by digit) instead. */
          visible: { 'aria-hidden': true as const, children: groupedDigits(shared) },
          spoken: spokenDigits(shared),
          copy: { type: 'button' as const, onClick: () => actions.copy(shared), children: t('copy') },
          copyFailed: state.copy === 'copyFailed' ? t('copyFailed') : null,
        }
      : null,
    form: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (state.busy) return;
        const input = event.currentTarget.elements.namedItem('checkoutId') as HTMLInputElement | null;
        actions.submit(input?.value ?? '');
      },
      'aria-busy': state.busy || undefined,
    },
    label: t('enter'),
    input: {
      id: ids.input,
      name: 'checkoutId',
      type: 'text',
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      spellCheck: false,
      maxLength: 40,
      'aria-invalid': error ? ('true' as const) : undefined,
      'aria-describedby': error ? ids.error : undefined,
    },
    submit: { type: 'submit' as const, 'aria-disabled': state.busy || undefined, children: state.busy ? t('loading') : t('load') },
    error: error ? { id: ids.error, text: error } : null,
  };
}

/** What the drawer's live region says after a load or a copy. */
export function checkoutIdAnnouncement(notice: CheckoutIdNotice, t: CheckoutIdWords): string {
  const spoken = spokenDigits(notice.id);
  if (notice.type === 'loaded') return t('loaded', { spoken });
  if (notice.type === 'copied') return t('copied', { spoken });
  return t('copyFailed');
}
