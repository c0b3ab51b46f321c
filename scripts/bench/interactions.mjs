// Section "interactions": the header's interactions that no other section times (issue 27, section 1), at 4x CPU on
// the store page /, on the React build and on the lite build (dist/lite/, Preact's compat layer):
//   - hamburger: the "Menu" button at 390x844 -> the menu dialog shown;
//   - account: the header's account button (a guest: "Sign in") -> the sign-in flyout shown;
//   - typing: one letter typed into the focused search box (the box focused before the measure) -> the letter in it;
//   - quantity: "increase quantity" on a line of the seeded 100-line cart, the drawer open (opened before the measure).
// The mega menu panel (section "header"), the drawer's first open (sections "cart" and "page") and the store flyout
// with 250 stores (section "stores") are timed in their own sections.
// A sample is a FRESH page (a new browser context): loaded unthrottled until its elements are defined and the
// interaction's control is there, 500 ms of settling, then 4x CPU and the interaction (a real click or key press),
// FRESH; then the state put back (Escape, or nothing for typing and quantity), 500 ms, and the same interaction again on
// the same page, REPEATED. Figures (Event Timing, entries of 16 ms or more, as INP reads them): the interaction's
// duration (its longest entry) and its processing part (input delay + handlers + what React or Preact run in them:
// processingEnd - startTime). Goals: duration <= 100 ms and processing <= 50 ms, median of 5. Beside them for the
// dialogs: the time from the pointerdown to the frame the dialog is open in (a first open that loads a lazy part ends
// its Event Timing before the dialog shows). Clicks are a person's mouse (browser.mjs, clickLikeAPerson): Playwright's
// own click adds its hit-target check to the click's handlers.
import { clickLikeAPerson, newPage, printPageErrors, settle, throttleCpu, withBrowser } from './browser.mjs';
import { fmtEvent, ms1, percentile, samplesText, table } from './report.mjs';

export const name = 'interactions';
export const title = "the header's hamburger, account flyout, typing and a quantity change at 4x CPU (Event Timing duration and processing; fresh and repeated; both builds)";

const RUN = {
  cpuThrottling: 4,
  samples: 5,
  settleMs: 500,
  budgetMs: 100,
  processingBudgetMs: 50,
  /** How long after the interaction's control answered the Event Timing entries may take (they follow the next paint). */
  entryWaitMs: 1500,
  /** No new round starts after this. */
  sectionBudgetMs: 480_000,
};

const header = (page) => page.locator('sg-header');
/** A line's "increase quantity" that does something (the drawer's controls say disabled with aria-disabled). */
const INCREASE = '[part="quantity-increase"]:not([aria-disabled="true"])';
/** The quantity change's request, awaited before the repeated click. */
let sent = Promise.resolve();

/** A header button that opens a dialog, closed again with Escape before the repeat. */
const dialogInteraction = ({ key, label, viewport, button, dialog }) => ({
  key,
  label,
  viewport,
  result: 'dialog',
  prepare: (page) => button(page).waitFor(),
  act: (page) => clickLikeAPerson(page, button(page)),
  shown: (page) => header(page).getByRole('dialog', { name: dialog }).waitFor({ state: 'visible' }),
  reset: async (page) => {
    await page.keyboard.press('Escape');
    await header(page).getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
  },
});

const INTERACTIONS = [
  dialogInteraction({
    key: 'hamburger',
    label: 'open the hamburger menu (390x844)',
    viewport: { width: 390, height: 844 },
    button: (page) => header(page).getByRole('button', { name: 'Menu' }),
    dialog: 'Menu',
  }),
  dialogInteraction({
    key: 'account',
    label: 'open the account flyout (a guest: Sign in)',
    viewport: { width: 1280, height: 800 },
    button: (page) => header(page).locator('[part="bar"] [part="account-button"]'),
    dialog: 'Sign in',
  }),
  {
    key: 'typing',
    label: 'type a letter in the search box',
    viewport: { width: 1280, height: 800 },
    prepare: async (page) => {
      const box = header(page).getByRole('combobox', { name: 'Search products' });
      await box.click();
      await box.fill('');
    },
    act: (page, round) => page.keyboard.press(['r', 'u'][round]),
    shown: (page, round) =>
      page.waitForFunction((want) => {
        const box = document.querySelector('sg-header')?.shadowRoot?.querySelector('sg-search')?.shadowRoot?.querySelector('[role="combobox"]');
        return box?.value === want;
      }, ['r', 'ru'][round]),
    reset: async () => {},
  },
  {
    key: 'quantity',
    label: 'increase a quantity in the drawer (100 lines)',
    viewport: { width: 1280, height: 800 },
    /** The reference API's seeded 100-line cart (mocks/data/carts.ts CART_IDS.hundred), read with the persistent login. */
    cookies: { WC_PERSISTENT: '1', WC_OrdId: '5002' },
    prepare: async (page) => {
      await page.locator('sg-header sg-mini-cart [part="button"]').click();
      await page.locator(INCREASE).first().waitFor();
    },
    act: async (page) => {
      // The change is sent after the cart's 400 ms coalescing: its answer is awaited before the repeat (see reset).
      // (Not awaited after the repeat, whose page closes: a miss is caught; the busy check below still holds.)
      sent = page
        .waitForResponse((r) => /\/api\/cart/.test(r.url()) && r.request().method() !== 'GET', { timeout: 15_000 })
        .catch(() => undefined);
      await clickLikeAPerson(page, page.locator(INCREASE).first());
    },
    // The change shows at once (optimistic): the interaction is the click's frame.
    shown: (page) => page.waitForTimeout(100),
    // The change's answer, and the line no longer busy, before the repeat: a click on a busy line does nothing.
    reset: async (page) => {
      await sent;
      await page.waitForFunction(() => !document.querySelector('sg-cart-drawer')?.shadowRoot?.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 });
    },
  },
];

/**
 * Starts collecting the Event Timing entries of interactions from now on and, for an interaction with a `result`
 * (`dialog`: an open dialog in the header's shadow tree, the hosted `<sg-account>`'s included), the frame its result
 * is first there in: `toResult` is from the input's `pointerdown` or `keydown` to that frame. Event Timing alone ends at
 * the click's own next paint, which for a lazy part (the hosted account's first open) comes before the result.
 */
function arm(page, result) {
  return page.evaluate((want) => {
    const bench = (window.__benchInteractions ??= { entries: [], observer: null });
    bench.since = performance.now();
    bench.entries = [];
    bench.inputAt = null;
    bench.resultAt = null;
    bench.stopWatch?.();
    bench.observer?.disconnect();
    const input = (event) => {
      if (bench.inputAt === null && event.timeStamp >= bench.since) bench.inputAt = event.timeStamp;
    };
    addEventListener('pointerdown', input, { capture: true });
    addEventListener('keydown', input, { capture: true });
    let frame = 0;
    const header = document.querySelector('sg-header')?.shadowRoot;
    const openDialog = () =>
      Boolean(
        header?.querySelector('dialog[open]') ||
          [...(header?.querySelectorAll('sg-account') ?? []), ...document.querySelectorAll('sg-account')].some((el) => el.shadowRoot?.querySelector('dialog[open]')),
      );
    const watch = () => {
      if (bench.inputAt !== null && want === 'dialog' && openDialog()) {
        bench.resultAt = performance.now();
        return;
      }
      frame = requestAnimationFrame(watch);
    };
    if (want) frame = requestAnimationFrame(watch);
    bench.stopWatch = () => {
      cancelAnimationFrame(frame);
      removeEventListener('pointerdown', input, { capture: true });
      removeEventListener('keydown', input, { capture: true });
    };
    bench.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId > 0 && e.startTime >= bench.since) {
          bench.entries.push({ name: e.name, id: e.interactionId, duration: e.duration, processing: e.processingEnd - e.startTime });
        }
      }
    });
    bench.observer.observe({ type: 'event', durationThreshold: 16, buffered: false });
  }, result ?? null);
}

/** The interaction's duration (longest entry) and processing (input delay + handlers), 0 when under 16 ms. */
async function collect(page) {
  await page.waitForFunction(() => window.__benchInteractions.entries.length > 0, null, { timeout: RUN.entryWaitMs }).catch(() => {});
  await settle(page, 50);
  return page.evaluate(() => {
    const { entries, inputAt, resultAt, stopWatch } = window.__benchInteractions;
    stopWatch?.();
    const duration = Math.max(0, ...entries.map((e) => e.duration));
    const processing = Math.max(0, ...entries.map((e) => e.processing));
    const toResult = inputAt !== null && resultAt !== null ? resultAt - inputAt : null;
    return { duration, processing, toResult, entries: entries.map((e) => `${e.name} ${Math.round(e.duration)}`) };
  });
}

async function sample({ server, liteServer, browser }, interaction, lite) {
  const { context, page, errors } = await newPage(browser, lite ? liteServer : server, { viewport: interaction.viewport, cookies: interaction.cookies });
  try {
    await page.goto(`${(lite ? liteServer : server).url}/`);
    await page.waitForFunction(() => ['sg-header', 'sg-search', 'sg-mini-cart', 'sg-cart-drawer'].every((tag) => customElements.get(tag)), null, { timeout: 30_000 });
    await interaction.prepare(page);
    await settle(page, RUN.settleMs);
    const restore = await throttleCpu(page, RUN.cpuThrottling);
    try {
      const rounds = [];
      for (const round of [0, 1]) {
        await arm(page, interaction.result);
        await interaction.act(page, round);
        await interaction.shown(page, round);
        rounds.push(await collect(page));
        if (round === 0) {
          await interaction.reset(page);
          await settle(page, RUN.settleMs);
        }
      }
      return { fresh: rounds[0], repeated: rounds[1], errors };
    } finally {
      await restore();
    }
  } finally {
    await context.close();
  }
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const p50 = (values) => (values.length ? percentile(sorted(values), 50) : Number.NaN);

export async function run({ args }) {
  const flag = (prefix) => [...args].find((a) => a.startsWith(prefix))?.slice(prefix.length);
  const runsArg = Number(flag('--interaction-runs='));
  const samples = Number.isInteger(runsArg) && runsArg > 0 ? runsArg : RUN.samples;
  // --interactions=typing,quantity: only those.
  const only = flag('--interactions=')?.split(',');
  const chosen = INTERACTIONS.filter((i) => !only || only.includes(i.key));
  const unknown = (only ?? []).filter((key) => !INTERACTIONS.some((i) => i.key === key));
  if (unknown.length) console.log(`  unknown interaction(s) ${unknown.join(', ')}; the interactions are ${INTERACTIONS.map((i) => i.key).join(', ')}`);
  console.log(
    `${RUN.cpuThrottling}x CPU, store page /, ${samples} fresh page(s) per interaction and build, each with a fresh and a repeated ` +
      `interaction; Event Timing (entries of 16 ms or more: "<16" when none):\n${chosen.map((i) => `  ${i.key}: ${i.label}`).join('\n')}\n`,
  );
  await withBrowser('interactions', async (env) => {
    const started = Date.now();
    const builds = [
      ['react', false],
      ['lite', true],
    ];
    const results = {};
    const failures = {};
    let rounds = 0;
    for (let i = 0; i < samples && (i === 0 || Date.now() - started < RUN.sectionBudgetMs); i++, rounds++) {
      for (const interaction of chosen) {
        for (const [build, lite] of i % 2 ? [...builds].reverse() : builds) {
          const key = `${interaction.key} ${build}`;
          try {
            (results[key] ??= []).push(await sample(env, interaction, lite));
          } catch (error) {
            (failures[key] ??= []).push(error instanceof Error ? error.message.split('\n')[0] : String(error));
          }
        }
      }
    }
    if (rounds < samples) console.log(`  stopped after ${rounds} round(s): the section's ${RUN.sectionBudgetMs / 1000} s budget ran out`);
    for (const [key, list] of Object.entries(failures)) for (const m of list.slice(0, 2)) console.log(`  ${key}: a sample failed: ${m}`);

    const rows = [];
    const verdicts = [];
    for (const interaction of chosen) {
      for (const [build] of builds) {
        const list = results[`${interaction.key} ${build}`] ?? [];
        for (const kind of ['fresh', 'repeated']) {
          const durations = list.map((s) => s[kind].duration);
          const processing = list.map((s) => s[kind].processing);
          const d = p50(durations);
          const p = p50(processing);
          const toResult = list.map((s) => s[kind].toResult).filter((v) => v !== null);
          const result = interaction.result ? [ms1(p50(toResult)), samplesText(toResult)] : ['-', '-'];
          rows.push([interaction.key, build, kind, fmtEvent(d), samplesText(durations, fmtEvent), fmtEvent(p), samplesText(processing, fmtEvent), ...result, `${list.length}/${samples}`]);
          // A dialog is judged by when it is open too: a first open that waits for a lazy part passes Event Timing
          // (the click's own frame is short) while the shopper waits for the dialog.
          const resultOk = !interaction.result || (toResult.length === list.length && p50(toResult) <= RUN.budgetMs);
          const pass = list.length > 0 && d <= RUN.budgetMs && p <= RUN.processingBudgetMs && resultOk;
          verdicts.push(
            `${pass ? 'PASS' : 'FAIL'}  goal "duration <= ${RUN.budgetMs} ms and processing <= ${RUN.processingBudgetMs} ms` +
              `${interaction.result ? `, the dialog open <= ${RUN.budgetMs} ms after the press` : ''}" (issue 27, median), ` +
              `${interaction.key}, ${build}, ${kind}: duration ${fmtEvent(d)}, processing ${fmtEvent(p)}` +
              (interaction.result ? `, dialog open after ${result[0]}` : ''),
          );
        }
      }
    }
    console.log(`\n${rounds} round(s) in ${((Date.now() - started) / 1000).toFixed(0)} s; p50 = median (nearest rank); samples in the order taken\n`);
    table(
      ['interaction', 'build', 'when', 'duration p50', 'durations (ms)', 'processing p50', 'processing (ms)', 'to result p50', 'to result (ms)', 'samples'],
      rows,
      ['l', 'l', 'l', 'r', 'l', 'r', 'l', 'r', 'l', 'r'],
    );
    console.log(
      '\n  to result: from the pointerdown to the frame the dialog is open in (the hosted account\'s first open loads its ' +
        'element: the click then only asks for it, and Event Timing ends before the dialog shows)',
    );
    const one = results['quantity react']?.[0];
    if (one) console.log(`\n  e.g. quantity, React, fresh: entries ${one.fresh.entries.join(', ') || 'none of 16 ms or more'}`);
    console.log('');
    for (const line of verdicts) console.log(line);
    printPageErrors(Object.values(results).flatMap((list) => list.flatMap((s) => s.errors)));
  });
}
