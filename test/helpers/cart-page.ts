import { fixture } from '@open-wc/testing';
import type { SgCartDrawer } from '../../elements/sg-cart-drawer';
import { removeCookie, setCookie } from '../../src/core/storage';
import { resetCartForTests } from '../../src/state/cart';
import { resetCheckoutForTests } from '../../src/state/cart-checkout';
import { resetCartDrawerForTests } from '../../src/state/cart-drawer';
import { resetPaymentInstructionForTests } from '../../src/state/cart-payment-instruction';
import { resetCheckoutIdForTests } from '../../src/state/checkout-id';
import { resetPickupPersonForTests } from '../../src/state/pickup-person';
import { refreshSession } from '../../src/state/session';
import { $$, rendered, until } from './dom';

/**
 * The page's cart state back to a fresh page's: drawers, the cart, checkout, the payment instruction, the checkout id,
 * the pickup person, the cookies.
 */
export function resetCartPage(): void {
  resetCartDrawerForTests();
  resetPaymentInstructionForTests();
  resetCheckoutIdForTests();
  resetPickupPersonForTests();
  resetCartForTests();
  resetCheckoutForTests();
  for (const name of ['WC_PERSISTENT', 'WC_OrdId']) removeCookie(name);
  refreshSession();
}

/** Every request the page's `fetch` makes from now on (URL and string body), until `stop()`. */
export function recordRequests() {
  const requests: Array<{ url: string; body: string | null }> = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    requests.push({ url: String(input instanceof Request ? input.url : input), body: typeof init?.body === 'string' ? init.body : null });
    return original(input, init);
  };
  return { requests, stop: () => void (window.fetch = original) };
}

/**
 * A signed-in visitor's page (`WC_PERSISTENT`, `WC_OrdId=orderId`) with an `<sg-cart-drawer>` (the test imports the
 * element), opened, once its `lineCount` lines show.
 */
export async function openDrawerWithCart(orderId: string, lineCount: number): Promise<SgCartDrawer> {
  setCookie('WC_PERSISTENT', '1');
  setCookie('WC_OrdId', orderId);
  refreshSession();
  const wrapper = await fixture<HTMLDivElement>('<div><sg-cart-drawer></sg-cart-drawer></div>');
  const drawer = await rendered(wrapper.querySelector<SgCartDrawer>('sg-cart-drawer')!);
  drawer.show();
  await until(() => $$(drawer, 'li[part="line"]').length === lineCount, 'the lines', 8000);
  return drawer;
}
