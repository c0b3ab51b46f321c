import { fn, waitFor } from 'storybook/test';
import { navigation } from '../src/core/navigation';
import { getCookie, removeCookie, setCookie } from '../src/core/storage';
import { resetPageConfigForTests } from '../src/state/config';
import { refreshSession } from '../src/state/session';

/**
 * Shared set-up of the element stories (not a stories file itself: the Storybook glob only picks `*.stories.*`).
 *
 * Search (also inside the header) and the cart's checkout leave the page through `navigation.assign`
 * (src/core/navigation.ts). In Storybook that would navigate the preview iframe away, so each story swaps it for a spy that only logs; the spy
 * shows in the Actions/Interactions panels and play functions assert on it.
 */
export const navigationSpy = fn((url: string) => {
  console.info(`[story] navigation.assign(${JSON.stringify(url)}) (stubbed: the story stays put)`);
}).mockName('navigation.assign');

/** `beforeEach` of the search stories: stub navigation, and put back what was there when the story goes away. */
export function stubNavigation(): () => void {
  const original = navigation.assign;
  navigationSpy.mockClear();
  navigation.assign = navigationSpy;
  return () => {
    navigation.assign = original;
  };
}

/**
 * `beforeEach`: run the story with the given localStorage values (null = absent) and restore the previous values
 * afterwards, so the shopper's history in one story never leaks into the next (or into the Storybook user's own).
 */
export function withStorage(values: Record<string, string | null>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, localStorage.getItem(key)]));
  const apply = (entries: Record<string, string | null>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  };
  apply(values);
  return () => apply(previous);
}

/**
 * Types into an input inside a shadow root the way the browser reports typing to the page: the value changes, then
 * an `input` event. Needed because the user-event copy bundled in `storybook/test` prepares only
 * `document.activeElement` and retargeted focus targets, i.e. the shadow host, never the input inside it; the value
 * it sets then goes through React's value tracker and React sees no change (no `onChange`). Real typing is covered by
 * the e2e tests (test/e2e/search.test.mjs).
 */
export function typeInShadow(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  input.focus();
  for (const char of text) {
    setValue.call(input, input.value + char);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: char }));
  }
}

/**
 * `beforeEach`: run the story with the given cookies (null = absent) and the page's session read from them, then put
 * back the previous values and re-read the session, so a signed-in story never leaves the next one signed in.
 */
export function withCookies(values: Record<string, string | null>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, getCookie(name)]));
  const apply = (entries: Record<string, string | null>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === null) removeCookie(name);
      else setCookie(name, value);
    }
    refreshSession();
  };
  apply(values);
  return () => apply(previous);
}

/**
 * `beforeEach`: the page configuration as a CMS page writes it, `<script type="application/json" id="sg-config">` in
 * the head (docs/page-setup.md), read afresh by the elements; when the story goes away the script goes and the page's
 * reading of it is forgotten.
 */
export function withPageConfig(config: unknown): () => void {
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sg-config' });
  script.textContent = JSON.stringify(config, null, 2);
  document.head.append(script);
  resetPageConfigForTests();
  return () => {
    script.remove();
    resetPageConfigForTests();
  };
}

/**
 * Story viewports for `globals.viewport` (Storybook's `{width}-{height}` form, in px). In the Storybook UI the preview
 * iframe gets that size, so the elements' media queries (e.g. the header's `min-width: 1024px`) see it.
 */
export const VIEWPORTS = {
  mobile: { value: '390-844', isRotated: false },
  desktop: { value: '1280-800', isRotated: false },
} as const;

/**
 * `play`: waits until the preview matches a media query. The viewport global resizes the iframe from the manager,
 * possibly after the story has rendered; a preview opened on its own (iframe.html) keeps the window's size and fails
 * here with a message that says so instead of failing later on a missing element.
 */
export async function untilMedia(query: string, timeout = 5000): Promise<void> {
  await waitFor(
    () => {
      if (!window.matchMedia(query).matches) {
        throw new Error(`The preview (${window.innerWidth} px wide) does not match ${query}: open the story in Storybook, where its viewport applies.`);
      }
    },
    { timeout },
  );
}
