import { recordProductView, type ViewedProductInput } from '../core/search-history';

/**
 * A product page tells the header what the shopper viewed by dispatching
 * `document.dispatchEvent(new CustomEvent('sg-product-view', { detail: { id, name, url, imageUrl?, price? } }))`
 * (or by calling `recordProductView()`); the search panel shows it under "Recently viewed". Page-level, installed once.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('sg-product-view', (event) => {
    const detail = (event as CustomEvent<ViewedProductInput>).detail;
    if (detail && typeof detail === 'object') recordProductView(detail);
  });
}

export { recordProductView };
