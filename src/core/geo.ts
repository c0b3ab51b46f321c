/**
 * ZIP codes and coordinates as the elements send them (api-contract.md, "Stores and same-day delivery"). Shared by
 * the stores API client (src/core/api/stores.ts) and the SDD rules (machines/store-locator/sdd.logic.ts).
 */

const ZIP_INPUT = /^\d{5}(-?\d{4})?$/;

/**
 * A US ZIP as typed: the trimmed input must be `12345`, `12345-6789` or `123456789`; its first five digits are used.
 * Anything else (`1234`, `K1A0B1`, `7705`, `77056-12`, a non-string) is null: refused before any request.
 */
export function parseZip(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return ZIP_INPUT.test(trimmed) ? trimmed.slice(0, 5) : null;
}

/**
 * Truncated, not rounded, to two decimals, on the decimal digits of the number as JavaScript prints it:
 * `Math.trunc(x * 100) / 100` would turn 32.8 into 32.79, because 32.8 * 100 is 3279.9999999999995 in binary.
 *
 * 29.7494 -> 29.74, -96.8079 -> -96.8, 32.8 -> 32.8, 1e-7 -> 0, -0.004 -> 0 (never -0), integers unchanged.
 * A value that is not a finite number gives NaN (callers treat NaN as "no coordinate").
 */
export function truncateCoordinate(n: number): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) return NaN;
  // Integers (1e21 and more print in exponent form, and are integers) have nothing to cut.
  if (Number.isInteger(n)) return n;
  // Below 0.01 nothing is left; this also covers the exponent form of values below 1e-6.
  if (Math.abs(n) < 0.01) return 0;
  const [whole, fraction = ''] = String(n).split('.');
  const result = Number(`${whole}.${fraction.slice(0, 2)}`);
  return result === 0 ? 0 : result;
}
