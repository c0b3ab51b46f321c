import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { sendKeys } from '../helpers/commands';
import { createRoot, type Root } from 'react-dom/client';
import { GiftCardBalance, giftCardDefaults } from '../../src/components/gift-card-balance';
import type { GiftCardBalance as Balance, GiftCardCheck } from '../../src/core/api';
import { adoptSheet } from '../../src/styles';
import { expectNoAxeViolations, until } from '../helpers/dom';

adoptSheet(document);

let container: HTMLDivElement;
let root: Root;

type LoadActor = () => Promise<typeof import('../../src/components/gift-card-balance/gift-card-balance.actor')>;

function render(checkBalance: (card: GiftCardCheck, signal: AbortSignal) => Promise<Balance>, loadActor?: LoadActor) {
  container = document.createElement('div');
  container.setAttribute('data-sg-theme', '');
  document.body.append(container);
  root = createRoot(container);
  // Real browser, real events: the tests wait for the DOM (no act()), as a shopper's browser would.
  root.render(<GiftCardBalance {...giftCardDefaults} captchaProvider="test" checkBalance={checkBalance} loadActor={loadActor} />);
}

/** Fills the form and ticks the test captcha (by clicks: the form is the same whether the machine is there or not). */
async function fillForm(number: string, pin: string) {
  q<HTMLInputElement>('input[name="giftCardNumber"]').value = number;
  q<HTMLInputElement>('input[name="giftCardPin"]').value = pin;
  q<HTMLInputElement>('input[type="checkbox"]').click();
  await until(() => q<HTMLButtonElement>('button[type="submit"]').disabled === false, 'the security check answered');
}

const q = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector)!;

describe('GiftCardBalance component', () => {
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('is operable by keyboard alone: type, tick the captcha with Space, submit with Enter', async () => {
    const calls: GiftCardCheck[] = [];
    render(async (card) => (calls.push(card), { balance: 12.5 }));
    await until(() => q('input'), 'the form');
    q<HTMLInputElement>('input[name="giftCardNumber"]').focus();
    await sendKeys({ type: '6006491234567890' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(q('input[name="giftCardPin"]'));
    await sendKeys({ type: '1234' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(q('input[type="checkbox"]'));
    await sendKeys({ press: 'Space' });
    q<HTMLInputElement>('input[name="giftCardPin"]').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => q('[part="balance"]'), 'the balance');
    expect(calls).to.deep.equal([{ number: '6006491234567890', pin: '1234', captchaToken: 'sg-test-captcha-token' }]);
    expect(q('[role="status"]').textContent).to.equal('The gift card ending in 7890 has a balance of $12.50.');
    // After a success the inputs are emptied and the captcha unticked: a new check needs a new token.
    expect(q<HTMLInputElement>('input[name="giftCardNumber"]').value).to.equal('');
    expect(q<HTMLInputElement>('input[type="checkbox"]').checked).to.equal(false);
    // The form is hidden (really not displayed) and focus moved to the result.
    expect(getComputedStyle(q('form')).display).to.equal('none');
    expect(document.activeElement).to.equal(q('[part="balance"]'));
    await expectNoAxeViolations(container);
    q<HTMLButtonElement>('[part="reset"]').click();
    await until(() => !q('[part="balance"]'), 'the form again');
    expect(q<HTMLFormElement>('form').hidden).to.equal(false);
    expect(getComputedStyle(q('form')).display).to.equal('grid');
    await until(() => document.activeElement === q('input[name="giftCardNumber"]'), 'focus on the number field');
  });

  it('a submit before the machine has arrived waits for it, then is checked once (nothing typed is lost)', async () => {
    const calls: GiftCardCheck[] = [];
    let arrive!: () => void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    render(
      async (card) => (calls.push(card), { balance: 40 }),
      () => held.then(() => import('../../src/components/gift-card-balance/gift-card-balance.actor')),
    );
    await until(() => q('input'), 'the form, before its machine');
    await fillForm('6006491234567890', '1234');
    // Pressed twice while the machine is on its way: both wait, and the second finds the check under way.
    q<HTMLButtonElement>('button[type="submit"]').click();
    q<HTMLButtonElement>('button[type="submit"]').click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls, 'nothing is sent before the machine is there').to.deep.equal([]);
    arrive();
    await until(() => q('[part="balance"]'), 'the balance');
    expect(calls).to.deep.equal([{ number: '6006491234567890', pin: '1234', captchaToken: 'sg-test-captcha-token' }]);
    expect(q('[role="status"]').textContent).to.equal('The gift card ending in 7890 has a balance of $40.00.');
  });

  it("the machine's chunk failing: a submit shows the catalogue's message in the alert, nothing is sent", async () => {
    const calls: GiftCardCheck[] = [];
    render(
      async (card) => (calls.push(card), { balance: 1 }),
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await until(() => q('input'), 'the form');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(q('[role="alert"]').textContent, 'no alert before the shopper asks').to.equal('');
    await fillForm('6006491234567890', '1234');
    q<HTMLButtonElement>('button[type="submit"]').click();
    await until(() => q('[role="alert"]').textContent !== '', 'the alert');
    expect(q('[role="alert"]').textContent).to.equal('Part of the page could not load. Please check your connection and try again.');
    expect(q<HTMLInputElement>('input[name="giftCardNumber"]').value, 'what was typed stays').to.equal('6006491234567890');
    expect(calls).to.deep.equal([]);
    await expectNoAxeViolations(container);
  });

  it('labels every control and ties errors to fields with aria-describedby', async () => {
    render(async () => ({ balance: 1 }));
    await until(() => q('input'), 'the form');
    for (const input of container.querySelectorAll('input')) {
      expect(input.labels?.length, input.name || input.type).to.equal(1);
    }
    q<HTMLButtonElement>('button[type="submit"]').click();
    await until(() => q('[aria-invalid="true"]'), 'invalid fields');
    const pin = q<HTMLInputElement>('input[name="giftCardPin"]');
    const described = pin.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).to.deep.equal(['Enter the PIN from the back of the card.', 'The PIN is on the back of the card.']);
    // Editing a field clears its error.
    pin.value = '1';
    pin.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => pin.getAttribute('aria-invalid') === null, 'the PIN error to clear');
    await expectNoAxeViolations(container);
  });

  it('marks the button busy without disabling it while checking', async () => {
    let finish!: (b: Balance) => void;
    render(() => new Promise((r) => (finish = r)));
    await until(() => q('input'), 'the form');
    (q<HTMLInputElement>('input[name="giftCardNumber"]')).value = '6006491234567890';
    (q<HTMLInputElement>('input[name="giftCardPin"]')).value = '1234';
    q<HTMLInputElement>('input[type="checkbox"]').click();
    q<HTMLButtonElement>('button[type="submit"]').click();
    await until(() => q('button[type="submit"]').getAttribute('aria-disabled') === 'true', 'busy');
    const button = q<HTMLButtonElement>('button[type="submit"]');
    expect(button.disabled).to.equal(false);
    expect(button.textContent).to.equal('Checking your balance…');
    finish({ excMsgKey: '_RTS_INVALID_NUMBER_OR_PIN' });
    await until(() => q('[role="alert"]').textContent, 'the alert');
    expect(button.getAttribute('aria-disabled')).to.equal(null);
  });
});
