import { createElement, startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { NavContext } from '../../../machines/header';
import type { HeaderConfig } from '../../core/header-config.types';
import { readSession } from '../../core/session';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { useLazyActor } from '../shared/use-lazy-actor';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import { useLatest } from '../shared/use-latest';
import { localeOf, useWords } from '../shared/use-messages';
import { openChat, openStore, skipTo } from './actions';
import { resolveHeaderConfig } from './config';
import type { HeaderPart } from './header.anatomy';
import { badgeNameProps, floatingHelpPages, freeShippingSentence, showConfig, type HeaderWords, type ShownConfig } from './header.connect';
import { headerMessages } from './header.messages';
import { useHostedAccount } from './hosted-account';
import { useDeliveryZip } from './delivery-zip';
import * as css from './header.css';
import { MegaMenu } from './MegaMenu';
import type { MenuDialogProps } from './MenuDialog';
import type { MyStoreButton } from './my-store';
import { navigateDetail, navigateOnClick } from './links';
import { SubHeader } from './SubHeader';

/** The element scripts the header uses inside itself, loaded after its first paint (elements/sg-header.ts). */
export interface HeaderLoaders {
  search: () => Promise<unknown>;
  cart: () => Promise<unknown>;
  giftCard: () => Promise<unknown>;
  /** `<sg-account>`, hosted on a page without one (hosted-account.ts). */
  account?: () => Promise<unknown>;
}

export interface HeaderProps {
  apiBase: string;
  configId: string;
  skipTarget: string;
  sticky: boolean;
  /** The `config` property (an object), or null to read the page's configuration script. */
  config: unknown;
  host?: SgHost;
  loaders?: HeaderLoaders;
  /** Replaces the menu dialog's chunk (tests). */
  loadMenu?: () => Promise<{ MenuDialog: ComponentType<MenuDialogProps> }>;
  /** Replaces the machines' chunk (tests). */
  loadRuntime?: typeof importMachines;
}

export const headerDefaults = { apiBase: '/api', configId: 'sg-config', skipTarget: 'main', sticky: true, config: null };

const importMenu = () => import('./MenuDialog');
const importHelp = () => import('./FloatingHelp');
const importMachines = () => import('./runtime');

/** The menus before their machine has loaded: nothing open, level 0. */
const IDLE_NAV: NavContext = { panel: null, pending: null, level: 0, path: [] };

/**
 * Focus on the nested search's box (the hamburger dialog's "Search"): its combobox, or before `<sg-search>` has
 * upgraded the author's fallback form's input inside it.
 */
function focusNestedSearch(host: SgHost | undefined): void {
  const search = host?.shadowRoot?.querySelector('sg-search');
  (search?.shadowRoot?.querySelector<HTMLElement>('[role="combobox"]') ?? search?.querySelector<HTMLElement>('input'))?.focus();
}

/** The header's threshold for this visitor (the banner and the header's cart drawer agree). */
export function freeShippingThreshold(config: HeaderConfig, registered: boolean): number {
  return registered ? config.freeShippingBanner.threshold.registered : config.freeShippingBanner.threshold.guest;
}

/**
 * The whole global header: bar (skip link, hamburger, logo, search, store and account buttons, mini cart), the
 * desktop navigation row with the mega menu, the sub-header row, and the hamburger dialog (a lazy chunk). Search, mini
 * cart, cart drawer and gift card are the library's own elements, loaded after the first paint; until then (or if
 * their script fails) the CMS author's fallback form and cart link work in their place.
 */
export function Header(props: HeaderProps) {
  const { host, apiBase, configId, skipTarget, sticky } = props;
  // Texts in the header's locale: its own, and the store locator's for the page's store (wordMyStore).
  const words = useWords(host, configId);
  const t = words(headerMessages);
  const lang = localeOf(host);
  const latestT = useLatest(t);
  const checked = resolveHeaderConfig(configId, props.config);
  const config = showConfig(checked, t);
  // Guest or registered from the cookies at first; the page's session signal, once the runtime chunk has brought
  // it, keeps it current (a sign-in in another tab).
  const [visitorType, setVisitorType] = useState(() => readSession().visitorType);
  const registered = visitorType === 'registered';
  const settings = useLatest(props);
  // The first render comes in two tasks: the bar (logo, search, account, cart), then the navigation row and the
  // sub-header. As one, it was the longest task of a page's load in the lite build (25-27 ms of CPU, over 100 ms at
  // 4x CPU; Preact renders a transition at once); React slices either. The host's reserved size keeps the page still.
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setWhole(true)), 0);
    return () => clearTimeout(timer);
  }, []);

  // Menus: the mega menu and the hamburger dialog are one machine; its changes are told to the page.
  // The machines (and xstate) arrive right after the first paint; a press or hover before that is queued.
  // The emitted events are wired when the actor is created (before it starts: nothing is missed).
  const l1 = useLatest(config.nav.l1);
  // The panels' content and the feedback loader come in the same chunk, with the machine's first snapshot.
  const { snapshot: nav, send, module: runtime, failed: runtimeFailed } = useLazyActor(props.loadRuntime ?? importMachines, (m) => {
    const actor = m.createActor(m.navMachine);
    actor.on('mega.toggle', (event) => {
      const label = event.index === null ? null : (l1.current[event.index]?.label ?? null);
      settings.current.host?.emit('sg-menu-toggle', { open: event.open, menu: 'mega', label });
    });
    actor.on('drawer.toggle', (event) =>
      settings.current.host?.emit('sg-menu-toggle', { open: event.open, menu: 'hamburger', label: latestT.current('menu') }),
    );
    return actor;
  });
  const liveSession = runtime?.session ?? null;
  // The sub-header's my-store button names the page's store once the runtime chunk has brought the stores state.
  const [myStore, setMyStore] = useState<MyStoreButton | null>(null);
  const watchMyStore = runtime?.watchMyStore;
  useEffect(() => watchMyStore?.(apiBase, setMyStore), [watchMyStore, apiBase]);
  const storeWords = runtime && myStore ? runtime.wordMyStore(myStore, words, lang ?? 'en-US') : null;
  useEffect(() => liveSession?.subscribe((current) => setVisitorType(current.visitorType)), [liveSession]);
  const navContext: NavContext = nav?.context ?? IDLE_NAV;
  const openIndex = navContext.panel?.index ?? null;
  const drawerOpen = nav?.hasTag('drawerOpen') ?? false;
  const megaOpen = nav?.hasTag('megaOpen') ?? false;

  // One flyout at a time on the page: a menu opening closes search, cart and account; they opening close the menu.
  // The page's flyout state comes with the runtime chunk (no menu opens before it).
  const flyouts = runtime?.flyouts ?? null;
  useEffect(() => {
    if (!flyouts) return;
    if (megaOpen || drawerOpen) flyouts.setOpenFlyout('menu');
    else flyouts.clearOpenFlyout('menu');
  }, [flyouts, megaOpen, drawerOpen]);
  useEffect(
    () =>
      flyouts?.openFlyout.subscribe((flyout) => {
        if (flyout !== null && flyout !== 'menu') {
          send({ type: 'MENU.CLOSE' });
          send({ type: 'DRAWER.CLOSE' });
        }
      }),
    [flyouts, send],
  );
  useEffect(() => () => flyouts?.clearOpenFlyout('menu'), [flyouts]);

  // A click outside the navigation closes its panel (composedPath: clicks inside shadow roots count as inside).
  const navRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!megaOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !event.composedPath().includes(navRef.current)) send({ type: 'MENU.CLOSE' });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [megaOpen, send]);

  // Sticky: scroll positions go to the sticky machine (it throttles); its changes set `stuck` and tell the page.
  const { snapshot: stickyState, send: sendSticky } = useLazyActor(props.loadRuntime ?? importMachines, (m) => {
    const actor = m.createActor(m.stickyMachine, { input: { enabled: settings.current.sticky } });
    actor.on('sticky.change', (event) => {
      settings.current.host?.toggleAttribute('stuck', event.stuck);
      settings.current.host?.emit('sg-sticky-change', { stuck: event.stuck });
    });
    return actor;
  });
  const stuck = stickyState?.hasTag('stuck') ?? false;
  useEffect(() => {
    sendSticky({ type: 'STICKY.SET', enabled: sticky });
  }, [sticky, sendSticky]);
  useEffect(() => {
    const onScroll = () => sendSticky({ type: 'SCROLL', y: window.scrollY });
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [sendSticky]);
  // Removed from the page: the reflected attribute goes too.
  useEffect(() => () => host?.removeAttribute('stuck'), [host]);
  // While stuck, the page's scroll padding keeps a focused control out from under the fixed bar (WCAG 2.4.11): Tab,
  // Shift+Tab and scrollIntoView stop below it. The page's own value comes back on release.
  const padDocumentTop = runtime?.padDocumentTop;
  useEffect(() => {
    const top = navRef.current;
    if (!stuck || !top || !padDocumentTop || getComputedStyle(top).position !== 'fixed') return;
    return padDocumentTop(top.getBoundingClientRect().height);
  }, [stuck, padDocumentTop]);

  // The nested elements' scripts, after the first paint (a failure leaves the author's fallback form and cart link
  // working in their place); the feedback script, after the page's load when idle.
  useEffect(() => {
    const loaders = settings.current.loaders;
    if (!loaders) return;
    const timer = setTimeout(() => {
      for (const load of [loaders.search, loaders.cart]) {
        load().catch((error: unknown) => console.warn('<sg-header>: a part of the header did not load; its plain fallback stays.', error));
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [settings]);
  // The feedback loader comes with the lazy runtime chunk (it acts after the page's load anyway).
  const feedbackUrl = config.feedback?.scriptUrl ?? null;
  const loadFeedback = runtime?.loadFeedbackScript;
  useEffect(() => (feedbackUrl && loadFeedback ? loadFeedback(feedbackUrl) : undefined), [feedbackUrl, loadFeedback]);

  // The floating help buttons (`floatingHelp`): their chunk loads after the runtime's, only on a page that asks.
  const helpPages = floatingHelpPages(config, t);
  const help = useLazyChunk(importHelp);
  const wantHelp = helpPages.length > 0 && runtime !== null;
  const requestHelp = help.request;
  useEffect(() => {
    if (wantHelp) requestHelp();
  }, [wantHelp, requestHelp]);
  useEffect(() => {
    if (help.status === 'failed') console.warn('<sg-header>: the floating help buttons did not load; the sub-header links still work.');
  }, [help.status]);
  const FloatingHelp = helpPages.length ? help.module?.FloatingHelp : undefined;

  // The hamburger dialog: its chunk loads on first intent (pointer over or focus on the button), it opens on click.
  const menu = useLazyChunk(props.loadMenu ?? importMenu);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  // The layout switching (a tablet rotating, a window resized) closes the menu of the other layout: the hamburger
  // dialog at 1024 px and wider (it stayed modal over the desktop row, the page scroll-locked), the mega menu's panel
  // below (its row hides, focus in it dropped to the body). Focus goes to a control of the new layout.
  const layout = runtime ?? null;
  useEffect(() => {
    if ((!drawerOpen && !megaOpen) || !layout) return;
    return layout.watchLayoutSwitch(
      navRef.current,
      () => {
        if (drawerOpen) send({ type: 'DRAWER.CLOSE' });
      },
      (focusWasInside) => {
        if (!megaOpen) return;
        send({ type: 'MENU.CLOSE' });
        if (focusWasInside) layout.visibleControl(hamburgerRef.current, navRef.current)?.focus({ preventScroll: true });
      },
    );
  }, [drawerOpen, megaOpen, send, layout]);
  const requestMenu = menu.request;
  // On a phone, the dialog's chunk loads when the page is idle (layout.ts): a first tap does not wait for the network.
  const prefetchMenu = runtime?.prefetchMenuWhenIdle;
  useEffect(() => prefetchMenu?.(hamburgerRef.current, requestMenu), [prefetchMenu, requestMenu]);
  const [menuAsked, setMenuAsked] = useState(false);
  const openMenu = useCallback(() => {
    setMenuAsked(true);
    requestMenu();
    send({ type: 'DRAWER.OPEN' });
  }, [requestMenu, send]);
  // The menu's code did not load (the machines' chunk or the dialog's): say so where the shopper looks, and offer
  // the dialog's chunk again; the links of the bar and the sub-header keep working.
  const menuFailed = menuAsked && (runtimeFailed || menu.status === 'failed');

  // The gift card dialog (a sub-header "dropdown" of type giftCard): its script loads on first press.
  // The nested elements read the same script; the default id is not passed on (a page without a script is the
  // header's one warning, not one per element).
  // They speak the header's language (useWords reads `lang` across shadow roots).
  const common: Record<string, string> = configId === headerDefaults.configId ? { 'api-base': apiBase } : { 'api-base': apiBase, 'config-id': configId };
  const giftCard = useGiftCardDialog(settings, common);

  // The account flyout: the page's <sg-account>, or one the header hosts (hosted-account.ts).
  const account = useHostedAccount({ host, visitorType, load: props.loaders?.account, runtime, common });
  const wantAccount = account.want;
  useEffect(() => {
    if (drawerOpen) wantAccount();
  }, [drawerOpen, wantAccount]);
  // The hosted flyout's focus after it closes when its opener has gone (a link of the closed hamburger dialog): the
  // bar's account button where it shows, else the hamburger (or the first visible control).
  const accountButtonRef = useRef<HTMLButtonElement>(null);
  const setHostedAccountFocus = runtime?.setHostedAccountFocus;
  const visibleControl = runtime?.visibleControl;
  useEffect(() => {
    if (!setHostedAccountFocus || !visibleControl) return;
    return setHostedAccountFocus(() => {
      const button = accountButtonRef.current;
      return button && button.getClientRects().length > 0 ? button : visibleControl(hamburgerRef.current, navRef.current);
    });
  }, [setHostedAccountFocus, visibleControl]);
  const accountLabel = account.words?.label ?? (registered ? t('myAccount') : t('signIn'));
  const accountBadge = account.words?.badge ?? null;

  // The delivery ZIP control (delivery-zip.tsx): its entries' text; the runtime hosts its popup (a lazy chunk).
  const deliveryZip = useDeliveryZip(config.deliveryZip, words, runtimeFailed);
  const ZipHost = runtime?.DeliveryZipHost;

  const threshold = freeShippingThreshold(config, registered);
  const bannerText = freeShippingSentence(config, registered, threshold, t, lang);

  const adopt = useFallbackAdoption(host);
  const Dialog = menu.module?.MenuDialog;

  // The page's banner landmark (a <header> that is not inside main, article, aside, nav or section).
  return (
    <header className={css.root} data-stuck={stuck ? '' : undefined}>
      <div className={css.top} data-stuck={stuck ? '' : undefined} ref={navRef}>
        <a
          part={'skip-link' satisfies HeaderPart}
          className={css.skipLink}
          href={`#${skipTarget}`}
          onClick={(event) => {
            if (skipTo(host?.ownerDocument ?? document, skipTarget)) event.preventDefault();
          }}
        >
          {t('skipLink')}
        </a>
        <div part={'bar' satisfies HeaderPart} className={css.bar}>
          <button
            ref={hamburgerRef}
            type="button"
            part={'hamburger' satisfies HeaderPart}
            className={`${css.hamburger} ${css.mobileOnly}`}
            aria-label={t('menu')}
            onPointerEnter={requestMenu}
            onFocus={requestMenu}
            onClick={openMenu}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <Logo config={config} host={host} t={t} />
          <div className={css.search}>
            {createElement('sg-search', { ...common, ref: adopt.search, exportparts: runtime?.exportParts('search') })}
          </div>
          <button
            type="button"
            part={'store-button' satisfies HeaderPart}
            className={`${css.barButton} ${css.barStoreButton} ${css.desktopOnly}`}
            onClick={() => openStore(host, config.storeLocator.href)}
          >
            <span className={css.clampedText}>{config.storeLocator.title}</span>
          </button>
          <button
            type="button"
            ref={accountButtonRef}
            part={'account-button' satisfies HeaderPart}
            className={`${css.barButton} ${css.desktopOnly}`}
            aria-haspopup={account.listening ? 'dialog' : undefined}
            // With the badge the name is written whole ("Hi, Pat, 3 new rewards and offers"), as on <sg-account>'s own button.
            {...badgeNameProps(accountLabel, accountBadge)}
            onPointerEnter={account.intent}
            onFocus={account.intent}
            onClick={account.open}
          >
            <span>{accountLabel}</span>
            {accountBadge ? ' ' : null}
            {accountBadge ? (
              <span part={'account-badge' satisfies HeaderPart} className={css.badge} aria-hidden="true">
                {accountBadge.count}
              </span>
            ) : null}
          </button>
          <div className={css.cart} data-checkout={config.skipToCheckout ? '' : undefined}>
            {createElement('sg-mini-cart', {
              ...common,
              ref: adopt.cart,
              'skip-to-checkout': config.skipToCheckout ? '' : undefined,
              exportparts: runtime?.exportParts('cart'),
            })}
          </div>
        </div>
        <div className={css.navRow}>
          {!whole ? null : hasUsableNav(config) ? (
            <MegaMenu
              nav={config.nav}
              Panel={runtime?.MegaPanel ?? null}
              linksOnly={runtimeFailed}
              openIndex={openIndex}
              send={send}
              host={host}
              t={t}
            />
          ) : (
            <div className={css.nav}>
              <div className={css.navFallback}>
                <slot name="nav" />
              </div>
            </div>
          )}
        </div>
      </div>
      {whole ? (
        <SubHeader
          config={config}
          host={host}
          storeWords={storeWords}
          t={t}
          bannerText={bannerText}
          onStore={() => openStore(host, config.storeLocator.href)}
          onGiftCard={giftCard.open}
          onChat={() => config.chat && openChat(host, config.chat.url)}
          deliveryZip={deliveryZip}
        />
      ) : null}
      {createElement('sg-cart-drawer', { ...common, 'free-shipping-threshold': String(threshold), exportparts: runtime?.exportParts('cart-drawer') })}
      {giftCard.element}
      {account.element}
      {FloatingHelp ? <FloatingHelp pages={helpPages} host={host} t={t} /> : null}
      {ZipHost && deliveryZip ? <ZipHost zip={deliveryZip} host={host} apiBase={apiBase} /> : null}
      {Dialog && (drawerOpen || menu.status === 'ready') ? (
        <Dialog
          open={drawerOpen}
          nav={navContext}
          send={send}
          config={config}
          host={host}
          apiBase={apiBase}
          visitorType={visitorType}
          loadGiftCard={props.loaders?.giftCard}
          apiCommon={common}
          fallbackFocus={() => runtime?.visibleControl(hamburgerRef.current, navRef.current) ?? hamburgerRef.current}
          myStore={storeWords}
          rewardsBadge={registered ? accountBadge : null}
          focusSearch={() => focusNestedSearch(host)}
          deliveryZip={deliveryZip}
          t={t}
        />
      ) : null}
      <div role="alert" className={menuFailed ? css.menuError : base.visuallyHidden}>
        {menuFailed ? (
          <>
            {t('menuFailed')}{' '}
            {runtimeFailed ? null : (
              <button type="button" className={base.textButton} onClick={openMenu}>
                {t('tryAgain')}
              </button>
            )}
          </>
        ) : null}
      </div>
    </header>
  );
}

/** Navigation that leads somewhere: an L1 with a link or a panel (all text means the author's `slot="nav"` shows). */
function hasUsableNav(config: ShownConfig): boolean {
  return config.nav.l1.some((item) => item.href !== null || item.kind !== 'link');
}

function Logo({ config, host, t }: { config: ShownConfig; host?: SgHost; t: HeaderWords }) {
  const logo = config.logo;
  if (logo) {
    return (
      <a
        part={'logo' satisfies HeaderPart}
        className={css.logo}
        href={logo.href}
        onClick={navigateOnClick(host, navigateDetail({ label: logo.alt, href: logo.href }, 'link', [logo.alt]))}
      >
        <img src={logo.src} alt={logo.alt} width={logo.width ?? undefined} height={logo.height ?? undefined} />
      </a>
    );
  }
  // No usable logo in the configuration: the author's `slot="logo"` link, else "Home".
  return (
    <slot name="logo">
      <a part={'logo' satisfies HeaderPart} className={css.logo} href="/">
        {t('home')}
      </a>
    </slot>
  );
}

/**
 * The gift card balance dialog: `<sg-gift-card-balance variant="dialog">` in the header's shadow root, created when
 * first asked for (its script loads then) and opened with show(); its own dialog returns focus to the button.
 */
function useGiftCardDialog(settings: { readonly current: HeaderProps }, common: Record<string, string>) {
  // Each press is a new request (n): the dialog opens once the element is defined and rendered.
  const [request, setRequest] = useState<{ title: string; n: number } | null>(null);
  const [ready, setReady] = useState(false);
  const [el, setEl] = useState<(HTMLElement & { show?: () => void }) | null>(null);
  const open = useCallback(
    (title: string) => {
      setRequest((prev) => ({ title, n: (prev?.n ?? 0) + 1 }));
      const load = settings.current.loaders?.giftCard ?? (() => Promise.resolve());
      // show() is the element's: the CDN build defines a tag one task after its script has loaded.
      load()
        .then(() => customElements.whenDefined('sg-gift-card-balance'))
        .then(
          () => setReady(true),
          () => console.warn('<sg-header>: the gift card balance check did not load.'),
        );
    },
    [settings],
  );
  useEffect(() => {
    if (request && ready) el?.show?.();
  }, [request, ready, el]);
  const element =
    request === null
      ? null
      : createElement('sg-gift-card-balance', {
          ref: setEl,
          variant: 'dialog',
          heading: request.title,
          ...common,
        });
  return { open, element };
}

/**
 * The CMS author's fallback children, taken over on upgrade (api-contract.md, "Page markup"): the GET search form goes
 * into the header's `<sg-search>` (its typed text and focus carry over) and the cart link into `<sg-mini-cart>`, so
 * each keeps working until that element's script has loaded, or for good if it fails.
 */
function useFallbackAdoption(host: SgHost | undefined) {
  const adopted = useRef(new WeakSet<Element>());
  const search = useCallback(
    (el: HTMLElement | null) => {
      if (!el || !host || adopted.current.has(el)) return;
      adopted.current.add(el);
      const input = host.querySelector<HTMLInputElement>(':scope > form input[name="searchTerm"], :scope > [role="search"] input[name="searchTerm"]');
      const form = input?.closest('form');
      if (!form || form.parentElement !== host) return;
      const hadFocus = host.upgradedFocus === input || host.ownerDocument.activeElement === input;
      el.append(form);
      if (hadFocus && input) {
        // Not upgraded yet: the form shows inside it and keeps focus, and the search takes it over when it upgrades.
        // Already upgraded (its script was on the page): tell it which input had focus.
        if (customElements.get('sg-search')) (el as unknown as { upgradedFocus: Element | null }).upgradedFocus = input;
        else input.focus();
      }
    },
    [host],
  );
  const cart = useCallback(
    (el: HTMLElement | null) => {
      if (!el || !host || adopted.current.has(el)) return;
      adopted.current.add(el);
      const link = host.querySelector<HTMLAnchorElement>(':scope > a[href]:not([slot])');
      if (link) el.append(link);
    },
    [host],
  );
  return { search, cart };
}
