import { setScriptSrc } from './trusted-types';

/**
 * A third party's script, loaded once per page and URL through the library's Trusted Types policy (the CAPTCHA
 * provider's, a wallet provider's). The URL has passed the URL rule (same origin or the caller's allow-list) before it
 * gets here.
 */
export interface ScriptOptions {
  /** True once the script's API is there (checked first, and after the script ran). */
  ready(): boolean;
  /** Its `data-*` attributes, as its provider documents them (Klarna's merchant id and environment). */
  attributes?: Record<string, string>;
  /** How long it may take, its `settle` included. */
  timeoutMs: number;
  /** Waits for the API's own signal once it is there (reCAPTCHA's `grecaptcha.ready`); none by default. */
  settle?(done: () => void): void;
}

const loads = new Map<string, Promise<void>>();

/**
 * Resolves once the script ran and its API is ready; rejects with the reason (the URL and what went wrong) on a load
 * error, a URL Trusted Types refuses, a missing API or the timeout. A failed load is forgotten (a later call tries
 * again); a pending one is shared.
 */
export function loadScript(url: string, options: ScriptOptions): Promise<void> {
  const settled = () => new Promise<void>((resolve) => (options.settle ? options.settle(resolve) : resolve()));
  if (options.ready()) return settled();
  const pending = loads.get(url);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(`data-${name}`, value);
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(url);
      reject(new Error(`${url} ${reason}`));
    };
    const timer = setTimeout(() => fail('timed out'), options.timeoutMs);
    try {
      setScriptSrc(script, url);
    } catch {
      // The same outcome as a script that did not load.
      fail('was refused by Trusted Types');
      return;
    }
    script.addEventListener('error', () => fail('did not load'), { once: true });
    script.addEventListener(
      'load',
      () => {
        if (!options.ready()) return fail('loaded but its API is missing');
        void settled().then(() => {
          clearTimeout(timer);
          resolve();
        });
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(url, promise);
  return promise;
}
