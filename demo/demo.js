// The demo page's only glue. Kept external (strict CSP).
import { showToast } from '/dist/index.js';
import '/demo/teasers.js';

// The sub-header button opens the gift card dialog.
const opener = document.getElementById('open-gift-card');
const dialog = document.getElementById('gc-dialog');

opener?.addEventListener('click', async () => {
  await customElements.whenDefined('sg-gift-card-balance');
  dialog?.show();
});

// The demo has no results page (/search) and no category or product pages (/c/..., /p/...): the static server
// answers 404 for them. <sg-search> fires a cancelable event before it navigates, so the demo cancels it and says in
// a toast where a real store page would go. A real page lets the search navigate (and listens, if at all, for
// analytics only).
const where = (url) => {
  const target = new URL(url, location.href);
  return target.origin === location.origin ? `${target.pathname}${target.search}` : target.href;
};

document.addEventListener('sg-search', (event) => {
  event.preventDefault();
  const { term, source, url } = event.detail;
  showToast({ variant: 'success', message: `Search for "${term}" (${source}) would go to ${where(url)}` });
});

document.addEventListener('sg-navigate', (event) => {
  event.preventDefault();
  const { label, kind, url } = event.detail;
  showToast({ variant: 'success', message: `${label} (${kind}) would open ${where(url)}` });
});

// No checkout page exists in the demo: cancel the checkout's navigation and say where it would go.
document.addEventListener('sg-checkout-start', (event) => {
  event.preventDefault();
  const { orderId, url } = event.detail;
  showToast({ variant: 'success', message: `Checkout of order ${orderId} would go to ${where(url)}` });
});
