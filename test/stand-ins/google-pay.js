// A stand-in for Google Pay's JavaScript API (https://pay.google.com/gp/p/js/pay.js, API version 2): the part
// sg-elements uses, with the documented shapes (`google.payments.api.PaymentsClient({ environment })` with
// `isReadyToPay(request)`, `createButton({ onClick })`, `loadPaymentData(request)`; a closed sheet rejects with
// `statusCode: 'CANCELED'`). Served by the test server to the browser tests only; never bundled. What the shopper does
// in Google's sheet comes from `window.__googlePayStandIn.next`: 'approve' (default), 'cancel' or 'error'; `ready:
// false` makes isReadyToPay answer false. Each request is kept in `requests`.
(() => {
  // Read when used: a test replaces it between tests.
  const control = () => (window.__googlePayStandIn = window.__googlePayStandIn || { next: 'approve', ready: true, requests: [] });
  class PaymentsClient {
    constructor(options) {
      this.environment = options.environment;
    }
    isReadyToPay(request) {
      control().requests.push({ isReadyToPay: request });
      return Promise.resolve({ result: control().ready !== false });
    }
    createButton(options) {
      control().buttonRootNode = options.buttonRootNode;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Google Pay';
      button.setAttribute('aria-label', 'Buy with Google Pay');
      button.addEventListener('click', () => options.onClick());
      return button;
    }
    loadPaymentData(request) {
      control().requests.push({ loadPaymentData: request });
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          if (control().next === 'cancel') reject({ statusCode: 'CANCELED' });
          else if (control().next === 'error') reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'Stand-in: the sheet failed' });
          else resolve({ apiVersion: 2, apiVersionMinor: 0, paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'stand-in-token' } } });
        }, 10),
      );
    }
  }
  window.google = window.google || {};
  window.google.payments = { api: { PaymentsClient } };
})();
