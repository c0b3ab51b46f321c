/** The configuration's feedback survey script (api-contract.md, "Header": `feedback.scriptUrl`). */
import { whenLoadedAndIdle } from '../../core/after-paint';
import { setScriptSrc } from '../../core/trusted-types';

const loadedFeedback = new Set<string>();

/**
 * The feedback survey script: once per page (per URL), after the page's `load`, when the browser is idle. The URL has
 * passed the URL rule; a failure to load gives one console warning.
 */
export function loadFeedbackScript(url: string, doc: Document = document): () => void {
  if (loadedFeedback.has(url)) return () => {};
  let cancelled = false;
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
  const cancelIdle = whenLoadedAndIdle(inject, 5000, doc.defaultView ?? window);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** Tests: forget which feedback scripts were added. */
export function resetFeedbackForTests(): void {
  loadedFeedback.clear();
}
