import { useSignals } from '@preact/signals-react/runtime';
import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { recentProductsMachine, slidesPerView, viewedList, type RecentKind, type RecentList } from '../../../machines/carousel';
import { RECENTLY_VIEWED_LAZY_DELAY_MS } from '../../core/constants';
import { readRecentlyViewed } from '../../core/search-history';
import { addToCart } from '../../state/add-to-cart';
import { cartApi, cartView } from '../../state/cart';
import { base } from '../../styles';
import { openQuickView, quickViewEnabled, quickViewFailure } from '../quick-view';
import { FavoriteHeart } from '../shared/favorite-heart';
import type { SgHost } from '../shared/host';
import { useWords } from '../shared/use-messages';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import { connectProductCarousel, type ProductCarouselActions } from './product-carousel.connect';
import { productCarouselMessages } from './product-carousel.messages';
import * as css from './product-carousel.css';

export interface ProductCarouselProps {
  kind: RecentKind;
  /** Prefix for DOM ids (unique per drawer). */
  idBase: string;
  host?: SgHost;
  configId?: string;
  /** Tests and stories: another machine (fake `loadProducts`) and another lazy-load delay. */
  machine?: typeof recentProductsMachine;
  lazyDelayMs?: number;
}

/**
 * The spec's lazy-load delay (10000 ms) counted from the page's start: a drawer opened 10 s or more after the page
 * started calls at once, an earlier one waits the rest, so the carousel never competes with the page's first load.
 */
const remainingDelay = () => delayForTests ?? Math.max(0, RECENTLY_VIEWED_LAZY_DELAY_MS - performance.now());
let delayForTests: number | null = null;

/** Tests: the lazy-load delay of the carousels mounted from now on (null: the spec's, from the page's start). */
export function setCarouselDelayForTests(ms: number | null): void {
  delayForTests = ms;
}

/** What shows before any call: recently viewed's stored details (storage disabled reads as none); purchased: nothing yet. */
function initialList(kind: RecentKind, now = Date.now()): RecentList & { needsLoad: boolean } {
  return kind === 'viewed' ? viewedList(readRecentlyViewed(), now) : { items: [], at: now, oldestPriceAt: null, needsLoad: true };
}

/** The slide's Add to cart pressed last, per list: when the drawer's body re-renders the list elsewhere, focus comes back to it. */
const lastAdded = new Map<RecentKind, { productId: string; at: number }>();
/** Only right after the press (the add's answer), never on a later opening of the drawer. */
const REFOCUS_WITHIN_MS = 10000;

/**
 * A product carousel of the cart drawer's body (APG carousel pattern, basic: no rotation): "Recently viewed" or
 * "Recently purchased", its slides in a row of as many as fit (carousel logic, `slidesPerView`, from the viewport and
 * the carousel's own width), Previous and Next, a polite announcement of what shows after a move. Each slide: image,
 * name link (the seo URL with its SKU, through the safe-URL check), price, Add to cart (the page's cart) and the heart.
 */
export function ProductCarousel(props: ProductCarouselProps) {
  useSignals();
  const { kind, idBase } = props;
  const t = useWords(props.host, props.configId)(productCarouselMessages);
  const [snapshot, send] = useMachine(props.machine ?? recentProductsMachine, {
    input: {
      kind,
      api: cartApi(),
      lazyDelayMs: props.lazyDelayMs ?? remainingDelay(),
      initial: initialList(kind),
    },
  });
  const root = useRef<HTMLElement>(null);
  const [start, setStart] = useState(0);
  const [perView, setPerView] = useState(2);
  const [said, setSaid] = useState('');
  const hasItems = snapshot.context.items.length > 0;

  // Slides per view follow the viewport (the spec's breakpoints) and the carousel's own width (what fits the drawer).
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const measure = () => setPerView(slidesPerView(window.innerWidth, element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasItems]);

  // The `qv` flag of the `cncFeatures` cookie, read when the carousel renders.
  const quickView = quickViewEnabled();
  const failedQuickView = quickViewFailure.value;
  const actions = useMemo<ProductCarouselActions>(
    () => ({
      move: (next, announcement) => {
        setStart(next);
        setSaid(announcement);
      },
      addToCart: (item) => {
        lastAdded.set(kind, { productId: item.productId, at: Date.now() });
        addToCart({ skuId: item.skuId!, productId: item.productId, unitPrice: item.price ?? undefined, currency: cartView.peek().cart.totals.currency });
      },
      ...(quickView ? { quickView: (item, opener) => openQuickView({ productId: item.productId, skuId: item.skuId }, opener) } : {}),
      quickViewFailedFor: quickView ? (failedQuickView?.productId ?? null) : null,
    }),
    [kind, quickView, failedQuickView],
  );
  const ids = { heading: `${idBase}-${kind}-title`, slides: `${idBase}-${kind}-slides` };
  const view = connectProductCarousel(snapshot, send, { start, perView }, ids, t, cartView.value.cart.totals.currency, actions);

  // The list moved to another place of the body (the cart went from empty to lines, which remounts it): focus, dropped
  // with the old button, returns to the same product's Add to cart.
  useEffect(() => {
    const added = lastAdded.get(kind);
    const element = root.current;
    if (!added || !element || Date.now() - added.at > REFOCUS_WITHIN_MS) return;
    const rootNode = element.getRootNode() as ShadowRoot | Document;
    const active = rootNode.activeElement;
    if (active && active !== document.body) return;
    element.querySelector<HTMLButtonElement>(`[data-product-id="${CSS.escape(added.productId)}"] [part="carousel-add"]`)?.focus();
    lastAdded.delete(kind);
  }, [kind, hasItems]);

  if (view.hidden) return null;
  return (
    <section ref={root} part={'carousel' satisfies CartDrawerPart} className={css.carousel} {...view.section}>
      <div className={css.header}>
        <h3 id={view.heading.id} className={css.title}>
          {view.heading.text}
        </h3>
        {view.controls ? (
          <div className={css.controls}>
            <button part={'carousel-previous' satisfies CartDrawerPart} className={css.control} {...view.controls.previous}>
              <span aria-hidden="true">‹</span>
            </button>
            <button part={'carousel-next' satisfies CartDrawerPart} className={css.control} {...view.controls.next}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <p role="status" className={base.visuallyHidden}>
        {said}
      </p>
      {view.loadingText ? <p className={css.message}>{view.loadingText}</p> : null}
      {view.failure ? (
        <p part={'carousel-message' satisfies CartDrawerPart} className={css.message}>
          {view.failure.text}{' '}
          <button className={css.retry} type={view.failure.retry.type} onClick={view.failure.retry.onClick}>
            {view.failure.retry.text}
          </button>
        </p>
      ) : null}
      {view.slideList.length ? (
        <div id={view.slides.id} className={css.slides} style={{ '--sg-carousel-per-view': String(perView) } as CSSProperties}>
          {view.slideList.map((slide) => (
            <div key={slide.key} part={'carousel-slide' satisfies CartDrawerPart} className={css.slide} data-product-id={slide.item.productId} {...slide.group}>
              <div className={css.media}>
                {slide.image?.src ? (
                  <img className={css.image} src={slide.image.src} alt={slide.image.alt} width={120} height={120} loading="lazy" decoding="async" />
                ) : (
                  <span className={css.imagePlaceholder} aria-hidden="true" />
                )}
                <FavoriteHeart
                  productId={slide.item.productId}
                  skuId={slide.item.skuId}
                  label={slide.favoriteLabel}
                  part={'carousel-favorite' satisfies CartDrawerPart}
                  className={css.heart}
                />
              </div>
              {slide.href ? (
                <a className={css.name} href={slide.href}>
                  {slide.name}
                </a>
              ) : (
                <span className={css.name}>{slide.name}</span>
              )}
              <p className={css.price}>{slide.price}</p>
              {slide.quickView ? (
                <button
                  part={'carousel-quick-view' satisfies CartDrawerPart}
                  className={css.quickView}
                  type={slide.quickView.type}
                  aria-label={slide.quickView['aria-label']}
                  onClick={slide.quickView.onClick}
                >
                  {slide.quickView.text}
                </button>
              ) : null}
              {slide.quickView?.failed ? <p className={css.failed} {...slide.quickView.failed} /> : null}
              {slide.add ? (
                <button
                  part={'carousel-add' satisfies CartDrawerPart}
                  className={css.add}
                  type={slide.add.type}
                  aria-label={slide.add['aria-label']}
                  onClick={slide.add.onClick}
                >
                  {slide.add.text}
                </button>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
