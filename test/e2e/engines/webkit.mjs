// The e2e driver's WebKit backend: WebKitGTK's MiniBrowser through WebKitWebDriver, in classic W3C WebDriver over
// plain HTTP (fetch). One WebKitWebDriver process, and so one browser with its own cookies and storage, per browser
// context; a context's pages are the session's windows. The page load strategy is `none`: navigation waits are done
// here, so a test can act on a page whose script is still held (waitUntil: 'commit').
import pngjs from 'pngjs';
import { startWebKitDriver, webdriverKey, webkitCapabilities } from '../../../scripts/browsers.mjs';
import { debug } from './facade.mjs';

const { PNG } = pngjs;
const BUTTONS = { left: 0, middle: 1, right: 2 };

class WebDriverError extends Error {}

/** A classic WebDriver session: `call(method, path, body)` on `/session/{id}`. */
async function createSession(driverPort, capabilities) {
  const base = `http://127.0.0.1:${driverPort}`;
  const request = async (method, path, body, timeout = 150_000) => {
    const response = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Longer than any script the tests run (script timeout 120 s), so a hung browser fails the test, not the run.
      signal: AbortSignal.timeout(timeout),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) {
      const { error, message } = json.value ?? {};
      throw new WebDriverError(`WebDriver ${method} ${path}: ${error ?? response.status}: ${message ?? ''}`);
    }
    return json.value;
  };
  const created = await request('POST', '/session', { capabilities: { alwaysMatch: capabilities } });
  const prefix = `/session/${created.sessionId}`;
  return {
    call: (method, path = '', body) => request(method, prefix + path, method === 'POST' && body === undefined ? {} : body),
    delete: () => request('DELETE', prefix, undefined, 10_000),
  };
}

/**
 * `(source)(...args)` in the page, awaiting a promise; `undefined` survives the trip (WebDriver would say null). The
 * answer also carries the probe's records (harness.mjs) this document made since the last evaluation: they reach the
 * server by `sendBeacon`, which a loaded WebKit may deliver late (a CI run waited 3 s for a warning the page had
 * logged); with them here, a console message logged before an evaluation is known when the evaluation returns.
 */
function evaluateScript(source) {
  return `const done = arguments[arguments.length - 1];
const args = arguments[0];
const records = () => {
  const all = window.__sgE2ERecords;
  if (!all) return [];
  const fresh = all.slice(window.__sgE2EPulled || 0);
  window.__sgE2EPulled = all.length;
  return fresh;
};
Promise.resolve().then(() => (${source})(...args)).then(
  (value) => done({ ok: true, value: value === undefined ? null : value, undef: value === undefined, records: records() }),
  (error) => done({ ok: false, error: error && error.stack ? String(error.message) + '\\n' + String(error.stack) : String(error), records: records() }),
);`;
}

class WebKitPage {
  constructor(context, handle) {
    this._context = context;
    this._session = context._session;
    this._handle = handle;
    this._console = [];
    this._errors = [];
    this._recorded = new Set();
    this._navigated = false;
    this.id = `p${++context._pageSeq}`;
  }

  /** Every command first selects this page's window (a context's pages share one session). */
  async _call(method, path, body) {
    if (this._context._current !== this._handle) {
      await this._session.call('POST', '/window', { handle: this._handle });
      this._context._current = this._handle;
    }
    return this._session.call(method, path, body);
  }

  onConsole(listener) {
    this._console.push(listener);
  }

  onPageError(listener) {
    this._errors.push(listener);
  }

  /** One record of the probe, from its beacon or from an evaluation's answer, whichever comes first. */
  record(entry) {
    if (this._recorded.has(entry.id)) return;
    this._recorded.add(entry.id);
    if (entry.kind === 'console') for (const listener of this._console) listener(entry);
    else for (const listener of this._errors) listener(entry.message);
  }

  async evaluate(source, args) {
    const result = await this._call('POST', '/execute/async', { script: evaluateScript(source), args: [args] });
    for (const entry of result?.records ?? []) this.record(entry);
    if (!result || !result.ok) throw new Error(`page evaluation failed: ${result?.error ?? 'no result'}`);
    return result.undef ? undefined : result.value;
  }

  /** The document's mark and ready state, or null while there is no document to ask. */
  async _state() {
    try {
      return await this._call('POST', '/execute/sync', { script: 'return [window.__sgNavMark || null, document.readyState, location.href]', args: [] });
    } catch {
      return null;
    }
  }

  async navigate(url, { waitUntil = 'load', timeout = 30_000 } = {}) {
    if (!this._navigated) {
      this._navigated = true;
      // Name the window, so the server's records of its pages (console, errors) come back to this page.
      await this._call('POST', '/url', { url: new URL('/__e2e/blank', url).href });
      await this._waitFor(() => this._call('POST', '/execute/sync', { script: `window.name = ${JSON.stringify(this.id)}; return document.readyState === 'complete'`, args: [] }), 10_000);
    }
    const mark = `m${Math.random().toString(36).slice(2)}`;
    await this._call('POST', '/execute/sync', { script: `window.__sgNavMark = ${JSON.stringify(mark)}`, args: [] }).catch(() => {});
    await this._call('POST', '/url', { url });
    await this._waitForDocument(mark, waitUntil, timeout);
  }

  async _waitFor(check, timeout) {
    const deadline = Date.now() + timeout;
    for (;;) {
      if (await check().catch(() => false)) return;
      if (Date.now() > deadline) throw new Error(`WebKit: timed out after ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Until a new document (not the one carrying `mark`) has reached `waitUntil`. */
  async _waitForDocument(mark, waitUntil, timeout) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const state = await this._state();
      if (state && state[0] !== mark) {
        const [, ready] = state;
        if (waitUntil === 'commit') return;
        if (waitUntil === 'domcontentloaded' && ready !== 'loading') return;
        if (ready === 'complete') return;
      }
      if (Date.now() > deadline) throw new Error(`WebKit: navigation not done (${waitUntil}) within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async waitForLoad({ timeout = 30_000 } = {}) {
    await this._waitFor(async () => (await this._state())?.[1] === 'complete', timeout);
  }

  async url() {
    return this._call('GET', '/url');
  }

  async pointer(steps) {
    const actions = steps.map((step) => {
      if (step.type === 'move') return { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(step.x), y: Math.round(step.y) };
      if (step.type === 'pause') return { type: 'pause', duration: step.ms };
      return { type: step.type === 'down' ? 'pointerDown' : 'pointerUp', button: BUTTONS[step.button ?? 'left'] };
    });
    await this._call('POST', '/actions', { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] });
  }

  async keys(steps) {
    const actions = steps.map((step) => (step.type === 'pause' ? { type: 'pause', duration: step.ms } : { type: step.type === 'down' ? 'keyDown' : 'keyUp', value: webdriverKey(step.key) }));
    await this._call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  async insertText(text) {
    await this.keys([...text].flatMap((key) => [{ type: 'down', key }, { type: 'up', key }]));
  }

  async wheel(x, y, deltaX, deltaY) {
    const action = { type: 'scroll', origin: 'viewport', x: Math.round(x), y: Math.round(y), deltaX: Math.round(deltaX), deltaY: Math.round(deltaY), duration: 0 };
    await this._call('POST', '/actions', { actions: [{ type: 'wheel', id: 'wheel', actions: [action] }] });
  }

  /**
   * The window's size that gives this viewport: its chrome (MiniBrowser's toolbar, shrunk by scripts/browsers.mjs's
   * GTK style) added. The X server applies a resize a moment later: asked again until the page sees the size.
   */
  async setViewport(width, height) {
    const inner = () => this._call('POST', '/execute/sync', { script: 'return [window.innerWidth, window.innerHeight]', args: [] });
    const deadline = Date.now() + 5000;
    for (;;) {
      const [innerWidth, innerHeight] = await inner();
      if (innerWidth === width && innerHeight === height) return;
      if (Date.now() > deadline) throw new Error(`WebKit could not make the viewport ${width}x${height} (it is ${innerWidth}x${innerHeight})`);
      const rect = await this._call('GET', '/window/rect');
      await this._call('POST', '/window/rect', { width: width + (rect.width - innerWidth), height: height + (rect.height - innerHeight) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A screenshot of the viewport, or of one element cut out of it: WebKitWebDriver's own element screenshot comes back
   * black for SVG (WebKitGTK 2.50). The element's box is read after two frames (so a scroll into view has been
   * painted; on a page with JavaScript) and again after the shot; when the two differ, the page moved under the shot and it is taken again (a
   * clean-clone CI run once cut a QR code out of a shot taken before its scroll had been painted).
   */
  async screenshot(steps) {
    if (!steps) return Buffer.from(await this._call('GET', '/screenshot'), 'base64');
    const boxOf = (afterFrames) =>
      this.evaluate(
        String(async (steps, afterFrames) => {
          if (afterFrames) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const el = window.__sgE2E.resolve(steps)[0];
          if (!el) return null;
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, scale: window.devicePixelRatio };
        }),
        [steps, afterFrames],
      );
    // A page without JavaScript never runs requestAnimationFrame: its box is read at once.
    const frames = this._context._options.javaScriptEnabled !== false;
    for (let attempt = 1; ; attempt += 1) {
      const box = await boxOf(frames);
      if (!box) throw new Error('screenshot: no element');
      const shot = Buffer.from(await this._call('GET', '/screenshot'), 'base64');
      const after = await boxOf(false);
      if (JSON.stringify(after) === JSON.stringify(box)) return cut(shot, box);
      if (attempt === 3) throw new Error(`screenshot: the element kept moving (${JSON.stringify(box)}, then ${JSON.stringify(after)})`);
    }
  }

  async bringToFront() {
    await this._call('POST', '/window', { handle: this._handle });
  }

  async close() {
    const handles = await this._session.call('GET', '/window/handles');
    if (handles.length > 1) {
      await this._call('DELETE', '/window');
      this._context._current = null;
    }
    this._context._pages.delete(this);
  }
}

/** The part of a PNG `shot` under `box` (CSS pixels, with the page's scale), as a PNG. */
function cut(shot, box) {
  const page = PNG.sync.read(shot);
  const x = Math.max(0, Math.round(box.x * box.scale));
  const y = Math.max(0, Math.round(box.y * box.scale));
  const width = Math.min(page.width - x, Math.round(box.width * box.scale));
  const height = Math.min(page.height - y, Math.round(box.height * box.scale));
  const out = new PNG({ width, height });
  PNG.bitblt(page, out, x, y, width, height, 0, 0);
  return PNG.sync.write(out);
}

class WebKitContext {
  needsProbe = true;

  constructor(driver, session, options) {
    this._driver = driver;
    this._session = session;
    this._options = options;
    this._pages = new Set();
    this._pageSeq = 0;
    this._current = null;
    this._firstWindowUsed = false;
  }

  async newPage() {
    let handle;
    if (!this._firstWindowUsed) {
      this._firstWindowUsed = true;
      handle = await this._session.call('GET', '/window');
    } else {
      ({ handle } = await this._session.call('POST', '/window/new', { type: 'tab' }));
    }
    const page = new WebKitPage(this, handle);
    this._pages.add(page);
    if (this._options.viewport) await page.setViewport(this._options.viewport.width, this._options.viewport.height);
    return page;
  }

  /** The probe's records (harness.mjs) go to the page whose window they came from. */
  record(entry) {
    for (const page of this._pages) if (entry.page === page.id) page.record(entry);
  }

  async cookies() {
    const cookies = await this._session.call('GET', '/cookie');
    return cookies.map((c) => ({
      name: c.name,
      value: c.value,
      domain: c.domain,
      path: c.path ?? '/',
      expires: c.expiry ?? -1,
      httpOnly: Boolean(c.httpOnly),
      secure: Boolean(c.secure),
      sameSite: c.sameSite ?? 'Lax',
    }));
  }

  /** WebDriver sets cookies for the current document's site only: on a blank page of the server first. */
  async addCookies(cookies, { serverUrl }) {
    const page = [...this._pages][0];
    const url = page ? await page.url().catch(() => '') : '';
    if (!url.startsWith(serverUrl)) {
      const target = page ?? (await this.newPage());
      await target._call('POST', '/url', { url: `${serverUrl}/__e2e/blank` });
      await target._waitFor(async () => (await target._state())?.[1] === 'complete', 10_000);
    }
    for (const cookie of cookies) {
      const body = { name: cookie.name, value: cookie.value, path: cookie.path ?? '/' };
      if (cookie.expires && cookie.expires > 0) body.expiry = Math.round(cookie.expires);
      if (cookie.httpOnly) body.httpOnly = true;
      if (cookie.secure) body.secure = true;
      if (cookie.sameSite) body.sameSite = cookie.sameSite;
      await this._session.call('POST', '/cookie', { cookie: body });
    }
  }

  /**
   * WebKitGTK's WebDriver has no permission command. MiniBrowser in automation mode answers WebRTC capture with
   * its mock devices (MINIBROWSER_ARGS); geolocation has no provider there.
   */
  async grantPermissions() {}

  async close() {
    await this._session.delete().catch(() => {});
    await this._driver.close();
  }
}

/** The backend for facade.mjs's Browser. `paths`: findWebKit()'s `{ driver, browser }`. */
export function webkitBackend(paths) {
  let version = '';
  return {
    name: 'WebKit',
    engine: 'webkit',
    version: () => version,
    async newContext(options) {
      if (options.forcedColors === 'active') throw new Error('WebKit has no forced colours mode (Safari supports no forced-colors media feature)');
      const driver = await startWebKitDriver(paths, { reducedMotion: options.reducedMotion === 'reduce' });
      debug('webkit: driver on port', driver.port);
      const extra = options.javaScriptEnabled === false ? ['--enable-javascript-markup=false'] : [];
      try {
        const capabilities = { ...webkitCapabilities(paths, extra), pageLoadStrategy: 'none', timeouts: { script: 120_000, pageLoad: 120_000, implicit: 0 } };
        const session = await createSession(driver.port, capabilities);
        debug('webkit: session');
        version ||= (await session.call('POST', '/execute/sync', { script: 'return navigator.userAgent', args: [] }).catch(() => '')) ?? '';
        return new WebKitContext(driver, session, options);
      } catch (error) {
        await driver.close();
        throw error;
      }
    },
    async close() {},
  };
}
