// Shared by the bench probes (bench-cart.js, bench-header.js): after a click, check each animation frame until what
// the click opened is shown; then record that frame's time (`rafAt`, `frames`) and, one task later (the frame has
// been painted), `paintedAt`, and resolve the probe. Gives up after 600 frames.

/**
 * `current`: the probe of this click (gets `rafAt`, `frames`, `paintedAt`; its `resolve()` is called).
 * `isShown()`: whether the result is on screen. `stillCurrent()`: false once another probe replaced this one.
 */
export function whenPainted(current, isShown, stillCurrent) {
  let frames = 0;
  const frame = () => {
    frames += 1;
    if (!stillCurrent()) return;
    if (isShown()) {
      current.rafAt = performance.now();
      current.frames = frames;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        current.paintedAt = performance.now();
        channel.port1.close();
        current.resolve();
      };
      channel.port2.postMessage(null);
      return;
    }
    if (frames < 600) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
