// Section "sizes": bytes of the built dist/, read from the files (no browser).
//   - raw / gzip / brotli bytes of every file a page can load;
//   - the eager code of each entry (the entry plus every file reachable through static imports), with and without
//     the React chunk, and the earlier sg-gift-card-balance goal (30 kB, 1000-byte kB);
//   - issue 7's table: each element's eager closure beside the React chunk, what it loads beyond React and the
//     goal in KiB; and the lazy chunks each element reaches through dynamic import();
//   - issue 9's header goal: the JS before <sg-header> is interactive, i.e. the eager closure of
//     dist/elements/sg-header.js WITH the React chunk, <= 75 kB (1000-byte kB), and the header's lazy chunks per
//     dynamic import (what the header loads after its first paint, what only on a user's intent);
//   - the store locator's goals: the eager code of dist/elements/sg-store-locator.js that no other element loads
//     (< 6 kB), and its lazy flyout + same-day delivery code that no other element loads (< 15 kB), 1000-byte kB;
//   - the lite build's goals (dist/lite/, Preact's compat layer; issue 27): each element's whole eager closure, Preact
//     included, beside the React build's: the header <= 30 kB, every other element <= 25 kB (1000-byte kB).
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DIST, ROOT, brotli, contains, eagerClosure, elementEntries, elementsLoading, entries, isReact, lazyClosure, loadableFiles, rel, short, sizes } from './dist.mjs';
import { KiB, kB, table } from './report.mjs';

export const name = 'sizes';
export const title = 'dist/ file sizes and each element\'s eager and lazy code (brotli)';

/** Issue 7's goals: eager brotli bytes beyond the React chunk, in KiB. Elements not named here have no goal. */
const GOALS_KIB = {
  'sg-toasts': 8,
  'sg-mini-cart': 25,
  'sg-gift-card-balance': 30,
  'sg-search': 30,
  'sg-cart-drawer': 30,
};
/** The earlier goal the bench has printed since the gift card issue (1000-byte kB). */
const GIFT_CARD_GOAL = { element: 'sg-gift-card-balance', limitBytes: 30_000, label: '30 kB brotli' };

/** Issue 9: the header's eager closure, React included, in 1000-byte kB. */
const HEADER_GOAL = { element: 'sg-header', limitBytes: 75_000, label: '75 kB brotli' };
/**
 * When the header loads each of its dynamic imports (src/components/header/Header.tsx and elements/sg-header.ts),
 * by the short name of the import's target without its hash. Targets not named here print "?".
 */
const HEADER_LAZY_WHEN = [
  [/^elements\/sg-search$/, 'after the first paint (setTimeout 0), no interaction needed'],
  [/^elements\/sg-mini-cart$/, 'after the first paint (setTimeout 0), no interaction needed'],
  [/^elements\/sg-cart-drawer$/, 'after the first paint (setTimeout 0), no interaction needed'],
  [/^elements\/sg-gift-card-balance$/, 'on the first press of the gift card link'],
  [/^chunks\/MenuDialog-/, 'below 1024 px: when the page is idle (unless saving data), else on the first intent on the hamburger (pointer over, focus)'],
  [/^chunks\/DeliveryZip-/, 'on the first intent on a delivery ZIP entry (pointer over, focus, press)'],
  [/^chunks\/SearchPanel-/, 'on the first focus of the search box'],
  [/^chunks\/gift-card-balance\.actor-/, "after the form's first paint (setTimeout 0): the balance check's machine and xstate"],
  [/^chunks\/search\.actor-/, "after the search box's first paint (setTimeout 0): its machine and xstate"],
  [/^chunks\/cart-actor-/, "on the first event sent to the cart (an element's loadCart as it mounts): the cart machine and xstate"],
  [/^chunks\/CartDrawerBody-/, 'on the first open of the cart drawer'],
  [/^chunks\/(focus-trap|checkout-flow|fulfilment)-/, 'with the dialog or drawer that imports it'],
];
const AFTER_FIRST_PAINT = /^after the first paint/;

/**
 * The store locator's goals (1000-byte kB): its own eager code, and its own lazy code; the flyout's body, the
 * store-locator machine and the same-day delivery state and machine (found by the machines' ids) must all be lazy.
 */
const STORE_LOCATOR_GOAL = {
  element: 'sg-store-locator',
  eagerLimitBytes: 6_000,
  lazyLimitBytes: 15_000,
  lazyMustHold: [
    ['the StoreFlyoutBody chunk', (file) => /^chunks\/StoreFlyoutBody-/.test(short(file))],
    ['the store-locator machine', (file) => contains(file, 'id:"storeLocator"')],
    ['the SDD machine (sdd-priority, with state/sdd)', (file) => contains(file, 'id:"sddPriority"')],
  ],
};

const tagOf = (entry) => basename(entry, '.js');

function fileSizes() {
  console.log('dist files (bytes; gzip level 9, brotli quality 11)\n');
  const files = loadableFiles();
  const rows = files.map((f) => {
    const s = sizes(f);
    return [rel(f), s.raw, s.gzip, s.brotli];
  });
  const sum = (key) => files.reduce((t, f) => t + sizes(f)[key], 0);
  rows.push(['total', sum('raw'), sum('gzip'), sum('brotli')]);
  table(['file', 'raw', 'gzip', 'brotli'], rows, ['l', 'r', 'r', 'r']);
}

function eagerPerEntry() {
  console.log('\neager code per entry: the entry + chunks reachable by static import (brotli bytes, summed per file)\n');
  let giftCard = null;
  const rows = entries().map((entry) => {
    const closure = eagerClosure(entry);
    const all = brotli(closure);
    const withoutReact = brotli(closure.filter((f) => !isReact(f)));
    if (rel(entry) === `elements/${GIFT_CARD_GOAL.element}.js`) giftCard = withoutReact;
    return [rel(entry), all, kB(all), withoutReact, kB(withoutReact), closure.filter((f) => f !== entry).map(short).join(', ') || '-'];
  });
  table(['entry', 'eager', '', 'eager w/o react', '', 'statically imported files'], rows, ['l', 'r', 'r', 'r', 'r', 'l']);
  console.log('');
  const goal = `goal "${GIFT_CARD_GOAL.element} eager code beyond the React chunk < ${GIFT_CARD_GOAL.label}"`;
  if (giftCard === null) console.log(`FAIL  ${goal}: dist/elements/${GIFT_CARD_GOAL.element}.js not found`);
  else console.log(`${giftCard < GIFT_CARD_GOAL.limitBytes ? 'PASS' : 'FAIL'}  ${goal}: ${giftCard} bytes (${kB(giftCard)}, ${KiB(giftCard)})`);
}

function elementTable() {
  console.log(
    '\neach element\'s eager closure (the entry + every chunk it imports statically, transitively; brotli, each file once) ' +
      'beside the React chunk, in KiB (1024 bytes)\n',
  );
  const elements = elementEntries();
  const reactChunks = new Set(elements.flatMap((e) => eagerClosure(e).filter(isReact)));
  const rows = [];
  const lazyRows = [];
  for (const entry of elements) {
    const tag = tagOf(entry);
    const closure = eagerClosure(entry);
    const react = closure.filter(isReact);
    const beyond = brotli(closure.filter((f) => !isReact(f)));
    const goal = GOALS_KIB[tag];
    const met = goal === undefined ? '-' : beyond <= goal * 1024 ? 'yes' : `NO (+${KiB(beyond - goal * 1024)})`;
    rows.push([tag, KiB(brotli(closure)), react.length ? KiB(brotli(react)) : 'none', KiB(beyond), goal === undefined ? '-' : `<= ${goal} KiB`, met, closure.length]);

    const lazy = lazyClosure(closure);
    lazyRows.push([
      tag,
      lazy.files.length ? KiB(brotli(lazy.files)) : '-',
      lazy.files.map((f) => `${short(f)} ${KiB(sizes(f).brotli)}`).join(', ') || 'none',
    ]);
  }
  table(['element', 'eager closure', 'React chunk', 'beyond React', 'goal', 'met?', 'files'], rows, ['l', 'r', 'r', 'r', 'r', 'l', 'r']);
  console.log(`\n  React chunk: ${[...reactChunks].map((f) => `${rel(f)} (${sizes(f).brotli} bytes)`).join(', ') || 'none found (no chunk name starts with "react")'}`);
  const judged = rows.filter((r) => r[4] !== '-');
  const failed = judged.filter((r) => r[5] !== 'yes');
  console.log(
    `${failed.length ? 'FAIL' : 'PASS'}  goals "eager code beyond the React chunk" (issue 7): ${judged.length - failed.length} of ${judged.length} met` +
      `${failed.length ? `; over: ${failed.map((r) => `${r[0]} ${r[3]} > ${r[4].slice(3)}`).join(', ')}` : ''}`,
  );

  console.log('\nlazy code per element: chunks reached through dynamic import() (and what they import), not loaded eagerly (brotli)\n');
  table(['element', 'lazy total', 'lazy chunks'], lazyRows, ['l', 'r', 'l']);
}

function headerGoal() {
  const entry = join(DIST, 'elements', `${HEADER_GOAL.element}.js`);
  const goal = `goal "JS before the header is interactive: ${HEADER_GOAL.element} eager closure, React included, <= ${HEADER_GOAL.label}" (issue 9)`;
  console.log(`\n${HEADER_GOAL.element}: the JS before the header is interactive and its lazy chunks (brotli bytes, 1000-byte kB)\n`);
  if (!existsSync(entry)) {
    console.log(`FAIL  ${goal}: dist/elements/${HEADER_GOAL.element}.js not found`);
    return;
  }
  const eager = eagerClosure(entry);
  const total = brotli(eager);
  const react = eager.filter(isReact);
  table(
    ['eager file (static imports of the entry, transitively)', 'brotli', ''],
    [
      ...eager.map((f) => [rel(f) + (isReact(f) ? ' (React chunk)' : ''), sizes(f).brotli, kB(sizes(f).brotli)]),
      ['eager closure, React included', total, kB(total)],
      ['  of which the React chunk', brotli(react), kB(brotli(react))],
      ['  beyond the React chunk', total - brotli(react), kB(total - brotli(react))],
    ],
    ['l', 'r', 'r'],
  );

  const { groups } = lazyClosure(eager);
  const whenOf = (file) => HEADER_LAZY_WHEN.find(([pattern]) => pattern.test(short(file)))?.[1] ?? '?';
  const rows = groups.map((g) => [
    `${'  '.repeat(g.depth)}${g.edge}`,
    whenOf(g.target),
    g.files.length ? brotli(g.files) : 0,
    g.files.map((f) => `${short(f)} ${sizes(f).brotli}`).join(', ') || '(already loaded)',
  ]);
  const lazyFiles = groups.flatMap((g) => g.files);
  // What the after-first-paint imports load, computed from their own closures (a file shared with an import listed
  // earlier in the table, e.g. the API chunk, is listed there but loads here too).
  const eagerSet = new Set(eager);
  const afterPaint = [
    ...new Set(groups.filter((g) => g.depth === 0 && AFTER_FIRST_PAINT.test(whenOf(g.target))).flatMap((g) => eagerClosure(g.target))),
  ].filter((f) => !eagerSet.has(f));
  console.log(`\nlazy chunks of ${HEADER_GOAL.element}: each dynamic import() of its eager code (indented: imports of those lazy files), the files it adds ` +
    `(a file two imports share is listed under the first)\n`);
  table(['dynamic import', 'loaded', 'brotli', 'files it adds (brotli bytes)'], rows, ['l', 'l', 'r', 'l']);
  console.log(
    `\n  lazy total ${brotli(lazyFiles)} bytes (${kB(brotli(lazyFiles))}) in ${lazyFiles.length} file(s); of it loaded after the first paint ` +
      `without any interaction (nested search, mini cart, cart drawer): ${brotli(afterPaint)} bytes (${kB(brotli(afterPaint))}), ` +
      `so a page with the header loads ${kB(total + brotli(afterPaint))} of JS before anyone touches it`,
  );
  console.log(`\n${total <= HEADER_GOAL.limitBytes ? 'PASS' : 'FAIL'}  ${goal}: ${total} bytes (${kB(total)}) in ${eager.length} file(s), ` +
    `${total <= HEADER_GOAL.limitBytes ? `${kB(HEADER_GOAL.limitBytes - total)} to spare` : `${kB(total - HEADER_GOAL.limitBytes)} over`}`);
}

function storeLocatorGoals() {
  const { element, eagerLimitBytes, lazyLimitBytes, lazyMustHold } = STORE_LOCATOR_GOAL;
  const entry = join(DIST, 'elements', `${element}.js`);
  console.log(`\n${element}: its own eager code and its own lazy flyout + same-day delivery code (brotli bytes, 1000-byte kB)\n`);
  if (!existsSync(entry)) {
    console.log(`FAIL  goals of ${element}: dist/elements/${element}.js not found`);
    return;
  }
  // A file is the locator's own when no other element's code (eager or lazy) reaches it; else it is a shared chunk:
  // a page with any of those elements loads it anyway, and the locator adds nothing by loading it too.
  const loading = elementsLoading();
  const others = (file) => loading(file).filter((tag) => tag !== element);
  const counted = (file) => {
    const tags = others(file);
    return tags.length ? `no: shared with ${tags.length > 3 ? `${tags.length} elements` : tags.join(', ')}` : 'yes: only this element';
  };
  const eager = eagerClosure(entry);
  const { groups } = lazyClosure(eager);
  const ownEager = eager.filter((f) => !others(f).length);
  const lazy = groups.flatMap((g) => g.files);
  const ownLazy = lazy.filter((f) => !others(f).length);
  const row = (label, file) => [label, sizes(file).brotli, kB(sizes(file).brotli), counted(file)];
  table(
    ['file', 'brotli', '', 'counted'],
    [
      ...eager.map((f) => row(`eager ${rel(f)}`, f)),
      ...groups.flatMap((g) => g.files.map((f) => row(`lazy  ${rel(f)} (with import of ${short(g.target)})`, f))),
    ],
    ['l', 'r', 'r', 'l'],
  );
  console.log(
    `\n  counted = the files of ${element}'s code that the code of no other element (${elementEntries().map(tagOf).filter((t) => t !== element).join(', ')}), ` +
      `eager or lazy, reaches; the shared chunks (React, xstate, store, signals-react, api, ...) are left out. A page with the locator ` +
      `alone loads ${kB(brotli(eager))} eagerly and ${kB(brotli(lazy))} lazily.`,
  );
  for (const [what, holds] of lazyMustHold) {
    const where = [...eager, ...lazy].filter(holds);
    const place = (f) => `${rel(f)} (${eager.includes(f) ? 'eager' : 'lazy'}, ${others(f).length ? 'shared' : 'own'})`;
    console.log(`  ${what}: ${where.map(place).join(', ') || 'NOT FOUND in the locator\'s code'}`);
  }
  const verdict = (bytes, limit) => `${bytes < limit ? 'PASS' : 'FAIL'}`;
  const eagerBytes = brotli(ownEager);
  const lazyBytes = brotli(ownLazy);
  console.log(
    `\n${verdict(eagerBytes, eagerLimitBytes)}  goal "${element} eager code beyond the shared chunks < ${kB(eagerLimitBytes)} brotli": ` +
      `${eagerBytes} bytes (${kB(eagerBytes)}, ${KiB(eagerBytes)}) in ${ownEager.length} file(s): ${ownEager.map(short).join(', ')}`,
  );
  // Each must be lazy for the locator: in its lazy code and not in its eager code. Its own or shared: the SDD state and
  // machine are shared with <sg-header>, whose delivery ZIP popup loads them lazily too (a page with both loads them
  // once, on the first of the two intents).
  const complete = lazyMustHold.every(([, holds]) => lazy.some(holds) && !eager.some(holds));
  console.log(
    `${complete ? verdict(lazyBytes, lazyLimitBytes) : 'FAIL'}  goal "${element} lazy flyout + SDD code < ${kB(lazyLimitBytes)} brotli": ` +
      `${lazyBytes} bytes (${kB(lazyBytes)}, ${KiB(lazyBytes)}) in ${ownLazy.length} file(s): ${ownLazy.map(short).join(', ')}` +
      `${complete ? '' : ' (not all of the flyout body, the store-locator machine and the SDD code are lazy: see above)'}`,
  );
}

/** Issue 27's lite build goals: each element's eager closure, Preact included, in 1000-byte kB. */
const LITE_GOALS = { 'sg-header': 30_000, other: 25_000 };

function liteGoals() {
  const liteDir = join(ROOT, 'dist', 'lite', 'elements');
  console.log('\nthe lite build (dist/lite/: the same source on Preact\'s compat layer): each element\'s eager closure, Preact included, beside the React build\'s (brotli, 1000-byte kB)\n');
  if (!existsSync(liteDir)) {
    console.log('FAIL  goals of the lite build: dist/lite/elements not found (npm run build makes it)');
    return;
  }
  const rows = [];
  let preact = null;
  for (const entry of elementEntries()) {
    const tag = tagOf(entry);
    const liteEntry = join(liteDir, `${tag}.js`);
    if (!existsSync(liteEntry)) {
      rows.push([tag, '-', 'missing', '-', '-', 'NO', '-', '-']);
      continue;
    }
    const closure = eagerClosure(liteEntry);
    preact ??= closure.find(isReact) ?? null;
    const lite = brotli(closure);
    const react = brotli(eagerClosure(entry));
    const xstate = closure.filter((f) => /^xstate-/.test(basename(f)));
    const goal = LITE_GOALS[tag] ?? LITE_GOALS.other;
    rows.push([
      tag,
      kB(react),
      kB(lite),
      `${Math.round((lite / react) * 100)} %`,
      `<= ${kB(goal)}`,
      lite <= goal ? 'yes' : `NO (+${kB(lite - goal)})`,
      kB(brotli(closure.filter((f) => !isReact(f)))),
      xstate.length ? kB(brotli(xstate)) : '-',
    ]);
  }
  table(['element', 'React build', 'lite build', 'lite / React', 'goal', 'met?', 'lite beyond Preact', 'of it xstate'], rows, ['l', 'r', 'r', 'r', 'r', 'l', 'r', 'r']);
  if (preact) console.log(`\n  Preact chunk: ${rel(preact)} (${sizes(preact).brotli} bytes)`);
  const failed = rows.filter((r) => r[5] !== 'yes');
  console.log(
    `${failed.length ? 'FAIL' : 'PASS'}  goals "lite build: the header's eager closure <= ${kB(LITE_GOALS['sg-header'])}, every other element's <= ${kB(LITE_GOALS.other)}" (issue 27): ` +
      `${rows.length - failed.length} of ${rows.length} met${failed.length ? `; over: ${failed.map((r) => `${r[0]} ${r[2]}`).join(', ')}` : ''}`,
  );
}

export function run() {
  fileSizes();
  eagerPerEntry();
  elementTable();
  headerGoal();
  storeLocatorGoals();
  liteGoals();
}
