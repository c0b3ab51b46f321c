import type { SnapshotFrom } from 'xstate';
import {
  attributeChoices,
  canAdd,
  fulfilmentRows,
  priceOf,
  skuOf,
  type FulfilmentRow,
  type QuickViewEvent,
  type quickViewMachine,
} from '../../../machines/quick-view';
import { DEFAULT_CURRENCY } from '../../core/constants';
import { formatCurrency } from '../../core/format';
import { safeHref, safeUrl, withSku } from '../../core/url';
import type { Translate } from '../shared/use-messages';
import type { quickViewMessages } from './quick-view.messages';

type Snapshot = SnapshotFrom<typeof quickViewMachine>;

export type QuickViewWords = Translate<(typeof quickViewMessages)['defaults']>;

export interface QuickViewIds {
  heading: string;
  reason: string;
}

/** A fulfilment row in words (spec codes sh, sp, ss, dd), `store` the shopper's store name when known. */
export function fulfilmentText(row: FulfilmentRow, t: QuickViewWords, store: string | null): string {
  const name = store || t('yourStore');
  switch (row.code) {
    case 'sh':
      return t(row.available ? 'shipAvailable' : 'shipUnavailable');
    case 'sp':
      return row.needsStore ? t('pickupNoStore') : t(row.available ? 'pickupAvailable' : 'pickupUnavailable', { store: name });
    case 'ss':
      return t(row.available ? 'stsAvailable' : 'stsUnavailable', { store: name });
    case 'dd':
      return t(row.available ? 'sameDayAvailable' : 'sameDayUnavailable');
  }
}

/**
 * Snapshot -> what the dialog shows, its ARIA and its handlers (from the tags `open`, `busy`, `ready`, `failed`). The
 * dialog is named by its heading: the product's name once loaded, "Quick view" before. Each attribute is a group of
 * toggle buttons (aria-pressed; a value whose sku is out of stock says so in its name); "Add to cart" is aria-disabled
 * with the reason tied by aria-describedby when the chosen sku can be had no way for this shopper. Every text from
 * the API is returned as text; the image and the details link only through the safe-URL checks.
 */
export function connectQuickView(
  snapshot: Snapshot,
  send: (event: QuickViewEvent) => void,
  ids: QuickViewIds,
  t: QuickViewWords,
  options: { store?: string | null; locale?: string | null } = {},
) {
  const { product, stores, failure } = snapshot.context;
  const ready = snapshot.hasTag('ready') && !!product;
  const sku = product ? skuOf(product, snapshot.context.skuId) : null;
  const money = (value: number) => formatCurrency(value, DEFAULT_CURRENCY, options.locale);
  const price = product ? priceOf(product, sku) : null;
  const addable = canAdd(sku, stores);

  const view =
    ready && product
      ? {
          name: product.name,
          brand: product.manufacturer ? t('by', { brand: product.manufacturer }) : null,
          category: product.categoryName,
          badge: product.adBug,
          rating: product.bvRating !== null ? t('rating', { rating: product.bvRating.toFixed(1) }) : null,
          image: (() => {
            const src = safeUrl(sku?.imageUrl ?? product.imageUrl);
            return src ? { src, alt: product.name } : null;
          })(),
          price: price
            ? {
                sale: money(price.salePrice),
                list: price.listPrice !== null && price.listPrice > price.salePrice ? t('listPrice', { price: money(price.listPrice) }) : null,
                message: price.priceMessage,
              }
            : null,
          attributes: attributeChoices(product, sku).map((attribute) => {
            const chosen = attribute.values.find((v) => v.chosen)?.value ?? null;
            return {
              name: attribute.name,
              label: chosen ? t('chosen', { name: attribute.name, value: chosen }) : attribute.name,
              values: attribute.values.map((choice) => ({
                value: choice.value,
                outOfStock: !choice.inStock ? t('valueOutOfStock') : null,
                button: {
                  type: 'button' as const,
                  'aria-pressed': choice.chosen,
                  onClick: () => send({ type: 'ATTRIBUTE.SELECT', name: attribute.name, value: choice.value }),
                },
              })),
            };
          }),
          rows: sku ? fulfilmentRows(sku, stores).map((row) => ({ ...row, text: fulfilmentText(row, t, options.store ?? null) })) : [],
          details: safeHref(withSku(product.seoUrl, sku?.skuId)),
          /** The page's favorites heart for the product shown (the sku chosen goes with it). */
          favorite: { productId: product.id, skuId: sku?.skuId ?? null, label: t('favorite', { name: product.name }) },
          add: {
            type: 'button' as const,
            'aria-disabled': addable ? undefined : (true as const),
            'aria-describedby': addable ? undefined : ids.reason,
            onClick: () => {
              if (addable) send({ type: 'CART.ADD' });
            },
          },
          reason: addable ? null : { id: ids.reason, text: t('outOfStock') },
        }
      : null;

  return {
    open: snapshot.hasTag('open'),
    busy: snapshot.hasTag('busy'),
    heading: view?.name ?? t('heading'),
    dialog: { 'aria-labelledby': ids.heading, 'aria-busy': snapshot.hasTag('busy') || undefined },
    /** Polite status: loading. */
    status: snapshot.hasTag('busy') ? t('loading') : '',
    /** The failure as an alert, and "Try again" for a failed call (an unknown product has none). */
    failure:
      snapshot.hasTag('failed') && failure
        ? {
            text: t(failure === 'unavailable' ? 'unavailable' : 'failed'),
            retry: failure === 'failed' ? { type: 'button' as const, onClick: () => send({ type: 'DIALOG.RETRY' }), label: t('tryAgain') } : null,
          }
        : null,
    product: view,
    close: () => send({ type: 'DIALOG.CLOSE' }),
  };
}

export type QuickViewView = ReturnType<typeof connectQuickView>;
