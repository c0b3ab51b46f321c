import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-header';
// The nested elements up front (as sg-header.test.ts does): their page-wide listeners are there before any test.
import '../../elements/sg-search';
import '../../elements/sg-mini-cart';
import '../../elements/sg-cart-drawer';
import '../../elements/sg-gift-card-balance';
import type { SgHeader } from '../../elements/sg-header';
import { navigation } from '../../src/core/navigation';
import { resetPageConfigForTests } from '../../src/state/config';
import { withReferenceApi } from '../helpers/api';
import { allByRole, byRole, expectNoAxeViolations, focused, headerRendered, until } from '../helpers/dom';

withReferenceApi();

const PAGE = '/test/fixtures/help-page.html';
/** A header with the chat and a feedback survey as floating buttons (floatingHelp; api-contract.md, "Header"). */
const CONFIG = {
  chat: { title: 'Chat with us', url: `${PAGE}?chat` },
  floatingHelp: { chat: true, feedback: { url: `${PAGE}?survey` } },
};

let counter = 0;
async function mount(config: unknown = CONFIG): Promise<SgHeader> {
  const id = `help-config-${++counter}`;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = JSON.stringify(config);
  document.body.append(script);
  const wrapper = await fixture<HTMLElement>(html`<div><sg-header config-id=${id}></sg-header><main id="main"><p>Content</p></main></div>`);
  const el = wrapper.querySelector('sg-header') as SgHeader;
  await headerRendered(el);
  await until(() => el.shadowRoot!.querySelector('sg-search')?.hasAttribute('exportparts'), 'the header runtime', 20000);
  return el;
}

/** The floating buttons' group (outside the dialog's lists: found by its part, its buttons by role and name). */
const stack = (el: SgHeader) => el.shadowRoot!.querySelector<HTMLElement>('[part="floating-help"]');
const floating = (el: SgHeader, name: string) => byRole<HTMLButtonElement>(stack(el)!, 'button', name);

let warnings: string[] = [];
const originalWarn = console.warn;
const originalOpen = window.open;
const originalAssign = navigation.assign;
let opened: unknown[][] = [];

beforeEach(async () => {
  resetPageConfigForTests();
  warnings = [];
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  opened = [];
  window.open = (...args: unknown[]) => {
    opened.push(args);
    return null;
  };
  navigation.assign = () => {};
  await setViewport({ width: 1280, height: 800 });
});

afterEach(async () => {
  console.warn = originalWarn;
  window.open = originalOpen;
  navigation.assign = originalAssign;
  document.querySelectorAll('script[id^="help-config-"]').forEach((s) => s.remove());
  await setViewport({ width: 800, height: 600 });
});

describe('<sg-header> floating help buttons and their panel', () => {
  it('shows a chat and a feedback button; the chat opens its page in a named non-modal panel, focus on its heading', async () => {
    const el = await mount();
    await until(() => stack(el), 'the floating buttons', 15000);
    const chat = floating(el, 'Chat with us');
    const feedback = floating(el, 'Feedback');
    expect([chat.getAttribute('aria-expanded'), feedback.getAttribute('aria-expanded')]).to.deep.equal(['false', 'false']);
    const asked: unknown[] = [];
    el.addEventListener('sg-help-open', (e) => asked.push((e as CustomEvent).detail));

    chat.click();
    await until(() => allByRole(el, 'dialog', 'Chat with us').length === 1, 'the chat panel');
    const panel = byRole(el, 'dialog', 'Chat with us');
    expect(asked).to.deep.equal([{ panel: 'chat', url: `${PAGE}?chat` }]);
    expect(panel.getAttribute('aria-modal')).to.equal(null);
    expect(chat.getAttribute('aria-expanded')).to.equal('true');
    expect(chat.getAttribute('aria-controls')).to.equal(panel.id);
    await until(() => focused() === byRole(panel, 'heading', 'Chat with us'), 'focus on the heading');
    const iframe = panel.querySelector('iframe')!;
    expect(iframe.title).to.equal('Chat with us');
    expect(new URL(iframe.src).pathname + new URL(iframe.src).search).to.equal(`${PAGE}?chat`);
    // Loading, then nothing to say once the page is in.
    const status = byRole(panel, 'status');
    await until(() => status.textContent === '', 'the page loaded', 10000);
    await until(() => iframe.contentDocument?.querySelector('h1')?.textContent === 'How can we help?', 'its content');
    await expectNoAxeViolations(el);
    expect(warnings).to.deep.equal([]);
  });

  it('the feedback button switches the panel to the survey; the chat button is no longer expanded', async () => {
    const el = await mount();
    await until(() => stack(el), 'the floating buttons', 15000);
    floating(el, 'Chat with us').click();
    await until(() => allByRole(el, 'dialog', 'Chat with us').length === 1, 'the chat panel');
    floating(el, 'Feedback').click();
    await until(() => allByRole(el, 'dialog', 'Feedback').length === 1, 'the feedback panel');
    expect(allByRole(el, 'dialog', 'Chat with us')).to.have.length(0);
    expect(floating(el, 'Chat with us').getAttribute('aria-expanded')).to.equal('false');
    expect(floating(el, 'Feedback').getAttribute('aria-expanded')).to.equal('true');
    expect(byRole(el, 'dialog', 'Feedback').querySelector('iframe')!.getAttribute('src')).to.equal(`${PAGE}?survey`);
    // The button of the open panel closes it again (a toggle); focus stays on it.
    floating(el, 'Feedback').focus();
    floating(el, 'Feedback').click();
    await until(() => allByRole(el, 'dialog').length === 0, 'closed');
    expect(focused()).to.equal(floating(el, 'Feedback'));
  });

  it('Escape inside the panel and its Close button close it, focus back on the button that opened it', async () => {
    const el = await mount();
    await until(() => stack(el), 'the floating buttons', 15000);
    floating(el, 'Chat with us').click();
    await until(() => allByRole(el, 'dialog', 'Chat with us').length === 1, 'the chat panel');
    await until(() => focused()?.tagName === 'H2', 'focus in the panel');
    await sendKeys({ press: 'Escape' });
    await until(() => allByRole(el, 'dialog').length === 0, 'closed by Escape');
    expect(focused()).to.equal(floating(el, 'Chat with us'));

    floating(el, 'Feedback').click();
    await until(() => allByRole(el, 'dialog', 'Feedback').length === 1, 'the feedback panel');
    byRole(byRole(el, 'dialog', 'Feedback'), 'button', 'Close Feedback').click();
    await until(() => allByRole(el, 'dialog').length === 0, 'closed by Close');
    expect(focused()).to.equal(floating(el, 'Feedback'));
  });

  it('"Open in a new window" opens the 500x500 popup instead (the chat through sg-chat-open) and closes the panel', async () => {
    const el = await mount();
    await until(() => stack(el), 'the floating buttons', 15000);
    const chatEvents: unknown[] = [];
    el.addEventListener('sg-chat-open', (e) => chatEvents.push((e as CustomEvent).detail));
    floating(el, 'Chat with us').click();
    await until(() => allByRole(el, 'dialog', 'Chat with us').length === 1, 'the chat panel');
    byRole(byRole(el, 'dialog', 'Chat with us'), 'button', 'Open in a new window').click();
    await until(() => allByRole(el, 'dialog').length === 0, 'closed');
    expect(chatEvents).to.deep.equal([{ url: `${PAGE}?chat` }]);
    expect(opened).to.deep.equal([[`${PAGE}?chat`, 'sg-chat', 'popup,width=500,height=500,noopener,noreferrer']]);
    floating(el, 'Feedback').click();
    await until(() => allByRole(el, 'dialog', 'Feedback').length === 1, 'the feedback panel');
    byRole(byRole(el, 'dialog', 'Feedback'), 'button', 'Open in a new window').click();
    expect(opened.at(-1)).to.deep.equal([`${PAGE}?survey`, 'sg-feedback', 'popup,width=500,height=500,noopener,noreferrer']);
  });

  it('a page that cancels sg-help-open takes over: no panel', async () => {
    const el = await mount();
    await until(() => stack(el), 'the floating buttons', 15000);
    el.addEventListener('sg-help-open', (e) => e.preventDefault());
    floating(el, 'Chat with us').click();
    await new Promise((r) => setTimeout(r, 100));
    expect(allByRole(el, 'dialog')).to.have.length(0);
    expect(floating(el, 'Chat with us').getAttribute('aria-expanded')).to.equal('false');
  });

  it('shows no floating button without floatingHelp, nor a chat one without a usable chat URL; a refused survey URL is warned', async () => {
    const plain = await mount({ chat: CONFIG.chat });
    await new Promise((r) => setTimeout(r, 300));
    expect(stack(plain)).to.equal(null);
    const noChat = await mount({ floatingHelp: { chat: true, feedback: { title: 'Tell us', url: 'javascript:alert(1)' } } });
    await new Promise((r) => setTimeout(r, 300));
    expect(stack(noChat)).to.equal(null);
    expect(warnings.some((w) => w.includes('floatingHelp') && w.includes('feedback.url refused')), warnings.join(' | ')).to.equal(true);
  });

  it('320 x 320: the panel takes the viewport, its heading and buttons inside it; axe finds nothing', async () => {
    await setViewport({ width: 320, height: 320 });
    const el = await mount();
    await until(() => stack(el), 'the floating buttons', 15000);
    floating(el, 'Chat with us').click();
    await until(() => allByRole(el, 'dialog', 'Chat with us').length === 1, 'the chat panel');
    const panel = byRole(el, 'dialog', 'Chat with us');
    const box = panel.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height].map(Math.round)).to.deep.equal([0, 0, 320, 320]);
    for (const control of [byRole(panel, 'heading', 'Chat with us'), byRole(panel, 'button', 'Open in a new window'), byRole(panel, 'button', 'Close Chat with us')]) {
      const r = control.getBoundingClientRect();
      expect(r.right <= 320 && r.bottom <= 320 && r.left >= 0 && r.top >= 0, `${control.textContent} inside`).to.equal(true);
    }
    await expectNoAxeViolations(el);
  });

  it('speaks fr-CA with <html lang="fr-CA">: the survey\'s default title and the panel\'s words', async () => {
    const original = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'fr-CA');
    try {
      const el = await mount({ floatingHelp: { feedback: { url: `${PAGE}?survey` } } });
      // The fr-CA catalogue is a chunk of its own: the button is worded once it is in.
      await until(() => stack(el) && allByRole(stack(el)!, 'button', 'Commentaires').length === 1, 'the French button', 15000);
      floating(el, 'Commentaires').click();
      await until(() => allByRole(el, 'dialog', 'Commentaires').length === 1, 'the panel');
      const panel = byRole(el, 'dialog', 'Commentaires');
      byRole(panel, 'button', 'Ouvrir dans une nouvelle fenêtre');
      // An accessible name has its no-break space as a plain space.
      expect(byRole(panel, 'button', 'Fermer : Commentaires').getAttribute('aria-label')).to.equal('Fermer\u00a0: Commentaires');
    } finally {
      if (original === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', original);
    }
  });
});
