/**
 * Where the reference API keeps what it remembers (carts, fault switches, the request log). In a page (msw's service
 * worker: the browser tests and Storybook) there is one world per page. The Node server (mocks/server.ts) gives each
 * visitor (each browser context, by a cookie of its own) a world of its own, so that two browsers, or two e2e tests,
 * never see each other's cart or switches.
 */
const PAGE_WORLD = {};
let currentWorld: () => object = () => PAGE_WORLD;

/** The server's resolver: the world of the request being answered. */
export function setWorldResolver(resolver: () => object): void {
  currentWorld = resolver;
}

/** A value kept per world, made by `create` the first time a world asks. */
export function perWorld<T>(create: () => T): { get(): T; set(value: T): void } {
  const values = new WeakMap<object, T>();
  return {
    get() {
      const world = currentWorld();
      if (!values.has(world)) values.set(world, create());
      return values.get(world) as T;
    },
    set(value) {
      values.set(currentWorld(), value);
    },
  };
}

/** Request logs keep this many entries per world (a long-running demo server stays small). */
export const LOG_LIMIT = 200;

/** Appends to a world's request log, dropping the oldest entries past LOG_LIMIT. */
export function appendLog<T>(log: T[], entry: T): void {
  log.push(entry);
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
}
