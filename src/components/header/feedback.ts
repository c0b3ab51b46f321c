/** The configuration's feedback survey script (api-contract.md, "Header": `feedback.scriptUrl`). */
import { setScriptSrc } from '../../core/trusted-types';

const loadedFeedback = new Set<string>();

/**
 * The feedback survey script: once per page (per URL), after the page's `load`, when the browser is idle. The URL has
 * passed the URL rule; a failure to load gives one console warning.
 */
export function loadFeedbackScript(url: string, doc: Document = document): () => void {
  if (loadedFeedback.has(url)) return () => {};
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const inject = () => {
    if (cancelled || loadedFeedback.has(url)) return;
    loadedFeedback.add(url);
    const warn = () => console.warn(`<sg-header>: the feedback script ${url} did not load.`);
    const script = doc.createElement('script');
    try {
      setScriptSrc(script, url);
    } catch {
      // Trusted Types refused the URL (the page's CSP does not list the library's policy).
      warn();
      return;
    }
    script.async = true;
    script.addEventListener('error', warn, { once: true });
    doc.head.append(script);
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      // eslint-disable-next-line compat/compat -- guarded by the typeof check above; Safari (none) takes the timer below
      const id = requestIdleCallback(inject, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(inject, 1);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (doc.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}

/** Tests: forget which feedback scripts were added. */
export function resetFeedbackForTests(): void {
  loadedFeedback.clear();
}
