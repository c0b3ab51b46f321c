// What a page's script gets from `await import()` of an element script of the CDN build: the module, evaluated, and
// the tag not defined yet (its definition waits for a task of its own, elements/yield-after-react.ts); the element's
// methods once `customElements.whenDefined` has resolved. The page writes what it saw to `data-contract` on <html>.
const TAG = 'sg-gift-card-balance';
const { SgGiftCardBalance } = await import(`/dist/elements/${TAG}.js`);
const el = document.querySelector(TAG);
const atImport = { defined: Boolean(customElements.get(TAG)), show: typeof el.show };
await customElements.whenDefined(TAG);
const whenDefined = { sameClass: customElements.get(TAG) === SgGiftCardBalance, upgraded: el instanceof SgGiftCardBalance, show: typeof el.show };
el.show();
document.documentElement.setAttribute('data-contract', JSON.stringify({ atImport, whenDefined }));
