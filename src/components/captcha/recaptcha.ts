/** Loads Google reCAPTCHA (v2, explicit render) once per page and renders a widget. */
import { setScriptSrc } from '../../core/trusted-types';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_LOAD_TIMEOUT_MS = 20000;

const loads = new Map<string, Promise<Grecaptcha>>();

/** Resolves with `grecaptcha` once the script ran; rejects on a load error or timeout (a retry loads again). */
export function loadRecaptcha(url: string): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  const pending = loads.get(url);
  if (pending) return pending;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(url);
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('reCAPTCHA script timed out'), RECAPTCHA_LOAD_TIMEOUT_MS);
    try {
      setScriptSrc(script, url);
    } catch {
      // Trusted Types refused the URL: the same outcome as a script that did not load.
      fail('reCAPTCHA script URL refused by Trusted Types');
      return;
    }
    script.addEventListener('error', () => fail('reCAPTCHA script failed to load'), { once: true });
    script.addEventListener(
      'load',
      () => {
        const api = window.grecaptcha;
        if (!api?.ready) return fail('reCAPTCHA script loaded but did not define grecaptcha');
        api.ready(() => {
          clearTimeout(timer);
          resolve(api);
        });
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(url, promise);
  return promise;
}
