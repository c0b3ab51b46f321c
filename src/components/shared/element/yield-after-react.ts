/**
 * The yield point between React's start-up and the elements' definitions. `define()` (lifecycle.ts) hands every
 * `customElements.define` to `afterReact`. Here it runs at once: bundlers (the npm build) and the tests get this
 * module, and an app's bundle schedules its own work. The CDN build replaces this module (rollup.config.mjs) with one
 * that runs it in a task of its own, so an element script evaluates React in one task and defines (and upgrades) its
 * elements in a later one: two short tasks instead of one long one on a phone.
 *
 * Not a top-level await: the CDN build's shared chunks are imported by several entries and by `import()`s in the same
 * tick (the header's nav and sticky actors both import its runtime chunk), and when two imports of a graph holding a
 * top-level await race, WebKit hands the second importer the module before it has evaluated (WebKit bug 242740):
 * `ReferenceError: Cannot access uninitialized variable`, and elements never defined. A module graph that evaluates
 * in one go has no such race.
 */
export function afterReact(run: () => void): void {
  run();
}
