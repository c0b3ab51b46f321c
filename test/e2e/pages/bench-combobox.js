// The search bench's baseline (issue 13: keystroke -> suggestions painted "vs a minimal hand-written combobox in the
// same run"): the least a type-ahead box can do, written by hand with plain DOM calls. It registers under the tag
// `sg-search` on bench-combobox.html only (the library is not on that page), with the same parts and texts the
// bench's probe reads, so bench-search.js measures it unchanged: an ARIA 1.2 combobox, a 100 ms debounce (the
// page's debounce-ms), the suggestions call with an AbortController, "Popular searches" on an empty box, and the
// typed part marked in each term. No machine, no schema, no React.
const API = '/api/search/v2';

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'part' || key.startsWith('aria-') || key === 'role') node.setAttribute(key, value);
    else node[key] = value;
  }
  node.append(...children);
  return node;
}

class HandWrittenCombobox extends HTMLElement {
  #input;
  #panel;
  #timer = 0;
  #request = null;
  #popular = [];

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    this.#input = el('input', { type: 'search', role: 'combobox', 'aria-expanded': 'false', 'aria-controls': 'list', 'aria-autocomplete': 'list', 'aria-label': 'Search products' });
    this.#panel = el('div', { part: 'panel', role: 'listbox', id: 'list', 'aria-label': 'Suggestions' });
    this.#panel.hidden = true;
    root.append(this.#input, this.#panel);
    this.#input.addEventListener('focus', () => this.#showPopular());
    this.#input.addEventListener('input', () => this.#onInput());
  }

  get #debounce() {
    return Number(this.getAttribute('debounce-ms') ?? 100);
  }

  async #showPopular() {
    if (!this.#popular.length) {
      const answer = await fetch(`${API}/fetchpopularterms`).then((r) => r.json());
      this.#popular = (answer.terms ?? []).map((t) => t.term);
    }
    if (this.#input.value === '') this.#render('Popular searches', this.#popular, '');
  }

  #onInput() {
    clearTimeout(this.#timer);
    this.#request?.abort();
    const term = this.#input.value.trim();
    if (!term) return void this.#showPopular();
    this.#timer = setTimeout(() => this.#suggest(term), this.#debounce);
  }

  async #suggest(term) {
    const controller = new AbortController();
    this.#request = controller;
    try {
      const response = await fetch(`${API}/productSuggestions?keyword=${encodeURIComponent(term)}`, { signal: controller.signal });
      const answer = JSON.parse(await response.text());
      if (this.#request !== controller) return;
      this.#render('Suggestions', (answer.suggestions ?? []).map((s) => s.term), term);
    } catch {
      // Aborted by the next key, or failed: the box keeps what it shows.
    }
  }

  #render(label, terms, typed) {
    const options = terms.map((term, i) => {
      const at = typed ? term.toLowerCase().indexOf(typed.toLowerCase()) : -1;
      const text = at < 0 ? [term] : [term.slice(0, at), el('mark', { part: 'match' }, term.slice(at, at + typed.length)), term.slice(at + typed.length)];
      return el('div', { role: 'option', id: `o${i}`, part: 'option' }, ...text);
    });
    this.#panel.replaceChildren(el('div', { role: 'group', 'aria-label': label }, el('div', { part: 'group-label' }, label), ...options));
    this.#panel.hidden = false;
    this.#input.setAttribute('aria-expanded', 'true');
  }
}

customElements.define('sg-search', HandWrittenCombobox);
