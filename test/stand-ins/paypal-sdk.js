// A stand-in for PayPal's JavaScript SDK (v5, https://www.paypal.com/sdk/js): the part sg-elements uses, with the
// documented shapes (`paypal.FUNDING.PAYPAL`, `paypal.isFundingEligible`, `paypal.Buttons({ createOrder, onApprove,
// onCancel, onError, onClick })` with `isEligible()`, `render(container)`, `close()`). Served by the test server to the
// browser tests only; never bundled. Where the real SDK opens PayPal's window for the shopper's approval, this one
// does what the test asks in `window.__payPalStandIn.next`: 'approve' (default), 'cancel' or 'error'.
(() => {
  // Read when used: a test replaces it between tests.
  const control = () => (window.__payPalStandIn = window.__payPalStandIn || { next: 'approve', eligible: true, orders: [] });
  window.paypal = {
    FUNDING: { PAYPAL: 'paypal' },
    isFundingEligible: (source) => source === 'paypal' && control().eligible !== false,
    Buttons(options) {
      let closed = false;
      return {
        isEligible: () => control().eligible !== false,
        render(container) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.setAttribute('aria-label', 'PayPal Checkout');
          button.addEventListener('click', async () => {
            if (closed) return;
            options.onClick?.({ fundingSource: 'paypal' });
            let orderID;
            try {
              orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
            } catch {
              options.onError?.(new Error('Expected an order id to be passed'));
              return;
            }
            control().orders.push(orderID);
            // PayPal's window would be up now; the shopper answers asynchronously.
            await new Promise((resolve) => setTimeout(resolve, 10));
            if (control().next === 'cancel') options.onCancel?.({ orderID });
            else if (control().next === 'error') options.onError?.(new Error('Stand-in: the PayPal window failed'));
            else await options.onApprove({ orderID, paymentID: orderID, payerID: 'STANDINPAYER' }, {});
          });
          container.append(button);
          return Promise.resolve();
        },
        close() {
          closed = true;
          return Promise.resolve();
        },
      };
    },
  };
})();
