// The e2e page driver for Firefox and WebKit: the part of Playwright's Browser / BrowserContext / Page / Locator /
// Keyboard / Mouse API that test/e2e uses, so the same test files run in Chromium (real Playwright), Firefox and
// WebKit. Playwright cannot drive Debian's browsers (it needs its own patched builds, which cannot be downloaded here),
// so this drives them through a small backend each: firefox.mjs (puppeteer-core over WebDriver BiDi) and webkit.mjs
// (classic W3C WebDriver). Elements are found in the page by query.mjs; network, console and init scripts for WebKit
// come from the server half (harness.mjs).
// Like Playwright: locators are lazy and strict (one element for an action), actions wait until the element is
// attached, visible, stable, enabled and would receive the pointer; clicks and keys are real input events.
import { EventEmitter } from 'node:events';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { CONTEXT_COOKIE, urlMatcher } from './harness.mjs';

const DEFAULT_TIMEOUT = 15_000;
const POLL_MS = 50;

let querySource;
/** query.mjs and dom-accessibility-api as one script that defines window.__sgE2E. */
async function querySourceOnce() {
  querySource ??= build({
    entryPoints: [fileURLToPath(new URL('./query.mjs', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  return querySource;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SG_E2E_DEBUG=1 logs every action with its time to stderr, SG_E2E_DEBUG=<file> appends it to that file (what a test
 * that times out printed is lost with it), to see where a test waits.
 */
const started = Date.now();
const debugTo = process.env.SG_E2E_DEBUG;
const debug = !debugTo
  ? () => {}
  : (...parts) => {
      const line = `[e2e ${Date.now() - started} ms] ${parts.join(' ')}`;
      if (debugTo === '1') console.error(line);
      else appendFileSync(debugTo, `${line}\n`);
    };

class TimeoutError extends Error {
  name = 'TimeoutError';
}

/** Regexes cross to the page as `{ regex, flags }`. */
const serializeText = (value) => (value instanceof RegExp ? { regex: value.source, flags: value.flags } : value);

/** Playwright's key names with a modifier chord (`Shift+Tab`). */
const chordOf = (key) => (key.length > 1 && key.includes('+') ? key.split('+') : [key]);

function describeSteps(steps) {
  return steps
    .map((step) => {
      if (step.kind === 'css') return `locator('${step.selector}')`;
      if (step.kind === 'role') return `getByRole('${step.role}'${step.options.name !== undefined ? `, { name: ${JSON.stringify(step.options.name)} }` : ''})`;
      if (step.kind === 'text') return `getByText(${JSON.stringify(step.text)})`;
      if (step.kind === 'label') return `getByLabel(${JSON.stringify(step.text)})`;
      if (step.kind === 'nth') return `nth(${step.index})`;
      if (step.kind === 'and') return `and(${describeSteps(step.other)})`;
      return 'filter(...)';
    })
    .join('.');
}

export class Locator {
  constructor(page, steps) {
    this._page = page;
    this._steps = steps;
  }

  toString() {
    return describeSteps(this._steps);
  }

  _with(step) {
    return new Locator(this._page, [...this._steps, step]);
  }

  locator(selector, options = {}) {
    const located = this._with({ kind: 'css', selector });
    return Object.keys(options).length ? located.filter(options) : located;
  }

  getByRole(role, options = {}) {
    return this._with({ kind: 'role', role, options: { ...options, name: serializeText(options.name) } });
  }

  getByText(text, { exact = false } = {}) {
    return this._with({ kind: 'text', text: serializeText(text), exact });
  }

  getByLabel(text, { exact = false } = {}) {
    return this._with({ kind: 'label', text: serializeText(text), exact });
  }

  filter({ hasText, hasNotText, has, hasNot, visible } = {}) {
    return this._with({
      kind: 'filter',
      hasText: hasText === undefined ? undefined : serializeText(hasText),
      hasNotText: hasNotText === undefined ? undefined : serializeText(hasNotText),
      has: has?._steps,
      hasNot: hasNot?._steps,
      visible,
    });
  }

  /** Elements matching both locators (Playwright's `locator.and()`). */
  and(other) {
    return this._with({ kind: 'and', other: other._steps });
  }

  first() {
    return this._with({ kind: 'nth', index: 0 });
  }

  last() {
    return this._with({ kind: 'nth', index: -1 });
  }

  nth(index) {
    return this._with({ kind: 'nth', index });
  }

  page() {
    return this._page;
  }

  /** Runs `fn(elements, arg)` in the page with the matching elements (all of them). */
  _evalAll(fn, arg) {
    return this._page._query(`(steps, arg) => (${fn})(window.__sgE2E.resolve(steps), arg, window.__sgE2E)`, [this._steps, arg]);
  }

  async count() {
    return this._evalAll((els) => els.length);
  }

  async all() {
    const count = await this.count();
    return Array.from({ length: count }, (_, i) => this.nth(i));
  }

  /**
   * Waits until exactly one element matches (more is a strict-mode error, as in Playwright) and `fn(el, arg, q)`
   * (which may be async) returns anything but `{ __sgWait: reason }`; returns that.
   */
  async _one(fn, arg, { timeout = this._page._timeout, what = 'an element' } = {}) {
    const deadline = Date.now() + timeout;
    let last = 'no element matches';
    for (;;) {
      const result = await this._evalAll(
        // Synchronous unless \`fn\` returns a promise: a page without JavaScript (Firefox with scripts off) runs the
        // driver's script but never settles a promise made in the page.
        `(els, arg, q) => {
          if (els.length > 1) return { strict: els.slice(0, 5).map(q.describe), count: els.length };
          if (!els.length) return { __sgWait: 'no element matches' };
          const wrap = (value) => (value && typeof value === 'object' && '__sgWait' in value ? value : { value });
          const value = (${fn})(els[0], arg, q);
          return value && typeof value.then === 'function' ? value.then(wrap) : wrap(value);
        }`,
        arg,
      );
      if (result.strict) throw new Error(`strict mode violation: ${this} resolved to ${result.count} elements: ${result.strict.join(', ')}`);
      if (!('__sgWait' in result)) return result.value;
      last = result.__sgWait;
      if (Date.now() > deadline) throw new TimeoutError(`Timeout ${timeout}ms waiting for ${what}: ${this} (${last})`);
      await sleep(POLL_MS);
    }
  }

  async waitFor({ state = 'visible', timeout = this._page._timeout } = {}) {
    debug('waitFor', String(this));
    const deadline = Date.now() + timeout;
    for (;;) {
      const ok = await this._evalAll(
        (els, state, q) => {
          if (state === 'attached') return els.length > 0;
          if (state === 'detached') return els.length === 0;
          if (state === 'hidden') return els.every((el) => !q.isVisible(el));
          return els.some((el) => q.isVisible(el));
        },
        state,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new TimeoutError(`Timeout ${timeout}ms waiting for ${this} to be ${state}`);
      await sleep(POLL_MS);
    }
  }

  /** Visible, enabled (when asked), and the same box in two frames. */
  async _actionable({ enabled = true, editable = false, timeout } = {}) {
    await this._one(
      (el, { enabled, editable }, q) => {
        if (!el.isConnected) return { __sgWait: 'detached' };
        if (!q.isVisible(el)) return { __sgWait: 'not visible' };
        if (enabled && q.isDisabled(el)) return { __sgWait: 'disabled' };
        if (editable && !q.isEditable(el)) return { __sgWait: 'not editable' };
        return true;
      },
      { enabled, editable },
      { timeout, what: 'an actionable element' },
    );
    // Stable: the same box twice, 50 ms apart (measured from here, not with requestAnimationFrame, which a page
    // without JavaScript never runs).
    const deadline = Date.now() + (timeout ?? this._page._timeout);
    const box = () => this._one((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].join();
    }, undefined, { timeout });
    let previous = await box();
    for (;;) {
      await sleep(50);
      const next = await box();
      if (next === previous) return;
      if (Date.now() > deadline) throw new TimeoutError(`Timeout waiting for ${this} to stop moving`);
      previous = next;
    }
  }

  /** The point to click at, after scrolling; retried with other scroll alignments while something covers it. */
  async _pointerTarget({ timeout = this._page._timeout, force = false } = {}) {
    if (!force) await this._actionable({ timeout });
    const deadline = Date.now() + timeout;
    const alignments = ['nearest', 'center', 'start', 'end'];
    for (let attempt = 0; ; attempt++) {
      const point = await this._one((el, block, q) => q.pointFor(el, block), alignments[attempt % alignments.length], { timeout });
      if (point.ok || force) return point;
      if (Date.now() > deadline) throw new TimeoutError(`Timeout ${timeout}ms: ${this}: ${point.hit} intercepts pointer events at (${point.x}, ${point.y})`);
      await sleep(POLL_MS);
    }
  }

  async click({ timeout, force = false, button = 'left', clickCount = 1 } = {}) {
    debug('click', String(this));
    const { x, y } = await this._pointerTarget({ timeout, force });
    await this._page.mouse.click(x, y, { button, clickCount });
  }

  async dblclick(options = {}) {
    return this.click({ ...options, clickCount: 2 });
  }

  async hover({ timeout, force = false } = {}) {
    debug('hover', String(this));
    const { x, y } = await this._pointerTarget({ timeout, force });
    await this._page.mouse.move(x, y);
  }

  async tap(options) {
    return this.click(options);
  }

  async focus({ timeout } = {}) {
    debug('focus', String(this));
    await this._one((el) => {
      el.focus();
      return true;
    }, undefined, { timeout });
  }

  async blur({ timeout } = {}) {
    await this._one((el) => {
      el.blur();
      return true;
    }, undefined, { timeout });
  }

  async fill(value, { timeout } = {}) {
    debug('fill', String(this));
    await this._actionable({ editable: true, timeout });
    await this._one(
      (el) => {
        el.focus();
        if (typeof el.select === 'function') el.select();
        else {
          const range = document.createRange();
          range.selectNodeContents(el);
          const selection = getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
        }
        return true;
      },
      undefined,
      { timeout },
    );
    if (value === '') await this._page.keyboard.press('Delete');
    else await this._page.keyboard.insertText(value);
  }

  async clear(options) {
    return this.fill('', options);
  }

  async pressSequentially(text, { delay = 0, timeout } = {}) {
    await this.focus({ timeout });
    await this._page.keyboard.type(text, { delay });
  }

  async type(text, options) {
    return this.pressSequentially(text, options);
  }

  async press(key, { timeout } = {}) {
    debug('press', String(this));
    await this.focus({ timeout });
    await this._page.keyboard.press(key);
  }

  async _isChecked(timeout) {
    return this._one((el, _, q) => q.ariaChecked(el) === true, undefined, { timeout });
  }

  async isChecked({ timeout } = {}) {
    return this._isChecked(timeout);
  }

  async setChecked(checked, options = {}) {
    if ((await this._isChecked(options.timeout)) === checked) return;
    await this.click(options);
    const deadline = Date.now() + (options.timeout ?? this._page._timeout);
    while ((await this._isChecked(options.timeout)) !== checked) {
      if (Date.now() > deadline) throw new Error(`${this}: clicking did not ${checked ? 'check' : 'uncheck'} it`);
      await sleep(POLL_MS);
    }
  }

  async check(options) {
    debug('check', String(this));
    return this.setChecked(true, options);
  }

  async uncheck(options) {
    return this.setChecked(false, options);
  }

  async selectOption(values, { timeout } = {}) {
    debug('selectOption', String(this));
    const wanted = (Array.isArray(values) ? values : [values]).map((v) => (typeof v === 'object' ? v.value ?? v.label : String(v)));
    await this._actionable({ timeout });
    return this._one(
      (el, wanted) => {
        const options = [...el.options];
        const chosen = options.filter((o) => wanted.includes(o.value) || wanted.includes(o.label));
        if (!chosen.length) return { __sgWait: `no option ${wanted.join(', ')}` };
        for (const option of options) option.selected = chosen.includes(option);
        el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        return chosen.map((o) => o.value);
      },
      wanted,
      { timeout },
    );
  }

  async inputValue({ timeout } = {}) {
    debug('inputValue', String(this));
    return this._one((el) => el.value, undefined, { timeout });
  }

  async getAttribute(name, { timeout } = {}) {
    return this._one((el, name) => el.getAttribute(name), name, { timeout });
  }

  async textContent({ timeout } = {}) {
    debug('textContent', String(this));
    return this._one((el) => el.textContent, undefined, { timeout });
  }

  async innerText({ timeout } = {}) {
    return this._one((el) => el.innerText, undefined, { timeout });
  }

  async innerHTML({ timeout } = {}) {
    return this._one((el) => el.innerHTML, undefined, { timeout });
  }

  async allTextContents() {
    return this._evalAll((els) => els.map((el) => el.textContent ?? ''));
  }

  async allInnerTexts() {
    return this._evalAll((els) => els.map((el) => el.innerText));
  }

  async isVisible() {
    return this._evalAll((els, _, q) => els.length > 0 && q.isVisible(els[0]));
  }

  async isHidden() {
    return !(await this.isVisible());
  }

  async isEnabled({ timeout } = {}) {
    return this._one((el, _, q) => !q.isDisabled(el), undefined, { timeout });
  }

  async isDisabled({ timeout } = {}) {
    return this._one((el, _, q) => q.isDisabled(el), undefined, { timeout });
  }

  async boundingBox({ timeout } = {}) {
    debug('boundingBox', String(this));
    return this._one(
      (el) => {
        const r = el.getBoundingClientRect();
        return r.width === 0 && r.height === 0 && !el.getClientRects().length ? null : { x: r.x, y: r.y, width: r.width, height: r.height };
      },
      undefined,
      { timeout },
    );
  }

  async scrollIntoViewIfNeeded({ timeout } = {}) {
    await this._one((el) => {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      return true;
    }, undefined, { timeout });
  }

  async dispatchEvent(type, init = {}, { timeout } = {}) {
    await this._one(
      (el, { type, init }) => {
        el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, composed: true, ...init }));
        return true;
      },
      { type, init },
      { timeout },
    );
  }

  /** `fn(element, arg)` in the page; `fn` must not close over test variables (as in Playwright). */
  async evaluate(fn, arg, { timeout } = {}) {
    debug('evaluate', String(this));
    return this._one(`(el, arg) => (${fn})(el, arg)`, arg, { timeout });
  }

  async evaluateAll(fn, arg) {
    return this._evalAll(`(els, arg) => (${fn})(els, arg)`, arg);
  }

  async screenshot({ timeout } = {}) {
    await this._actionable({ enabled: false, timeout });
    await this.scrollIntoViewIfNeeded({ timeout });
    return this._page._backend.screenshot(this._steps);
  }
}

/** Playwright's ConsoleMessage, as far as the tests read it. */
class ConsoleMessage {
  constructor({ type, text, url }) {
    this._type = type;
    this._text = text;
    this._url = url ?? '';
  }
  type() {
    return this._type;
  }
  text() {
    return this._text;
  }
  location() {
    return { url: this._url };
  }
}

class NetworkEntry {
  constructor({ method, url, status, headers, body }, page) {
    this._body = body ?? null;
    this._method = method;
    this._url = url;
    this._status = status;
    this._headers = headers ?? {};
    this._page = page;
  }
  headers() {
    return this._headers;
  }
  postData() {
    return this._body ? this._body.toString('utf8') : null;
  }
  postDataJSON() {
    return this._body ? JSON.parse(this._body.toString('utf8')) : null;
  }
  url() {
    return this._url;
  }
  method() {
    return this._method;
  }
  status() {
    return this._status;
  }
  ok() {
    return this._status >= 200 && this._status < 300;
  }
  frame() {
    return this._page.mainFrame();
  }
}

class Keyboard {
  constructor(page) {
    this._page = page;
  }
  async down(key) {
    await this._page._backend.keys([{ type: 'down', key }]);
  }
  async up(key) {
    await this._page._backend.keys([{ type: 'up', key }]);
  }
  async press(key, { delay = 0 } = {}) {
    const parts = chordOf(key);
    const steps = [...parts.map((k) => ({ type: 'down', key: k })), ...(delay ? [{ type: 'pause', ms: delay }] : []), ...[...parts].reverse().map((k) => ({ type: 'up', key: k }))];
    await this._page._backend.keys(steps);
  }
  async type(text, { delay = 0 } = {}) {
    const steps = [];
    for (const char of text) {
      steps.push({ type: 'down', key: char }, { type: 'up', key: char });
      if (delay) steps.push({ type: 'pause', ms: delay });
    }
    await this._page._backend.keys(steps);
  }
  async insertText(text) {
    await this._page._backend.insertText(text);
  }
}

class Mouse {
  constructor(page) {
    this._page = page;
    this._x = 0;
    this._y = 0;
  }
  async move(x, y) {
    this._x = x;
    this._y = y;
    await this._page._backend.pointer([{ type: 'move', x, y }]);
  }
  async down({ button = 'left' } = {}) {
    await this._page._backend.pointer([{ type: 'down', button }]);
  }
  async up({ button = 'left' } = {}) {
    await this._page._backend.pointer([{ type: 'up', button }]);
  }
  async click(x, y, { button = 'left', clickCount = 1, delay = 0 } = {}) {
    this._x = x;
    this._y = y;
    const steps = [{ type: 'move', x, y }];
    for (let i = 0; i < clickCount; i++) {
      steps.push({ type: 'down', button });
      if (delay) steps.push({ type: 'pause', ms: delay });
      steps.push({ type: 'up', button });
    }
    await this._page._backend.pointer(steps);
  }
  async wheel(deltaX, deltaY) {
    await this._page._backend.wheel(this._x, this._y, deltaX, deltaY);
  }
}

export class Page extends EventEmitter {
  constructor(context, backend) {
    super();
    this._context = context;
    this._backend = backend;
    this._timeout = context._timeout;
    this.keyboard = new Keyboard(this);
    this.mouse = new Mouse(this);
    this._closed = false;
    this._routes = [];
    backend.onConsole?.((entry) => this.emit('console', new ConsoleMessage(entry)));
    backend.onPageError?.((message) => {
      const error = new Error(message);
      this.emit('pageerror', error);
    });
  }

  context() {
    return this._context;
  }

  mainFrame() {
    return { url: () => this._lastUrl ?? '', page: () => this };
  }

  setDefaultTimeout(ms) {
    this._timeout = ms;
  }

  locator(selector, options) {
    return new Locator(this, []).locator(selector, options);
  }

  getByRole(role, options) {
    return new Locator(this, []).getByRole(role, options);
  }

  getByText(text, options) {
    return new Locator(this, []).getByText(text, options);
  }

  getByLabel(text, options) {
    return new Locator(this, []).getByLabel(text, options);
  }

  /**
   * Evaluates `source` (a function's text) with `args` once query.mjs is in the document (sent only when missing).
   * Everything runs as the driver's own script, never through the page's `eval` (the pages' CSP forbids it).
   */
  async _query(source, args) {
    for (;;) {
      const result = await this._backend.evaluate(`(...args) => window.__sgE2E ? (${source})(...args) : { __sgMissing: true }`, args);
      if (!(result && typeof result === 'object' && result.__sgMissing === true)) return result;
      const install = await querySourceOnce();
      await this._backend.evaluate(`() => { ${install}; return true; }`, []);
    }
  }

  /** A function runs with `arg`; a string runs as a script (Playwright's `page.evaluate(source)`). */
  async evaluate(fn, arg) {
    debug('page.evaluate', String(fn).slice(0, 80));
    const source = typeof fn === 'function' ? String(fn) : `() => { ${fn}\n}`;
    return this._backend.evaluate(source, [arg]);
  }

  async waitForFunction(fn, arg, { timeout = this._timeout, polling = 'raf' } = {}) {
    const deadline = Date.now() + timeout;
    const interval = typeof polling === 'number' ? polling : POLL_MS;
    // Truthiness is judged in the page (a function may answer an element or a constructor, which do not cross to the
    // test); the value comes back when it is JSON.
    const source = `(arg) => {
      const done = (value) => {
        if (!value) return { ok: false };
        try {
          return { ok: true, value: JSON.parse(JSON.stringify(value) ?? 'null') };
        } catch {
          return { ok: true, value: null };
        }
      };
      const value = (${typeof fn === 'function' ? String(fn) : `() => (${fn})`})(arg);
      return value && typeof value.then === 'function' ? value.then(done) : done(value);
    }`;
    for (;;) {
      let value;
      try {
        const result = await this._backend.evaluate(source, [arg]);
        if (result.ok) value = { truthy: true, value: result.value };
      } catch (error) {
        // A navigation between two polls destroys the context: try again in the new document.
        if (!/navigat|context|destroyed|detached|no such (window|frame)|document/i.test(String(error?.message))) throw error;
      }
      if (value) return { jsonValue: async () => value.value, dispose: async () => {} };
      if (Date.now() > deadline) throw new TimeoutError(`page.waitForFunction: Timeout ${timeout}ms exceeded.`);
      await sleep(interval);
    }
  }

  async waitForSelector(selector, { state = 'visible', timeout } = {}) {
    await this.locator(selector).waitFor({ state, timeout });
  }

  async waitForTimeout(ms) {
    await sleep(ms);
  }

  url() {
    return this._lastUrl ?? 'about:blank';
  }

  async _refreshUrl() {
    this._lastUrl = await this._backend.url();
    return this._lastUrl;
  }

  async goto(url, { waitUntil = 'load', timeout = 30_000 } = {}) {
    debug('goto', url, waitUntil);
    await this._context._beforeNavigation(this);
    const before = this._context._lastResponse(url);
    await this._backend.navigate(url, { waitUntil, timeout });
    await this._refreshUrl();
    // The server's record of the answer may come a moment after the browser has the page.
    let response = this._context._lastResponse(url, before);
    for (let waited = 0; !response && waited < 2000; waited += POLL_MS) {
      await sleep(POLL_MS);
      response = this._context._lastResponse(url, before);
    }
    return response ? new NetworkEntry(response, this) : null;
  }

  async reload({ waitUntil = 'load' } = {}) {
    return this.goto(await this._refreshUrl(), { waitUntil });
  }

  async waitForURL(expected, { timeout = this._timeout } = {}) {
    const test = typeof expected === 'string' ? (url) => url === expected : expected instanceof RegExp ? (url) => expected.test(url) : (url) => expected(new URL(url));
    const deadline = Date.now() + timeout;
    for (;;) {
      let url = '';
      try {
        url = await this._refreshUrl();
      } catch {
        /* navigating */
      }
      if (url && test(url)) {
        await this._backend.waitForLoad?.({ timeout: Math.max(1000, deadline - Date.now()) });
        return;
      }
      if (Date.now() > deadline) throw new TimeoutError(`page.waitForURL: Timeout ${timeout}ms exceeded (at ${url}).`);
      await sleep(POLL_MS);
    }
  }

  async waitForEvent(name, options = {}) {
    const { timeout = this._timeout, predicate = () => true } = typeof options === 'function' ? { predicate: options } : options;
    if (name === 'framenavigated') {
      const start = await this._refreshUrl().catch(() => '');
      const deadline = Date.now() + timeout;
      for (;;) {
        const url = await this._refreshUrl().catch(() => start);
        if (url !== start) return this.mainFrame();
        if (Date.now() > deadline) throw new TimeoutError(`page.waitForEvent('framenavigated'): Timeout ${timeout}ms exceeded.`);
        await sleep(POLL_MS);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.off(name, listener);
        reject(new TimeoutError(`page.waitForEvent('${name}'): Timeout ${timeout}ms exceeded.`));
      }, timeout);
      const listener = async (value) => {
        if (!(await predicate(value))) return;
        clearTimeout(timer);
        this.off(name, listener);
        resolve(value);
      };
      this.on(name, listener);
    });
  }

  waitForResponse(predicate, { timeout = this._timeout } = {}) {
    const test = typeof predicate === 'function' ? predicate : (response) => urlMatcher(predicate)(response.url());
    return this.waitForEvent('response', { timeout, predicate: test });
  }

  waitForRequest(predicate, { timeout = this._timeout } = {}) {
    const test = typeof predicate === 'function' ? predicate : (request) => urlMatcher(predicate)(request.url());
    return this.waitForEvent('request', { timeout, predicate: test });
  }

  async route(pattern, handler) {
    this._context._addRoute(pattern, handler);
  }

  async addInitScript(fn, arg) {
    await this._context.addInitScript(fn, arg);
  }

  async setViewportSize({ width, height }) {
    await this._backend.setViewport(width, height);
    this._viewport = { width, height };
  }

  viewportSize() {
    return this._viewport ?? this._context._options.viewport;
  }

  async emulateMedia() {
    throw new Error(`${this._context._browser._name} cannot emulate media features (no such command in its WebDriver)`);
  }

  async bringToFront() {
    await this._backend.bringToFront();
  }

  async screenshot() {
    return this._backend.screenshot(null);
  }

  async title() {
    return this.evaluate(() => document.title);
  }

  async content() {
    return this.evaluate(() => document.documentElement.outerHTML);
  }

  isClosed() {
    return this._closed;
  }

  async close() {
    if (this._closed) return;
    this._closed = true;
    await this._backend.close();
    this._context._pages.delete(this);
    this.emit('close');
  }
}

/** Playwright's APIResponse, as far as the tests read it. */
class APIResponse {
  constructor(url, response, body) {
    this._url = url;
    this._response = response;
    this._body = body;
  }
  url() {
    return this._url;
  }
  status() {
    return this._response.status;
  }
  ok() {
    return this._response.ok;
  }
  headers() {
    const out = {};
    for (const [name, value] of this._response.headers) if (name !== 'set-cookie') out[name] = value;
    const cookies = this._response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies.join('\n');
    return out;
  }
  async body() {
    return this._body;
  }
  async text() {
    return this._body.toString('utf8');
  }
  async json() {
    return JSON.parse(this._body.toString('utf8'));
  }
}

/** One `Set-Cookie` line as Playwright's cookie object. */
function parseSetCookie(line, url) {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), domain: new URL(url).hostname, path: '/' };
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=');
    const value = rest.join('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value || '/';
    else if (name === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
    else if (name === 'expires' && cookie.expires === undefined) cookie.expires = Math.floor(Date.parse(value) / 1000);
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite') cookie.sameSite = value[0].toUpperCase() + value.slice(1).toLowerCase();
  }
  return cookie;
}

/**
 * Playwright's `context.request`: HTTP from the test process with the context's cookies, its answers' cookies kept
 * in the context (so the browser's pages and these requests share one reference API world).
 */
class APIRequestContext {
  constructor(context) {
    this._context = context;
  }

  async fetch(url, { method = 'GET', data, headers = {} } = {}) {
    const target = new URL(url, this._context._browser._serverUrl).href;
    await this._context._beforeNavigation();
    const cookies = (await this._context._backend.cookies()).filter((c) => new URL(target).pathname.startsWith(c.path ?? '/'));
    const sent = { ...headers };
    if (cookies.length) sent.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    let body;
    if (data !== undefined) {
      body = typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data);
      if (typeof data !== 'string' && !Buffer.isBuffer(data)) sent['content-type'] ??= 'application/json';
    }
    const response = await fetch(target, { method, headers: sent, body, redirect: 'manual' });
    const received = response.headers.getSetCookie().map((line) => parseSetCookie(line, target));
    if (received.length) await this._context.addCookies(received);
    return new APIResponse(target, response, Buffer.from(await response.arrayBuffer()));
  }

  get(url, options) {
    return this.fetch(url, { ...options, method: 'GET' });
  }
  post(url, options) {
    return this.fetch(url, { ...options, method: 'POST' });
  }
  put(url, options) {
    return this.fetch(url, { ...options, method: 'PUT' });
  }
  patch(url, options) {
    return this.fetch(url, { ...options, method: 'PATCH' });
  }
  delete(url, options) {
    return this.fetch(url, { ...options, method: 'DELETE' });
  }
  head(url, options) {
    return this.fetch(url, { ...options, method: 'HEAD' });
  }
}

let contextSeq = 0;

export class BrowserContext extends EventEmitter {
  constructor(browser, backend, options) {
    super();
    this._browser = browser;
    this._backend = backend;
    this._options = options;
    this._timeout = DEFAULT_TIMEOUT;
    this._pages = new Set();
    this._id = `${process.pid}-${++contextSeq}`;
    this._harness = browser._harness.context(this._id);
    this._harness.probe = backend.needsProbe === true;
    this._responses = [];
    this._cookieSet = false;
    this.request = new APIRequestContext(this);
    this._harness.on('request', (request) => {
      for (const page of this._pages) page.emit('request', new NetworkEntry(request, page));
    });
    this._harness.on('response', (response) => {
      this._responses.push(response);
      for (const page of this._pages) page.emit('response', new NetworkEntry(response, page));
    });
    this._harness.on('record', (entry) => backend.record?.(entry));
  }

  setDefaultTimeout(ms) {
    this._timeout = ms;
    for (const page of this._pages) page.setDefaultTimeout(ms);
  }

  async newPage() {
    debug('newPage');
    const page = new Page(this, await this._backend.newPage());
    debug('newPage: done');
    page.setDefaultTimeout(this._timeout);
    this._pages.add(page);
    return page;
  }

  pages() {
    return [...this._pages];
  }

  /** The context's cookie for the test server, set before a page's first navigation to it. */
  async _beforeNavigation() {
    if (this._cookieSet) return;
    debug('context cookie');
    this._cookieSet = true;
    await this._backend.addCookies([{ name: CONTEXT_COOKIE, value: this._id, url: this._browser._serverUrl }], { serverUrl: this._browser._serverUrl });
  }

  /** The newest answer to a GET of `url` (after `after`, the one known before a navigation). */
  _lastResponse(url, after) {
    const target = new URL(url, this._browser._serverUrl).href;
    for (let i = this._responses.length - 1; i >= 0; i--) {
      const response = this._responses[i];
      if (response === after) return null;
      if (response.method === 'GET' && response.url === target) return response;
    }
    return null;
  }

  _addRoute(pattern, handler) {
    this._harness.routes.push({ matches: urlMatcher(pattern), handler });
  }

  async route(pattern, handler) {
    this._addRoute(pattern, handler);
  }

  async addInitScript(fn, arg) {
    const source = typeof fn === 'function' ? `(${fn})(${arg === undefined ? '' : JSON.stringify(arg)});` : String(fn);
    this._harness.initScripts.push(source);
    await this._backend.addInitScript?.(source);
  }

  async cookies(urls) {
    debug('cookies');
    const all = await this._backend.cookies();
    return all.filter((cookie) => cookie.name !== CONTEXT_COOKIE).filter((cookie) => !urls || [urls].flat().some((url) => new URL(url).hostname.endsWith(cookie.domain.replace(/^\./, ''))));
  }

  async addCookies(cookies) {
    await this._backend.addCookies(cookies, { serverUrl: this._browser._serverUrl });
  }

  /**
   * Grants `permissions` to `origin` (the test server's by default) through the backend, and keeps them in the
   * harness, which answers them at `/__e2e/permissions` for the tests' camera and microphone stand-in (neither
   * backend can grant those two). Added to what was granted before, as in Playwright.
   */
  async grantPermissions(permissions, { origin } = {}) {
    const target = new URL(origin ?? this._browser._serverUrl).origin;
    const granted = this._harness.permissions.get(target) ?? new Set();
    for (const name of permissions) granted.add(name);
    this._harness.permissions.set(target, granted);
    await this._backend.grantPermissions(permissions, { origin: target });
  }

  /**
   * The position the context's pages get from `navigator.geolocation`. Neither driver can set the device's position
   * (Playwright does it through Chromium's DevTools protocol), so, like Playwright's emulation, the pages get a
   * stand-in of the Geolocation API's `getCurrentPosition`/`watchPosition` answering this position: from now on in
   * the open pages, and in every page loaded after.
   */
  async setGeolocation(position) {
    const standIn = (where) => {
      const answer = () => ({
        coords: { latitude: where.latitude, longitude: where.longitude, accuracy: where.accuracy ?? 0, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
        timestamp: Date.now(),
      });
      const geolocation = {
        getCurrentPosition: (success) => setTimeout(() => success(answer()), 0),
        watchPosition: (success) => (setTimeout(() => success(answer()), 0), 1),
        clearWatch: () => {},
      };
      Object.defineProperty(Navigator.prototype, 'geolocation', { configurable: true, get: () => geolocation });
    };
    await this.addInitScript(standIn, position);
    for (const page of this._pages) await page.evaluate(standIn, position);
  }

  async close() {
    debug('context.close');
    for (const page of [...this._pages]) await page.close().catch(() => {});
    debug('context.close: pages closed');
    await this._backend.close();
    debug('context.close: done');
    this._browser._harness.drop(this._id);
    this._browser._contexts.delete(this);
    this.emit('close');
  }
}

export class Browser {
  /**
   * `backend`: `{ name, newContext(options), close(), version() }`; `harness`: the server half the test's server
   * was started with; `serverUrl`: that server's origin.
   */
  constructor(backend, { harness, serverUrl }) {
    this._backend = backend;
    this._harness = harness;
    this._serverUrl = serverUrl;
    this._name = backend.name;
    this._contexts = new Set();
  }

  browserType() {
    return { name: () => this._backend.engine };
  }

  version() {
    return this._backend.version();
  }

  async newContext(options = {}) {
    debug('newContext', JSON.stringify(options));
    const normalized = { viewport: { width: 1280, height: 720 }, javaScriptEnabled: true, ...options };
    const context = new BrowserContext(this, await this._backend.newContext(normalized), normalized);
    this._contexts.add(context);
    return context;
  }

  async newPage(options) {
    const context = await this.newContext(options);
    return context.newPage();
  }

  contexts() {
    return [...this._contexts];
  }

  async close() {
    for (const context of [...this._contexts]) await context.close().catch(() => {});
    await this._backend.close();
  }
}

export { TimeoutError, debug };
