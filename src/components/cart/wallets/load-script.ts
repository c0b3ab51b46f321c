import { setScriptSrc } from '../../../core/trusted-types';

/** How long a wallet's script may take before its wallet counts as unavailable. */
export const WALLET_SCRIPT_TIMEOUT_MS = 15000;

const loads = new Map<string, Promise<void>>();

/**
 * Loads a provider's script once per page (per URL) through the library's Trusted Types policy, with the `data-*`
 * attributes its provider documents (Klarna's merchant id and environment). Resolves once it ran and `ready()` says
 * its API is there; rejects on a load error, a refused URL, a missing API or the timeout (a later call tries again).
 * The URL has passed the URL rule (same origin or the wallet's allow-list) before it gets here.
 */
export function loadWalletScript(
  url: string,
  ready: () => boolean,
  options: { attributes?: Record<string, string>; timeoutMs?: number } = {},
): Promise<void> {
  if (ready()) return Promise.resolve();
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
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`${url} timed out`), options.timeoutMs ?? WALLET_SCRIPT_TIMEOUT_MS);
    try {
      setScriptSrc(script, url);
    } catch {
      fail(`${url} was refused by Trusted Types`);
      return;
    }
    script.addEventListener('error', () => fail(`${url} did not load`), { once: true });
    script.addEventListener(
      'load',
      () => {
        if (!ready()) return fail(`${url} loaded but its API is missing`);
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(url, promise);
  return promise;
}

/** Tests: forget the scripts loaded (their elements stay). */
export function resetWalletScriptsForTests(): void {
  loads.clear();
}
