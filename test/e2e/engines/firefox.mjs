// The e2e driver's Firefox backend: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, which Firefox
// speaks itself (no geckodriver, nothing downloaded). A browser context is a BiDi user context (its own cookies and
// storage); console messages and errors come from BiDi's log events, init scripts are BiDi preload scripts.
import { puppeteerCore } from '@web/test-runner-chrome';
import { FIREFOX_PREFS } from '../../../scripts/browsers.mjs';

/** Playwright's console type names (puppeteer says `warn`). */
const CONSOLE_TYPES = { warn: 'warning' };

/** Puppeteer's key names: the BiDi keyboard knows a space only as ' '. */
const keyName = (key) => (key === 'Space' ? ' ' : key);

class FirefoxPage {
  constructor(context, page) {
    this._context = context;
    this._page = page;
    this._mark = 0;
  }

  onConsole(listener) {
    this._page.on('console', (message) =>
      listener({ type: CONSOLE_TYPES[message.type()] ?? message.type(), text: message.text(), url: message.location()?.url ?? '' }),
    );
  }

  onPageError(listener) {
    this._page.on('pageerror', (error) => listener(error instanceof Error ? error.message : String(error)));
  }

  /**
   * The result crosses as JSON text, as it does through WebDriver: BiDi's own serialization sends an object met twice
   * in one result once, and puppeteer reads the second place as undefined.
   */
  async evaluate(source, args) {
    const packed = await this._page.evaluate(`(() => {
      const pack = (value) => JSON.stringify({ value });
      const value = (${source})(...${JSON.stringify(args)});
      return value && typeof value.then === 'function' ? value.then(pack) : pack(value);
    })()`);
    return JSON.parse(packed).value;
  }

  async _state() {
    try {
      return await this._page.evaluate('[window.__sgNavMark || null, document.readyState, location.href]');
    } catch {
      return null;
    }
  }

  /**
   * `commit` (the page's scripts may still be held) is not one of BiDi's waits: navigate without waiting and watch for
   * the new document.
   */
  async navigate(url, { waitUntil = 'load', timeout = 30_000 } = {}) {
    if (waitUntil !== 'commit') {
      await this._page.goto(url, { waitUntil: waitUntil === 'domcontentloaded' ? 'domcontentloaded' : 'load', timeout });
      return;
    }
    const mark = `m${++this._mark}`;
    await this._page.evaluate(`window.__sgNavMark = ${JSON.stringify(mark)}`).catch(() => {});
    this._page.goto(url, { waitUntil: 'load', timeout: 0 }).catch(() => {});
    const deadline = Date.now() + timeout;
    for (;;) {
      const state = await this._state();
      if (state && state[0] !== mark && state[2] !== 'about:blank') return;
      if (Date.now() > deadline) throw new Error(`Firefox: no new document within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async waitForLoad({ timeout = 30_000 } = {}) {
    const deadline = Date.now() + timeout;
    while ((await this._state())?.[1] !== 'complete') {
      if (Date.now() > deadline) throw new Error(`Firefox: the page did not load within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The document's own address: puppeteer's page.url() lags behind a navigation that has not finished loading. */
  async url() {
    return (await this._state())?.[2] ?? this._page.url();
  }

  async pointer(steps) {
    for (const step of steps) {
      if (step.type === 'move') await this._page.mouse.move(step.x, step.y);
      else if (step.type === 'down') await this._page.mouse.down({ button: step.button ?? 'left' });
      else if (step.type === 'up') await this._page.mouse.up({ button: step.button ?? 'left' });
      else if (step.type === 'pause') await new Promise((resolve) => setTimeout(resolve, step.ms));
    }
  }

  async keys(steps) {
    for (const step of steps) {
      if (step.type === 'down') await this._page.keyboard.down(keyName(step.key));
      else if (step.type === 'up') await this._page.keyboard.up(keyName(step.key));
      else if (step.type === 'pause') await new Promise((resolve) => setTimeout(resolve, step.ms));
    }
  }

  async insertText(text) {
    await this._page.keyboard.type(text);
  }

  async wheel(x, y, deltaX, deltaY) {
    await this._page.mouse.move(x, y);
    await this._page.mouse.wheel({ deltaX, deltaY });
  }

  async setViewport(width, height) {
    await this._page.setViewport({ width, height });
  }

  async screenshot(steps) {
    if (!steps) return Buffer.from(await this._page.screenshot());
    const handle = await this._page.evaluateHandle(`window.__sgE2E.resolve(${JSON.stringify(steps)})[0]`);
    const element = handle.asElement();
    if (!element) throw new Error('screenshot: no element');
    return Buffer.from(await element.screenshot());
  }

  async bringToFront() {
    await this._page.bringToFront();
  }

  async close() {
    await this._page.close();
  }
}

class FirefoxContext {
  needsProbe = false;

  constructor(context, options) {
    this._context = context;
    this._options = options;
    this._initScripts = [];
    this._pages = new Set();
  }

  async newPage() {
    const page = await this._context.newPage();
    if (this._options.viewport) await page.setViewport(this._options.viewport);
    for (const source of this._initScripts) await page.evaluateOnNewDocument(source);
    const wrapped = new FirefoxPage(this, page);
    this._pages.add(wrapped);
    return wrapped;
  }

  async addInitScript(source) {
    this._initScripts.push(source);
    for (const page of this._pages) await page._page.evaluateOnNewDocument(source);
  }

  async cookies() {
    const cookies = await this._context.cookies();
    return cookies.map((c) => ({
      name: c.name,
      value: c.value,
      domain: c.domain,
      path: c.path,
      expires: c.session || c.expires === undefined ? -1 : c.expires,
      httpOnly: Boolean(c.httpOnly),
      secure: Boolean(c.secure),
      sameSite: c.sameSite ?? 'Lax',
    }));
  }

  async addCookies(cookies, { serverUrl }) {
    const host = new URL(serverUrl).hostname;
    await this._context.setCookie(
      ...cookies.map((c) => ({
        name: c.name,
        value: c.value,
        domain: c.domain ?? (c.url ? new URL(c.url).hostname : host),
        path: c.path ?? '/',
        ...(c.expires && c.expires > 0 ? { expires: c.expires } : {}),
        ...(c.httpOnly ? { httpOnly: true } : {}),
        ...(c.secure ? { secure: true } : {}),
        ...(c.sameSite ? { sameSite: c.sameSite } : {}),
      })),
    );
  }

  /**
   * Firefox ESR's BiDi refuses `camera` and `microphone` ("unsupported operation"), and FIREFOX_PREFS answer
   * getUserMedia without asking anyway: those two are left to the harness (facade.mjs), the rest set in Firefox.
   */
  async grantPermissions(permissions, { origin }) {
    const own = permissions.filter((name) => name !== 'camera' && name !== 'microphone');
    if (own.length) await this._context.overridePermissions(origin, own);
  }

  async close() {
    await this._context.close();
  }
}

const launch = (executablePath, prefs = {}) =>
  puppeteerCore.launch({ browser: 'firefox', executablePath, headless: true, extraPrefsFirefox: { ...FIREFOX_PREFS, ...prefs } });

/**
 * The preferences of a context's Firefox: Firefox ESR's BiDi cannot switch scripts off or emulate media features per
 * page (`emulation.setScriptingEnabled` and `emulation.setMediaFeaturesOverride` are unknown to it), but its own
 * preferences do it for the whole browser: scripts off (the driver's own scripts still run), forced colours (the
 * "override the page's colours: always" setting, which Firefox reports as `forced-colors: active`), reduced motion.
 */
function prefsFor({ javaScriptEnabled = true, forcedColors, reducedMotion }) {
  const prefs = {};
  if (javaScriptEnabled === false) prefs['javascript.enabled'] = false;
  if (forcedColors === 'active') prefs['browser.display.document_color_use'] = 2;
  if (reducedMotion === 'reduce') prefs['ui.prefersReducedMotion'] = 1;
  return prefs;
}

/**
 * The backend for facade.mjs's Browser: a BiDi user context per browser context, in one Firefox per set of
 * preferences (`prefsFor`), each started on first use.
 */
export async function firefoxBackend(executablePath) {
  const browsers = new Map();
  const browserFor = (prefs) => {
    const key = JSON.stringify(prefs);
    if (!browsers.has(key)) browsers.set(key, launch(executablePath, prefs));
    return browsers.get(key);
  };
  const version = await (await browserFor({})).version();
  return {
    name: 'Firefox',
    engine: 'firefox',
    version: () => version,
    async newContext(options) {
      const browser = await browserFor(prefsFor(options));
      return new FirefoxContext(await browser.createBrowserContext(), options);
    },
    async close() {
      for (const browser of browsers.values()) await (await browser).close();
    },
  };
}
