import type { SnapshotFrom } from 'xstate';
import type { CarouselItem, RecentProductsEvent, recentProductsMachine } from '../../../machines/carousel';
import { slideWindow } from '../../../machines/carousel/recent-products.logic';
import { formatCurrency } from '../../core/format';
import { safeHref, withSku } from '../../core/url';
import type { Translate } from '../shared/use-messages';
import type { productCarouselMessages } from './product-carousel.messages';

type Snapshot = SnapshotFrom<typeof recentProductsMachine>;

/**
 * A slide's product, `{ productId, skuId, name, url, imageUrl, price }`: what "Add to cart" and the heart act on, and
 * what a "Quick view" button (`openQuickView({ productId, skuId }, opener)`) would take.
 */
export type ProductCarouselItem = CarouselItem;

export type ProductCarouselWords = Translate<(typeof productCarouselMessages)['defaults']>;

export interface ProductCarouselIds {
  heading: string;
  slides: string;
}

/** Where the carousel is: its first slide shown and how many show at once (carousel logic, `slidesPerView`). */
export interface CarouselPosition {
  start: number;
  perView: number;
}

export interface ProductCarouselActions {
  /** Moves to another first slide (Previous / Next) and says what shows now. */
  move(start: number, announcement: string): void;
  addToCart(item: ProductCarouselItem): void;
  /** The product's quick view, opened from `opener` (focus returns there); absent without the `qv` flag. */
  quickView?(item: ProductCarouselItem, opener: HTMLElement): void;
  /** The product whose quick view did not load (its chunk failed), if any: its slide says so under the button. */
  quickViewFailedFor?: string | null;
}

/** The polite announcement for the slides `first` to `last` (0-based) of `total`. */
export function shownText(first: number, last: number, total: number, t: ProductCarouselWords): string {
  return first === last ? t('shownOne', { first: first + 1, total }) : t('shown', { first: first + 1, last: last + 1, total });
}

/**
 * Snapshot -> the carousel's view (APG carousel pattern, basic, no rotation): a region with
 * `aria-roledescription="carousel"` named by its heading; slides `role="group"` `aria-roledescription="slide"` named
 * "N of M", those outside the view `hidden`; Previous and Next control the slides and stay focusable at the ends
 * (`aria-disabled`, a click there does nothing), so focus is never lost. From the machine's tags: `waiting`/`busy`
 * with nothing to show reads "Loading"; `error` shows the message and Try again (the items known stay). Nothing at all
 * (`hidden`) when the list is read and empty.
 */
export function connectProductCarousel(
  snapshot: Snapshot,
  send: (event: RecentProductsEvent) => void,
  position: CarouselPosition,
  ids: ProductCarouselIds,
  t: ProductCarouselWords,
  currency: string,
  actions: ProductCarouselActions,
) {
  const { items, kind } = snapshot.context;
  const failed = snapshot.hasTag('error');
  const pending = snapshot.hasTag('waiting') || snapshot.hasTag('busy');
  const total = items.length;
  const { first, last, hasPrevious, hasNext } = slideWindow(position.start, total, position.perView);
  const control = (direction: -1 | 1, enabled: boolean) => ({
    type: 'button' as const,
    'aria-controls': ids.slides,
    'aria-disabled': enabled ? undefined : (true as const),
    'aria-label': direction < 0 ? t('previous') : t('next'),
    onClick: () => {
      if (!enabled) return;
      const next = slideWindow(first + direction * position.perView, total, position.perView);
      actions.move(next.first, shownText(next.first, next.last, total, t));
    },
  });
  return {
    /** Nothing to show: no items, nothing coming, nothing wrong (e.g. no recently viewed, or storage disabled). */
    hidden: total === 0 && !failed && !pending,
    section: { role: 'region' as const, 'aria-roledescription': t('carousel'), 'aria-labelledby': ids.heading },
    heading: { id: ids.heading, text: kind === 'viewed' ? t('viewed') : t('purchased') },
    loadingText: total === 0 && pending ? t('loading') : '',
    failure: failed ? { text: t('failed'), retry: { type: 'button' as const, onClick: () => send({ type: 'LIST.RETRY' }), text: t('retry') } } : null,
    /** Previous / Next only when there is somewhere to go. */
    controls: total > position.perView ? { previous: control(-1, hasPrevious), next: control(1, hasNext) } : null,
    slides: { id: ids.slides },
    slideList: items.map((item, index) => {
      const link = safeHref(withSku(item.url, item.skuId));
      return {
        key: item.productId,
        item,
        group: {
          role: 'group' as const,
          'aria-roledescription': t('slide'),
          'aria-label': t('slideOf', { index: index + 1, total }),
          hidden: index < first || index > last,
        },
        href: link,
        image: item.imageUrl ? { src: safeHref(item.imageUrl), alt: item.name } : null,
        name: item.name,
        price: item.price === null ? '' : formatCurrency(item.price, currency, t.locale),
        add: item.skuId
          ? { type: 'button' as const, 'aria-label': t('addToCartLabel', { name: item.name }), onClick: () => actions.addToCart(item), text: t('addToCart') }
          : null,
        favoriteLabel: t('favorite', { name: item.name }),
        quickView: actions.quickView
          ? {
              type: 'button' as const,
              'aria-label': t('quickViewLabel', { name: item.name }),
              onClick: (event: { currentTarget: HTMLElement }) => actions.quickView!(item, event.currentTarget),
              text: t('quickView'),
              failed: actions.quickViewFailedFor === item.productId ? { role: 'alert' as const, children: t('quickViewFailed') } : null,
            }
          : null,
      };
    }),
  };
}

export type ProductCarouselView = ReturnType<typeof connectProductCarousel>;
