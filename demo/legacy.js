// The legacy page's glue (demo/legacy.html): its own Add to cart button and the checkout stand-in. The demo visitor's
// cookies come from demo/cart-cookie.js, shared with the main demo page.
(function () {
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
