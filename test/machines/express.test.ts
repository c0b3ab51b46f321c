import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readExpressSettings, walletFailure } from '../../machines/cart/express.logic';
import { listedOrigins } from '../../machines/cart/origins.logic';
import { expressMachine, type ExpressEmitted } from '../../machines/cart/express.machine';
import { ApiError } from '../../src/core/api';

/** One express checkout button's machine alone, with an injected provider; and the rules beside it. */

function start(prepare: () => Promise<boolean>) {
  const actor = createActor(expressMachine.provide({ actors: { prepare: fromPromise(prepare) } }), { input: { wallet: 'paypal' } });
  const emitted: ExpressEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as ExpressEmitted));
  actor.start();
  return { actor, emitted };
}

describe('expressMachine', () => {
  it('shows the button once its provider can pay here; paying is busy, a second press is ignored; done emits completed', async () => {
    const { actor, emitted } = start(async () => true);
    expect(actor.getSnapshot().hasTag('shown')).to.equal(false);
    await waitFor(actor, (s) => s.hasTag('shown'));
    actor.send({ type: 'PAY.START' });
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    actor.send({ type: 'PAY.START' });
    actor.send({ type: 'PAY.DONE' });
    expect(actor.getSnapshot().value).to.equal('redirecting');
    expect(emitted).to.deep.equal([{ type: 'completed', wallet: 'paypal' }]);
  });

  it('a cancel goes back to ready with no message; a failure says why and another press tries again', async () => {
    const { actor } = start(async () => true);
    await waitFor(actor, (s) => s.hasTag('shown'));
    actor.send({ type: 'PAY.START' });
    actor.send({ type: 'PAY.CANCEL' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message]).to.deep.equal(['ready', null]);
    actor.send({ type: 'PAY.START' });
    actor.send({ type: 'PAY.FAIL', error: new ApiError('http', '_ERR_GATEWAY_INVALID_RESPONSE', 422) });
    expect(actor.getSnapshot().hasTag('failed')).to.equal(true);
    expect(actor.getSnapshot().context.message).to.deep.equal({ error: '_ERR_GATEWAY_INVALID_RESPONSE' });
    actor.send({ type: 'PAY.START' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.message]).to.deep.equal(['paying', null]);
    actor.send({ type: 'PAY.FAIL', error: new DOMException('gone', 'AbortError') });
    expect(actor.getSnapshot().value).to.equal('ready');
  });

  it('a provider that cannot pay here: no button, nothing said; one that fails to load: no button, unavailable with why', async () => {
    const no = start(async () => false);
    await waitFor(no.actor, (s) => s.matches('unavailable'));
    expect(no.emitted).to.deep.equal([]);
    const broken = start(() => Promise.reject(new Error('/sdk.js timed out')));
    await waitFor(broken.actor, (s) => s.matches('unavailable'));
    expect(broken.emitted).to.deep.equal([{ type: 'unavailable', wallet: 'paypal', reason: '/sdk.js timed out' }]);
    broken.actor.send({ type: 'PAY.START' });
    expect(broken.actor.getSnapshot().value).to.equal('unavailable');
  });
});

describe('express checkout rules', () => {
  it('words a failure by its key when the catalogue knows it, a timeout as the payment timeout, else as the wallet connection', () => {
    expect(walletFailure(new ApiError('http', '_ERR_PAYMENT_TIMEOUT', 504))).to.deep.equal({ error: '_ERR_PAYMENT_TIMEOUT' });
    expect(walletFailure(new ApiError('timeout', '_ERR_TIMEOUT'))).to.deep.equal({ error: '_ERR_PAYMENT_TIMEOUT' });
    expect(walletFailure(new ApiError('http', '_ERR_DEFAULT_KEY', 500, undefined, 'Simulated HTTP 500'))).to.deep.equal({ error: '_ERR_PAY_WALLET_CONNECTION' });
    expect(walletFailure(new Error('PayPal window closed unexpectedly'))).to.deep.equal({ error: '_ERR_PAY_WALLET_CONNECTION' });
    expect(walletFailure({ statusCode: 'DEVELOPER_ERROR' })).to.deep.equal({ error: '_ERR_PAY_WALLET_CONNECTION' });
  });

  it('reads the wallets only under the express-checkout flag, each with its provider\'s settings and an allowed script URL', () => {
    const paypal = { enabled: true, scriptUrl: 'https://www.paypal.com/sdk/js?client-id=abc' };
    const googlePay = { enabled: true, merchantId: 'M', gateway: 'g', gatewayMerchantId: 'gm' };
    expect(readExpressSettings({ wallets: { paypal } })).to.deep.equal({ settings: {}, problems: [] });
    const read = readExpressSettings({ expressCheckout: true, wallets: { paypal, googlePay, venmo: { enabled: true }, klarna: { enabled: true } } });
    expect(read.settings).to.deep.equal({
      paypal: { scriptUrl: 'https://www.paypal.com/sdk/js?client-id=abc' },
      googlePay: { scriptUrl: 'https://pay.google.com/gp/p/js/pay.js', environment: 'TEST', merchantId: 'M', merchantName: '', gateway: 'g', gatewayMerchantId: 'gm' },
    });
    expect(read.problems).to.deep.equal(['wallets.venmo is not a wallet', 'wallets.klarna needs merchantId']);
    // Klarna: its library's default URL, the merchant id and the environment for its script's data attributes.
    expect(readExpressSettings({ expressCheckout: true, wallets: { klarna: { enabled: true, merchantId: 'K1' } } }).settings).to.deep.equal({
      klarna: { scriptUrl: 'https://x.klarnacdn.net/express-button/v1/lib.js', merchantId: 'K1', environment: 'playground' },
    });
    const refused = readExpressSettings({
      expressCheckout: true,
      wallets: {
        paypal: { enabled: true, scriptUrl: 'javascript:alert(1)' },
        googlePay: { enabled: true, merchantId: 'M', gateway: 'g', environment: 'LIVE' },
      },
    });
    expect(refused.settings).to.deep.equal({});
    expect(refused.problems).to.have.length(2);
    expect(readExpressSettings({ expressCheckout: true, wallets: { paypal: { ...paypal, scriptUrl: 'https://cdn.example/sdk.js' } } }, ['https://cdn.example']).settings.paypal).to.deep.equal({
      scriptUrl: 'https://cdn.example/sdk.js',
    });
    expect(readExpressSettings({ expressCheckout: 'yes' }).problems).to.deep.equal(['expressCheckout must be true or false']);
    // Apple Pay: Safari's own ApplePaySession unless the page names Apple's SDK; the sheet's name is required.
    expect(readExpressSettings({ expressCheckout: true, wallets: { applePay: { enabled: true, merchantName: 'Summit' } } }).settings).to.deep.equal({
      applePay: { scriptUrl: null, merchantName: 'Summit' },
    });
    expect(readExpressSettings({ expressCheckout: true, wallets: { applePay: { enabled: true } } }).problems).to.deep.equal(['wallets.applePay needs merchantName']);
  });

  it('takes the bare http(s) origins of allowedOrigins only (which of them count is safeUrl\'s rule)', () => {
    expect(listedOrigins(['https://cdn.example', 'https://a.example:8443/', 'http://plain.example', 'https://x.example/path', 5, ' https://b.example '])).to.deep.equal([
      'https://cdn.example',
      'https://a.example:8443',
      'http://plain.example',
      'https://b.example',
    ]);
    expect(listedOrigins('https://cdn.example')).to.deep.equal([]);
  });

  it('on this loopback test page also takes http origins on loopback hosts (local stand-ins) and their scripts', () => {
    // The rule (src/core/url.ts, tested there for other pages): only a page on localhost, 127.0.0.1 or [::1] does this.
    expect(['localhost', '127.0.0.1', '[::1]']).to.include(location.hostname);
    const entries = ['http://127.0.0.1:8123', 'http://evil.example', 'http://localhost:3000/', 'http://127.0.0.1/x'];
    const allow = listedOrigins(entries);
    expect(allow).to.deep.equal(['http://127.0.0.1:8123', 'http://evil.example', 'http://localhost:3000']);
    const paypal = (url: string) => ({ expressCheckout: true, wallets: { paypal: { enabled: true, scriptUrl: url } } });
    const standIn = 'http://127.0.0.1:8123/stand-ins/paypal-sdk.js';
    expect(readExpressSettings(paypal(standIn), allow)).to.deep.equal({
      settings: { paypal: { scriptUrl: standIn } },
      problems: [],
    });
    // Listed, but plain http on a real host: refused as ever (safeUrl's rule), with its one problem.
    const { settings, problems } = readExpressSettings(paypal('http://evil.example/sdk.js'), allow);
    expect(settings).to.deep.equal({});
    expect(problems).to.have.length(1);
    expect(problems[0]).to.match(/^wallets\.paypal\.scriptUrl must be/);
  });
});
