import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/sg-gift-card-balance';
import '../../elements/sg-toasts';
import { captchaMessages } from '../../src/components/captcha/captcha.messages';
import { giftCardMessages } from '../../src/components/gift-card-balance/gift-card-balance.messages';
import { toastsMessages } from '../../src/components/toasts/toasts.messages';
import { errorMessages } from '../../src/core/errors';
import { messageRef, type MessageBundle } from '../../src/core/messages';
import { dismissAllToasts, showToast } from '../../src/state/toasts';
import { faults, withReferenceApi } from '../helpers/api';
import { setViewport } from '../helpers/commands';
import { allByRole, rendered, typeInto, until } from '../helpers/dom';
import { englishLeft, englishMarkers, listFindings, overflowing, seenTexts } from '../helpers/locale-walk';

withReferenceApi();

/** The bundles on the catalogue whose English the walk looks for. */
const BUNDLES: MessageBundle[] = [captchaMessages, errorMessages, giftCardMessages, toastsMessages];
/** Ids whose French is the English word (kept in step with test/core/messages.test.ts). */
const SAME_IN_FRENCH = new Set(['toasts.region']);
const markers = englishMarkers(BUNDLES, SAME_IN_FRENCH);
const WIDTH = 320;

/** No English and nothing overflowing at 320 px in `host`'s shadow trees, now. */
function expectFrench(host: Element, state: string) {
  const seen = seenTexts(host);
  expect(seen.length, `${state}: texts found`).to.be.greaterThan(0);
  const english = englishLeft(seen, markers);
  expect(english, `${state}: English left\n${listFindings(english)}`).to.deep.equal([]);
  const cut = overflowing(seen, WIDTH);
  expect(cut, `${state}: text overflowing at ${WIDTH} px\n${listFindings(cut)}`).to.deep.equal([]);
}

describe('every element in fr-CA at 320 px: no English left, no text overflowing', () => {
  before(() => setViewport({ width: WIDTH, height: 640 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => document.documentElement.setAttribute('lang', 'fr-CA'));
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    dismissAllToasts();
  });

  it('<sg-gift-card-balance>: the form, its field errors, a failure and a balance', async () => {
    const el = await rendered(await fixture(html`<sg-gift-card-balance captcha-provider="test"></sg-gift-card-balance>`));
    await until(() => allByRole(el, 'button', 'Vérifier le solde').length === 1, 'the French form');
    expectFrench(el, 'the form');
    allByRole(el, 'button', 'Vérifier le solde')[0]!.click();
    await until(() => el.shadowRoot!.textContent!.includes('Entrez le numéro'), 'the field errors');
    expectFrench(el, 'the field errors');
    const field = (name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    typeInto(field('giftCardNumber'), '6006491234567890');
    typeInto(field('giftCardPin'), '1234');
    el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    faults.set('giftCardBalance', { status: 503 });
    allByRole(el, 'button', 'Vérifier le solde')[0]!.click();
    await until(() => allByRole(el, 'alert').some((a) => a.textContent!.trim()), 'the failure');
    expectFrench(el, 'a failure');
    faults.clear('giftCardBalance');
    // A security-check token is single use: tick it again.
    el.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    allByRole(el, 'button', 'Vérifier le solde')[0]!.click();
    await until(() => el.shadowRoot!.querySelector('[part="balance"]'), 'the balance');
    expectFrench(el, 'the balance');
  });

  it('<sg-toasts>: the region and a toast raised by a flow', async () => {
    const el = await rendered(await fixture(html`<sg-toasts></sg-toasts>`));
    showToast({ message: messageRef(captchaMessages, 'loadFailed'), variant: 'error' });
    await until(() => allByRole(el, 'alert')[0]?.textContent?.startsWith('La vérification'), 'the French toast');
    expectFrench(el, 'a toast');
  });
});
