// Section "sizes": bytes of the built dist/, read from the files (no browser).
//   - raw / gzip / brotli bytes of every file a page can load;
//   - the eager code of each entry (the entry plus every file reachable through static imports), with and without
//     the React chunk, and the earlier sg-gift-card-balance goal (30 kB, 1000-byte kB);
//   - issue 7's table: each element's eager closure beside the React chunk, what it loads beyond React and the
//     goal in KiB; and the lazy chunks each element reaches through dynamic import().
import { basename } from 'node:path';
import { brotli, eagerClosure, elementEntries, entries, isReact, lazyClosure, loadableFiles, rel, short, sizes } from './dist.mjs';
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

export function run() {
  fileSizes();
  eagerPerEntry();
  elementTable();
}
