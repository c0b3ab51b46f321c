import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { accountGuardUrl } from '../../src/components/header/links';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { giftCardMachine, type CheckBalanceInput, type CheckBalanceOutput } from '../../machines/gift-card-balance';
import { scannerMachine } from '../../machines/scanner';
import { searchMachine, type Suggestions, type ViewedProduct } from '../../machines/search';
import { voiceMachine } from '../../machines/voice';
import { giftCardMessages } from '../../src/components/gift-card-balance/gift-card-balance.messages';
import { connectGiftCard, FIELD_NAMES } from '../../src/components/gift-card-balance/gift-card-balance.connect';
import { badgeNameProps, connectDisclosure } from '../../src/components/header/header.connect';
import { connectScanner } from '../../src/components/scanner/scanner.connect';
import { scannerMessages } from '../../src/components/scanner/scanner.messages';
import { connectSearch } from '../../src/components/search/search.connect';
import { searchMessages } from '../../src/components/search/search.messages';
import { connectVoice } from '../../src/components/voice/voice.connect';
import { voiceMessages } from '../../src/components/voice/voice.messages';
import { errorMessages } from '../../src/core/errors';
import { RECENT_SEARCHES_KEY } from '../../src/core/search-history';
import { messagesFor } from '../../src/state/messages';

/**
 * The handlers connect returns, called as the JSX would call them, against real actors: the keyboard contracts live in
 * connect, so they are tested here without rendering.
 */

/** A keyboard event as React hands it to a handler (only what the handlers read). */
function key(name: string, init: { altKey?: boolean; shiftKey?: boolean } = {}) {
  const event = {
    key: name,
    altKey: init.altKey ?? false,
    shiftKey: init.shiftKey ?? false,
    defaultPrevented: false,
    propagationStopped: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    stopPropagation() {
      event.propagationStopped = true;
    },
  };
  return event;
}
const asKey = (event: ReturnType<typeof key>) => event as unknown as KeyboardEvent & KeyboardEvent<HTMLElement>;

const empty: Suggestions = { suggestions: [], categories: [], products: [] };

function startSearch() {
  const machine = searchMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<Suggestions, { query: string; api: object }>(async () => empty),
      fetchPopular: fromPromise<string[], { count: number; api: object }>(async () => ['tents', 'yoga mat', 'golf shoes']),
      refreshViewed: fromPromise<ViewedProduct[], { api: object }>(async () => []),
      checkRedirect: fromPromise<string | null, { term: string; api: object }>(async () => null),
    },
  });
  const actor = createActor(machine, { input: {} });
  actor.start();
  const ids = { input: 'i', listbox: 'l', live: 'v', hint: 'h' };
  const view = () => connectSearch(actor.getSnapshot(), actor.send, ids, 'ready', messagesFor(searchMessages, null));
  return { actor, view };
}

describe('connectSearch: the APG combobox keys through the returned handlers', () => {
  beforeEach(() => localStorage.removeItem(RECENT_SEARCHES_KEY));
  afterEach(() => localStorage.removeItem(RECENT_SEARCHES_KEY));

  it('ArrowDown, ArrowUp, Home, End and ArrowLeft move the highlight and prevent the caret moving', async () => {
    const { actor, view } = startSearch();
    view().input.onFocus();
    await waitFor(actor, (s) => !s.hasTag('popularLoading'));
    const options = view().options.map((o) => o.id);
    expect(options.length).to.equal(3);

    const down = key('ArrowDown');
    view().input.onKeyDown(asKey(down));
    expect(down.defaultPrevented).to.equal(true);
    expect(view().highlightedId).to.equal(options[0]);
    expect(view().input['aria-activedescendant']).to.equal(`l-${options[0]}`);

    view().input.onKeyDown(asKey(key('ArrowDown')));
    expect(view().highlightedId).to.equal(options[1]);
    view().input.onKeyDown(asKey(key('ArrowUp')));
    expect(view().highlightedId).to.equal(options[0]);

    const end = key('End');
    view().input.onKeyDown(asKey(end));
    expect(end.defaultPrevented).to.equal(true);
    expect(view().highlightedId).to.equal(options[2]);
    view().input.onKeyDown(asKey(key('Home')));
    expect(view().highlightedId).to.equal(options[0]);

    view().input.onKeyDown(asKey(key('ArrowLeft')));
    expect(view().highlightedId).to.equal(null);
    // Without a highlighted option, Home and End move the caret: not prevented, nothing sent.
    const home = key('Home');
    view().input.onKeyDown(asKey(home));
    expect(home.defaultPrevented).to.equal(false);
    expect(view().highlightedId).to.equal(null);
    actor.stop();
  });

  it('Alt+ArrowDown opens without highlighting; Escape closes the panel, then clears the box', async () => {
    const { actor, view } = startSearch();
    actor.send({ type: 'INPUT.CHANGE', value: 'te' });
    actor.send({ type: 'PANEL.CLOSE' });
    expect(view().open).to.equal(false);

    view().input.onKeyDown(asKey(key('ArrowDown', { altKey: true })));
    expect(view().open).to.equal(true);
    expect(view().highlightedId).to.equal(null);

    const first = key('Escape');
    view().input.onKeyDown(asKey(first));
    expect(first.defaultPrevented).to.equal(true);
    expect(view().open).to.equal(false);
    expect(view().term).to.equal('te');

    view().input.onKeyDown(asKey(key('Escape')));
    expect(view().term).to.equal('');
    // Nothing left to close or clear: Escape is the page's.
    const third = key('Escape');
    view().input.onKeyDown(asKey(third));
    expect(third.defaultPrevented).to.equal(false);
    actor.stop();
  });

  it('Shift+Delete removes the highlighted recent search, and only a recent one', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'tent stakes|hiking boots');
    const { actor, view } = startSearch();
    view().input.onFocus();
    await waitFor(actor, (s) => !s.hasTag('popularLoading'));
    view().input.onKeyDown(asKey(key('ArrowDown')));
    expect(view().options.find((o) => o.id === view().highlightedId)?.kind).to.equal('recent');

    const plain = key('Delete');
    view().input.onKeyDown(asKey(plain));
    expect(plain.defaultPrevented).to.equal(false);
    expect(actor.getSnapshot().context.recent).to.deep.equal(['tent stakes', 'hiking boots']);

    const shifted = key('Delete', { shiftKey: true });
    view().input.onKeyDown(asKey(shifted));
    expect(shifted.defaultPrevented).to.equal(true);
    expect(actor.getSnapshot().context.recent).to.deep.equal(['hiking boots']);

    view().input.onKeyDown(asKey(key('ArrowDown')));
    view().input.onKeyDown(asKey(key('End')));
    expect(view().options.find((o) => o.id === view().highlightedId)?.kind).to.equal('popular');
    view().input.onKeyDown(asKey(key('Delete', { shiftKey: true })));
    expect(actor.getSnapshot().context.recent).to.deep.equal(['hiking boots']);
    actor.stop();
  });

  it('focus leaving the search closes it (Tab); a blur with nowhere to go (the on-screen keyboard) does not', async () => {
    const { actor, view } = startSearch();
    view().input.onFocus();
    const root = document.createElement('div');
    const inside = root.appendChild(document.createElement('button'));
    const outside = document.createElement('button');
    const blur = (relatedTarget: Node | null) => ({ relatedTarget, currentTarget: root }) as unknown as FocusEvent<HTMLElement>;

    view().root.onBlur(blur(inside));
    view().root.onBlur(blur(null));
    expect(view().open).to.equal(true);
    view().root.onBlur(blur(outside));
    expect(view().open).to.equal(false);
    actor.stop();
  });

  it('the form submits through the machine (the default GET is prevented)', () => {
    const { actor, view } = startSearch();
    let prevented = false;
    actor.send({ type: 'INPUT.CHANGE', value: 'tents' });
    view().form.onSubmit({ preventDefault: () => (prevented = true) } as unknown as FormEvent);
    expect(prevented).to.equal(true);
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    actor.stop();
  });
});

describe('connectDisclosure: the sub-header\'s "More"', () => {
  it('toggles from the button; Escape closes, stops there and focuses the button; focus leaving closes', () => {
    let open = false;
    const setOpen = (next: boolean) => (open = next);
    const root = document.createElement('span');
    const button = root.appendChild(document.createElement('button'));
    button.setAttribute('aria-controls', 'more');
    document.body.append(root);

    connectDisclosure(open, setOpen, 'more').buttonProps.onClick();
    expect(open).to.equal(true);
    const view = connectDisclosure(open, setOpen, 'more');
    expect(view.buttonProps['aria-expanded']).to.equal(true);
    expect(view.listProps).to.deep.equal({ id: 'more', hidden: false });

    const escape = Object.assign(key('Escape'), { currentTarget: root });
    view.rootProps.onKeyDown(asKey(escape));
    expect(open).to.equal(false);
    expect(escape.propagationStopped).to.equal(true);
    expect(document.activeElement).to.equal(button);

    // Closed: Escape belongs to whatever is around (a dialog).
    const again = key('Escape');
    connectDisclosure(open, setOpen, 'more').rootProps.onKeyDown(asKey(again));
    expect(again.propagationStopped).to.equal(false);

    open = true;
    connectDisclosure(open, setOpen, 'more').rootProps.onBlur({
      relatedTarget: document.body,
      currentTarget: root,
    } as unknown as FocusEvent<HTMLElement>);
    expect(open).to.equal(false);
    root.remove();
  });
});

/** The gift card's en-US words, as an element with no `lang` has them. */
const giftCardWords = { t: messagesFor(giftCardMessages, null), error: messagesFor(errorMessages, null) };

describe('connect handlers of the gift card, voice and scanner views', () => {
  it('gift card: a field edit clears its error; "Check another card" resets; the result is asked by tag', async () => {
    const machine = giftCardMachine.provide({
      actors: { checkBalance: fromPromise<CheckBalanceOutput, CheckBalanceInput>(async () => ({ balance: 25 })) },
    });
    const actor = createActor(machine, { input: {} });
    actor.start();
    const ids = { heading: 'h', number: 'n', numberError: 'ne', pin: 'p', pinError: 'pe', pinHint: 'ph', captchaError: 'ce', status: 's' };
    const view = () => connectGiftCard(actor.getSnapshot(), actor.send, ids, 'USD', giftCardWords);

    actor.send({ type: 'CARD.SUBMIT', number: '', pin: '', captchaToken: 'x' });
    expect(view().number.error).to.not.equal(null);
    view().number.onEdit();
    expect(view().number.error).to.equal(null);

    actor.send({ type: 'CARD.SUBMIT', number: '6006 4912-3456 7890', pin: '1234', captchaToken: 'x' });
    await waitFor(actor, (s) => s.hasTag('result'));
    expect(view().success).to.equal(true);
    view().reset.onClick();
    expect(view().success).to.equal(false);
    actor.stop();
  });

  it('gift card: the form\'s submit sends CARD.SUBMIT with the fields\' values and the token; the button waits for the security check', async () => {
    let asked: CheckBalanceInput | null = null;
    const machine = giftCardMachine.provide({
      actors: {
        checkBalance: fromPromise<CheckBalanceOutput, CheckBalanceInput>(async ({ input }) => {
          asked = input;
          return { balance: 25 };
        }),
      },
    });
    const actor = createActor(machine, { input: {} });
    actor.start();
    const ids = { heading: 'h', number: 'n', numberError: 'ne', pin: 'p', pinError: 'pe', pinHint: 'ph', captchaError: 'ce', status: 's' };
    expect(connectGiftCard(actor.getSnapshot(), actor.send, ids, 'USD', giftCardWords, { captchaReady: false, captchaToken: null }).submit).to.include({
      'aria-disabled': true,
      disabled: true,
    });
    const view = connectGiftCard(actor.getSnapshot(), actor.send, ids, 'USD', giftCardWords, { captchaReady: true, captchaToken: 'tok' });
    expect(view.submit.disabled).to.equal(false);
    const form = document.createElement('form');
    for (const [name, value] of [[FIELD_NAMES.number, '6006 4912-3456 7890'], [FIELD_NAMES.pin, '1234']] as const) {
      const input = form.appendChild(document.createElement('input'));
      input.name = name;
      input.value = value;
    }
    let prevented = false;
    view.form.onSubmit({ preventDefault: () => (prevented = true), currentTarget: form });
    expect(prevented).to.equal(true);
    await waitFor(actor, (s) => s.hasTag('result'));
    expect(asked).to.deep.include({ pin: '1234', captchaToken: 'tok' });
    actor.stop();
  });

  it('voice: Stop listening and Try again send the machine their events', () => {
    const stopped: string[] = [];
    const machine = voiceMachine.provide({
      actors: {
        record: fromCallback(({ receive }) => {
          receive((event) => stopped.push(event.type));
        }) as never,
      },
    });
    const actor = createActor(machine, { input: { api: {} } });
    actor.start();
    const t = messagesFor(voiceMessages, null);
    const view = () => connectVoice(actor.getSnapshot(), actor.send, { status: 's', message: 'm' }, t);
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'MICROPHONE.READY' });
    expect(view().listening).to.equal(true);
    view().stop.onClick();
    expect(view().listening).to.equal(false);
    expect(stopped).to.deep.equal(['RECORDER.FINISH']);

    actor.send({ type: 'RECORDING.ERROR', error: new Error('no') });
    expect(view().failed).to.equal(true);
    view().retry.onClick();
    expect(view().failed).to.equal(false);
    expect(view().open).to.equal(true);
    actor.stop();
  });

  it('scanner: "Scan again" sends RETRY', () => {
    const sent: string[] = [];
    const actor = createActor(scannerMachine, { input: { api: {}, timeoutMs: 20000, origin: '' } });
    const words = { t: messagesFor(scannerMessages, null), error: messagesFor(errorMessages, null) };
    const view = connectScanner(actor.getSnapshot(), (event) => sent.push(event.type), { status: 's', message: 'm' }, words);
    view.retry.onClick();
    expect(sent).to.deep.equal(['RETRY']);
  });
});

describe('badgeNameProps: a control with the new-offers badge is named with the whole sentence', () => {
  it('writes the count in words after the label, and leaves the name to the text without a badge', () => {
    expect(badgeNameProps('View rewards', { text: ', 3 new rewards and offers' })).to.deep.equal({ 'aria-label': 'View rewards, 3 new rewards and offers' });
    expect(badgeNameProps('Hi, Pat', null)).to.deep.equal({ 'aria-label': undefined });
  });
});

describe('accountGuardUrl: the account pages are for signed-in shoppers (spec section 2)', () => {
  it('sends a guest from /myaccount and below to sign-in with the path as returnUrl; anything else is left', () => {
    expect(accountGuardUrl('/myaccount', true)).to.equal('/shop/LogonForm?returnUrl=%2Fmyaccount');
    expect(accountGuardUrl('/myaccount/orders?x=1#top', true)).to.equal('/shop/LogonForm?returnUrl=%2Fmyaccount%2Forders%3Fx%3D1%23top');
    expect(accountGuardUrl('/MyAccount/wishlist', true)).to.equal('/shop/LogonForm?returnUrl=%2FMyAccount%2Fwishlist');
    for (const url of ['/myaccounting', '/c/myaccount', 'https://other.example/myaccount', '/shop/LogonForm', '']) {
      expect(accountGuardUrl(url, true), url).to.equal(url);
    }
    expect(accountGuardUrl('/myaccount/orders', false)).to.equal('/myaccount/orders');
  });
});
