import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { CART_IDS, resetCartStore } from '../../mocks/browser';
import { MiniCart, miniCartDefaults } from '../../src/components/cart/mini-cart';
import { navigation } from '../../src/core/navigation';
import { removeCookie, setCookie } from '../../src/core/storage';
import { resetCartForTests } from '../../src/state/cart';
import { cartDrawerOpen, registerCartDrawer } from '../../src/state/cart-drawer';
import type { StartCheckoutOptions } from '../../src/state/cart-checkout';
import { refreshSession } from '../../src/state/session';
import { adoptSheet } from '../../src/styles';
import { withReferenceApi } from '../helpers/api';
import { frame, until } from '../helpers/dom';

withReferenceApi();
adoptSheet(document);

type CheckoutModule = typeof import('../../src/state/cart-checkout');
type Props = Partial<Parameters<typeof MiniCart>[0]>;

/** Renders the mini cart alone (a shopper with 4 items, skip-to-checkout on) with its checkout import replaced. */
async function mount(props: Props) {
  setCookie('WC_PERSISTENT', '1');
  setCookie('WC_OrdId', CART_IDS.normal);
  refreshSession();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<MiniCart {...miniCartDefaults} skipToCheckout {...props} />);
  await until(() => container.querySelector('[part="skip-to-checkout"]'), 'the Checkout button');
  return {
    checkout: () => container.querySelector<HTMLButtonElement>('[part="skip-to-checkout"]')!.click(),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

const chunkFailure = () => Promise.reject(Object.assign(new Error('Failed to fetch dynamically imported module'), { name: 'TypeError' }));

describe('MiniCart skip-to-checkout when the checkout code does not load', () => {
  const original = navigation.assign;
  const originalWarn = console.warn;
  let assigned: string[];
  let warnings: string[];

  beforeEach(() => {
    resetCartForTests();
    resetCartStore();
    assigned = [];
    warnings = [];
    navigation.assign = (url) => void assigned.push(url);
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    navigation.assign = original;
    console.warn = originalWarn;
    resetCartForTests();
    removeCookie('WC_PERSISTENT');
    removeCookie('WC_OrdId');
  });

  it('with no drawer on the page: one warning, and the cart page (where the link goes), no unhandled rejection', async () => {
    const { checkout, unmount } = await mount({ cartUrl: '/basket', loadCheckout: chunkFailure });
    try {
      checkout();
      await until(() => assigned.length === 1, 'the cart page');
      expect(assigned).to.deep.equal(['/basket']);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<sg-mini-cart>: the checkout did not load');
      expect(cartDrawerOpen.value).to.equal(false);
    } finally {
      unmount();
    }
  });

  it('with a drawer on the page: the drawer opens (as a failed checkout start does), no navigation', async () => {
    const unregister = registerCartDrawer();
    const { checkout, unmount } = await mount({ loadCheckout: chunkFailure });
    try {
      checkout();
      await until(() => cartDrawerOpen.value, 'the drawer open');
      await frame();
      expect(assigned).to.deep.equal([]);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<sg-mini-cart>: the checkout did not load');
    } finally {
      unmount();
      unregister();
    }
  });

  it('the next press loads it again and starts checkout from the element with its api-base', async () => {
    let attempts = 0;
    const started: StartCheckoutOptions[] = [];
    const loadCheckout = () => {
      attempts += 1;
      if (attempts === 1) return chunkFailure();
      return Promise.resolve({ startCheckout: (options: StartCheckoutOptions) => void started.push(options) } as unknown as CheckoutModule);
    };
    const { checkout, unmount } = await mount({ apiBase: '/store-api/', loadCheckout });
    try {
      checkout();
      await until(() => assigned.length === 1, 'the fallback');
      checkout();
      await until(() => started.length === 1, 'checkout started');
      expect(attempts).to.equal(2);
      expect(started[0]).to.deep.equal({ target: null, api: { base: '/store-api/' } });
    } finally {
      unmount();
    }
  });
});
