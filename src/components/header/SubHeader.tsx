import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { SubHeaderLink } from '../../core/header-config.types';
import { report } from '../../state/analytics-bus';
import type { SgHost } from '../shared/host';
import { connectDisclosure, myStoreButtonProps, type HeaderWords, type ShownConfig } from './header.connect';
import type { HeaderPart } from './header.anatomy';
import * as css from './header.css';
import { ConfigLink, navigateDetail } from './links';
import type { MyStoreButtonWords } from '../store-locator/store-locator.connect';
import { fitSubHeader, type SubHeaderFit } from './sub-header-fit';
import { DeliveryZipButton, type DeliveryZip } from './delivery-zip';

export interface SubHeaderProps {
  config: ShownConfig;
  host?: SgHost;
  storeWords: MyStoreButtonWords | null;
  t: HeaderWords;
  /** The free-shipping sentence, or null when the banner is off. */
  bannerText: string | null;
  onStore: () => void;
  onGiftCard: (title: string) => void;
  onChat: () => void;
  /** The delivery ZIP control (from 1024 px, beside the store button), or null when the configuration turns it off. */
  deliveryZip?: DeliveryZip | null;
}

/**
 * The sub-header row: the my-store button, the configured links, the free-shipping banner, Track Order, Customer Care
 * and chat. From 1024 px the links that do not fit beside the others (the store's name and the banner keep a minimum
 * width, the end group its whole width) move, in order, into a "More" disclosure (issue 21.15: four long links left
 * the store button 8 px wide, the banner 0 px, its "Details" link under "Track Order" and still tabbable). Nothing is
 * clipped and every link stays one Tab away.
 */
export function SubHeader({ config, host, storeWords, t, bannerText, onStore, onGiftCard, onChat, deliveryZip }: SubHeaderProps) {
  const links = config.subHeader.links;
  const bannerLinks = config.freeShippingBanner.links;
  const store = myStoreButtonProps(storeWords, config.storeLocator.title);
  const storeText = store.parts ? `${store.parts.prefix} ${store.parts.store} · ${store.parts.details}` : config.storeLocator.title;
  const bannerSentence = bannerText === null ? null : [bannerText, ...bannerLinks.map((link) => link.title)].join(' ');
  // Measured again in the same commit as a text changes (the store's name arriving), not a frame later.
  const { rowRef, measureRef, fit } = useSubHeaderFit([storeText, deliveryZip?.label, bannerSentence, ...links.map((link) => link.title)].join('\n'));
  const shown = fit ? fit.links : links.length;
  // Analytics: the banner counts as viewed once it is in view (the runtime watches it; nothing without analytics).
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const hasBanner = bannerText !== null;
  useEffect(() => {
    if (hasBanner && bannerRef.current) report({ type: 'view', component: 'free shipping banner', element: bannerRef.current });
  }, [hasBanner]);

  return (
    <div part={'sub-header' satisfies HeaderPart} className={css.subHeader}>
      <div className={css.subHeaderRow} ref={rowRef}>
        <MyStoreButton words={storeWords} title={config.storeLocator.title} minWidth={fit?.storeMin} onClick={onStore} />
        {deliveryZip && <DeliveryZipButton zip={deliveryZip} t={t} />}
        <span className={css.group}>
          {links.slice(0, shown).map((link, i) => (
            <SubHeaderItem key={i} link={link} host={host} onGiftCard={onGiftCard} />
          ))}
          {shown < links.length && <MoreLinks links={links.slice(shown)} host={host} onGiftCard={onGiftCard} label={t('more')} />}
        </span>
        {bannerText !== null && (
          <p
            ref={bannerRef}
            part={'free-shipping' satisfies HeaderPart}
            className={css.freeShipping}
            style={fit ? { minWidth: fit.bannerMin } : undefined}
          >
            {bannerText}
            {bannerLinks.map((link, i) => (
              <span key={i}>
                {' '}
                <TitledLink
                  part="sub-header-link"
                  link={link}
                  host={host}
                  className={css.bannerLink}
                />
              </span>
            ))}
          </p>
        )}
        <span className={`${css.group} ${css.groupEnd}`} data-measure="end">
          <TitledLink part="track-order" link={config.trackOrder} host={host} />
          <TitledLink part="customer-care" link={config.customerCare} host={host} />
          {config.chat && (
            <button
              type="button"
              part={'chat-button' satisfies HeaderPart}
              className={css.subHeaderLink}
              onClick={onChat}
            >
              {config.chat.title}
            </button>
          )}
        </span>
        {/* Natural widths, never shown or read out: the fit compares them with the row's width. */}
        <span className={css.measure} aria-hidden="true">
          <span ref={measureRef} className={css.measureRow}>
            <span className={`${css.subHeaderLink} ${css.measureStore}`} data-measure="store">
              {storeText}
            </span>
            {bannerSentence !== null && <span data-measure="banner">{bannerSentence}</span>}
            {links.map((link, i) => (
              <span key={i} className={css.subHeaderLink} data-measure="link">
                {link.title}
              </span>
            ))}
            <span className={css.subHeaderLink} data-measure="more">
              {t('more')}
            </span>
          </span>
        </span>
      </div>
    </div>
  );
}

/**
 * Measures the row and its items' natural widths before the first paint and again whenever either changes (a resize,
 * a font arriving, the store's name loading), and returns how many links fit and the minimum widths that keep the
 * store's name and the banner readable (`texts`: what the row says, so a change is measured before it paints). Null below 1024 px, where the row shows only the store button and the banner.
 */
function useSubHeaderFit(texts: string) {
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<SubHeaderFit | null>(null);
  const update = useCallback(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    const end = row?.querySelector<HTMLElement>('[data-measure="end"]');
    if (!row || !measure || !end || end.getClientRects().length === 0) {
      setFit(null);
      return;
    }
    const style = getComputedStyle(row);
    const width = (name: string) => measure.querySelector<HTMLElement>(`[data-measure="${name}"]`)?.getBoundingClientRect().width ?? null;
    const gap = parseFloat(style.columnGap) || 0;
    // The delivery ZIP entry, like the end group, is always whole: its width (and its gap) is taken first.
    const zip = row.querySelector<HTMLElement>('[data-measure="zip"]')?.getBoundingClientRect().width;
    const next = fitSubHeader({
      row: row.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0),
      gap,
      end: end.getBoundingClientRect().width + (zip ? zip + gap : 0),
      store: width('store') ?? 0,
      banner: width('banner'),
      links: [...measure.querySelectorAll<HTMLElement>('[data-measure="link"]')].map((el) => el.getBoundingClientRect().width),
      more: width('more') ?? 0,
    });
    setFit((prev) => (prev && prev.links === next.links && prev.storeMin === next.storeMin && prev.bannerMin === next.bannerMin ? prev : next));
  }, []);
  useLayoutEffect(() => {
    update();
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(row);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [update]);
  useLayoutEffect(update, [update, texts]);
  return { rowRef, measureRef, fit };
}

/**
 * "More": the links that did not fit, as an APG disclosure (a button with `aria-expanded` and the list under the row,
 * over the page). Escape closes it and focus goes back to the button; so does a press outside or Tab past its last
 * link. The gift card item takes focus back to "More" before its dialog opens, so closing the dialog lands there.
 */
function MoreLinks({ links, host, onGiftCard, label }: { links: readonly SubHeaderLink[]; host?: SgHost; onGiftCard: (title: string) => void; label: string }) {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(0);
  const id = useId();
  const wrapRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Under the button, kept on screen (the list's containing block is the header's host).
  useLayoutEffect(() => {
    const list = listRef.current;
    const button = buttonRef.current;
    if (!open || !list || !button) return;
    const box = list.getBoundingClientRect();
    const origin = box.left - (parseFloat(list.style.left) || 0);
    const target = Math.max(0, Math.min(button.getBoundingClientRect().left, document.documentElement.clientWidth - box.width));
    setLeft(Math.round(target - origin));
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapRef.current && !event.composedPath().includes(wrapRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const view = connectDisclosure(open, setOpen, id);
  const giftCard = (title: string) => {
    buttonRef.current?.focus();
    setOpen(false);
    onGiftCard(title);
  };

  return (
    <span ref={wrapRef} className={css.more} {...view.rootProps}>
      <button
        ref={buttonRef}
        part={'more-button' satisfies HeaderPart}
        className={css.subHeaderLink}
        {...view.buttonProps}
      >
        {label}
      </button>
      <ul part={'more-links' satisfies HeaderPart} className={css.moreList} {...view.listProps} style={{ left }}>
        {links.map((link, i) => (
          <li key={i}>
            <SubHeaderItem link={link} host={host} onGiftCard={giftCard} className={css.moreLink} onFollow={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </span>
  );
}

/** A configured link of the sub-header row (its `sg-navigate` kind is `link`), or its title as text without a URL. */
function TitledLink({
  part,
  link,
  host,
  className = css.subHeaderLink,
  onFollow,
}: {
  part: HeaderPart;
  link: { title: string; href: string | null };
  host?: SgHost;
  className?: string;
  onFollow?: () => void;
}) {
  const detail = navigateDetail({ label: link.title, href: link.href }, 'link', [link.title]);
  return <ConfigLink part={part} className={className} href={link.href} label={link.title} detail={detail} host={host} onFollow={onFollow} />;
}

/**
 * The sub-header's my-store button: the store's name whole (issue 21.19: "My store: Houst..." at 390 px), and from
 * 1024 px "My store:" before it and its status and hours after it, as far as the row leaves room (at least the fit's
 * minimum width).
 */
function MyStoreButton({
  words,
  title,
  minWidth,
  onClick,
}: {
  words: MyStoreButtonWords | null;
  title: string;
  minWidth: number | undefined;
  onClick: () => void;
}) {
  const { parts, 'aria-label': name } = myStoreButtonProps(words, title);
  return (
    <button
      type="button"
      part={'store-button' satisfies HeaderPart}
      className={css.storeButton}
      aria-label={name}
      onClick={onClick}
      style={minWidth === undefined ? undefined : { minWidth }}
    >
      {parts ? (
        <>
          <span className={css.storePrefix}>{parts.prefix}</span>{' '}
          <span part={'store-name' satisfies HeaderPart} className={css.storeName}>
            {parts.store}
          </span>
          {' '}
          <span part={'store-details' satisfies HeaderPart} className={css.storeDetails}>
            · {parts.details}
          </span>
        </>
      ) : (
        title
      )}
    </button>
  );
}

function SubHeaderItem({
  link,
  host,
  onGiftCard,
  className = css.subHeaderLink,
  onFollow,
}: {
  link: SubHeaderLink;
  host?: SgHost;
  onGiftCard: (title: string) => void;
  className?: string;
  onFollow?: () => void;
}) {
  if (link.kind === 'giftCard') {
    return (
      <button
        type="button"
        part={'sub-header-link' satisfies HeaderPart}
        className={className}
        onClick={() => onGiftCard(link.title)}
      >
        {link.title}
      </button>
    );
  }
  return <TitledLink part="sub-header-link" link={link} host={host} className={className} onFollow={onFollow} />;
}
