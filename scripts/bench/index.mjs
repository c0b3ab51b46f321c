// sg-elements bench (`npm run bench`): sizes and page-quality figures of the built library, one module per section.
//   npm run bench                       every section: sizes, lighthouse, search, cart, header, interactions, stores, page
//   npm run bench -- cart               only the named section(s), e.g. `npm run bench -- sizes cart`
//   npm run bench -- --no-lighthouse    every section but the one named (also --no-sizes, --no-search, --no-cart,
//                                       --no-header, --no-interactions, --no-stores, --no-page)
// Options: --desktop, --runs=N and --trace-only (lighthouse), --cart-cpu=N, --first-open=N and --no-cart-lite (cart), --header-runs=N and
// --header-cpu=N (header), --interaction-runs=N and --interactions=a,b (interactions), --stores-runs=N (stores), --page-drawer=N, --page-drawer-only and --page-trace (page);
// --analytics-consent (header, cart: the store page's analytics consent granted before the click is measured).
// It measures what dist/ holds (it runs `npm run build` only when dist/index.js is missing) and builds the demo's
// reference API when missing. It prints figures: it is not a test, and exits 0 unless the arguments are wrong or
// there is no build. A section's failure is printed and the next section runs.
//
// A section is a module exporting `name`, `title` and `run({ args })`; the ones that drive a browser share
// ./browser.mjs (server, Chromium, pages, CPU throttling), the size ones ./dist.mjs, all of them ./report.mjs.
// The last section, scanner (voice and scanner chunks, the decoder, timings on the fake camera), takes --scanner-runs=N
// and is skipped with --no-scanner like the others.
import * as cart from './cart.mjs';
import { ensureDist } from './dist.mjs';
import * as header from './header.mjs';
import * as interactions from './interactions.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as pageSection from './page.mjs';
import { heading, message } from './report.mjs';
import * as scanner from './scanner.mjs';
import * as search from './search.mjs';
import * as sizes from './sizes.mjs';
import * as stores from './stores.mjs';

const SECTIONS = [sizes, lighthouse, search, cart, header, interactions, stores, pageSection, scanner];

const argv = process.argv.slice(2);
const args = new Set(argv.filter((a) => a.startsWith('--')));
const named = argv.filter((a) => !a.startsWith('--'));
const unknown = named.filter((n) => !SECTIONS.some((s) => s.name === n));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(', ')}; the sections are ${SECTIONS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

console.log('sg-elements bench\n');
if (!ensureDist()) {
  console.error('dist/index.js not found and `npm run build` did not make it.');
  process.exit(1);
}

for (const section of SECTIONS) {
  if (named.length ? !named.includes(section.name) : args.has(`--no-${section.name}`)) {
    if (!named.length) console.log(`\n== ${section.name}: skipped (--no-${section.name})`);
    continue;
  }
  heading(section.name, section.title);
  try {
    await section.run({ args });
  } catch (error) {
    console.log(`  ${section.name} failed: ${message(error, true)}`);
  }
}

// Lighthouse may leave handles (sockets, timers) behind; the figures are printed, so leave now.
process.exit(0);
