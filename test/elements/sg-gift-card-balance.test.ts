import '../helpers/setup';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../elements/sg-gift-card-balance';
import type { SgGiftCardBalance } from '../../elements/sg-gift-card-balance';
import { faults, INVALID_GIFT_CARD, useReferenceApi } from '../helpers/api';
import { $, expectNoAxeViolations, rendered, typeInto, until } from '../helpers/dom';

useReferenceApi();

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
