// @web/test-runner in three engines: the launchers for Chromium, Firefox and WebKit, and the test commands
// (keys, pointer, viewport, media emulation) that test/helpers/commands.ts sends, done the same way in each engine.
// - Chromium and Firefox: @web/test-runner-chrome's puppeteer launcher; Firefox through puppeteer-core's WebDriver
//   BiDi (Firefox speaks it itself: no geckodriver, no browser download).
// - WebKit: @web/test-runner-webdriver (webdriverio) against WebKitGTK's WebKitWebDriver and MiniBrowser, which this
//   module starts on a virtual display; the stock launcher has no key down/up, viewport or hover, done here over
//   plain WebDriver actions.
// @web/test-runner-commands' own plugins run before any of ours and throw for what an engine lacks (a BiDi key name,
// WebDriver's missing viewport), so the tests use these commands under their own names (`sg-*`).
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { CHROMIUM_ARGS, FIREFOX_PREFS, ensureBrowsers, selectedEngines, startWebKitDriver, webdriverKey, webkitCapabilities } from './browsers.mjs';

/** The engine a test session runs in. */
const engineOf = (session) => session.browser.sgEngine ?? 'chromium';

/** The stock WebDriver launcher, plus starting (and stopping) WebKitWebDriver and its display itself. */
class WebKitLauncher extends WebdriverLauncher {
  sgEngine = 'webkit';

  constructor(paths) {
    // WebKitWebDriver speaks classic WebDriver only: webdriverio must not ask for a BiDi socket.
    super({ capabilities: { ...webkitCapabilities(paths), 'wdio:enforceWebDriverClassic': true }, hostname: '127.0.0.1', port: 0, logLevel: 'error' });
    this.paths = paths;
  }

  async initialize(config, testFiles) {
    this.driverProcess = await startWebKitDriver(this.paths);
    this.options.port = this.driverProcess.port;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  async stop() {
    await super.stop();
    await this.driverProcess?.close();
  }

  /**
   * Sizes the window so that the page's viewport is `width` x `height`: the window's chrome (MiniBrowser's toolbar) is
   * what the window has beyond the viewport. GTK applies a new window size a few frames later, and on a busy machine
   * later still (seen: the viewport still at its old size right after the command), so this waits until the page
   * sees the size, and asks again, measured anew, when it does not come.
   */
  async setViewport(width, height) {
    const driver = this.driver;
    const viewport = () => driver.execute(() => [window.innerWidth, window.innerHeight]);
    let [w, h] = await viewport();
    for (let attempt = 0; attempt < 3 && (w !== width || h !== height); attempt += 1) {
      const outer = await driver.getWindowRect();
      await driver.setWindowRect(null, null, width + (outer.width - w), height + (outer.height - h));
      const deadline = Date.now() + 1000;
      for (;;) {
        [w, h] = await viewport();
        if ((w === width && h === height) || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    if (w !== width || h !== height) {
      throw new Error(`WebKit (MiniBrowser) could not make its viewport ${width}x${height}: it is ${w}x${h}.`);
    }
  }
}

/** `Shift+Tab` -> ['Shift', 'Tab'] (a chord: modifiers held while the last key is pressed). */
const chord = (name) => (name.length > 1 && name.includes('+') ? name.split('+') : [name]);

/** Puppeteer's key names: the BiDi keyboard knows a space only as ' '. */
const puppeteerKey = (name) => (name === 'Space' ? ' ' : name);

async function keys(session, payload) {
  const engine = engineOf(session);
  if (engine === 'webkit') {
    const driver = session.browser.driver;
    let steps;
    if ('type' in payload) steps = [...payload.type].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }]);
    else if ('press' in payload) {
      const parts = chord(payload.press).map(webdriverKey);
      steps = [...parts.map((value) => ({ type: 'keyDown', value })), ...parts.reverse().map((value) => ({ type: 'keyUp', value }))];
    } else if ('down' in payload) steps = [{ type: 'keyDown', value: webdriverKey(payload.down) }];
    else steps = [{ type: 'keyUp', value: webdriverKey(payload.up) }];
    // The session's input state lasts between calls (W3C WebDriver), so a `down` stays down until its `up`.
    await driver.performActions([{ type: 'key', id: 'keyboard', actions: steps }]);
    return true;
  }
  const page = session.browser.getPage(session.id);
  if ('type' in payload) await page.keyboard.type(payload.type);
  else if ('press' in payload) {
    const parts = chord(payload.press).map(puppeteerKey);
    for (const part of parts.slice(0, -1)) await page.keyboard.down(part);
    await page.keyboard.press(parts.at(-1));
    for (const part of parts.slice(0, -1).reverse()) await page.keyboard.up(part);
  } else if ('down' in payload) await page.keyboard.down(puppeteerKey(payload.down));
  else await page.keyboard.up(puppeteerKey(payload.up));
  return true;
}

const BUTTONS = { left: 0, middle: 1, right: 2 };

async function mouse(session, { type, position = [0, 0], button = 'left' }) {
  const [x, y] = position;
  if (engineOf(session) === 'webkit') {
    const driver = session.browser.driver;
    const code = BUTTONS[button];
    const steps = {
      move: [{ type: 'pointerMove', duration: 0, x, y, origin: 'viewport' }],
      click: [
        { type: 'pointerMove', duration: 0, x, y, origin: 'viewport' },
        { type: 'pointerDown', button: code },
        { type: 'pointerUp', button: code },
      ],
      down: [{ type: 'pointerDown', button: code }],
      up: [{ type: 'pointerUp', button: code }],
    }[type];
    if (!steps) throw new Error(`sg-mouse: unknown type ${type}`);
    await driver.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: steps }]);
    return true;
  }
  const page = session.browser.getPage(session.id);
  if (type === 'move') await page.mouse.move(x, y);
  else if (type === 'click') await page.mouse.click(x, y, { button });
  else if (type === 'down') await page.mouse.down({ button });
  else if (type === 'up') await page.mouse.up({ button });
  else throw new Error(`sg-mouse: unknown type ${type}`);
  return true;
}

async function viewport(session, { width, height }) {
  if (engineOf(session) === 'webkit') await session.browser.setViewport(width, height);
  else await session.browser.getPage(session.id).setViewport({ width, height });
  return true;
}

/** The media queries that tell whether the page sees each emulated feature, and what it should answer. */
function expectedMedia(features) {
  const expected = [];
  if (features.reducedMotion) expected.push(['(prefers-reduced-motion: reduce)', features.reducedMotion === 'reduce']);
  if (features.forcedColors) expected.push(['(forced-colors: active)', features.forcedColors === 'active']);
  if (features.colorScheme) expected.push(['(prefers-color-scheme: dark)', features.colorScheme === 'dark']);
  return expected;
}

/**
 * Firefox's preferences behind each media feature (a number, or null for Firefox's own default); Firefox applies a
 * change to open pages at once. `ui.prefersReducedMotion`: 1 reduce, 0 no preference. Forced colours: the colours
 * setting "override the page's colours: always" (`browser.display.document_color_use` 2) with the accessibility theme
 * that a high-contrast system theme turns on (`ui.useAccessibilityTheme` 1). `layout.css.prefers-color-scheme.content-override`:
 * 0 dark, 1 light.
 */
function firefoxMediaPrefs(features) {
  const forced = features.forcedColors === 'active';
  return {
    'ui.prefersReducedMotion': features.reducedMotion ? Number(features.reducedMotion === 'reduce') : null,
    'browser.display.document_color_use': forced ? 2 : null,
    'ui.useAccessibilityTheme': forced ? 1 : null,
    'layout.css.prefers-color-scheme.content-override': features.colorScheme ? Number(features.colorScheme === 'light') : null,
  };
}

/** Sets (or clears) Firefox preferences from the browser's own scope: the one BiDi script realm that may use `Services`. */
async function setFirefoxPrefs(page, prefs) {
  // puppeteer-core's own WebDriver BiDi connection (its BiDi browser's `connection`, not in its public typings).
  const connection = page.browser().connection;
  // With --remote-allow-system-access (Firefox 138+), getTree can list the browser window itself ("chrome" scope).
  const { result: tree } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const window = tree.contexts.find((context) => context.url === 'chrome://browser/content/browser.xhtml') ?? tree.contexts[0];
  if (!window) throw new Error('sg-media: Firefox listed no browser window in the chrome scope (started without --remote-allow-system-access?)');
  const { result } = await connection.send('script.callFunction', {
    // Run by Firefox in its browser window, where `Services` is a global.
    functionDeclaration: String((json) => {
      const { prefs } = globalThis.Services;
      for (const [name, value] of Object.entries(JSON.parse(json))) {
        if (value === null) prefs.clearUserPref(name);
        else prefs.setIntPref(name, value);
      }
    }),
    arguments: [{ type: 'string', value: JSON.stringify(prefs) }],
    target: { context: window.context },
    awaitPromise: false,
  });
  if (result.type === 'exception') throw new Error(`sg-media: Firefox refused the preferences: ${result.exceptionDetails.text}`);
}

/** Waits (2 s at most) until the page's own matchMedia answers as emulated: Firefox hands a preference to the page's process a few ms later. */
async function pageSees(page, expected) {
  const deadline = Date.now() + 2000;
  while (!(await page.evaluate((list) => list.every(([query, matches]) => matchMedia(query).matches === matches), expected))) {
    if (Date.now() > deadline) throw new Error(`sg-media: the page never saw ${JSON.stringify(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Media features, each call setting the ones given and resetting the others (as Chromium's emulation does).
 * - Chromium: its DevTools protocol emulates them for the page.
 * - Firefox: no BiDi command for it, but its media features follow preferences, which this sets in the browser's own
 *   scope (Firefox is started with --remote-allow-system-access); they hold for the whole browser, so every test file
 *   starts with Firefox's defaults again (`resetMediaOnStop`).
 * - WebKit: WebKitWebDriver has no command for it, so the command answers `false` and the test skips what needs it
 *   (`requireAbility` in test/helpers/commands.ts).
 */
async function media(session, features) {
  const engine = engineOf(session);
  if (engine === 'webkit') return false;
  const page = session.browser.getPage(session.id);
  if (engine === 'firefox') {
    await setFirefoxPrefs(page, firefoxMediaPrefs(features));
    await pageSees(page, expectedMedia(features));
    return true;
  }
  const list = [];
  if (features.reducedMotion) list.push({ name: 'prefers-reduced-motion', value: features.reducedMotion });
  if (features.forcedColors) list.push({ name: 'forced-colors', value: features.forcedColors });
  if (features.colorScheme) list.push({ name: 'prefers-color-scheme', value: features.colorScheme });
  await page.emulateMediaFeatures(list);
  return true;
}

/**
 * A launcher whose pages get no media emulation left over from the previous test file: Chromium reuses a file's page
 * for the next, and Firefox's preferences outlive any page.
 */
function resetMediaOnStop(launcher) {
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (sessionId) => {
    const page = launcher.getPage(sessionId);
    const result = await stopSession(sessionId);
    if (launcher.sgEngine === 'firefox') await setFirefoxPrefs(page, firefoxMediaPrefs({}));
    else await page.emulateMediaFeatures([]);
    return result;
  };
  return launcher;
}

/** The dev-server plugin answering test/helpers/commands.ts. */
export function engineCommands() {
  const commands = { 'sg-keys': keys, 'sg-mouse': mouse, 'sg-viewport': viewport, 'sg-media': media, 'sg-engine': (session) => engineOf(session) };
  return {
    name: 'sg-engine-commands',
    async executeCommand({ command, payload, session }) {
      const run = commands[command];
      return run ? run(session, payload ?? {}) : undefined;
    },
  };
}

/** One launcher per selected engine (SG_ENGINES), each browser found or installed by scripts/browsers.mjs. */
export function engineLaunchers() {
  const engines = selectedEngines();
  const found = ensureBrowsers(engines);
  return engines.map((engine) => {
    if (engine === 'chromium') {
      const launcher = chromeLauncher({
        launchOptions: {
          executablePath: found.chromium,
          headless: true,
          args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
        },
      });
      launcher.sgEngine = 'chromium';
      launcher.name = 'Chromium';
      return resetMediaOnStop(launcher);
    }
    if (engine === 'firefox') {
      const launcher = chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: {
          browser: 'firefox',
          executablePath: found.firefox,
          headless: true,
          extraPrefsFirefox: FIREFOX_PREFS,
          // Lets WebDriver BiDi run script in the browser's own scope, where `sg-media` sets the media preferences.
          args: ['--remote-allow-system-access'],
        },
      });
      launcher.sgEngine = 'firefox';
      return resetMediaOnStop(launcher);
    }
    return new WebKitLauncher(found.webkit);
  });
}
