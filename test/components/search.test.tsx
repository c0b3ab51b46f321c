import '../helpers/setup';
import { resetSearchCacheForTests } from '../../src/state/search-cache';
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Search, searchDefaults } from '../../src/components/search';
import type { SearchPanelProps } from '../../src/components/search/SearchPanel';
import { navigation } from '../../src/core/navigation';
import { RECENT_SEARCHES_KEY } from '../../src/core/search-history';
import { adoptSheet } from '../../src/styles';
import { withReferenceApi } from '../helpers/api';
import { expectNoAxeViolations, until } from '../helpers/dom';

withReferenceApi();
adoptSheet(document);

let container: HTMLDivElement;
let root: Root;

function render(props: Partial<Parameters<typeof Search>[0]> = {}) {
  container = document.createElement('div');
  container.setAttribute('data-sg-theme', '');
  document.body.append(container);
  root = createRoot(container);
  root.render(<Search {...searchDefaults} {...props} />);
}

const q = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
const input = () => q<HTMLInputElement>('input[role="combobox"]')!;

describe('Search component', () => {
  // Desktop unless a test says otherwise (the breakpoint is 1024 px).
  beforeEach(() => {
    resetSearchCacheForTests();
    return setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    root.unmount();
    container.remove();
    localStorage.clear();
  });

  it('typing and Enter before the machine has arrived: nothing is lost, the term is searched once it is there', async () => {
    const navigations: string[] = [];
    const assign = navigation.assign;
    navigation.assign = (url: string) => void navigations.push(url);
    try {
      let arrive!: () => void;
      const held = new Promise<void>((resolve) => (arrive = resolve));
      render({ loadMachine: () => held.then(() => import('../../src/components/search/search.actor')) });
      await until(() => q('input'), 'the input, before its machine');
      input().focus();
      await sendKeys({ type: 'tents' });
      await sendKeys({ press: 'Enter' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(navigations, 'nothing happens before the machine is there').to.deep.equal([]);
      expect(input().value).to.equal('tents');
      arrive();
      await until(() => navigations.length === 1, 'the search');
      expect(navigations).to.deep.equal(['/search?searchTerm=tents']);
      // Recorded as the latest recent search (the test files' pages share one localStorage: another file's
      // searches may come after it).
      expect(localStorage.getItem(RECENT_SEARCHES_KEY)?.split('|')[0]).to.equal('tents');
    } finally {
      navigation.assign = assign;
    }
  });

  it("the machine's chunk failing: the form submits itself to /search, as the fallback form does", async () => {
    render({ loadMachine: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    await until(() => q('input'), 'the input');
    // The failure has been seen once the loader's rejection has been handled (a task after the first render).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const submits: Array<{ prevented: boolean; action: string; term: FormDataEntryValue | null }> = [];
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      submits.push({ prevented: event.defaultPrevented, action: new URL(form.action).pathname, term: new FormData(form).get('searchTerm') });
      event.preventDefault(); // The test page stays.
    };
    document.addEventListener('submit', onSubmit);
    try {
      input().focus();
      await sendKeys({ type: 'golf balls' });
      await sendKeys({ press: 'Enter' });
      await until(() => submits.length === 1, 'the submission');
      expect(submits).to.deep.equal([{ prevented: false, action: '/search', term: 'golf balls' }]);
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });

  it("Enter while the machine is on its way, then its chunk fails: that search is not lost, the form submits itself", async () => {
    let fail!: () => void;
    const failing = new Promise<never>((_, reject) => (fail = () => reject(new TypeError('Failed to fetch dynamically imported module'))));
    render({ loadMachine: () => failing });
    await until(() => q('input'), 'the input');
    const submits: Array<{ prevented: boolean; term: FormDataEntryValue | null }> = [];
    const onSubmit = (event: SubmitEvent) => {
      // Seen after React's handler (the root's listener runs first): whether the element let the form go.
      submits.push({ prevented: event.defaultPrevented, term: new FormData(event.target as HTMLFormElement).get('searchTerm') });
      event.preventDefault(); // The test page stays.
    };
    document.addEventListener('submit', onSubmit);
    try {
      input().focus();
      await sendKeys({ type: 'tents' });
      await sendKeys({ press: 'Enter' });
      await until(() => submits.length === 1, 'the first submission');
      expect(submits[0], 'held for the machine').to.deep.equal({ prevented: true, term: 'tents' });
      fail();
      await until(() => submits.length === 2, 'the form submitting itself');
      expect(submits[1]).to.deep.equal({ prevented: false, term: 'tents' });
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });

  it('shows a clear message when the panel chunk fails to load, and loads it on Try again', async () => {
    let fail = true;
    const loadPanel = async (): Promise<{ SearchPanel: ComponentType<SearchPanelProps> }> => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return import('../../src/components/search/SearchPanel');
    };
    localStorage.setItem(RECENT_SEARCHES_KEY, 'tents');
    render({ loadPanel });
    await until(() => q('input'), 'the input');
    input().focus();
    await until(() => q('[part="message"]'), 'the failure message');
    expect(q('[part="message"]')!.textContent).to.contain('Search suggestions could not load.');
    expect(q('[role="status"]')!.textContent).to.equal('Search suggestions could not load. Check your connection and try again.');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    await expectNoAxeViolations(container);
    fail = false;
    q<HTMLButtonElement>('[part="message"] button')!.click();
    await until(() => q('[role="option"]'), 'the panel');
    expect(q('[role="option"]')!.textContent).to.equal('tents×');
  });

  it('is full screen with a Cancel button below 1024 px; losing focus (keyboard closing) keeps it open', async () => {
    await setViewport({ width: 400, height: 700 });
    render();
    await until(() => q('input'), 'the input');
    input().focus();
    await until(() => q('[part="cancel"]'), 'the Cancel button');
    const shell = q('form')!.parentElement!;
    expect(getComputedStyle(shell).position).to.equal('fixed');
    expect(shell.getBoundingClientRect().width).to.equal(400);
    input().blur();
    await new Promise((r) => setTimeout(r, 50));
    expect(q('[part="cancel"]')).to.not.equal(null);
    await expectNoAxeViolations(container);
    q<HTMLButtonElement>('[part="cancel"]')!.click();
    await until(() => !q('[part="cancel"]'), 'closed by Cancel');
  });

  it('closes when focus leaves it on desktop, and clearing the text keeps focus', async () => {
    render();
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(outside);
    try {
      await until(() => q('input'), 'the input');
      input().focus();
      await sendKeys({ type: 'tent' });
      await until(() => q('[part="clear"]'), 'the clear button');
      q<HTMLButtonElement>('[part="clear"]')!.click();
      expect(document.activeElement).to.equal(input());
      expect(input().value).to.equal('');
      await until(() => input().getAttribute('aria-expanded') === 'true', 'open');
      outside.focus();
      await until(() => input().getAttribute('aria-expanded') === 'false', 'closed on focus out');
    } finally {
      outside.remove();
    }
  });

  it('restores the page scroll exactly after closing', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
    document.body.style.overflow = 'clip';
    window.scrollTo(0, 400);
    render();
    try {
      await until(() => q('input'), 'the input');
      input().focus({ preventScroll: true });
      await until(() => document.body.style.overflow === 'hidden', 'the lock');
      await sendKeys({ press: 'Escape' });
      await until(() => document.body.style.overflow === 'clip', 'the page’s own value back');
      expect(window.scrollY).to.equal(400);
    } finally {
      spacer.remove();
      document.body.style.overflow = '';
      window.scrollTo(0, 0);
    }
  });
});
