import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { setViewport } from '../helpers/commands';
import { createRoot } from 'react-dom/client';
import { Header, headerDefaults } from '../../src/components/header';
import { fitSubHeader } from '../../src/components/header/sub-header-fit';
import { freeShippingSentence, showConfig, type HeaderWords } from '../../src/components/header/header.connect';
import { headerMessages } from '../../src/components/header/header.messages';
import { normalizeHeaderConfig } from '../../src/core/header-config';
import { messagesFor } from '../../src/state/messages';
// Loaded by the header's lazy chunks (the menu dialog reads the profile and the session); imported here so that the
// session's page-level listener (added once per page at module load) exists before the leak check starts.
import '../../src/state/profile';
import { navigation } from '../../src/core/navigation';
import { resetPageConfigForTests } from '../../src/state/config';
import { adoptSheet } from '../../src/styles';
import { allByRole, byRole, until } from '../helpers/dom';

adoptSheet(document);

const CONFIG = {
  nav: {
    l1: [
      { title: 'Men', seo_url: '/c/men', l2: [{ title: 'Shoes', seo_url: '/c/shoes' }] },
      { title: 'Sale', seo_url: '/c/sale', variation: 'link' },
    ],
  },
};

describe('Header when its code does not load', () => {
  afterEach(() => resetPageConfigForTests());

  it('the menus\' chunk fails: every L1 is a plain link, and the hamburger says the menu did not load', async () => {
    await setViewport({ width: 1280, height: 800 });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const failing = () => Promise.reject(new Error('ChunkLoadError: runtime'));
    try {
      root.render(<Header {...headerDefaults} config={CONFIG} loadRuntime={failing as never} />);
      await until(() => allByRole(container, 'link', 'Men').length === 1, 'Men as a link');
      expect(byRole<HTMLAnchorElement>(container, 'link', 'Men').getAttribute('href')).to.equal('/c/men');
      expect(allByRole(container, 'button', 'Men').length).to.equal(0);
      await setViewport({ width: 390, height: 800 });
      await until(() => allByRole(container, 'button', 'Menu').length === 1, 'the hamburger');
      byRole(container, 'button', 'Menu').click();
      await until(() => allByRole(container, 'alert').some((a) => a.textContent?.includes('The menu did not load')), 'the message');
    } finally {
      root.unmount();
      container.remove();
      await setViewport({ width: 800, height: 600 });
    }
  });
});

describe('Header hosting the account flyout (issue 21.7)', () => {
  afterEach(() => resetPageConfigForTests());

  it('the account script fails to load: one warning, and "Sign in" goes to the sign-in page as before', async () => {
    await setViewport({ width: 1280, height: 800 });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const assigned: string[] = [];
    const originalAssign = navigation.assign;
    navigation.assign = (url: string) => void assigned.push(url);
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    const nothing = () => Promise.resolve();
    const loaders = { search: nothing, cart: nothing, giftCard: nothing, account: () => Promise.reject(new Error('ChunkLoadError: sg-account')) };
    try {
      root.render(<Header {...headerDefaults} config={CONFIG} loaders={loaders} />);
      await until(() => allByRole(container, 'button', 'Sign in').length === 1, 'the button');
      byRole(container, 'button', 'Sign in').click();
      await until(() => assigned.length === 1, 'the sign-in page');
      expect(assigned).to.deep.equal(['/shop/LogonForm']);
      expect(warnings.filter((w) => w.includes('the account flyout did not load'))).to.have.length(1);
      expect(container.querySelector('sg-account')).to.equal(null);
      // Later presses go there at once.
      byRole(container, 'button', 'Sign in').click();
      expect(assigned).to.deep.equal(['/shop/LogonForm', '/shop/LogonForm']);
    } finally {
      navigation.assign = originalAssign;
      console.warn = originalWarn;
      root.unmount();
      container.remove();
      await setViewport({ width: 800, height: 600 });
    }
  });
});

describe('Header: the hamburger dialog\'s chunk before the first press (issue 27)', () => {
  afterEach(() => resetPageConfigForTests());

  /** Resolves once the page has been idle (what the header waits for), then one more idle period. */
  const idle = () =>
    new Promise<void>((resolve) => {
      const next = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run(), { timeout: 3000 }) : setTimeout(run, 50));
      next(() => next(resolve));
    });

  async function render(width: number) {
    await setViewport({ width, height: 800 });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const calls: number[] = [];
    const loadMenu = async () => {
      calls.push(performance.now());
      return import('../../src/components/header/MenuDialog');
    };
    // The runtime (where the idle load is decided) counted too: "nothing loaded" means something only once it is here.
    let runtimes = 0;
    const loadRuntime = () => import('../../src/components/header/runtime').then((m) => (runtimes++, m));
    root.render(<Header {...headerDefaults} config={CONFIG} loadMenu={loadMenu} loadRuntime={loadRuntime} />);
    await until(() => runtimes === 2, 'the runtime (the menu and sticky machines)', 10000);
    return { container, calls, done: () => (root.unmount(), container.remove()) };
  }

  it('on a phone, it loads when the page is idle, with no press or hover: the closed dialog is there, nothing of it exposed', async () => {
    const { container, calls, done } = await render(390);
    try {
      await until(() => calls.length === 1, 'the idle load', 10000);
      await until(() => container.querySelector('dialog[part="drawer"] a, dialog[part="drawer"] button[data-index]'), 'the closed dialog\'s levels');
      expect(allByRole(container, 'dialog').length, 'a closed dialog is not exposed').to.equal(0);
      expect(allByRole(container, 'button', 'Men').length, 'nor its levels').to.equal(0);
      byRole(container, 'button', 'Menu').click();
      await until(() => allByRole(container, 'dialog', 'Menu').length === 1, 'the dialog');
      expect(calls.length, 'loaded once').to.equal(1);
    } finally {
      done();
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('on the desktop layout (no hamburger), the page going idle loads nothing', async () => {
    const { calls, done } = await render(1280);
    try {
      await idle();
      await idle();
      expect(calls).to.deep.equal([]);
    } finally {
      done();
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('a browser asking to save data loads it on intent only', async () => {
    const connection = (navigator as Navigator & { connection?: object }).connection;
    const had = Object.getOwnPropertyDescriptor(navigator, 'connection');
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { ...(connection ?? {}), saveData: true } });
    const { container, calls, done } = await render(390);
    try {
      await idle();
      await idle();
      expect(calls).to.deep.equal([]);
      byRole(container, 'button', 'Menu').click();
      await until(() => allByRole(container, 'dialog', 'Menu').length === 1, 'the dialog on the press');
      expect(calls.length).to.equal(1);
    } finally {
      done();
      if (had) Object.defineProperty(navigator, 'connection', had);
      else delete (navigator as { connection?: unknown }).connection;
      await setViewport({ width: 800, height: 600 });
    }
  });
});

describe('fitSubHeader (issue 21.15)', () => {
  const widths = { row: 1000, gap: 24, end: 300, store: 180, banner: 400, links: [100, 120], more: 50 };

  it('every link shows when all fit beside the others at their minimums', () => {
    // 1000 - 300 - 180 - 200 - 3 gaps (72) = 248 of room; the two links take 100 + 24 + 120 = 244.
    expect(fitSubHeader(widths)).to.deep.equal({ links: 2, storeMin: 180, bannerMin: 200 });
  });

  it('links that do not fit whole go under "More", which takes its room first', () => {
    // 248 of room: More (50) + 24 + 100 = 174, the next (24 + 120) would make 318.
    expect(fitSubHeader({ ...widths, links: [100, 120, 60] }).links).to.equal(1);
    // No room even for the first: More alone.
    expect(fitSubHeader({ ...widths, end: 500, links: [100, 120] }).links).to.equal(0);
  });

  it('the store keeps its whole text up to 36% of the row; the banner its sentence up to 200 px, nothing when it is off', () => {
    expect(fitSubHeader({ ...widths, store: 900 }).storeMin).to.equal(360);
    expect(fitSubHeader({ ...widths, banner: 150 }).bannerMin).to.equal(150);
    // Without the banner its room and its gap go to the links.
    expect(fitSubHeader({ ...widths, banner: null, links: [100, 120, 200] })).to.deep.equal({ links: 3, storeMin: 180, bannerMin: 0 });
  });
});

describe('the configuration\'s texts: the CMS\'s, else the catalogue\'s (showConfig, freeShippingSentence)', () => {
  const english = messagesFor(headerMessages, null);
  /** A translator that shows which message it was asked for. */
  const keys: HeaderWords = (key, values) => `<${key}${values ? ` ${JSON.stringify(values)}` : ''}>`;
  const checked = (config: Record<string, unknown>) => normalizeHeaderConfig(config).config;

  it('a text the configuration leaves out is the catalogue\'s, in the translator\'s words; a given one is shown as given', () => {
    const none = showConfig(checked({ chat: { url: '/chat' } }), english);
    expect([none.nav.label, none.storeLocator.title, none.trackOrder.title, none.customerCare.title, none.chat?.title]).to.deep.equal([
      'Main',
      'Find a Store',
      'Track Order',
      'Customer Care',
      'Chat',
    ]);
    expect(showConfig(checked({}), keys).storeLocator).to.deep.equal({ title: '<storeLocatorTitle>', href: '/stores' });
    const given = showConfig(
      checked({ nav: { label: 'Shop by category', l1: [] }, storeLocator: { title: 'Our Stores' }, chat: { title: 'Talk to us', url: '/chat' } }),
      keys,
    );
    expect([given.nav.label, given.storeLocator.title, given.trackOrder.title, given.chat?.title]).to.deep.equal([
      'Shop by category',
      'Our Stores',
      '<trackOrderTitle>',
      'Talk to us',
    ]);
  });

  it('the banner: the CMS\'s text with its amount, else the catalogue\'s with the amount as an argument; none when off', () => {
    const config = checked({ freeShippingBanner: { texts: { registered: 'Members ship free over {amount}' } } });
    expect(freeShippingSentence(config, false, 49.99, english)).to.equal('Free shipping on orders over $49.99');
    expect(freeShippingSentence(config, false, 49.99, keys)).to.equal('<freeShippingText {"amount":"$49.99"}>');
    expect(freeShippingSentence(config, true, 24.99, keys)).to.equal('Members ship free over $24.99');
    expect(freeShippingSentence(checked({ freeShippingBanner: { disableBanner: true } }), false, 49.99, english)).to.equal(null);
    // The amount as the element's locale writes it; English keeps the spec's "$49.99".
    const french = (amount: number) => new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'USD' }).format(amount);
    expect(freeShippingSentence(config, true, 24.99, keys, 'fr-CA')).to.equal(`Members ship free over ${french(24.99)}`);
    expect(freeShippingSentence(config, false, 49.99, keys, 'fr-CA')).to.equal(`<freeShippingText {"amount":"${french(49.99)}"}>`);
    expect(freeShippingSentence(config, false, 49.99, english, 'en-CA')).to.equal('Free shipping on orders over $49.99');
  });
});
