import { executeServerCommand } from '@web/test-runner-commands';

/**
 * The test runner's commands, done the same way in Chromium, Firefox and WebKit (scripts/wtr-engines.mjs): real key
 * presses, pointer moves and clicks, the viewport's size, media features. Same payloads as
 * `@web/test-runner-commands`, whose own commands fail in Firefox (BiDi key names) or WebKit (no key down/up, no
 * viewport over WebDriver).
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export type KeysPayload = { press: string } | { type: string } | { down: string } | { up: string };

/** A key press (`Enter`, `Shift+Tab`, `Space`), typed text, or one key held down / let go. */
export function sendKeys(payload: KeysPayload): Promise<boolean> {
  return executeServerCommand('sg-keys', payload);
}

export interface MousePayload {
  type: 'move' | 'click' | 'down' | 'up';
  /** Viewport coordinates (CSS pixels). */
  position?: [number, number];
  button?: 'left' | 'middle' | 'right';
}

export function sendMouse(payload: MousePayload): Promise<boolean> {
  return executeServerCommand('sg-mouse', payload);
}

/** The page's viewport (CSS pixels), down to a phone's 320 px in every engine. */
export function setViewport(viewport: { width: number; height: number }): Promise<boolean> {
  return executeServerCommand('sg-viewport', viewport);
}

export interface MediaFeatures {
  reducedMotion?: 'reduce' | 'no-preference';
  forcedColors?: 'active' | 'none';
  colorScheme?: 'light' | 'dark';
}

/**
 * Emulates media features (the ones given; the others go back to the engine's defaults) where the engine can: Chromium
 * through its DevTools protocol, Firefox through its preferences (scripts/wtr-engines.mjs). Resolves `false` in WebKit,
 * whose WebDriver has no such command. Resolves once the page's `matchMedia` answers as asked.
 */
export function emulateMedia(features: MediaFeatures): Promise<boolean> {
  return executeServerCommand('sg-media', features);
}

let engineName: Promise<Engine> | undefined;

/** The engine running this test file. */
export function engine(): Promise<Engine> {
  engineName ??= executeServerCommand<Engine, undefined>('sg-engine');
  return engineName;
}

/** Whether the running engine can emulate media features (`emulateMedia`). */
export async function canEmulateMedia(): Promise<boolean> {
  return (await engine()) !== 'webkit';
}

/**
 * What a test may need that some engine cannot do, and how to tell at run time. Each test that needs one holds only
 * the assertions that need it, and its title names the engines and the reason, e.g. `... (media emulation: Chromium
 * and Firefox; WebKit's WebDriver cannot emulate media features)`.
 */
const ABILITIES = {
  /** `emulateMedia`: Chromium and Firefox; WebKit's WebDriver has no command for it. */
  mediaEmulation: canEmulateMedia,
  /**
   * A cookie's expiry as the page can read it (`cookieStore.get()`'s `expires`): Chromium. Firefox's and WebKit's
   * cookieStore give a cookie's name and value only, and `document.cookie` never shows an expiry.
   */
  cookieExpiry: async () => {
    type Store = {
      get(name: string): Promise<{ expires?: unknown } | null>;
      set?(options: { name: string; value: string; expires: number; path: string }): Promise<void>;
      delete?(name: string): Promise<void>;
    };
    const store = (globalThis as { cookieStore?: Store }).cookieStore;
    if (!store?.set) return false;
    // Written and read through the cookie store alike: a cookie written with document.cookie could be read back before
    // the store saw it (Chromium once skipped the test that needs this, 2026-12-07).
    await store.set({ name: 'sg-expiry-probe', value: '1', expires: Date.now() + 60_000, path: '/' });
    try {
      return typeof (await store.get('sg-expiry-probe'))?.expires === 'number';
    } finally {
      await store.delete?.('sg-expiry-probe');
    }
  },
} satisfies Record<string, () => Promise<boolean>>;

/**
 * Skips the running test where the engine cannot do what it needs, so the runner reports it as skipped (never as
 * passed): `it('... (media emulation: ...)', async function () { await requireAbility(this, 'mediaEmulation'); ... })`.
 */
export async function requireAbility(test: Mocha.Context, ability: keyof typeof ABILITIES): Promise<void> {
  if (!(await ABILITIES[ability]())) test.skip();
}
