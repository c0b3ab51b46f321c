// Finds a Chromium for the tests, the bench and the e2e runs: CHROME_PATH, /usr/bin/chromium, or another standard
// location. When none is found it installs Debian's `chromium` if it can (root with apt-get), else it stops with
// one line saying how to install it. `node scripts/chromium.mjs` prints the path.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

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

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && executable(fromEnv)) return fromEnv;
  return CANDIDATES.find(executable) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execFileSync('which', ['apt-get'], { stdio: 'ignore' });
    hasApt = true;
  } catch {
    /* no apt */
  }
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium (apt-get install -y chromium)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error('No Chromium found: install one (Debian: sudo apt-get install -y chromium) or set CHROME_PATH to a Chrome/Chromium binary.');
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(ensureChromium());
