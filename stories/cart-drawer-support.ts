import { createElement, useLayoutEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import '../elements/sg-cart-drawer';
import '../elements/sg-mini-cart';
import { faults } from '../mocks/faults';
import { resetCartStore } from '../mocks/handlers/cart';
import { removeCookie, setCookie } from '../src/core/storage';
import { resetCartForTests } from '../src/state/cart';
import { resetCheckoutForTests } from '../src/state/cart-checkout';
import { cartDrawerCount, resetCartDrawerForTests } from '../src/state/cart-drawer';
import { resetPaymentInstructionForTests } from '../src/state/cart-payment-instruction';
import { resetPickupPersonForTests } from '../src/state/pickup-person';
import { refreshSession } from '../src/state/session';
import { stubNavigation } from './story-support';

/**
 * Shared set-up of the cart drawer's stories (stories/sg-cart-drawer*.stories.ts; not a stories file itself).
 *
 * `<sg-cart-drawer>` as a CMS author writes it, next to the header's `<sg-mini-cart>`: the mini cart opens the drawer
 * instead of linking to the cart page. Both talk to the reference API (msw, see .storybook/preview.tsx) and show the
 * page's one cart. Which cart is shown comes from the cookies the retailer's site sets: `WC_PERSISTENT` (without it
 * the cart is empty and not requested) and `WC_OrdId` (the order).
 */

export interface MarkupArgs {
  /** The drawer's attributes, as written in the page's HTML. */
  attributes: Record<string, string>;
}

/** The author's markup, for the docs' source panel. */
export const markup = (attributes: Record<string, string>) =>
  `<sg-mini-cart label="Cart"></sg-mini-cart>\n<sg-cart-drawer${Object.entries(attributes)
    .map(([name, value]) => ` ${name}='${value.replace(/'/g, '&#39;')}'`)
    .join('')}></sg-cart-drawer>`;

/** Builds the author's markup with DOM calls (as the HTML parser would) and removes it when the story goes away. */
export function Markup({ attributes }: MarkupArgs) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!slot) return;
    const mini = document.createElement('sg-mini-cart');
    mini.setAttribute('label', 'Cart');
    const drawer = document.createElement('sg-cart-drawer');
    for (const [name, value] of Object.entries(attributes)) drawer.setAttribute(name, value);
    slot.append(mini, drawer);
    return () => {
      mini.remove();
      drawer.remove();
    };
  }, [slot, attributes]);
  return createElement('div', { ref: setSlot, style: { padding: '1rem' } });
}

/** A loader that signs the story's shopper in with the given order (none: the empty cart). */
export const withCart = (orderId?: string) => async () => {
  setCookie('WC_PERSISTENT', '1');
  if (orderId) setCookie('WC_OrdId', orderId);
  else removeCookie('WC_OrdId');
  refreshSession();
  return {};
};

/**
 * The stories' `beforeEach`: checkout leaves the page through `navigation.assign`, stubbed here. When the story goes
 * away: the fault switches, the page's cart, drawer, checkout, payment instruction and pickup person, the reference
 * API's carts and the cookies as a fresh page has them.
 */
export function drawerStorySetUp(): () => void {
  const restoreNavigation = stubNavigation();
  return () => {
    restoreNavigation();
    faults.clear();
    resetCartDrawerForTests();
    resetPaymentInstructionForTests();
    resetPickupPersonForTests();
    resetCartForTests();
    resetCheckoutForTests();
    resetCartStore();
    removeCookie('WC_PERSISTENT');
    removeCookie('WC_OrdId');
    refreshSession();
  };
}

/** The story's mini cart and drawer once rendered, with query scopes for their shadow roots. */
export async function rendered(canvasElement: HTMLElement) {
  await waitFor(() => {
    expect(canvasElement.querySelector('sg-mini-cart')?.shadowRoot?.querySelector('a')).toBeTruthy();
    expect(canvasElement.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('dialog')).toBeTruthy();
  });
  const mini = canvasElement.querySelector('sg-mini-cart')!;
  const drawer = canvasElement.querySelector('sg-cart-drawer')!;
  return {
    mini,
    drawer,
    miniShadow: within(mini.shadowRoot as unknown as HTMLElement),
    shadow: within(drawer.shadowRoot as unknown as HTMLElement),
  };
}

/**
 * Opens the drawer the way a shopper does: the mini cart in the header. Its link opens the drawer once the drawer has
 * registered with the page (an effect after the drawer's first render); before that it is a plain link to the cart
 * page, which would take the preview away from the story.
 */
export async function openFromMiniCart(canvasElement: HTMLElement) {
  const parts = await rendered(canvasElement);
  await waitFor(() => expect(cartDrawerCount.peek()).toBeGreaterThan(0));
  parts.mini.shadowRoot!.querySelector('a')!.click();
  await waitFor(() => expect(parts.drawer.shadowRoot!.querySelector('dialog')!.open).toBe(true));
  return parts;
}
