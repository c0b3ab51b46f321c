import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { NavContext, NavEvent } from '../../../machines/header';
import type { NavL1, NavL2 } from '../../core/header-config.types';
import { firstName, requestFirstName } from '../../state/profile';
import { base } from '../../styles';
import { modal } from '../../styles/modal.css';
import type { SgHost } from '../shared/host';
import { useModalDialog } from '../shared/use-modal-dialog';
import { openChat, openStore, type VisitorType } from './actions';
import { HEADER_URLS, type HeaderPart } from './header.anatomy';
import * as css from './menu-dialog.css';
import { ConfigLink, isPlainClick, navigateDetail, navigateOnClick, type ConfigLinkProps } from './links';
import { badgeNameProps, disclosureProps, type HeaderWords, type ShownConfig } from './header.connect';
import type { MyStoreButtonWords } from '../store-locator/store-locator.connect';
import { CloseIcon, SearchIcon } from '../shared/icons';
import type { AccountButtonWords } from '../../state/account-button';
import type { DeliveryZip } from './delivery-zip';
import { DeliveryZipItem } from './delivery-zip-menu';
import type { DeliveryZipModule } from './delivery-zip-host';

export interface MenuDialogProps {
  open: boolean;
  nav: NavContext;
  send: (event: NavEvent) => void;
  config: ShownConfig;
  host?: SgHost;
  apiBase: string;
  visitorType: VisitorType;
  loadGiftCard?: () => Promise<unknown>;
  apiCommon: Record<string, string>;
  fallbackFocus: () => Element | null;
  /** The page's store when one is chosen (the sub-header button's words). */
  myStore?: MyStoreButtonWords | null;
  /** New rewards and offers of a signed-in shopper (the account button's badge); null: none, or not known. */
  rewardsBadge?: AccountButtonWords['badge'];
  /** Moves focus to the header's search box (the dialog's "Search" item, once the dialog has closed); none: no item. */
  focusSearch?: () => void;
  /** The delivery ZIP control (its entry follows the store's), or null when the configuration turns it off. */
  deliveryZip?: DeliveryZip | null;
  /** Replaces the delivery ZIP form's chunk import (tests). */
  loadDeliveryZip?: () => Promise<DeliveryZipModule>;
  /** The header's texts in its locale. */
  t: HeaderWords;
}

/** Where focus goes after a level change: the new level's heading, or back to the item drilled from. */
type FocusTarget = { to: 'heading' } | { to: 'item'; index: number } | { to: 'shop' };

/**
 * The hamburger dialog (W3C APG modal dialog "Menu", below 1024 px): welcome, account links, store, "Shop" with its
 * levels (L1 -> L2 -> L3, each with Back and "Shop All {parent}"), sub-header links with the gift card check inline,
 * Track Order, Customer Care, chat. Focus moves to each new level's heading and Back returns it to the item drilled
 * from; Escape or Close closes (300 ms, none with reduced motion) and focus returns to the hamburger button.
 */
export function MenuDialog(props: MenuDialogProps) {
  useSignals();
  const { open, nav, send, config, host, visitorType, t } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const registered = visitorType === 'registered';

  // The "Search" item closes the dialog, then focus goes to the header's search box (not back to the hamburger).
  const searchNext = useRef(false);
  const { dialogProps, requestClose } = useModalDialog(dialogRef, open, {
    host,
    onRequestClose: () => send({ type: 'DRAWER.CLOSE' }),
    fallbackFocus: props.fallbackFocus,
    onClosed: () => {
      if (!searchNext.current) return;
      searchNext.current = false;
      props.focusSearch?.();
    },
  });

  // The first name for "Hi, {firstName}": asked once per page, for a registered visitor, when the dialog opens.
  const { apiBase } = props;
  useEffect(() => {
    if (open && registered) requestFirstName(apiBase);
  }, [open, registered, apiBase]);

  // Focus follows the level (layout effect: the button that was pressed is gone, focus must not rest on <body>).
  const { level, path } = nav;
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (!target) return;
    const dialog = dialogRef.current;
    if (target.to === 'heading') headingRef.current?.focus();
    else if (target.to === 'shop') dialog?.querySelector<HTMLElement>('[data-shop]')?.focus();
    else dialog?.querySelector<HTMLElement>(`[data-index="${target.index}"]`)?.focus();
  }, [level, path]);

  const enter = (index?: number) => {
    focusNext.current = { to: 'heading' };
    send(index === undefined ? { type: 'LEVEL.ENTER' } : { type: 'LEVEL.ENTER', index });
  };
  const back = () => {
    focusNext.current = level === 1 ? { to: 'shop' } : { to: 'item', index: path[path.length - 1] ?? 0 };
    send({ type: 'LEVEL.BACK' });
  };
  const close = () => send({ type: 'DRAWER.CLOSE' });

  const l1 = config.nav.l1;
  const currentL1: NavL1 | undefined = level >= 2 ? l1[path[0] ?? -1] : undefined;
  const currentL2: NavL2 | undefined = level === 3 && currentL1 ? currentL1.l2[path[1] ?? -1] : undefined;

  return (
    <dialog
      ref={dialogRef}
      part={'drawer' satisfies HeaderPart}
      aria-label={t('menu')}
      className={`${modal.left} ${css.dialog}`}
      {...dialogProps}
    >
      <div className={css.top}>
        <button
          type="button"
          part={'close-button' satisfies HeaderPart}
          className={base.iconButton}
          aria-label={t('closeMenu')}
          onClick={() => requestClose('close-button')}
        >
          <CloseIcon />
        </button>
      </div>
      {/* The levels render while the dialog is closed too (a closed <dialog> shows nothing and is out of the
          accessibility tree): its chunk loads before the press (on intent, or when the page is idle on a phone), so
          the press only opens what is there. */}
      {level === 0 ? (
        <MainLevel
          {...props}
          onShop={() => enter()}
          onFollow={close}
          onSearch={
            props.focusSearch &&
            (() => {
              searchNext.current = true;
              close();
            })
          }
          registered={registered}
        />
      ) : (
        <div className={css.level}>
          <button type="button" part={'back' satisfies HeaderPart} className={css.back} onClick={back}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('back')}
          </button>
          <h2 ref={headingRef} tabIndex={-1} className={css.heading}>
            {level === 1 ? t('shop') : level === 2 ? currentL1?.label : currentL2?.label}
          </h2>
          <ul className={css.list}>
            {level === 1 &&
              l1.map((item, index) => (
                <li key={index}>
                  {drillable(item) ? (
                    <DrillButton label={item.label} onClick={() => enter(index)} index={index} />
                  ) : (
                    <MenuLink href={item.href} label={item.label} host={host} detail={navigateDetail(item, 'category', [item.label])} onFollow={close} index={index} />
                  )}
                </li>
              ))}
            {level === 2 && currentL1 && (
              <>
                {currentL1.href && (
                  <li>
                    <MenuLink
                      part="shop-all"
                      href={currentL1.href}
                      label={t('shopAll', { name: currentL1.label })}
                      host={host}
                      detail={navigateDetail(currentL1, 'category', [currentL1.label])}
                      onFollow={close}
                    />
                  </li>
                )}
                {currentL1.kind === 'brand'
                  ? currentL1.brands.map((brand, index) => (
                      <li key={index}>
                        <MenuLink
                          part="brand"
                          href={brand.href}
                          label={brand.name}
                          host={host}
                          detail={{ url: brand.href, kind: 'brand', label: brand.name, hierarchy: [currentL1.label, brand.name], categoryId: null }}
                          onFollow={close}
                        />
                      </li>
                    ))
                  : currentL1.l2.map((item, index) => (
                      <li key={index}>
                        {item.l3.length > 0 ? (
                          <DrillButton label={item.label} onClick={() => enter(index)} index={index} />
                        ) : (
                          <MenuLink href={item.href} label={item.label} host={host} detail={navigateDetail(item, 'category', [currentL1.label, item.label])} onFollow={close} index={index} />
                        )}
                      </li>
                    ))}
              </>
            )}
            {level === 3 && currentL1 && currentL2 && (
              <>
                {currentL2.href && (
                  <li>
                    <MenuLink
                      part="shop-all"
                      href={currentL2.href}
                      label={t('shopAll', { name: currentL2.label })}
                      host={host}
                      detail={navigateDetail(currentL2, 'category', [currentL1.label, currentL2.label])}
                      onFollow={close}
                    />
                  </li>
                )}
                {currentL2.l3.map((item, index) => (
                  <li key={index}>
                    <MenuLink href={item.href} label={item.label} host={host} detail={navigateDetail(item, 'category', [currentL1.label, currentL2.label, item.label])} onFollow={close} />
                  </li>
                ))}
              </>
            )}
          </ul>
        </div>
      )}
    </dialog>
  );
}

/** An L1 drills when it has something below it (L2s or brands); an L2 when it has L3s. */
const drillable = (item: NavL1) => (item.kind === 'brand' ? item.brands.length > 0 : item.kind === 'category' && item.l2.length > 0);

function DrillButton({ label, onClick, index }: { label: string; onClick: () => void; index: number }) {
  return (
    <button type="button" part={'link' satisfies HeaderPart} className={css.item} onClick={onClick} data-index={index}>
      <span>{label}</span>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

/** A link of the dialog's lists (an item of the list, or its text without a usable URL). */
function MenuLink(props: Omit<ConfigLinkProps, 'part' | 'className' | 'textClassName'> & { part?: HeaderPart }) {
  return <ConfigLink {...props} part={props.part ?? 'link'} className={css.item} textClassName={css.text} />;
}

function MainLevel(
  props: MenuDialogProps & { onShop: () => void; onFollow: () => void; onSearch?: () => void; registered: boolean },
) {
  const { config, host, registered, onFollow, t } = props;
  const name = firstName.value;
  const welcome = !registered
    ? t('welcome')
    : name.status === 'known'
      ? t('hi', { firstName: name.firstName })
      : name.status === 'failed'
        ? t('welcomeBack')
        : t('welcome');
  const link = (title: string, href: string | null, part: HeaderPart = 'link') => (
    <MenuLink part={part} href={href} label={title} host={host} detail={{ url: href ?? '', kind: 'link', label: title, hierarchy: [title], categoryId: null }} onFollow={onFollow} />
  );
  return (
    <div className={css.level}>
      <p part={'welcome' satisfies HeaderPart} className={css.welcome} aria-live="polite">
        {welcome}
      </p>
      <ul className={css.list}>
        {props.onSearch ? (
          <li>
            {/* Spec section 1: "A search icon may appear in the mobile side nav": search from the menu. */}
            <button type="button" part={'menu-search' satisfies HeaderPart} className={css.item} onClick={props.onSearch}>
              <span>{t('menuSearch')}</span>
              <SearchIcon />
            </button>
          </li>
        ) : null}
        {registered ? (
          <>
            <li>
              <AccountLink host={host} visitorType="registered" onFollow={onFollow} label={t('myAccount')} />
            </li>
            {props.rewardsBadge ? (
              <li>
                <RewardsLink host={host} badge={props.rewardsBadge} label={t('viewRewards')} onFollow={onFollow} />
              </li>
            ) : null}
          </>
        ) : (
          <>
            <li>
              <AccountLink host={host} visitorType="guest" onFollow={onFollow} label={t('signIn')} />
            </li>
            <li>{link(t('createAccount'), HEADER_URLS.createAccount)}</li>
          </>
        )}
        <li>
          <button
            type="button"
            part={'store-button' satisfies HeaderPart}
            className={css.item}
            aria-label={props.myStore?.name}
            onClick={() => openStore(host, config.storeLocator.href)}
          >
            {props.myStore ? (
              // The shopper's store whole, its status and today's hours on a line of their own (issue 21.19).
              <span className={css.itemLines}>
                <span>{props.myStore.visible}</span>{' '}
                <span className={css.itemDetail}>
                  {props.myStore.status} · {props.myStore.hours}
                </span>
              </span>
            ) : (
              config.storeLocator.title
            )}
          </button>
        </li>
        {props.deliveryZip ? (
          <li>
            <DeliveryZipItem zip={props.deliveryZip} host={host} apiBase={props.apiBase} load={props.loadDeliveryZip} />
          </li>
        ) : null}
        {config.nav.l1.length > 0 && (
          <li>
            <button type="button" className={css.item} data-shop="" onClick={props.onShop}>
              <span>{t('shop')}</span>
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </li>
        )}
        {config.subHeader.links.map((item, i) => (
          <li key={i}>
            {item.kind === 'giftCard' ? (
              <InlineGiftCard title={item.title} loadGiftCard={props.loadGiftCard} apiCommon={props.apiCommon} failed={t('giftCardFailed')} />
            ) : (
              link(item.title, item.href, 'sub-header-link')
            )}
          </li>
        ))}
        <li>{link(config.trackOrder.title, config.trackOrder.href, 'track-order')}</li>
        <li>{link(config.customerCare.title, config.customerCare.href, 'customer-care')}</li>
        {config.chat && (
          <li>
            <button
              type="button"
              part={'chat-button' satisfies HeaderPart}
              className={css.item}
              onClick={() => config.chat && openChat(host, config.chat.url)}
            >
              {config.chat.title}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The rewards badge with its "View rewards" link (spec section 1: the hamburger's rewards badge; section 5: shown only
 * to a signed-in shopper with new offers). A configured-style link: its plain click fires the cancelable
 * `sg-navigate`. Its accessible name carries the count in words ("View rewards, 3 new rewards and offers"), the
 * badge's digits are for the eye.
 */
function RewardsLink({ host, badge, label, onFollow }: { host?: SgHost; badge: NonNullable<AccountButtonWords['badge']>; label: string; onFollow: () => void }) {
  const url = HEADER_URLS.rewards;
  const detail = { url, kind: 'link' as const, label, hierarchy: [label], categoryId: null };
  return (
    <a part={'rewards-link' satisfies HeaderPart} className={css.item} href={url} {...badgeNameProps(label, badge)} onClick={navigateOnClick(host, detail, onFollow)}>
      <span>{label}</span>
      <span part={'account-badge' satisfies HeaderPart} className={css.badge} aria-hidden="true">
        {badge.count}
      </span>
    </a>
  );
}

/**
 * "Sign in" or "My account" in the dialog: a real link (new tab works) whose plain click fires the cancelable
 * `sg-account-open` first, like the bar's account button (the account flyout takes it over once it exists).
 */
function AccountLink({ host, visitorType, onFollow, label }: { host?: SgHost; visitorType: VisitorType; onFollow: () => void; label: string }) {
  const registered = visitorType === 'registered';
  const url = registered ? HEADER_URLS.myAccount : HEADER_URLS.signIn;
  return (
    <a
      part={'account-button' satisfies HeaderPart}
      className={css.item}
      href={url}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        const detail = { screen: registered ? 'menu' : 'sign-in', url, visitorType };
        if (host && !host.emit('sg-account-open', detail, { cancelable: true })) event.preventDefault();
        onFollow();
      }}
    >
      {label}
    </a>
  );
}

/**
 * The gift card check inside the dialog: a disclosure revealing `<sg-gift-card-balance>` in place (`failed`: what the
 * alert says when its script did not load).
 */
function InlineGiftCard({
  title,
  loadGiftCard,
  apiCommon,
  failed,
}: {
  title: string;
  loadGiftCard?: () => Promise<unknown>;
  apiCommon: Record<string, string>;
  failed: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const [status, setStatus] = useState<'idle' | 'ready' | 'failed'>('idle');
  const id = useId();
  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    if (next && status !== 'ready') {
      (loadGiftCard ?? (() => Promise.resolve()))().then(
        () => setStatus('ready'),
        () => setStatus('failed'),
      );
    }
  };
  return (
    <>
      <button
        type="button"
        part={'sub-header-link' satisfies HeaderPart}
        className={css.item}
        {...disclosureProps(expanded, id)}
        onClick={toggle}
      >
        {title}
      </button>
      <div id={id} hidden={!expanded} className={css.inline}>
        {expanded && status === 'failed' ? <p role="alert">{failed}</p> : null}
        {expanded && status === 'ready' ? createElement('sg-gift-card-balance', { ...apiCommon, heading: title }) : null}
      </div>
    </>
  );
}
