import '../helpers/setup';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '../helpers/commands';
import '../../elements/sg-gift-card-balance';
import type { SgGiftCardBalance } from '../../elements/sg-gift-card-balance';
import { faults, INVALID_GIFT_CARD, withReferenceApi } from '../helpers/api';
import { resetPageConfigForTests } from '../../src/state/config';
import { clearPageConfigs, writePageConfig } from '../helpers/page-config';
import { $, allByRole, byRole, expectNoAxeViolations, frame, rendered, typeInto, until } from '../helpers/dom';

withReferenceApi();

async function fill(el: SgGiftCardBalance, number: string, pin: string, captcha = true) {
  typeInto($<HTMLInputElement>(el, 'input[name="giftCardNumber"]'), number);
  typeInto($<HTMLInputElement>(el, 'input[name="giftCardPin"]'), pin);
  if (captcha) $<HTMLInputElement>(el, 'input[type="checkbox"]').click();
}

const submit = (el: SgGiftCardBalance) => $<HTMLButtonElement>(el, 'button[type="submit"]').click();

describe('<sg-gift-card-balance> against the reference API', () => {
  it('shows the balance as currency and the card masked to its last 4 digits', async () => {
    const el = await rendered(await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`));
    await fill(el, '6006 4912 3456 7890', '1234');
    const event = oneEvent(el, 'sg-gift-card-balance');
    submit(el);
    const { detail } = await event;
    expect(detail).to.deep.equal({ outcome: 'success', balance: 50, currency: 'USD', last4: '7890', message: null });
    await until(() => el.shadowRoot!.querySelector('[part="balance"]'), 'the balance');
    expect($(el, '[part="balance"]').textContent).to.contain('$50.00').and.contain('•••• 7890');
    expect($(el, '[part="balance"]').textContent).not.to.contain('600649');
    expect($(el, '[role="status"]').textContent).to.equal('The gift card ending in 7890 has a balance of $50.00.');
    expect(getComputedStyle($(el, 'form')).display).to.equal('none');
    await until(() => el.shadowRoot!.activeElement === $(el, '[part="balance"]'), 'focus on the result');
    await expectNoAxeViolations(el);
  });

  it('reports an incorrect number or PIN', async () => {
    const el = await rendered(await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`));
    await fill(el, INVALID_GIFT_CARD.number, INVALID_GIFT_CARD.pin);
    const event = oneEvent(el, 'sg-gift-card-balance');
    submit(el);
    expect((await event).detail.outcome).to.equal('incorrect');
    await until(() => $(el, '[role="alert"]').textContent, 'the alert');
    expect($(el, '[role="alert"]').textContent).to.contain('incorrect');
    await expectNoAxeViolations(el);
  });

  it('turns a 503 into a clear message', async () => {
    faults.set('giftCardBalance', { status: 503 });
    const el = await rendered(await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`));
    await fill(el, '6006491234567890', '1234');
    const event = oneEvent(el, 'sg-gift-card-balance');
    submit(el);
    expect((await event).detail.outcome).to.equal('unexpected');
    expect($(el, '[role="alert"]').textContent).to.equal("We couldn't check this gift card right now. Please try again later.");
  });
});

describe('<sg-gift-card-balance> behaviour', () => {
  const mount = async (markup = html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`) =>
    rendered(await fixture<SgGiftCardBalance>(markup));

  it('validates before sending, focuses the first field to fix, and sends nothing', async () => {
    let requests = 0;
    const count = () => requests++;
    window.addEventListener('sg-test-request', count);
    const { worker } = await import('../../mocks/browser');
    const onRequest = () => requests++;
    worker.events.on('request:start', onRequest);
    try {
      const el = await mount();
      submit(el);
      await until(() => el.shadowRoot!.querySelector('[part="field-error"]'), 'field errors');
      const number = $<HTMLInputElement>(el, 'input[name="giftCardNumber"]');
      expect(number.getAttribute('aria-invalid')).to.equal('true');
      expect(el.shadowRoot!.activeElement).to.equal(number);
      const errorId = number.getAttribute('aria-describedby')!;
      expect(el.shadowRoot!.getElementById(errorId)!.textContent).to.equal('Enter the gift card number.');
      await expectNoAxeViolations(el);
      await fill(el, '12ab', '1234', false);
      submit(el);
      await until(() => el.shadowRoot!.getElementById(errorId)?.textContent === 'The gift card number can only contain digits.', 'digits message');
      expect($(el, '[part="captcha"]').nextElementSibling!.textContent).to.equal('Please complete the security check.');
      expect(requests).to.equal(0);
    } finally {
      worker.events.removeListener('request:start', onRequest);
      window.removeEventListener('sg-test-request', count);
    }
  });

  it('sends one request for a double submit and shows progress while checking', async () => {
    const { worker } = await import('../../mocks/browser');
    let requests = 0;
    const onRequest = () => requests++;
    worker.events.on('request:start', onRequest);
    faults.set('giftCardBalance', { latencyMs: 300 });
    try {
      const el = await mount();
      await fill(el, '6006491234567890', '1234');
      const event = oneEvent(el, 'sg-gift-card-balance');
      submit(el);
      submit(el);
      await until(() => $(el, 'button[type="submit"]').getAttribute('aria-disabled') === 'true', 'busy button');
      expect($(el, '[role="status"]').textContent).to.equal('Checking your balance…');
      await expectNoAxeViolations(el);
      submit(el);
      await event;
      expect(requests).to.equal(1);
    } finally {
      worker.events.removeListener('request:start', onRequest);
    }
  });

  it('shows every seeded outcome as text: inactive, no balance, gcError, server error, balance 0', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['6006492222222222', '2222', 'inactive', 'not active'],
      ['6006493333333333', '3333', 'unexpected', 'could not find a balance'],
      ['6006497777777777', '7777', 'unexpected', 'reported lost'],
      ['6006495555555555', '5555', 'unexpected', "couldn't check this gift card"],
    ];
    for (const [number, pin, outcome, text] of cases) {
      const el = await mount();
      await fill(el, number, pin);
      const event = oneEvent(el, 'sg-gift-card-balance');
      submit(el);
      expect((await event).detail.outcome, number).to.equal(outcome);
      await until(() => $(el, '[role="alert"]').textContent!.includes(text), text);
      await expectNoAxeViolations(el);
      el.remove();
    }
    const zero = await mount();
    await fill(zero, '6006491234560000', '0000');
    const event = oneEvent(zero, 'sg-gift-card-balance');
    submit(zero);
    expect((await event).detail).to.deep.include({ outcome: 'success', balance: 0 });
    await until(() => zero.shadowRoot!.querySelector('[part="balance"]')?.textContent?.includes('$0.00'), '$0.00');
  });

  it('turns malformed JSON and a network error into clear messages', async () => {
    for (const [fault, text] of [
      [{ malformed: true }, "couldn't check this gift card"],
      [{ networkError: true }, 'could not reach the store'],
    ] as const) {
      faults.set('giftCardBalance', fault);
      const el = await mount();
      await fill(el, '6006491234567890', '1234');
      const event = oneEvent(el, 'sg-gift-card-balance');
      submit(el);
      await event;
      await until(() => $(el, '[role="alert"]').textContent!.includes(text), text);
      el.remove();
    }
  });

  it('renders server text as text, never as HTML', async () => {
    const { worker } = await import('../../mocks/browser');
    const { http, HttpResponse } = await import('msw');
    const xss = '<img src=x onerror="window.__xss=1">';
    worker.use(http.post('*/payment/giftcard/gcb', () => HttpResponse.json({ giftCardBalance: { gcError: xss } })));
    try {
      const el = await mount(html`<sg-gift-card-balance captcha-provider="test" heading="<b>Gift</b> cards"></sg-gift-card-balance>`);
      expect($(el, 'h2').textContent).to.equal('<b>Gift</b> cards');
      await fill(el, '6006491234567890', '1234');
      submit(el);
      await until(() => $(el, '[role="alert"]').textContent === xss, 'the text');
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect((window as { __xss?: number }).__xss).to.equal(undefined);
    } finally {
      worker.resetHandlers();
    }
  });

  it('clears the error after error-display-ms', async () => {
    const el = await mount(html`<sg-gift-card-balance captcha-provider="test" error-display-ms="1000"></sg-gift-card-balance>`);
    await fill(el, INVALID_GIFT_CARD.number, INVALID_GIFT_CARD.pin);
    submit(el);
    await until(() => $(el, '[role="alert"]').textContent, 'the alert');
    await until(() => $(el, '[role="alert"]').textContent === '', 'the alert to clear', 3000);
  });

  it('a missing captcha is a field error like the others: focus moves to it, and it is described by the error', async () => {
    const el = await mount(html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`);
    await fill(el, '6006491234567890', '1234', false);
    $<HTMLButtonElement>(el, 'button[type="submit"]').focus();
    await sendKeys({ press: 'Enter' });
    const box = () => $<HTMLInputElement>(el, '[part="captcha"] input[type="checkbox"]');
    await until(() => el.shadowRoot!.activeElement === box(), 'focus on the captcha');
    const described = el.shadowRoot!.getElementById(box().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).to.equal('Please complete the security check.');
    expect(box().getAttribute('aria-invalid')).to.equal('true');
  });

  it('applies error-display-ms changed after the form rendered', async () => {
    const el = await mount(html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`);
    el.errorDisplayMs = 1000;
    await fill(el, INVALID_GIFT_CARD.number, INVALID_GIFT_CARD.pin);
    submit(el);
    await until(() => $(el, '[role="alert"]').textContent, 'the alert');
    await until(() => $(el, '[role="alert"]').textContent === '', 'the alert to clear after 1 s, not the default 10 s', 3000);
  });

  it('posts the other request format to balance-path, and keeps card data out of URLs', async () => {
    const { worker } = await import('../../mocks/browser');
    const seen: Array<{ url: string; body: unknown }> = [];
    const onRequest = async ({ request }: { request: Request }) => {
      seen.push({ url: request.url, body: await request.clone().json().catch(() => null) });
    };
    worker.events.on('request:start', onRequest);
    try {
      const el = await mount(
        html`<sg-gift-card-balance captcha-provider="test" request-format="card" api-base="/api/v2" currency="EUR"></sg-gift-card-balance>`,
      );
      await fill(el, '6006491234567890', '1234');
      const event = oneEvent(el, 'sg-gift-card-balance');
      submit(el);
      const { detail } = await event;
      expect(detail).to.deep.include({ outcome: 'success', currency: 'EUR' });
      expect(seen).to.have.length(1);
      expect(new URL(seen[0]!.url).pathname).to.equal('/api/v2/giftcard/balance');
      expect(seen[0]!.url).not.to.contain('600649');
      expect(seen[0]!.body).to.deep.equal({ cardNumber: '6006491234567890', cardPin: '1234', captchaCode: 'sg-test-captcha-token' });
      await until(() => el.shadowRoot!.querySelector('[part="balance"]')?.textContent?.includes('50,00'), 'EUR amount');
    } finally {
      worker.events.removeListener('request:start', onRequest);
    }
  });

  it('never stores or logs the card number or PIN', async () => {
    const logged: string[] = [];
    const methods = ['log', 'info', 'warn', 'debug'] as const;
    const originals = methods.map((m) => console[m]);
    methods.forEach((m) => (console[m] = (...args: unknown[]) => logged.push(args.join(' '))));
    try {
      const el = await mount();
      await fill(el, '6006491234567890', '1234');
      const event = oneEvent(el, 'sg-gift-card-balance');
      submit(el);
      await event;
    } finally {
      methods.forEach((m, i) => (console[m] = originals[i]!));
    }
    const stored = [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? '')).join(' ') + document.cookie;
    expect(stored).not.to.contain('6006491234567890');
    expect(logged.join(' ')).not.to.contain('6006491234567890');
    expect(location.href).not.to.contain('600649');
  });

  it('warns once about an invalid attribute and keeps working', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const el = await mount(html`<sg-gift-card-balance captcha-provider="test" variant="popup" error-display-ms="soon"></sg-gift-card-balance>`);
      expect(warnings).to.have.length(2);
      expect(warnings[0]).to.contain('<sg-gift-card-balance>').and.contain('variant="popup"');
      expect(el.variant).to.equal('inline');
      expect(el.shadowRoot!.querySelector('form')).to.not.equal(null);
    } finally {
      console.warn = original;
    }
  });

  it('leaves no timer or listener behind when removed mid-request', async () => {
    const { trackLeaks } = await import('../helpers/leaks');
    faults.set('giftCardBalance', { latencyMs: 400 });
    const tracker = trackLeaks();
    try {
      const el = await mount(html`<sg-gift-card-balance captcha-provider="test" error-display-ms="60000"></sg-gift-card-balance>`);
      await fill(el, '6006491234567890', '1234');
      submit(el);
      await until(() => $(el, 'button[type="submit"]').getAttribute('aria-disabled') === 'true', 'busy');
      el.remove();
      // Past the reference API's own 400 ms latency timer, which is the mock's, not the element's.
      await new Promise((r) => setTimeout(r, 500));
      expect(tracker.report()).to.deep.equal({ timers: [], listeners: [] });
      // The same after a failure whose message timer (60 s) was running.
      const el2 = await mount(html`<sg-gift-card-balance captcha-provider="test" error-display-ms="60000"></sg-gift-card-balance>`);
      faults.clear();
      await fill(el2, INVALID_GIFT_CARD.number, INVALID_GIFT_CARD.pin);
      submit(el2);
      await until(() => $(el2, '[role="alert"]').textContent, 'the alert');
      el2.remove();
      await new Promise((r) => setTimeout(r, 50));
      expect(tracker.report()).to.deep.equal({ timers: [], listeners: [] });
    } finally {
      tracker.stop();
    }
  });

  it('two instances check independently', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance><sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance></div>`,
    );
    const [a, b] = [...wrapper.querySelectorAll('sg-gift-card-balance')];
    await rendered(a!);
    await rendered(b!);
    await fill(a!, '6006491234567890', '1234');
    const event = oneEvent(a!, 'sg-gift-card-balance');
    submit(a!);
    await event;
    await until(() => a!.shadowRoot!.querySelector('[part="balance"]'), 'balance in a');
    expect(b!.shadowRoot!.querySelector('[part="balance"]')).to.equal(null);
    expect($<HTMLInputElement>(b!, 'input[type="checkbox"]').checked).to.equal(false);
  });
});

describe('<sg-gift-card-balance> captcha providers', () => {
  it('says clearly that reCAPTCHA is not configured without a site key, and disables the check', async () => {
    const el = await rendered(await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance></sg-gift-card-balance>`));
    await until(() => el.shadowRoot!.querySelector('[part="captcha"] [role="alert"]'), 'the message');
    expect($(el, '[part="captcha"] [role="alert"]').textContent).to.contain('security check is not set up');
    expect($<HTMLButtonElement>(el, 'button[type="submit"]').disabled).to.equal(true);
    await expectNoAxeViolations(el);
  });

  it('refuses a script URL from another origin', async () => {
    const el = await rendered(
      await fixture<SgGiftCardBalance>(
        html`<sg-gift-card-balance captcha-site-key="k" captcha-script-url="https://evil.example/api.js"></sg-gift-card-balance>`,
      ),
    );
    await until(() => el.shadowRoot!.querySelector('[part="captcha"] [role="alert"]'), 'the message');
    expect(document.querySelector('script[src^="https://evil.example"]')).to.equal(null);
  });

  it('shows a clear message with a retry when the script fails to load, then works when it loads', async () => {
    const el = await rendered(
      await fixture<SgGiftCardBalance>(
        html`<sg-gift-card-balance captcha-site-key="site-key" captcha-script-url="/test/fixtures/missing-recaptcha.js"></sg-gift-card-balance>`,
      ),
    );
    await until(() => el.shadowRoot!.querySelector('[part="captcha"] [role="alert"]'), 'the load failure', 8000);
    expect($(el, '[part="captcha"] [role="alert"]').textContent).to.contain('could not load');
    await expectNoAxeViolations(el);
    // The author fixes the URL: a fake grecaptcha that renders a button yielding a token.
    el.captchaScriptUrl = '/test/fixtures/fake-recaptcha.js';
    await until(() => el.shadowRoot!.querySelector('[data-fake-recaptcha]'), 'the widget', 8000);
    $<HTMLButtonElement>(el, '[data-fake-recaptcha]').click();
    typeInto($<HTMLInputElement>(el, 'input[name="giftCardNumber"]'), '6006491234567890');
    typeInto($<HTMLInputElement>(el, 'input[name="giftCardPin"]'), '1234');
    const event = oneEvent(el, 'sg-gift-card-balance');
    submit(el);
    expect((await event).detail.outcome).to.equal('success');
    // Tokens are single use: the widget was reset.
    await until(() => (window as { __fakeRecaptchaResets?: number }).__fakeRecaptchaResets! > 0, 'a reset');
  });
});

describe('<sg-gift-card-balance variant="dialog">', () => {
  it('opens with show(), moves focus in, closes with Escape and returns focus to the opener', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><button id="opener">Gift card balance</button><sg-gift-card-balance variant="dialog" captcha-provider="test"></sg-gift-card-balance></div>`,
    );
    const el = wrapper.querySelector('sg-gift-card-balance')!;
    const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
    opener.addEventListener('click', () => el.show());
    await rendered(el);
    expect($<HTMLDialogElement>(el, 'dialog').open).to.equal(false);
    opener.focus();
    opener.click();
    await until(() => $<HTMLDialogElement>(el, 'dialog').open && el.shadowRoot!.querySelector('form'), 'the dialog');
    expect(el.open).to.equal(true);
    await until(() => $<HTMLDialogElement>(el, 'dialog').contains(el.shadowRoot!.activeElement), 'focus inside');
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Escape' });
    await until(() => !$<HTMLDialogElement>(el, 'dialog').open, 'the dialog to close');
    await until(() => document.activeElement === opener, 'focus back on the opener');
    expect(el.open).to.equal(false);
  });

  it('opens and closes with the open attribute and the close button, and forgets what was typed', async () => {
    const el = await rendered(
      await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance variant="dialog" captcha-provider="test" open></sg-gift-card-balance>`),
    );
    await until(() => $<HTMLDialogElement>(el, 'dialog').open && el.shadowRoot!.querySelector('form'), 'open');
    typeInto($<HTMLInputElement>(el, 'input[name="giftCardNumber"]'), '6006491234567890');
    $<HTMLButtonElement>(el, '[part="close-button"]').click();
    await until(() => !$<HTMLDialogElement>(el, 'dialog').open, 'closed');
    expect(el.open).to.equal(false);
    el.setAttribute('open', '');
    await until(() => $<HTMLDialogElement>(el, 'dialog').open && el.shadowRoot!.querySelector('form'), 'reopened');
    expect($<HTMLInputElement>(el, 'input[name="giftCardNumber"]').value).to.equal('');
    el.setAttribute('open', 'false');
    await until(() => !$<HTMLDialogElement>(el, 'dialog').open, 'closed by attribute');
  });

  it('keeps the open attribute in step with the dialog: Escape, the close button and close() remove it, show() sets it', async () => {
    const el = await rendered(
      await fixture<SgGiftCardBalance>(html`<sg-gift-card-balance variant="dialog" captcha-provider="test"></sg-gift-card-balance>`),
    );
    el.setAttribute('open', '');
    await until(() => $<HTMLDialogElement>(el, 'dialog').open, 'open');
    await sendKeys({ press: 'Escape' });
    await until(() => !$<HTMLDialogElement>(el, 'dialog').open, 'closed by Escape');
    expect(el.hasAttribute('open'), 'attribute removed by Escape').to.equal(false);
    expect(el.open).to.equal(false);

    el.show();
    expect(el.hasAttribute('open'), 'show() sets the attribute').to.equal(true);
    await until(() => $<HTMLDialogElement>(el, 'dialog').open, 'open again');
    $<HTMLButtonElement>(el, '[part="close-button"]').click();
    await until(() => !$<HTMLDialogElement>(el, 'dialog').open, 'closed by the button');
    expect(el.hasAttribute('open'), 'attribute removed by the close button').to.equal(false);

    el.open = true;
    await until(() => $<HTMLDialogElement>(el, 'dialog').open, 'opened by property');
    el.close();
    await until(() => !$<HTMLDialogElement>(el, 'dialog').open, 'closed by close()');
    expect(el.open).to.equal(false);
  });
});

describe('<sg-gift-card-balance> texts from the message catalogue', () => {
  let warnings: string[] = [];
  const originalWarn = console.warn;
  beforeEach(() => {
    resetPageConfigForTests();
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  });
  afterEach(() => {
    console.warn = originalWarn;
    clearPageConfigs();
    document.documentElement.removeAttribute('lang');
  });
  const mount = async (markup = html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`) =>
    rendered(await fixture<SgGiftCardBalance>(markup));
  const heading = (el: Element) => allByRole(el, 'heading')[0]?.textContent;

  it('speaks fr-CA with lang on the element: labels, button, field errors and the failure, and reports the failure in French', async () => {
    const el = await mount(html`<sg-gift-card-balance lang="fr-CA" captcha-provider="test"></sg-gift-card-balance>`);
    await until(() => heading(el) === 'Vérifier le solde de votre carte-cadeau', 'the French heading');
    byRole(el, 'textbox', 'Numéro de la carte-cadeau');
    byRole(el, 'textbox', 'NIP');
    submit(el);
    await until(() => el.shadowRoot!.textContent!.includes('Entrez le numéro de la carte-cadeau.'), 'the French field error');
    await fill(el, '6006491234567890', '1234');
    faults.set('giftCardBalance', { status: 503 });
    const event = oneEvent(el, 'sg-gift-card-balance');
    byRole(el, 'button', 'Vérifier le solde').click();
    expect((await event).detail.message).to.equal(
      'Nous ne pouvons pas vérifier cette carte-cadeau pour le moment. Veuillez réessayer plus tard.',
    );
    await until(() => allByRole(el, 'alert')[0]?.textContent?.startsWith('Nous ne pouvons pas'), 'the French alert');
    await expectNoAxeViolations(el);
  });

  it('writes the balance the French way in fr-CA (CAD: 50,00 $)', async () => {
    const el = await mount(html`<sg-gift-card-balance lang="fr-CA" currency="CAD" captcha-provider="test"></sg-gift-card-balance>`);
    await until(() => allByRole(el, 'button', 'Vérifier le solde').length === 1, 'the French form');
    await fill(el, '6006491234567890', '1234');
    byRole(el, 'button', 'Vérifier le solde').click();
    await until(() => el.shadowRoot!.querySelector('[part="balance"]'), 'the balance');
    const amount = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(50);
    expect(amount.replace(/\s/g, ' ')).to.equal('50,00 $');
    expect($(el, '[part="balance"]').textContent).to.contain(amount);
    expect($(el, '[role="status"]').textContent).to.equal(`La carte-cadeau se terminant par 7890 a un solde de ${amount}.`);
  });

  it('follows <html lang> (fr -> fr-CA) and changes back when it changes', async () => {
    document.documentElement.lang = 'fr';
    const el = await mount();
    await until(() => heading(el) === 'Vérifier le solde de votre carte-cadeau', 'the French heading');
    document.documentElement.lang = 'en-US';
    await until(() => heading(el) === 'Check your gift card balance', 'the English heading');
    document.documentElement.lang = 'de-DE';
    await frame();
    expect(heading(el), 'no German catalogue: en-US').to.equal('Check your gift card balance');
  });

  it('takes the page\'s texts from the configuration\'s messages section; a wrong one warns once and keeps the default', async () => {
    writePageConfig({
      messages: {
        'en-US': {
          'giftCard.submit': 'Check my balance',
          'giftCard.numberLength': 'Between {low} and {max} digits, please.',
          'giftCard.nothing': 'x',
          'giftCard.pinLabel': 12,
          'giftcard.submit': 'A misspelt namespace',
          'giftCard.toString': 'Not a message',
        },
        'fr-CA': { 'giftCard.submit': 'Voir mon solde' },
      },
    });
    const el = await mount();
    await until(() => allByRole(el, 'button', 'Check my balance').length === 1, 'the page\'s button text');
    byRole(el, 'textbox', 'PIN');
    typeInto($<HTMLInputElement>(el, 'input[name="giftCardNumber"]'), '123');
    submit(el);
    await until(() => el.shadowRoot!.textContent!.includes('The gift card number must be'), 'the default length message');
    expect(warnings).to.have.members([
      'sg-elements: configuration "#sg-config", messages, en-US: giftCard.numberLength must use {min}, {max}, not {low}, {max}. The built-in text is used.',
      'sg-elements: configuration "#sg-config", messages, en-US: giftCard.nothing is not a message of the catalogue. The built-in text is used.',
      'sg-elements: configuration "#sg-config", messages, en-US: giftCard.pinLabel is not text. The built-in text is used.',
      'sg-elements: configuration "#sg-config", messages, en-US: giftcard.submit is not a message of the catalogue. The built-in text is used.',
      'sg-elements: configuration "#sg-config", messages, en-US: giftCard.toString is not a message of the catalogue. The built-in text is used.',
    ]);
    const fr = await mount(html`<sg-gift-card-balance lang="fr-CA" captcha-provider="test"></sg-gift-card-balance>`);
    await until(() => heading(fr) === 'Vérifier le solde de votre carte-cadeau', 'the French heading');
    byRole(fr, 'button', 'Voir mon solde');
    expect(warnings, 'each problem once per page').to.have.length(5);
  });

  it('inside another element\'s shadow tree, speaks that element\'s lang, and follows it when it comes, changes and goes', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('sg-gift-card-balance');
    el.setAttribute('captcha-provider', 'test');
    outer.attachShadow({ mode: 'open' }).append(el);
    await until(() => heading(el) === 'Check your gift card balance', 'English: no lang anywhere');
    outer.setAttribute('lang', 'fr-CA');
    await until(() => heading(el) === 'Vérifier le solde de votre carte-cadeau', 'the French heading');
    outer.setAttribute('lang', 'en-US');
    await until(() => heading(el) === 'Check your gift card balance', 'the English heading');
    outer.setAttribute('lang', 'fr');
    await until(() => heading(el) === 'Vérifier le solde de votre carte-cadeau', 'French again');
    outer.removeAttribute('lang');
    await until(() => heading(el) === 'Check your gift card balance', 'English once the lang is gone');
  });

  it('a heading attribute (CMS text) wins over the catalogue and is never markup', async () => {
    const el = await mount(html`<sg-gift-card-balance lang="fr-CA" heading="<b>Solde</b>" captcha-provider="test"></sg-gift-card-balance>`);
    await until(() => allByRole(el, 'button', 'Vérifier le solde').length === 1, 'the French button');
    expect(heading(el)).to.equal('<b>Solde</b>');
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
  });
});
