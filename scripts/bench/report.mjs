// Printing and statistics shared by the bench sections: an aligned text table, number formats, percentiles.

/** Prints `rows` under `headers`; `align[i]` is 'r' for right-aligned columns, anything else for left. */
export function table(headers, rows, align = []) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ').trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Nearest-rank percentile of numbers sorted ascending (null for none). */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** Median of numbers in any order: the middle value, or the mean of the two middle ones (null for none). */
export function median(values) {
  const sorted = ascending(values);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The finite numbers of `values`, sorted ascending. */
export const ascending = (values) => values.filter(Number.isFinite).sort((a, b) => a - b);

const missing = (v) => v === null || v === undefined || !Number.isFinite(v);

/** 1000-byte kilobytes, as the size goals of the earlier issues were written. */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** 1024-byte kibibytes, as issue 7's size goals are written. */
export const KiB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (v) => (missing(v) ? 'n/a' : `${Math.round(v)} ms`);
export const ms1 = (v) => (missing(v) ? 'n/a' : `${v.toFixed(1)} ms`);
export const secs = (v) => (missing(v) ? 'n/a' : `${(v / 1000).toFixed(1)} s`);
export const num = (v, digits = 0) => (missing(v) ? 'n/a' : v.toFixed(digits));

/** A probe's Event Timing interaction duration, 0 standing for "no entry" (entries are reported from 16 ms). */
export const eventMs = (r) => r.interactionDuration ?? 0;
/** The processing part of that interaction (input delay + handlers; bench-frames.js), 0 when no entry reached 16 ms. */
export const processingMs = (r) => r.interactionProcessing ?? 0;
/** Issue 27's goal for the processing part of an interaction at 4x CPU (median). */
export const PROCESSING_BUDGET_MS = 50;
/** An Event Timing duration from eventMs(): "<16 ms" for 0. */
export const fmtEvent = (v) => (missing(v) ? 'n/a' : v === 0 ? '<16 ms' : ms1(v));
/** Samples in the order taken, in whole ms; with `fmt` fmtEvent, a 0 (no Event Timing entry) as "<16". */
export const samplesText = (values, fmt = ms1) => values.map((v) => (fmt === fmtEvent && v === 0 ? '<16' : Math.round(v))).join(' ') || '-';

/** The message of anything thrown. */
export const message = (error, stack = false) => (error instanceof Error ? (stack ? error.stack ?? error.message : error.message) : String(error));

/** Prints a section's heading. */
export function heading(name, text) {
  console.log(`\n== ${name}: ${text}\n`);
}

/**
 * The long animation frames (and long tasks) of a set of probe results (each with `long`, the entries of the
 * bench-frames.js observer, and `clickAt`): count, longest per sample, the scripts behind them, and the click's own
 * frame when it was a long one.
 */
export function longFrames(results) {
  const loafs = results.flatMap((r) => r.long.filter((t) => t.type === 'loaf'));
  const tasks = results.flatMap((r) => r.long.filter((t) => t.type === 'longtask'));
  const byScript = new Map();
  for (const script of loafs.flatMap((l) => l.scripts)) {
    const file = script.sourceURL ? new URL(script.sourceURL).pathname : '(no source)';
    const key = `${script.invoker} @ ${file}${script.sourceFunctionName ? ` ${script.sourceFunctionName}()` : ''}`;
    const entry = byScript.get(key) ?? { n: 0, ms: 0, forced: 0 };
    entry.n += 1;
    entry.ms += script.duration;
    entry.forced += script.forcedStyleAndLayoutDuration ?? 0;
    byScript.set(key, entry);
  }
  const perSample = results.map((r) => Math.max(0, ...r.long.filter((t) => t.type === 'loaf').map((t) => t.duration)));
  // The click's own frame when it was a long one (the LoAF during which the click listener ran), and where it went:
  // its scripts (those of 5 ms or more), its rendering (from rAF callbacks to paint) and the style and layout part of
  // that; the rest is the browser's work outside scripts and rendering (input dispatch, hit testing, default actions).
  const clickFrames = results
    .map((r) => r.long.find((t) => t.type === 'loaf' && t.startTime <= r.clickAt && r.clickAt <= t.startTime + t.duration))
    .filter(Boolean)
    .map((l) => {
      const end = l.startTime + l.duration;
      return {
        total: l.duration,
        scripts: l.scripts.reduce((t, x) => t + x.duration, 0),
        render: l.renderStart ? end - l.renderStart : 0,
        styleLayout: l.styleAndLayoutStart ? end - l.styleAndLayoutStart : 0,
      };
    });
  return { loafs, tasks, byScript, perSample, clickFrames };
}
