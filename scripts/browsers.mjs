// The three browser engines every test runs in, found on this machine or installed from Debian:
// - Chromium: CHROME_PATH, /usr/bin/chromium or another standard place (Debian package `chromium`);
// - Firefox (Gecko): FIREFOX_PATH, /usr/bin/firefox-esr or /usr/bin/firefox (Debian `firefox-esr`), driven over
//   WebDriver BiDi, which Firefox speaks itself (no geckodriver);
// - WebKit (Safari's engine): WebKitGTK's WebDriver (WEBKIT_WEBDRIVER_PATH or /usr/bin/WebKitWebDriver, Debian
//   `webkit2gtk-driver`) and its MiniBrowser (WEBKIT_MINIBROWSER_PATH or under /usr/lib/<arch>/webkit2gtk-4.1/),
//   shown on a virtual X display (Xvfb, Debian `xvfb`) unless DISPLAY is set.
// `SG_ENGINES=firefox` (or `chromium,webkit`, ...) narrows a run to some engines; by default all three.
// `node scripts/browsers.mjs` checks (and as root with apt installs) the selected engines and prints what it found;
// without root or apt it stops with one line saying what to install.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { accessSync, constants, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** Flags that work headless as root on this kind of machine (see toolchain notes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Firefox preferences for tests: no first-run pages, no update or telemetry traffic (this machine's network is
 * closed), and camera and microphone answered by Firefox's own fake devices without a prompt, as Chromium's
 * `--use-fake-ui-for-media-stream` does for the unit tests.
 */
export const FIREFOX_PREFS = {
  'browser.shell.checkDefaultBrowser': false,
  'app.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
};

/** Debian packages that provide each engine. */
const PACKAGES = { chromium: ['chromium'], firefox: ['firefox-esr'], webkit: ['webkit2gtk-driver', 'xvfb'] };

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const firstExecutable = (envName, candidates) => {
  const fromEnv = process.env[envName];
  if (fromEnv && executable(fromEnv)) return fromEnv;
  return candidates.find(executable) ?? null;
};

export function findChromium() {
  return firstExecutable('CHROME_PATH', [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ]);
}

export function findFirefox() {
  return firstExecutable('FIREFOX_PATH', [
    '/usr/bin/firefox-esr',
    '/usr/bin/firefox',
    '/snap/bin/firefox',
    '/Applications/Firefox.app/Contents/MacOS/firefox',
  ]);
}

/** WebKitGTK's MiniBrowser lives in the library's folder, whose name carries the architecture and API version. */
function miniBrowserCandidates() {
  const found = [];
  for (const lib of ['/usr/lib', '/usr/libexec', '/usr/local/lib']) {
    let entries = [];
    try {
      entries = readdirSync(lib);
    } catch {
      continue;
    }
    for (const entry of entries) {
      for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
        found.push(`${lib}/${entry}/${api}/MiniBrowser`, `${lib}/${api}/MiniBrowser`);
      }
    }
  }
  return found;
}

/** `{ driver, browser, xvfb }` paths, or null when the driver or the browser is missing. */
export function findWebKit() {
  const driver = firstExecutable('WEBKIT_WEBDRIVER_PATH', ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver']);
  const browser = firstExecutable('WEBKIT_MINIBROWSER_PATH', miniBrowserCandidates());
  const xvfb = firstExecutable('XVFB_PATH', ['/usr/bin/Xvfb']);
  if (!driver || !browser || (!xvfb && !process.env.DISPLAY)) return null;
  return { driver, browser, xvfb };
}

const FINDERS = { chromium: findChromium, firefox: findFirefox, webkit: findWebKit };

/** The engines this run covers: SG_ENGINES (comma-separated) or all three. An unknown name stops the run. */
export function selectedEngines() {
  const wanted = (process.env.SG_ENGINES ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (!wanted.length) return [...ENGINES];
  const unknown = wanted.filter((name) => !ENGINES.includes(name));
  if (unknown.length) {
    console.error(`SG_ENGINES: unknown engine ${unknown.join(', ')} (use ${ENGINES.join(', ')})`);
    process.exit(1);
  }
  return ENGINES.filter((name) => wanted.includes(name));
}

/**
 * Finds each engine, installs the missing ones from Debian when it can (root with apt-get), else stops with one line
 * saying what to install. Returns `{ chromium, firefox, webkit }` with what was found for the engines asked.
 */
export function ensureBrowsers(engines = selectedEngines()) {
  const missing = () => engines.filter((name) => !FINDERS[name]());
  let absent = missing();
  if (absent.length) {
    const packages = absent.flatMap((name) => PACKAGES[name]);
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    let hasApt = false;
    try {
      execFileSync('which', ['apt-get'], { stdio: 'ignore' });
      hasApt = true;
    } catch {
      /* no apt */
    }
    if (isRoot && hasApt) {
      console.log(`Not found: ${absent.join(', ')}. Installing Debian's ${packages.join(' ')} (apt-get install -y)...`);
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      absent = missing();
    }
    if (absent.length) {
      console.error(
        `Not found: ${absent.join(', ')}. Install them (Debian: sudo apt-get install -y ${absent.flatMap((name) => PACKAGES[name]).join(' ')}), ` +
          'set CHROME_PATH / FIREFOX_PATH / WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH, or narrow the run with SG_ENGINES.',
      );
      process.exit(1);
    }
  }
  return Object.fromEntries(engines.map((name) => [name, FINDERS[name]()]));
}

/** Compatibility with the single-engine helpers: Chromium's path, installed if needed. */
export function ensureChromium() {
  return ensureBrowsers(['chromium']).chromium;
}

/**
 * A virtual X display for WebKitGTK's MiniBrowser (it has no headless mode). Uses DISPLAY when set and
 * SG_XVFB is not 1; otherwise starts Xvfb on a free display number (Xvfb picks it: -displayfd), killed when this
 * process exits. Resolves to `{ display }`. Shared by every caller in one process.
 */
let xvfbPromise = null;

/** Child processes (Xvfb, WebKitWebDriver) to kill when this process exits, however it exits. */
const children = new Set();
let exitHooked = false;
function killOnExit(child) {
  if (!exitHooked) process.once('exit', () => children.forEach((c) => c.kill()));
  exitHooked = true;
  children.add(child);
  child.once('exit', () => children.delete(child));
}
export function startDisplay() {
  if (process.env.DISPLAY && process.env.SG_XVFB !== '1') return Promise.resolve({ display: process.env.DISPLAY });
  xvfbPromise ??= new Promise((resolve, reject) => {
    const xvfb = findWebKit()?.xvfb ?? '/usr/bin/Xvfb';
    // Xvfb's messages go to a file, never to a pipe of ours: it writes warnings when its first client connects
    // (xkbcomp's), and a pipe closed by then would kill it with SIGPIPE, and the browser with it.
    const log = join(tmpdir(), `sg-elements-xvfb-${process.pid}.log`);
    const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', openSync(log, 'w'), 'pipe'],
    });
    const display = child.stdio[3];
    display.once('data', (chunk) => {
      // Nothing of Xvfb's may keep this process alive: it is killed when the process exits.
      display.unref();
      resolve({ display: `:${String(chunk).trim()}` });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${readFileSync(log, 'utf8').trim()}`)));
    child.unref();
    killOnExit(child);
  });
  return xvfbPromise;
}

/**
 * GTK's own style for MiniBrowser's toolbar, shrunk to nothing: its URL entry and buttons give the window a minimum
 * width of 447 px (WebKitGTK 2.50), too wide for a phone's 390 px or the 320 px reflow checks. With this user style
 * (GTK reads $XDG_CONFIG_HOME/gtk-3.0/gtk.css) the window, and so the page's viewport, can be as narrow as a phone.
 * The page itself is untouched: this styles the browser's chrome, not web content.
 */
const MINIBROWSER_GTK_CSS = `window headerbar, window toolbar, window box, window entry, window button, window label, window image,
window progressbar, window searchbar, window revealer {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01);
}
`;

/**
 * Environment variables for WebKitWebDriver (and so MiniBrowser): the display and the narrow-window GTK style.
 * `reducedMotion: true`: GTK's animations off (`gtk-enable-animations=0` in GTK's settings.ini), which WebKitGTK
 * reports to pages as `prefers-reduced-motion: reduce` (a desktop's "reduce animation" setting; measured with
 * WebKitGTK 2.50). WebKit has no forced colours mode at all.
 */
export async function webkitEnvironment({ reducedMotion = false } = {}) {
  const { display } = await startDisplay();
  const config = join(tmpdir(), `sg-elements-gtk-${process.pid}${reducedMotion ? '-reduced-motion' : ''}`);
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), MINIBROWSER_GTK_CSS);
  writeFileSync(join(config, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`);
  return { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config };
}

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts WebKitWebDriver on a free port with the virtual display (`environment`: webkitEnvironment()'s options);
 * resolves when it answers `/status`. Returns
 * `{ port, close() }`. One WebKitWebDriver serves one session at a time, so each caller that needs a session of its own
 * starts its own.
 */
export async function startWebKitDriver({ driver }, environment = {}) {
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`], { env: await webkitEnvironment(environment), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killOnExit(child);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${stderr.trim()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill();
      // MiniBrowser may hold WebKitWebDriver up (a page that does not unload): killed after 5 s.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * MiniBrowser's arguments: automation mode, and WebRTC's capture with WebKit's mock camera and microphone, so
 * `getUserMedia` answers as on a phone whose user allowed it.
 */
export const MINIBROWSER_ARGS = ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true'];

/** The WebDriver capabilities of a MiniBrowser session. */
export function webkitCapabilities({ browser }, extraArgs = []) {
  return {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: browser, args: [...MINIBROWSER_ARGS, ...extraArgs] },
  };
}

/** WebDriver key values for the key names the tests use (W3C WebDriver, "keyboard actions"). */
export const WEBDRIVER_KEYS = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Space: ' ',
  ' ': ' ',
  Backspace: '\uE003',
  Delete: '\uE017',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
};

export function webdriverKey(name) {
  if (name.length === 1) return name;
  const value = WEBDRIVER_KEYS[name];
  if (!value) throw new Error(`no WebDriver key for "${name}"`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = ensureBrowsers();
  for (const [name, value] of Object.entries(found)) console.log(`${name}: ${typeof value === 'string' ? value : `${value.driver} + ${value.browser}`}`);
}
