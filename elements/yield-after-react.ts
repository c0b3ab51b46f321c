/**
 * A yield point between React's start-up and the elements' definitions, in the CDN build only: rollup.config.mjs
 * replaces this empty module there with one that waits for the next task (a top-level await), so an element script
 * evaluates React in one task and defines (and upgrades) its elements in the next, two short tasks instead of one
 * long one on a phone. Bundlers (the npm build) and the tests get this empty module: an app's bundle schedules its
 * own work, and a top-level await would make every importer asynchronous.
 */
export {};
