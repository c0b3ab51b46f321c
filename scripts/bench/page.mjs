// Section "page": two figures of issue 13's measured page, on the store page `/` with the header's script alone
// (the page's <sg-store-locator> script and its demo glue are held back, so every library byte counted is the
// header's):
//   - JS transferred before the header's search answers typing: a fresh page, the shopper types "bask" in the
//     header's search box, and the bytes of /dist/ scripts the page had fetched when the first suggestion shows
//     (Resource Timing encodedBodySize: the brotli bytes the server sent), file by file. Goal <= 75 kB.
//   - 1000 connect/disconnect cycles of <sg-header> (removed, then put back, each step in its own task): JS heap
//     after a forced garbage collection, and the page's window/document listeners and pending timers, before and
//     after. Goals: heap growth < 1 MB, no listener or timer left.
import { newPage, printPageErrors, withBrowser } from './browser.mjs';
import { kB, table } from './report.mjs';

export const name = 'page';
export const title = "the store page with the header alone: JS before its search answers typing; 1000 connect/disconnect cycles";

const GOALS = { jsBytes: 75_000, heapBytes: 1_000_000 };
const CYCLES = 1000;
/** Cycles before the "before" figure: what the first cycles create once (lazy chunks, caches, V8's optimized code for the
 * mount and unmount paths, about 1 kB a cycle for the first few hundred) is not a leak. */
const WARM_UP = 300;
const HELD_BACK = ['/dist/elements/sg-store-locator.js', '/demo/store.js'];

/** Counts the page's live window/document listeners and pending timers (installed before any script runs). */
function instrument() {
  const live = new Map();
  const key = (target, type, listener, options) => [target === window ? 'window' : 'document', type, typeof options === 'boolean' ? options : Boolean(options?.capture)].join(':') + ':' + (listener && (listener.__id ??= Math.random()));
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      if (listener) live.set(key(target, type, listener, options), type);
      const signal = typeof options === 'object' ? options?.signal : undefined;
      signal?.addEventListener('abort', () => live.delete(key(target, type, listener, options)), { once: true });
      return add(type, listener, options);
    };
    target.removeEventListener = (type, listener, options) => {
      live.delete(key(target, type, listener, options));
      return remove(type, listener, options);
    };
  }
  const timers = new Set();
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = (fn, ms, ...args) => {
    const id = st((...a) => {
      timers.delete(id);
      if (typeof fn === 'function') fn(...a);
    }, ms, ...args);
    timers.add(id);
    return id;
  };
  window.clearTimeout = (id) => (timers.delete(id), ct(id));
  window.setInterval = (fn, ms, ...args) => {
    const id = si(fn, ms, ...args);
    timers.add(id);
    return id;
  };
  window.clearInterval = (id) => (timers.delete(id), ci(id));
  window.__benchPage = {
    listeners: () => [...live.values()].sort(),
    timers: () => timers.size,
  };
}

async function header(page) {
  const search = page.locator('sg-header').locator('sg-search').getByRole('combobox');
  await search.waitFor({ timeout: 30_000 });
  return search;
}

export async function run() {
  await withBrowser('page', async ({ server, browser }) => {
    // 1. JS before the header's search answers typing.
    {
      const { context, page, errors } = await newPage(browser, server, { viewport: { width: 412, height: 823 } });
      for (const path of HELD_BACK) await page.route(`**${path}`, (route) => route.abort());
      await page.goto(`${server.url}/`);
      const search = await header(page);
      await search.click();
      await search.pressSequentially('bask');
      await page.locator('sg-header').locator('sg-search').getByRole('option').first().waitFor({ timeout: 30_000 });
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/dist/') && entry.name.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
      );
      const total = files.reduce((sum, f) => sum + f.bytes, 0);
      console.log('JS from /dist/ fetched before the header\'s search showed its first suggestion for "bask" (fresh page, 412 px):\n');
      table(['file', 'brotli bytes'], [...files.sort((a, b) => b.bytes - a.bytes).map((f) => [f.path, f.bytes]), ['total', `${total} (${kB(total)})`]], ['l', 'r']);
      console.log(`\n${total <= GOALS.jsBytes ? 'PASS' : 'FAIL'}  goal "JS transferred before the header's search answers typing <= ${kB(GOALS.jsBytes)} brotli" (issue 13): ${kB(total)} in ${files.length} file(s)${total > GOALS.jsBytes ? `, ${kB(total - GOALS.jsBytes)} over` : ''}`);
      printPageErrors(errors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e)));
      await context.close();
    }

    // 2. 1000 connect/disconnect cycles.
    {
      const { context, page, errors } = await newPage(browser, server);
      for (const path of HELD_BACK) await page.route(`**${path}`, (route) => route.abort());
      await page.addInitScript(instrument);
      await page.goto(`${server.url}/`);
      await header(page);
      const cdp = await context.newCDPSession(page);
      const heap = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Runtime.getHeapUsage')).usedSize;
      };
      const cycle = (count) =>
        page.evaluate(async (n) => {
          const el = document.querySelector('sg-header');
          const parent = el.parentNode;
          const next = el.nextSibling;
          const task = () => new Promise((resolve) => setTimeout(resolve, 0));
          for (let i = 0; i < n; i++) {
            el.remove();
            await task();
            parent.insertBefore(el, next);
            await task();
          }
        }, count);
      const settleMs = 1500;
      // Warm-up cycles first (see WARM_UP).
      await cycle(WARM_UP);
      await page.waitForTimeout(settleMs);
      const before = { heap: await heap(), ...(await page.evaluate(() => ({ listeners: window.__benchPage.listeners(), timers: window.__benchPage.timers() }))) };
      const started = Date.now();
      await cycle(CYCLES);
      const took = Date.now() - started;
      await page.waitForTimeout(settleMs);
      const after = { heap: await heap(), ...(await page.evaluate(() => ({ listeners: window.__benchPage.listeners(), timers: window.__benchPage.timers() }))) };
      const growth = after.heap - before.heap;
      const extra = after.listeners.filter((l, i, all) => all.filter((x) => x === l).length > before.listeners.filter((x) => x === l).length);
      console.log(`\n${CYCLES} connect/disconnect cycles of <sg-header> in ${(took / 1000).toFixed(1)} s (after ${WARM_UP} warm-up cycles; heap after forced GC):\n`);
      table(
        ['', 'JS heap used', 'window/document listeners', 'pending timers'],
        [
          ['before', kB(before.heap), before.listeners.length, before.timers],
          ['after', kB(after.heap), after.listeners.length, after.timers],
        ],
        ['l', 'r', 'r', 'r'],
      );
      const leftOver = after.listeners.length - before.listeners.length;
      console.log(
        `\n${growth < GOALS.heapBytes ? 'PASS' : 'FAIL'}  goal "heap growth < 1 MB over ${CYCLES} cycles" (issue 13): ${kB(growth)}` +
          `\n${leftOver <= 0 && after.timers <= before.timers ? 'PASS' : 'FAIL'}  goal "no timer or listener left" (issue 13): ${leftOver} more listener(s)${extra.length ? ` (${[...new Set(extra)].join(', ')})` : ''}, ${after.timers - before.timers} more pending timer(s)`,
      );
      printPageErrors(errors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e)));
      await context.close();
    }
  });
}
