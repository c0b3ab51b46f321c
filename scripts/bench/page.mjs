// Section "page": two figures of issue 13's measured page, on the store page `/` with the header's script alone
// (the page's <sg-store-locator> script and its demo glue are held back, so every library byte counted is the
// header's):
//   - JS transferred before the header's search answers typing: a fresh page, the shopper types "bask" in the
//     header's search box, and the bytes of /dist/ scripts the page had fetched when the first suggestion shows
//     (Resource Timing encodedBodySize: the brotli bytes the server sent), file by file. Goal <= 75 kB.
//   - 1000 connect/disconnect cycles of <sg-header> (removed, then put back, each step in its own task): JS heap
//     after a forced garbage collection, and the page's window/document listeners and pending timers, before and
//     after. Goals: heap growth < 1 MB, no listener or timer left.
// And, on the whole store page (nothing held back), the drawer figure:
//   - the header's cart drawer with 100 lines, first open on a fresh page at 4x CPU: a new browser context per sample
//     whose cart is the reference API's seeded 100-line cart (WC_OrdId=5002, answered by the demo server's Node
//     process), the page loaded unthrottled until the header's badge shows and the main thread is quiet, then 4x CPU
//     (CDP Emulation.setCPUThrottlingRate) and one real click on the header's cart button; the time from the click
//     (its event's timeStamp) to the end of the frame showing the open drawer with all 100 lines (probe
//     test/e2e/pages/bench-page-cart.js), and the Event Timing duration of the click's interaction, median of 5
//     (--page-drawer=N); the goal (<= 100 ms) is judged on the Event Timing duration, as the groundwork issue
//     measured the first open. When the median misses the goal (or with --page-trace), one more sample is
//     recorded in a Chrome trace: its top tasks between the click and the paint, the main thread's time by what ran,
//     and its JavaScript by file and function (V8 CPU profile samples).
import { addProbe, clickLikeAPerson, newPage, printPageErrors, settle, throttleCpu, withBrowser } from './browser.mjs';
import { fmtEvent, kB, median, ms1, samplesText, table } from './report.mjs';

export const name = 'page';
export const title = "the store page: JS before the header's search answers typing; 1000 connect/disconnect cycles; drawer with 100 lines, first open at 4x CPU";

const GOALS = { jsBytes: 75_000, liteJsBytes: 50_000, heapBytes: 1_000_000 };
const CYCLES = 1000;
/** Cycles before the "before" figure: what the first cycles create once (lazy chunks, caches, V8's optimized code for the
 * mount and unmount paths, about 1 kB a cycle for the first few hundred) is not a leak. */
const WARM_UP = 300;
const HELD_BACK = ['/dist/elements/sg-store-locator.js', '/demo/store.js'];

const DRAWER = {
  path: '/',
  /** The reference API's seeded 100-line cart (mocks/data/carts.ts CART_IDS.hundred), read with the persistent login. */
  cookies: { WC_PERSISTENT: '1', WC_OrdId: '5002' },
  lines: 100,
  cpuThrottling: 4,
  samples: 5,
  settleMs: 500,
  quietMs: 300,
  sampleTimeoutMs: 15_000,
  budgetMs: 100,
  viewport: { width: 1280, height: 800 },
  probe: '/test-pages/bench-page-cart.js',
  button: 'sg-header sg-mini-cart [part="button"]',
};
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'v8', 'disabled-by-default-v8.cpu_profiler'];

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

/** One first open of the header's drawer on a fresh store page (see the header comment); with `trace`, in a Chrome trace. */
async function drawerSample({ server, browser }, { trace = false } = {}) {
  const { context, page, errors } = await newPage(browser, server, { viewport: DRAWER.viewport, cookies: DRAWER.cookies });
  try {
    await page.goto(`${server.url}${DRAWER.path}`);
    await addProbe(page, DRAWER.probe);
    await page.waitForFunction(() => window.__benchPageCart?.ready(), null, { timeout: 30_000 });
    await settle(page, DRAWER.settleMs);
    await page.evaluate((quietMs) => window.__benchPageCart.quiet(quietMs), DRAWER.quietMs);
    const badge = await page.evaluate(() => window.__benchPageCart.badge());
    await page.evaluate((lines) => window.__benchPageCart.arm(lines), DRAWER.lines);
    const restore = await throttleCpu(page, DRAWER.cpuThrottling);
    let tracing = false;
    try {
      if (trace) {
        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        tracing = true;
      }
      await clickLikeAPerson(page, page.locator(DRAWER.button));
      const result = await page.evaluate((timeout) => window.__benchPageCart.result(timeout), DRAWER.sampleTimeoutMs);
      const traced = tracing ? await browser.stopTracing() : null;
      tracing = false;
      return { ...result, badge, errors, trace: traced };
    } finally {
      if (tracing) await browser.stopTracing().catch(() => {});
      await restore();
    }
  } finally {
    await context.close();
  }
}

/** Trace events that say what a task ran (the outermost one inside a task counts for it). */
const KNOWN = /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|EvaluateScript|v8\.evaluateModule|v8\.compileModule|v8\.compile|RunMicrotasks|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|ParseHTML|ParseAuthorStyleSheet|MajorGC|MinorGC|V8\.GC\w*|HitTest|ResourceReceivedData|ResourceFinish)$/;

/** What a trace event is about, in a few words (script URL and function, event type, ...). */
function describeEvent(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (url) => (url ? new URL(url, 'http://x').pathname : '');
  switch (event.name) {
    case 'FunctionCall':
      return `FunctionCall ${file(data.url)}${data.functionName ? ` ${data.functionName}()` : ''}`;
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
    case 'v8.compile':
      return `${event.name} ${file(data.url ?? data.scriptName ?? event.args?.fileName ?? event.args?.url)}`.trim();
    case 'EventDispatch':
      return `EventDispatch ${data.type ?? ''}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
      return event.name;
    case 'ResourceReceiveResponse':
    case 'ResourceFinish':
      return `${event.name} ${file(data.url)}`;
    default:
      return event.name;
  }
}

/**
 * The renderer main thread's top tasks between the click and the frame with every line (from the probe's marks),
 * each with its longest nested events. `buffer`: the trace (JSON), `result`: the sample's probe figures.
 */
function traceTopTasks(buffer, result, top = 8) {
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const mainThreads = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const click = traceEvents.find((e) => e.name === 'sg-bench:click');
  const painted = traceEvents.find((e) => e.name === 'sg-bench:painted');
  if (!click || !painted) return null;
  // From the input (the click listener ran (clickAt - clickTimeStamp) ms after it) to the painted frame.
  const start = click.ts - Math.max(0, (result.clickAt ?? 0) - (result.clickTimeStamp ?? 0)) * 1000;
  const end = painted.ts;
  const thread = `${click.pid}:${click.tid}`;
  const complete = traceEvents
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && mainThreads.has(thread) && e.ts + (e.dur ?? 0) >= start && e.ts <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Top-level tasks as trees (the events of one thread nest). Where the time goes: the outermost event of a known
  // kind inside each task (a script call, an event dispatch, a module evaluation, style, layout, paint, microtasks,
  // GC), summed by what it ran; script time under v8.callFunction with no such event inside (module evaluation after
  // an import(), promise callbacks) as "script, no call event"; the rest of a task is "task, nothing named inside"
  // (the browser's own work: IPC, loading, scheduling).
  const tasks = [];
  const stack = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).event.ts + (stack.at(-1).event.dur ?? 0) <= event.ts) stack.pop();
    const node = { event, children: [], depth: stack.length };
    if (stack.length) stack.at(-1).children.push(node);
    else tasks.push(node);
    stack.push(node);
  }
  const kinds = new Map();
  const add = (key, dur) => {
    const entry = kinds.get(key) ?? { n: 0, us: 0 };
    entry.n += 1;
    entry.us += dur;
    kinds.set(key, entry);
  };
  /** Adds the known events under `node` (itself included unless it is the task); returns the time they cover. */
  const attribute = (node, isTask = false) => {
    const dur = node.event.dur ?? 0;
    if (!isTask && KNOWN.test(node.event.name)) {
      add(describeEvent(node.event), dur);
      return dur;
    }
    const covered = node.children.reduce((sum, child) => sum + attribute(child), 0);
    if (node.event.name === 'v8.callFunction' && dur - covered > 0) {
      add('script, no call event (module evaluation, promise callbacks)', dur - covered);
      return dur;
    }
    return covered;
  };
  for (const task of tasks) add('task, nothing named inside', Math.max(0, (task.event.dur ?? 0) - attribute(task, true)));
  const nestedOf = (node) => node.children.flatMap((child) => [{ event: child.event, depth: child.depth }, ...nestedOf(child)]);
  for (const task of tasks) task.nested = nestedOf(task);
  const ms = (us) => us / 1000;
  const busy = tasks.reduce((sum, t) => sum + (t.event.dur ?? 0), 0);
  const rows = [...tasks]
    .sort((a, b) => (b.event.dur ?? 0) - (a.event.dur ?? 0))
    .slice(0, top)
    .map(({ event, nested }) => {
      const inside = nested
        .filter((n) => n.depth <= 3 && (n.event.dur ?? 0) >= 2000 && !/^(RunTask|ThreadControllerImpl::RunTask|V8.Execute)$/.test(n.event.name))
        .sort((a, b) => (b.event.dur ?? 0) - (a.event.dur ?? 0))
        .slice(0, 4)
        .map((n) => `${describeEvent(n.event)} ${ms(n.event.dur).toFixed(1)}`)
        .join('; ');
      return [`+${ms(event.ts - start).toFixed(1)}`, ms1(ms(event.dur ?? 0)), describeEvent(event), inside || '-'];
    });
  const byKind = [...kinds.entries()]
    .sort((a, b) => b[1].us - a[1].us)
    .slice(0, 10)
    .map(([key, { n, us }]) => [key, n, ms1(ms(us)), `${((100 * us) / Math.max(1, busy)).toFixed(0)}%`]);
  return { window: ms(end - start), busy: ms(busy), tasks: tasks.length, rows, byKind, js: jsByFile(traceEvents, click, start, end) };
}

/**
 * The JavaScript of that window by script file and by function (self time, from the V8 CPU profile samples of the
 * click's thread in the trace), or null when the trace has no profile.
 */
function jsByFile(traceEvents, click, start, end) {
  const profiles = new Map();
  for (const event of traceEvents) {
    if (event.pid !== click.pid) continue;
    if (event.name === 'Profile' && event.tid === click.tid) profiles.set(event.id, { time: event.args.data.startTime, nodes: new Map() });
  }
  for (const event of traceEvents) {
    const profile = event.name === 'ProfileChunk' && event.pid === click.pid ? profiles.get(event.id) : null;
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      profile.time += timeDeltas[i] ?? 0;
      (profile.samples ??= []).push({ id, at: profile.time });
    });
  }
  const files = new Map();
  const functions = new Map();
  let total = 0;
  for (const profile of profiles.values()) {
    const samples = profile.samples ?? [];
    samples.forEach(({ id, at }, i) => {
      if (at < start || at > end) return;
      const frame = profile.nodes.get(id);
      if (!frame || /^\((idle|program|root)\)$/.test(frame.functionName)) return;
      const us = Math.min(Math.max(0, (samples[i + 1]?.at ?? at) - at), 10_000);
      const file = frame.url ? new URL(frame.url, 'http://x').pathname : frame.functionName || '(native)';
      const fn = `${file} ${frame.functionName || '(anonymous)'}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
      files.set(file, (files.get(file) ?? 0) + us);
      functions.set(fn, (functions.get(fn) ?? 0) + us);
      total += us;
    });
  }
  if (!total) return null;
  const rank = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([what, us]) => [what, ms1(us / 1000), `${((100 * us) / total).toFixed(0)}%`]);
  return { total: total / 1000, files: rank(files, 8), functions: rank(functions, 8) };
}

/** The drawer figure: DRAWER.samples fresh pages, median against the goal, a trace when it misses (or asked). */
async function drawerFirstOpen(env, { samples, trace }) {
  console.log(
    `\nthe header's cart drawer with ${DRAWER.lines} lines (the reference API's seeded cart WC_OrdId=${DRAWER.cookies.WC_OrdId}), FIRST OPEN on a ` +
      `fresh store page ${DRAWER.path} at ${DRAWER.cpuThrottling}x CPU: a new browser context per sample, the page loaded unthrottled until ` +
      `the badge shows and the main thread is quiet, then one real click on the header's cart button; ${samples} sample(s)\n`,
  );
  const results = [];
  for (let i = 0; i < samples; i++) {
    try {
      results.push(await drawerSample(env));
    } catch (error) {
      results.push({ failed: error instanceof Error ? error.message.split('\n')[0] : String(error) });
    }
  }
  const ok = results.filter((r) => !r.failed && !r.timedOut && r.paintedAt !== null && r.clickTimeStamp !== null);
  const painted = ok.map((r) => r.paintedAt - r.clickTimeStamp);
  const inp = ok.map((r) => r.interactionDuration ?? 0);
  const firstLine = ok.filter((r) => r.firstLinePaintedAt !== null).map((r) => r.firstLinePaintedAt - r.clickTimeStamp);
  table(
    ['measure', 'median', 'max', 'samples (ms, in order)'],
    [
      ['click (event timeStamp) -> frame with all lines rendered', ms1(median(painted)), ms1(Math.max(...painted)), samplesText(painted)],
      ['click (event timeStamp) -> frame with the first line rendered', ms1(median(firstLine)), ms1(Math.max(...firstLine)), samplesText(firstLine)],
      ['Event Timing: interaction duration (max of pointerdown/pointerup/click)', fmtEvent(median(inp)), fmtEvent(Math.max(...inp)), samplesText(inp, fmtEvent)],
    ],
    ['l', 'r', 'r', 'l'],
  );
  for (const r of results.filter((x) => !ok.includes(x)).slice(0, 3)) {
    console.log(`  a sample failed: ${r.failed ?? `timed out after ${DRAWER.sampleTimeoutMs} ms with ${r.linesShown} line(s) shown`}`);
  }
  if (ok[0]) {
    console.log(`\n  badge "${ok[0].badge}"; frames from the click to the one with all lines: ${ok.map((r) => r.frames).join('/')}; Event Timing entries e.g. ${JSON.stringify(ok[0].entries)}`);
    const fetched = ok[0].fetched.filter((f) => !f.path.startsWith('/test-pages/'));
    if (fetched.length) console.log(`  fetched after the click (first sample, ms from the click): ${fetched.map((f) => `${f.path} ${Math.round(f.start)}-${Math.round(f.end)}`).join(', ')}`);
    const longest = ok.map((r) => Math.max(0, ...r.long.filter((t) => t.type === 'loaf').map((t) => t.duration)));
    console.log(`  longest animation frame per sample: ${longest.map((v) => Math.round(v)).join(' ')} ms`);
  }
  printPageErrors(results.flatMap((r) => r.errors ?? []));
  // Judged as the groundwork issue measured it (issue 13: "as in the groundwork issue"): the Event Timing duration
  // of the click's interaction, INP's measure. The time until every line is painted is printed beside it, not judged:
  // it includes fetching the body chunk, which the first open loads unless an earlier intent (hover, focus) did.
  const figure = median(inp);
  const pass = ok.length === samples && samples > 0 && figure <= DRAWER.budgetMs;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}  goal "drawer with ${DRAWER.lines} lines, first open on a fresh page at ${DRAWER.cpuThrottling}x CPU <= ${DRAWER.budgetMs} ms" ` +
      `(issue 13, Event Timing duration as in the groundwork issue): median ${fmtEvent(figure)} of ${ok.length} sample(s)` +
      `${figure > DRAWER.budgetMs ? `, ${ms1(figure - DRAWER.budgetMs)} over` : ''}${ok.length < samples ? ` (${samples - ok.length} failed)` : ''}` +
      `\n      not judged: click -> frame with all ${DRAWER.lines} lines, median ${ms1(median(painted))} (the body chunk fetched after the click)`,
  );

  if (!trace && pass) return;
  try {
    const traced = await drawerSample(env, { trace: true });
    const top = traced.trace && traceTopTasks(traced.trace, traced);
    if (!top) {
      console.log('\n  trace: no click/paint marks found in the trace');
      return;
    }
    console.log(
      `\none more sample in a Chrome trace (${DRAWER.cpuThrottling}x CPU): click -> frame with all lines ${ms1(traced.paintedAt - traced.clickTimeStamp)}; ` +
        `the renderer's main thread ran ${top.tasks} task(s) for ${ms1(top.busy)} of the ${ms1(top.window)} from the input to the mark after the paint. Top tasks:\n`,
    );
    table(['starts', 'takes', 'task', 'longest inside (ms)'], top.rows, ['r', 'r', 'l', 'l']);
    console.log('\nwhere the main thread\'s time went in that window (the outermost named event of each task, summed):\n');
    table(['what ran', 'count', 'total', 'share'], top.byKind, ['l', 'r', 'r', 'r']);
    if (top.js) {
      console.log(`\nits JavaScript (${ms1(top.js.total)}, V8 CPU profile samples, self time) by file, then by function:\n`);
      table(['file', 'self', 'share'], top.js.files, ['l', 'r', 'r']);
      console.log('');
      table(['function (minified: file name:line:column)', 'self', 'share'], top.js.functions, ['l', 'r', 'r']);
    }
  } catch (error) {
    console.log(`\n  trace failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/**
 * JS transferred before the header's search answers typing: a fresh page (412 px), the store locator held back, the
 * shopper types "bask"; the /dist/ scripts fetched when the first suggestion shows (encodedBodySize: brotli bytes).
 */
async function jsBeforeTyping(browser, server, { label, goal, issue }) {
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
  console.log(`JS from /dist/ fetched before the header's search showed its first suggestion for "bask" (fresh page, 412 px), ${label}:\n`);
  table(['file', 'brotli bytes'], [...files.sort((a, b) => b.bytes - a.bytes).map((f) => [f.path, f.bytes]), ['total', `${total} (${kB(total)})`]], ['l', 'r']);
  console.log(
    `\n${total <= goal ? 'PASS' : 'FAIL'}  goal "JS transferred before the header's search answers typing <= ${kB(goal)} brotli", ${label} (${issue}): ` +
      `${kB(total)} in ${files.length} file(s)${total > goal ? `, ${kB(total - goal)} over` : ''}\n`,
  );
  printPageErrors(errors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e)));
  await context.close();
}

export async function run({ args = new Set() } = {}) {
  const flag = (prefix) => [...args].find((a) => a.startsWith(prefix))?.slice(prefix.length);
  const drawerArg = Number(flag('--page-drawer='));
  const drawerSamples = Number.isInteger(drawerArg) && drawerArg >= 0 ? drawerArg : DRAWER.samples;
  // --page-drawer-only: the drawer figure alone.
  const drawerOnly = args.has('--page-drawer-only');
  await withBrowser('page', async ({ server, browser, liteServer }) => {
    // 1. JS before the header's search answers typing, on the React build and on the lite build (issue 27).
    if (!drawerOnly) {
      await jsBeforeTyping(browser, server, { label: 'the React build (dist/)', goal: GOALS.jsBytes, issue: 'issue 13' });
      if (liteServer) await jsBeforeTyping(browser, liteServer, { label: 'the lite build (dist/lite/, Preact compat)', goal: GOALS.liteJsBytes, issue: 'issue 27' });
    }

    // 2. 1000 connect/disconnect cycles.
    if (!drawerOnly) {
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

    // 3. The drawer with 100 lines, first open on a fresh page at 4x CPU.
    if (drawerSamples) await drawerFirstOpen({ server, browser }, { samples: drawerSamples, trace: args.has('--page-trace') });
  });
}
