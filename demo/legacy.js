// The legacy page's only glue (demo/legacy.html). A classic deferred script: it runs once the page is parsed and
// before the elements' module scripts, so the cart finds the demo visitor's cookies when it loads.
(function () {
  var has = function (name) {
    return document.cookie.split(';').some(function (part) {
      return part.trim().indexOf(name + '=') === 0;
    });
  };
  // A persistent login (the cart needs it) and, on a first visit only, the reference API's seeded cart 5001.
  document.cookie = 'WC_PERSISTENT=1; path=/; SameSite=Lax';
  if (!has('WC_OrdId')) document.cookie = 'WC_OrdId=5001; path=/; SameSite=Lax';

  // The page's own button: the cart elements listen for sg-add-to-cart on the document.
  var button = document.getElementById('legacy-add');
  if (button) {
    button.addEventListener('click', function () {
      document.dispatchEvent(
        new CustomEvent('sg-add-to-cart', {
          detail: {
            skuId: button.getAttribute('data-sku'),
            quantity: 1,
            productId: button.getAttribute('data-product'),
            unitPrice: Number(button.getAttribute('data-price')),
            currency: 'USD',
          },
        }),
      );
    });
  }

  // No checkout page exists in the demo: cancel the navigation and say where it would go.
  var status = document.getElementById('legacy-status');
  document.addEventListener('sg-checkout-start', function (event) {
    event.preventDefault();
    var url = new URL(event.detail.url, location.href);
    if (status) status.textContent = 'Checkout would go to ' + url.pathname + url.search;
  });
})();
