// The demo pages' product teasers: a host page's own plain "Add to cart" buttons talk to the cart through the
// page-level `sg-add-to-cart` event (the library listens on the document once it has loaded). Imported by the
// pages' glue scripts (demo.js, store.js); kept external (strict CSP).
for (const button of document.querySelectorAll('button[data-sku]')) {
  button.addEventListener('click', () => {
    const { sku, product, price } = button.dataset;
    document.dispatchEvent(
      new CustomEvent('sg-add-to-cart', {
        detail: { skuId: sku, quantity: 1, productId: product, unitPrice: Number(price), currency: 'USD' },
      }),
    );
  });
}
