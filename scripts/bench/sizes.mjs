// Section "sizes": bytes of the built dist/, read from the files (no browser).
//   - raw / gzip / brotli bytes of every file a page can load;
//   - the eager code of each entry (the entry plus every file reachable through static imports), with and without
//     the React chunk, and the earlier sg-gift-card-balance goal (30 kB, 1000-byte kB).
import { brotli, eagerClosure, entries, isReact, loadableFiles, rel, short, sizes } from './dist.mjs';
import { KiB, kB, table } from './report.mjs';

export const name = 'sizes';
export const title = 'dist/ file sizes and each entry\'s eager code (brotli)';

/** The earlier goal the bench has printed since the gift card issue (1000-byte kB). */
const GIFT_CARD_GOAL = { element: 'sg-gift-card-balance', limitBytes: 30_000, label: '30 kB brotli' };

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

export function run() {
  fileSizes();
  eagerPerEntry();
}
