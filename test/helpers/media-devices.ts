/**
 * A test's own getUserMedia or enumerateDevices (a fake microphone, a canvas camera, a refusal), in place until
 * `restoreMediaDevices()`. They replace the methods on `MediaDevices.prototype`, never on `navigator.mediaDevices`:
 * nothing in the page holds that object, and WebKit may collect its JS wrapper at a garbage collection and hand out a
 * new one without the properties set on the old (measured: a property set on it was gone after the next collection).
 * The fake microphone then vanished mid-test and the engine's own device answered: the test's getUserMedia was asked
 * 0 or 1 times of 2, in about half the runs of sg-search-voice and sg-search-scanner in WebKitGTK 2.50. A prototype
 * lives as long as the page.
 */
const real = {
  getUserMedia: MediaDevices.prototype.getUserMedia,
  enumerateDevices: MediaDevices.prototype.enumerateDevices,
};

type Replaceable = keyof typeof real;

export function replaceMediaDevice<K extends Replaceable>(name: K, replacement: MediaDevices[K]): void {
  MediaDevices.prototype[name] = replacement;
}

/** The engine's own method, to call with `navigator.mediaDevices` as `this`. */
export function realMediaDevice<K extends Replaceable>(name: K): (typeof real)[K] {
  return real[name];
}

/** The engine's own methods back. */
export function restoreMediaDevices(): void {
  for (const name of Object.keys(real) as Replaceable[]) (MediaDevices.prototype as unknown as Record<Replaceable, unknown>)[name] = real[name];
}
