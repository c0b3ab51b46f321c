// A stand-in for Klarna's express button library (v1, https://x.klarnacdn.net/express-button/v1/lib.js): the part
// sg-elements uses, with the documented shapes (the script's `data-id` merchant id and `data-environment`, the
// `<klarna-express-button data-locale data-theme>` element, `Klarna.ExpressButton.on('user-authenticate', callback)`,
// and `window.klarnaExpressButtonAsyncCallback` called once loaded). Served by the test server to the browser tests
// only; never bundled. What the shopper does in Klarna's window comes from `window.__klarnaStandIn.next`: 'approve'
// (default: the callback gets the shopper's data) or 'cancel' (the window is closed: nothing is said). The script's
// attributes and the buttons' are kept in `script` and `buttons`.
(() => {
  const control = () => (window.__klarnaStandIn = window.__klarnaStandIn || { next: 'approve', script: null, buttons: [] });
  const script = document.currentScript;
  control().script = script ? { id: script.dataset.id ?? null, environment: script.dataset.environment ?? null } : null;
  const listeners = [];
  window.Klarna = {
    ExpressButton: {
      on(event, callback) {
        if (event === 'user-authenticate') listeners.push(callback);
      },
    },
  };
  if (!customElements.get('klarna-express-button')) {
    customElements.define(
      'klarna-express-button',
      class extends HTMLElement {
        connectedCallback() {
          if (this.firstChild) return;
          control().buttons.push({ locale: this.dataset.locale ?? null, theme: this.dataset.theme ?? null });
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Klarna';
          button.setAttribute('aria-label', 'Klarna Express Checkout');
          button.addEventListener('click', () => {
            if (control().next !== 'approve') return;
            setTimeout(() => {
              const data = { first_name: 'Pat', last_name: 'Lee', email: 'pat@example.com', address: { postal_code: '77001' } };
              for (const listener of listeners) listener(data);
            }, 10);
          });
          this.append(button);
        }
      },
    );
  }
  window.klarnaExpressButtonAsyncCallback?.();
})();
