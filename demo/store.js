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
  'sg-checkout-start': ({ orderId, url }) => `Checkout of order ${orderId} would go to ${where(url)}`,
};
// The page's <sg-store-locator> answers the header's store button first (on document), and the account flyout the
// header hosts its account button; these only speak when nothing took the event (a script failed to load), on
// window, after the document's listeners.
window.addEventListener('sg-store-open', (event) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  toast(`The store locator would open (${where(event.detail.url)})`);
});
window.addEventListener('sg-account-open', (event) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  toast(`The ${event.detail.screen === 'menu' ? 'account menu' : 'sign-in screen'} would open (${where(event.detail.url)})`);
});

// The panel's buttons play a cart or checkout page telling the library the shopper's ZIP (setSddZip; a page may
// dispatch an sg-sdd-zip event instead), and the status line shows what the rules made of it.
const sddStatus = document.getElementById('sdd-status');
const describeInfo = (info) => {
  if (!info) return 'no delivery ZIP yet';
  const store = info.sddStore;
  const where = [info.sddCity, info.sddState].filter(Boolean).join(', ');
  const delivery = store ? `get it ${store.EDDLabel === 'SDD' ? 'today' : 'tomorrow'} from ${store.properties.storeName}` : 'no same-day delivery';
  return `delivery ZIP ${info.sddZipCode}${where ? ` (${where})` : ''}, priority ${info.priority}: ${delivery}`;
};
for (const button of document.querySelectorAll('[data-sdd-zip]')) {
  button.addEventListener('click', async () => {
    const { sddZip: zip, sddPriority: priority } = button.dataset;
    sddStatus.textContent = `Asking for ${zip} (${priority})…`;
    try {
      const { setSddZip } = await import('/dist/elements/sg-store-locator.js');
      const { outcome, info } = await setSddZip(zip, priority);
      sddStatus.textContent = `${zip} (${priority}): ${outcome}; now ${describeInfo(info)}.`;
    } catch {
      sddStatus.textContent = 'The store locator did not load.';
    }
  });
}

for (const [name, describe] of Object.entries(handlers)) {
  document.addEventListener(name, (event) => {
    event.preventDefault();
    toast(describe(event.detail));
  });
}

// The language switch: the library's elements speak the chosen locale through their own `lang` (a page in one
// language sets <html lang> instead). `?lang=fr-CA` in the address picks it on load.
const LIBRARY_TAGS = 'sg-header, sg-search, sg-store-locator, sg-mini-cart, sg-cart-drawer, sg-account, sg-gift-card-balance, sg-toasts';
const setLocale = (locale) => {
  for (const el of document.querySelectorAll(LIBRARY_TAGS)) el.setAttribute('lang', locale);
  const radio = document.querySelector(`input[name="demo-locale"][value="${locale}"]`);
  if (radio) radio.checked = true;
};
for (const radio of document.querySelectorAll('input[name="demo-locale"]')) {
  radio.addEventListener('change', () => radio.checked && setLocale(radio.value));
}
const asked = new URLSearchParams(location.search).get('lang');
if (asked === 'fr-CA' || asked === 'en-US') setLocale(asked);
