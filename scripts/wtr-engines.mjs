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

  /** The window's chrome (MiniBrowser's toolbar) around the page's viewport, measured once. */
  async setViewport(width, height) {
    const driver = this.driver;
    const inner = await driver.execute(() => [window.innerWidth, window.innerHeight]);
    const outer = await driver.getWindowRect();
    await driver.setWindowRect(null, null, width + (outer.width - inner[0]), height + (outer.height - inner[1]));
    const [w, h] = await driver.execute(() => [window.innerWidth, window.innerHeight]);
    if (w !== width || h !== height) {
      throw new Error(
        `WebKit (MiniBrowser) could not make its viewport ${width}x${height}: it is ${w}x${h}.`,
      );
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

/**
 * Media features: Chromium emulates them (DevTools protocol). Firefox ESR's WebDriver BiDi and WebKit's WebDriver
 * cannot; the command answers `false` there and the test decides (test/helpers/commands.ts).
 */
async function media(session, features) {
  if (engineOf(session) !== 'chromium') return false;
  const page = session.browser.getPage(session.id);
  const list = [];
  if (features.reducedMotion) list.push({ name: 'prefers-reduced-motion', value: features.reducedMotion });
  if (features.forcedColors) list.push({ name: 'forced-colors', value: features.forcedColors });
  if (features.colorScheme) list.push({ name: 'prefers-color-scheme', value: features.colorScheme });
  await page.emulateMediaFeatures(list);
  return true;
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
      return launcher;
    }
    if (engine === 'firefox') {
      const launcher = chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: { browser: 'firefox', executablePath: found.firefox, headless: true, extraPrefsFirefox: FIREFOX_PREFS },
      });
      launcher.sgEngine = 'firefox';
      return launcher;
    }
    return new WebKitLauncher(found.webkit);
  });
}
