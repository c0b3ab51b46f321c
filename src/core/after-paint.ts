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
