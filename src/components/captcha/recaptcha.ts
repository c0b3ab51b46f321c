/** Loads Google reCAPTCHA (v2, explicit render) once per page and renders a widget. */
import { loadScript } from '../../core/load-script';

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

/** Resolves with `grecaptcha` once the script ran and says it is ready; rejects on a load error or timeout (a retry loads again). */
export function loadRecaptcha(url: string): Promise<Grecaptcha> {
  return loadScript(url, {
    ready: () => typeof window.grecaptcha?.ready === 'function',
    settle: (done) => window.grecaptcha!.ready(done),
    timeoutMs: RECAPTCHA_LOAD_TIMEOUT_MS,
  }).then(() => window.grecaptcha!);
}
