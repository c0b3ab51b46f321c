import type { ExpressText, WalletId } from '../../../machines/cart/express.logic';
import type { CartDrawerWords } from './cart-drawer.connect';
import { wordCartText } from './cart-drawer-body.connect';
import type { PaymentWords } from './payment.connect';

/**
 * One express checkout wallet's texts and ARIA (issue 25, section 2; loaded with the buttons), from what its machine
 * says (`shown`, `busy`, a failure): its accessible name "Check out with PayPal" (the provider's button or ours is
 * named with it), busy while paying, and the failure in the cart catalogue's words.
 */
export function walletView(
  wallet: WalletId,
  state: { shown: boolean; busy: boolean; message: ExpressText | null },
  t: PaymentWords,
  words: CartDrawerWords,
) {
  return {
    label: t('payWith', { wallet: t(wallet) }),
    item: { hidden: !state.shown, 'aria-busy': state.busy || undefined },
    failure: state.message ? wordCartText(state.message, words) : null,
  };
}
