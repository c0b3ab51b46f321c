import '../helpers/setup';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-search';
import type { SgSearch } from '../../elements/sg-search';
import { navigation } from '../../src/core/navigation';
import { RECENT_SEARCHES_KEY, recordProductView } from '../../src/core/search-history';
import { isScrollLocked } from '../../src/state/scroll-lock';
import { openFlyout, setOpenFlyout } from '../../src/state/ui';
import { resetSearchCacheForTests } from '../../src/state/search-cache';
import { faults, withReferenceApi } from '../helpers/api';
import { $, $$, accessibleName, allByRole, byRole, expectNoAxeViolations, rendered, until } from '../helpers/dom';

withReferenceApi();

let navigations: string[] = [];
const originalAssign = navigation.assign;
beforeEach(async () => {
  resetSearchCacheForTests();
  await setViewport({ width: 1280, height: 800 });
  navigations = [];
  navigation.assign = (url: string) => void navigations.push(url);
  localStorage.clear();
});
afterEach(() => {
  navigation.assign = originalAssign;
});

const input = (el: SgSearch) => $<HTMLInputElement>(el, 'input[role="combobox"]');
const options = (el: SgSearch) => $$(el, '[role="option"]');
const labels = (el: SgSearch) => options(el).map((o) => o.textContent);
/**
 * The answer to the term now in the box is shown, as the live region tells a screen reader ("8 suggestions available.",
 * said only for the current term's answer). Typed key by key, a term is asked for as it grows ("te", "ten", "tent"),
 * and focus first shows the popular searches: waiting for any option raced those answers (in WebKit an arrow key landed
 * on an option that the next answer took away).
 */
/**
 * A search whose type-ahead may take 3 s instead of the spec's 200 ms, for tests about the answer, not its timeout:
 * with three engines side by side WebKit's answer sometimes took longer than 200 ms and the panel fell back to the
 * zero-query one (the timeout has tests of its own).
 */
const patient = () => html`<sg-search typeahead-timeout-ms="3000"></sg-search>`;
const typeAheadShown = (el: SgSearch) =>
  options(el).length > 0 && /^\d+ suggestions? available\.$/.test($(el, '[part="live"]').textContent ?? '');

async function mount(markup = html`<sg-search></sg-search>`) {
  return rendered(await fixture<SgSearch>(markup));
}

async function typeTerm(el: SgSearch, text: string) {
  input(el).focus();
  await sendKeys({ type: text });
}

describe('<sg-search> zero-query panel', () => {
  it('opens on focus with recent and popular searches, locks page scroll, and passes axe', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'tents|golf balls');
    const el = await mount();
    input(el).focus();
    await until(() => options(el).length >= 3, 'zero-query options');
    const groups = $$(el, '[role="group"]').map((g) => el.shadowRoot!.getElementById(g.getAttribute('aria-labelledby')!)!.textContent);
    expect(groups.slice(0, 2)).to.deep.equal(['Recent searches', 'Popular searches']);
    expect(labels(el).slice(0, 2)).to.deep.equal(['tents×', 'golf balls×']);
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    expect(input(el).getAttribute('aria-controls')).to.equal($(el, '[role="listbox"]').id);
    expect(isScrollLocked()).to.equal(true);
    expect(openFlyout.value).to.equal('search');
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Escape' });
    await until(() => input(el).getAttribute('aria-expanded') === 'false', 'closed');
    expect(isScrollLocked()).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
  });

  it('closes on an overlay click (desktop)', async () => {
    const el = await mount();
    input(el).focus();
    await until(() => input(el).getAttribute('aria-expanded') === 'true', 'open');
    $(el, '[part="overlay"]').click();
    await until(() => input(el).getAttribute('aria-expanded') === 'false', 'closed by the overlay');
    expect(el.shadowRoot!.querySelector('[part="overlay"]')).to.equal(null);
  });

  it('closes when another flyout opens anywhere on the page', async () => {
    const el = await mount();
    input(el).focus();
    await until(() => input(el).getAttribute('aria-expanded') === 'true', 'open');
    setOpenFlyout('cart');
    await until(() => input(el).getAttribute('aria-expanded') === 'false', 'closed by the cart');
    expect(isScrollLocked()).to.equal(false);
    // The cart is still the open flyout: focusing search again opens it and takes over.
    input(el).blur();
    input(el).focus();
    await until(() => input(el).getAttribute('aria-expanded') === 'true', 'open again');
    expect(openFlyout.value).to.equal('search');
  });

  it('hides only the failing group: popular searches down, recent searches still shown', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'kayak');
    faults.set('popularTerms', { status: 503 });
    const el = await mount();
    input(el).focus();
    await until(() => options(el).length >= 1, 'the recent search');
    await until(() => !el.shadowRoot!.querySelector('[part="skeleton"]'), 'loading to end');
    expect($$(el, '[role="group"]')).to.have.length(1);
    expect(labels(el)).to.deep.equal(['kayak×']);
  });

  it('removes a recent search with Shift+Delete and clears all with the button', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'tents|golf|bikes');
    const el = await mount();
    input(el).focus();
    await until(() => options(el).length >= 3, 'options');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Delete' });
    await sendKeys({ up: 'Shift' });
    await until(() => localStorage.getItem(RECENT_SEARCHES_KEY) === 'tents|bikes', 'golf removed');
    // Said to a screen reader too (issue 21.10): the option just went from under the shopper's highlight.
    await until(() => $(el, '[part="live"]').textContent === 'Removed “golf” from recent searches.', 'the removal announced');
    $<HTMLButtonElement>(el, '[part="clear-recent"]').click();
    await until(() => localStorage.getItem(RECENT_SEARCHES_KEY) === null, 'all cleared');
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
  });

  it('shows recently viewed products with their refreshed prices', async () => {
    recordProductView({ id: '1001', name: 'Old name', url: '/p/old-1001', price: 1 }, Date.now() - 16 * 60 * 1000);
    const el = await mount();
    input(el).focus();
    await until(() => $$(el, '[role="group"]').some((g) => g.textContent!.startsWith('Recently viewed')), 'recently viewed');
    const viewed = $$(el, '[role="group"]').find((g) => g.textContent!.startsWith('Recently viewed'))!;
    expect(viewed.textContent).not.to.contain('Old name');
    expect(viewed.querySelector('img')).to.not.equal(null);
  });
});

describe('<sg-search> fixes (issue 8)', () => {
  it('"Clear recent searches" by keyboard keeps focus in the box with the panel open', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'tents|golf');
    const el = await mount();
    input(el).focus();
    await until(() => el.shadowRoot!.querySelector('[part="clear-recent"]'), 'the clear button');
    $<HTMLButtonElement>(el, '[part="clear-recent"]').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => localStorage.getItem(RECENT_SEARCHES_KEY) === null, 'cleared');
    // A boolean: chai's message for a failed DOM comparison walks React's internals and can take minutes.
    expect(el.shadowRoot!.activeElement === input(el), 'focus in the box').to.equal(true);
    expect(el.shadowRoot!.querySelector('[part="panel"]')).to.not.equal(null);
  });

  it('Cancel (mobile) closes the panel and returns focus to the box, as Escape does', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await mount();
    await typeTerm(el, 'te');
    await until(() => el.shadowRoot!.querySelector('[part="cancel"]'), 'the Cancel button');
    $<HTMLButtonElement>(el, '[part="cancel"]').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !el.shadowRoot!.querySelector('[part="cancel"]'), 'closed');
    // A boolean: chai's message for a failed DOM comparison walks React's internals and can take minutes.
    expect(el.shadowRoot!.activeElement === input(el), 'focus in the box').to.equal(true);
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('asks for popular searches once per page, however often the element mounts again (defect 15)', async () => {
    const asked: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('fetchpopularterms')) asked.push(url);
      return original(input, init);
    };
    try {
      for (let i = 0; i < 3; i++) {
        const el = await mount();
        input(el).focus();
        await until(() => $$(el, '[role="group"]').some((g) => g.textContent!.startsWith('Popular')), 'popular searches');
        el.remove();
      }
      expect(asked).to.have.length(1);
    } finally {
      window.fetch = original;
    }
  });

  it('mobile: Tab out of the full-screen panel closes it, so focus never sits behind it (defect 3)', async () => {
    await setViewport({ width: 390, height: 844 });
    const before = document.createElement('a');
    before.href = '#page-link';
    before.textContent = 'A page link';
    const el = await mount();
    el.after(before);
    try {
      await typeTerm(el, 'te');
      await until(() => input(el).getAttribute('aria-expanded') === 'true', 'open');
      for (let i = 0; i < 6 && el.shadowRoot!.activeElement; i++) await sendKeys({ press: 'Tab' });
      expect(document.activeElement === el, 'focus left the search').to.equal(false);
      await until(() => input(el).getAttribute('aria-expanded') === 'false', 'closed once focus left');
      expect(el.shadowRoot!.querySelector('[part="cancel"]')).to.equal(null);
    } finally {
      before.remove();
    }
  });

  it('never makes the listbox a Tab stop, however long it is', async () => {
    const el = await mount();
    await typeTerm(el, 'ba');
    await until(() => el.shadowRoot!.querySelector('[role="listbox"]'), 'the listbox');
    expect($(el, '[role="listbox"]').getAttribute('tabindex')).to.equal('-1');
  });
});

describe('<sg-search> type-ahead', () => {
  it('suggests after 2 characters, highlights the typed part, announces the count, and passes axe', async () => {
    const el = await mount();
    await typeTerm(el, 'b');
    await new Promise((r) => setTimeout(r, 250));
    expect($$(el, '[part~="match"]')).to.have.length(0);
    await sendKeys({ type: 'ask' });
    await until(() => $$(el, '[part~="match"]').length > 0, 'suggestions');
    expect($$(el, '[part~="match"]').every((m) => m.textContent!.toLowerCase() === 'bask')).to.equal(true);
    await until(() => $(el, '[role="status"]').textContent!.endsWith('available.'), 'announcement');
    await expectNoAxeViolations(el);
  });

  it('walks the options with the APG keys; DOM focus stays in the input', async () => {
    const el = await mount(patient());
    await typeTerm(el, 'tent');
    await until(() => typeAheadShown(el) && options(el).length > 2, 'suggestions');
    const active = () => input(el).getAttribute('aria-activedescendant');
    // Each key's render may land a frame after the driver's key action returns (WebKit in a whole-suite batch once read
    // the option before Home's): wait for it, a short while.
    const activeIs = (option: Element | undefined, key: string) => until(() => active() === option?.id, `${key}: ${option?.id}, not ${active()}`, 1000);
    await sendKeys({ press: 'ArrowDown' });
    await activeIs(options(el)[0], 'ArrowDown');
    expect(options(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await activeIs(options(el).at(-1), 'ArrowUp');
    await sendKeys({ press: 'Home' });
    await activeIs(options(el)[0], 'Home');
    await sendKeys({ press: 'End' });
    await activeIs(options(el).at(-1), 'End');
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    await expectNoAxeViolations(el);
  });

  it('Enter on a highlighted term submits it as type_ahead; the term is recorded; the page navigates', async () => {
    const el = await mount(patient());
    await typeTerm(el, 'tent');
    await until(() => typeAheadShown(el), 'suggestions');
    await sendKeys({ press: 'ArrowDown' });
    const chosen = options(el)[0]!.textContent!;
    const event = oneEvent(el, 'sg-search');
    await sendKeys({ press: 'Enter' });
    const { detail } = await event;
    // `position`: the first option in the list shown.
    expect(detail).to.deep.equal({ term: chosen, source: 'type_ahead', url: `/search?searchTerm=${encodeURIComponent(chosen)}`, position: 1 });
    await until(() => navigations.length === 1, 'navigation');
    expect(navigations).to.deep.equal([detail.url]);
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).to.equal(chosen);
  });

  it('a cancelled sg-search does not navigate (for SPA hosts)', async () => {
    const el = await mount(patient());
    el.addEventListener('sg-search', (e) => e.preventDefault());
    await typeTerm(el, 'tent');
    // Wait for the suggestions so the source does not depend on timing (an empty answer would make it null_search).
    await until(() => typeAheadShown(el), 'suggestions');
    const event = oneEvent(el, 'sg-search');
    await sendKeys({ press: 'Enter' });
    expect((await event).detail.source).to.equal('regular');
    await new Promise((r) => setTimeout(r, 50));
    expect(navigations).to.deep.equal([]);
  });

  it('follows a same-origin redirect and refuses a javascript: one', async () => {
    const el = await mount();
    await typeTerm(el, 'gift cards');
    let event = oneEvent(el, 'sg-search');
    await sendKeys({ press: 'Enter' });
    expect((await event).detail).to.deep.include({ source: 'redirect_search', url: '/gift-cards' });
    input(el).select();
    await sendKeys({ type: 'evil redirect' });
    // Its suggestions are empty: once they are in, the refused redirect falls back to a null search.
    await until(() => el.shadowRoot!.querySelector('[part="message"]'), 'the empty answer');
    event = oneEvent(el, 'sg-search');
    await sendKeys({ press: 'Enter' });
    expect((await event).detail).to.deep.include({ source: 'null_search', url: '/search?searchTerm=evil%20redirect' });
  });

  it('says so when nothing matches, and submits a null search', async () => {
    const el = await mount();
    await typeTerm(el, 'zzzz');
    await until(() => el.shadowRoot!.querySelector('[part="message"]'), 'the empty state');
    expect($(el, '[part="message"]').textContent).to.contain('No results for “zzzz”');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    const event = oneEvent(el, 'sg-search');
    await sendKeys({ press: 'Enter' });
    expect((await event).detail.source).to.equal('null_search');
    await expectNoAxeViolations(el);
  });

  it('renders hostile product names as text', async () => {
    const el = await mount();
    await typeTerm(el, 'trail');
    await until(() => labels(el).some((l) => l!.includes('onerror')), 'the hostile product');
    expect(el.shadowRoot!.querySelector('[role="listbox"] img[src="x"]')).to.equal(null);
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
  });

  it('a failing suggestions call falls back to the zero-query panel', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'kayak');
    faults.set('productSuggestions', { status: 500 });
    const el = await mount();
    await typeTerm(el, 'tents');
    await until(() => labels(el).includes('kayak×'), 'recent searches again');
    expect($$(el, '[part~="match"]')).to.have.length(0);
  });

  it('cuts a 10,000-character paste to 510 without freezing', async () => {
    const el = await mount();
    input(el).focus();
    const start = performance.now();
    const text = 'tent '.repeat(2000);
    input(el).setRangeText(text.slice(0, 510), 0, input(el).value.length, 'end');
    input(el).dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text }));
    await until(() => options(el).length > 0 || performance.now() - start > 1000, 'settled');
    expect(input(el).maxLength).to.equal(510);
    expect(input(el).value.length).to.be.at.most(510);
    expect(performance.now() - start).to.be.lessThan(1000);
  });

  it('selecting a product navigates to its page', async () => {
    const el = await mount();
    await typeTerm(el, 'kayak');
    await until(() => $$(el, '[role="option"] img').length > 0, 'products');
    const product = $$(el, '[role="option"]').find((o) => o.querySelector('img'))!;
    const event = oneEvent(el, 'sg-navigate');
    product.click();
    const { detail } = await event;
    expect(detail.kind).to.equal('product');
    expect(detail.url).to.match(/^\/p\//);
    await until(() => navigations.length === 1, 'navigation');
  });
});

describe('<sg-search> as a CMS author writes it', () => {
  it('takes over the fallback form’s text and focus when it upgrades', async () => {
    // A tag not defined yet: its light DOM fallback form renders and takes typing, as before the script loads.
    const el = await fixture<HTMLElement>(
      html`<sg-search-late><form action="/search"><input name="searchTerm" aria-label="Search" /></form></sg-search-late>`,
    );
    const fallbackInput = el.querySelector('input')!;
    fallbackInput.focus();
    fallbackInput.value = 'run';
    expect(el.getBoundingClientRect().height).to.be.greaterThan(0);
    customElements.define('sg-search-late', class extends (customElements.get('sg-search') as typeof SgSearch) {});
    await rendered(el);
    await until(() => input(el as SgSearch).value === 'run', 'the text carried over');
    await until(() => el.shadowRoot!.activeElement === input(el as SgSearch), 'focus carried over');
  });

  it('shows the current term on the search results page', async () => {
    history.replaceState(null, '', '/search?searchTerm=trail%20shoes');
    try {
      const el = await mount();
      expect(input(el).value).to.equal('trail shoes');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('applies attributes changed after it rendered', async () => {
    const el = await mount();
    el.setAttribute('featured-categories', '[{"label":"Kayaks","url":"/c/kayaks"}]');
    el.minChars = 6;
    input(el).focus();
    await until(() => labels(el).includes('Kayaks'), 'the new featured category');
    await sendKeys({ type: 'kayak' });
    await new Promise((r) => setTimeout(r, 300));
    expect($$(el, '[part~="match"]')).to.have.length(0);
  });

  it('validates JSON attributes and shows configured featured categories', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const el = await mount(html`<sg-search featured-categories='[{"label":"Camping","url":"/c/camping"},{"label":"Evil","url":"javascript:alert(1)"}]' recommendations="{oops"></sg-search>`);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('recommendations');
      input(el).focus();
      await until(() => labels(el).includes('Camping'), 'featured');
      // A link that fails the URL rule is not offered at all (it could never be followed).
      expect(labels(el)).to.not.include('Evil');
      expect(navigations).to.deep.equal([]);
    } finally {
      console.warn = original;
    }
  });

  it('two on one page: the open panel is drawn over a later search box (issue 21.8)', async () => {
    const wrap = await fixture<HTMLElement>(html`<div style="width: 640px">
      <sg-search></sg-search>
      <sg-search style="display: block; margin-top: 8px"></sg-search>
    </div>`);
    const [first, second] = [...wrap.querySelectorAll<SgSearch>('sg-search')];
    await rendered(first!);
    await rendered(second!);
    await typeTerm(first!, 'tent');
    await until(() => typeAheadShown(first!), 'suggestions');
    const box = $(second!, 'form').getBoundingClientRect();
    const panel = $(first!, '[role="listbox"]').getBoundingClientRect();
    expect(panel.bottom > box.top + box.height / 2, 'the panel reaches over the second box').to.equal(true);
    // What a shopper sees and clicks at the second box's middle: the first search's panel, not the second box.
    expect(document.elementFromPoint(box.left + 20, box.top + box.height / 2)).to.equal(first);
  });
});

describe('<sg-search> texts from the message catalogue', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));
  const live = (el: SgSearch) => $(el, '[part="live"]').textContent ?? '';
  const featured = JSON.stringify([{ label: 'Camping', url: '/c/camping' }]);

  it('speaks fr-CA with lang on the element: the combobox, the panel\'s headings, Remove on a recent search, the announcements', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, 'tents|golf');
    const el = await mount(html`<sg-search lang="fr-CA" typeahead-timeout-ms="3000" featured-categories=${featured}></sg-search>`);
    await until(() => allByRole(el, 'combobox', 'Rechercher des produits').length === 1, 'the French combobox name');
    expect(input(el).placeholder).to.equal('Que cherchez-vous?');
    byRole(el, 'button', 'Rechercher');
    input(el).focus();
    await until(() => allByRole(el, 'group').length === 3, 'the zero-query groups');
    expect(allByRole(el, 'group').map(accessibleName)).to.deep.equal(['Recherches récentes', 'Recherches populaires', 'Catégories en vedette']);
    byRole(el, 'listbox', 'Suggestions de recherche');
    byRole(el, 'button', 'Effacer les recherches récentes');
    expect(el.shadowRoot!.getElementById(input(el).getAttribute('aria-describedby')!)!.textContent).to.equal(
      'Appuyez sur Maj+Suppr pour retirer la recherche récente en surbrillance.',
    );
    // The remove control is for the pointer (the keyboard has Shift+Delete): its name is its title.
    expect($$(el, '[part="remove"]').map((remove) => remove.title)).to.deep.equal(['Retirer tents', 'Retirer golf']);
    $$(el, '[part="remove"]')[1]!.click();
    await until(() => live(el) === '«\u00a0golf\u00a0» a été retiré des recherches récentes.', 'the removal announced in French');
    await expectNoAxeViolations(el);

    await typeTerm(el, 'tent');
    await until(() => /^\d+ suggestions? disponibles?\.$/.test(live(el)) && options(el).length > 0, 'the count announced in French');
    expect(live(el)).to.equal(`${options(el).length} suggestions disponibles.`);
    expect(allByRole(el, 'group').map(accessibleName)).to.include('Produits');
    byRole(el, 'button', 'Effacer la recherche');
  });

  it('says "no results" in French, in the panel and in the live region', async () => {
    const el = await mount(html`<sg-search lang="fr-CA"></sg-search>`);
    await until(() => allByRole(el, 'combobox', 'Rechercher des produits').length === 1, 'the French combobox name');
    await typeTerm(el, 'zzzz');
    await until(() => el.shadowRoot!.querySelector('[part="message"]'), 'the empty state');
    expect($(el, '[part="message"]').textContent).to.equal(
      'Aucun résultat pour «\u00a0zzzz\u00a0». Vérifiez l’orthographe ou essayez un terme plus général.',
    );
    await until(() => live(el) === 'Aucun résultat pour zzzz.', 'the French announcement');
  });

  it('follows <html lang>; the label and placeholder attributes (page text) win over the catalogue', async () => {
    document.documentElement.lang = 'fr-CA';
    const el = await mount(html`<sg-search label="Chercher en magasin" placeholder="Tentes, vélos…"></sg-search>`);
    await until(() => allByRole(el, 'button', 'Rechercher').length === 1, 'the French search button');
    byRole(el, 'combobox', 'Chercher en magasin');
    expect(input(el).placeholder).to.equal('Tentes, vélos…');
    el.removeAttribute('placeholder');
    el.removeAttribute('label');
    await until(() => input(el).placeholder === 'Que cherchez-vous?', 'the catalogue\'s placeholder');
    byRole(el, 'combobox', 'Rechercher des produits');
    document.documentElement.lang = 'en-US';
    await until(() => input(el).placeholder === 'What are you looking for?', 'back to English');
    byRole(el, 'combobox', 'Search products');
  });
});
