// A stand-in for Apple Pay JS (`ApplePaySession`, version 3): the part sg-elements uses, with the documented shapes
// (static `canMakePayments()`, `supportsVersion(v)`, `STATUS_SUCCESS`, `STATUS_FAILURE`; an instance's `begin()`,
// `abort()`, `completeMerchantValidation(session)`, `completePayment(status)` and its `onvalidatemerchant`,
// `onpaymentauthorized`, `oncancel` handlers). Served by the test server to the browser tests only (where Safari, or
// Apple's JS SDK, would provide it); never bundled. What the shopper does on Apple's sheet comes from
// `window.__applePayStandIn.next`: 'approve' (default) or 'cancel'; `canPay: false` answers canMakePayments false.
// Each session's request, merchant session and payment status are kept in `sessions`.
(() => {
  const control = () => (window.__applePayStandIn = window.__applePayStandIn || { next: 'approve', canPay: true, sessions: [] });
  class ApplePaySession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments() {
      return control().canPay !== false;
    }
    static supportsVersion(version) {
      return version <= 14;
    }
    constructor(version, request) {
      this.record = { version, request, merchantSession: null, status: null, aborted: false };
      control().sessions.push(this.record);
      this.onvalidatemerchant = null;
      this.onpaymentauthorized = null;
      this.oncancel = null;
    }
    begin() {
      setTimeout(() => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }), 10);
    }
    abort() {
      this.record.aborted = true;
    }
    completeMerchantValidation(merchantSession) {
      this.record.merchantSession = merchantSession;
      setTimeout(() => {
        if (control().next === 'cancel') this.oncancel?.({});
        else this.onpaymentauthorized?.({ payment: { token: { paymentData: { version: 'EC_v1', data: 'stand-in' }, transactionIdentifier: 'STANDIN' } } });
      }, 10);
    }
    completePayment(status) {
      this.record.status = status;
    }
  }
  window.ApplePaySession = ApplePaySession;
})();
