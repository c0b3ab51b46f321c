/**
 * Runs `run` in a task after the next frame has been painted (requestAnimationFrame, then a 0 ms timeout): work that
 * the current task's frame need not wait for. Returns the cancel function (an effect's cleanup).
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `run` once the page has loaded (`load`) and the browser is idle (requestIdleCallback, at most `timeoutMs` later;
 * where there is none, Safari's case, a 1 ms timer after `load`). Returns the cancel function.
 */
export function whenLoadedAndIdle(run: () => void, timeoutMs: number, win: Window = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => win.cancelIdleCallback(id);
    } else {
      const id = win.setTimeout(run, 1);
      cancelIdle = () => win.clearTimeout(id);
    }
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    win.removeEventListener('load', idle);
    cancelIdle?.();
  };
}
