// The store page's only glue. Kept external (strict CSP). The demo has no category, search, store, account or
// checkout pages: it cancels the header's cancelable events and says in a toast where a real store would go. A real
// page lets the header navigate (and listens, if at all, for analytics or SPA routing).
import { showToast } from '/dist/elements/sg-toasts.js';
import '/demo/teasers.js';

const where = (url) => {
  const target = new URL(url, location.href);
  return target.origin === location.origin ? `${target.pathname}${target.search}` : target.href;
};
const toast = (message) => showToast({ variant: 'success', message });

const handlers = {
  'sg-search': ({ term, source, url }) => `Search for "${term}" (${source}) would go to ${where(url)}`,
  'sg-navigate': ({ label, kind, url, hierarchy }) => `${(hierarchy ?? [label]).join(' > ')} (${kind}) would open ${where(url)}`,
  'sg-store-open': ({ url }) => `The store locator would open (${where(url)})`,
  'sg-account-open': ({ screen, url }) => `The ${screen === 'menu' ? 'account menu' : 'sign-in screen'} would open (${where(url)})`,
  'sg-checkout-start': ({ orderId, url }) => `Checkout of order ${orderId} would go to ${where(url)}`,
};
for (const [name, describe] of Object.entries(handlers)) {
  document.addEventListener(name, (event) => {
    event.preventDefault();
    toast(describe(event.detail));
  });
}

