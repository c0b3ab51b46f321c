/**
 * Dates as the API sends them and as the spec writes them (section 9). Apart from format.ts (money), which every
 * element with a price loads: only the code that shows or counts dates (the cart's estimates and promises) carries
 * these.
 */

/**
 * An ISO 8601 date (2024-06-03) or date-time (2024-06-03T14:30:00.000Z; seconds, their fraction and the offset
 * optional), as the API sends them (api-contract.md: dates are ISO strings).
 */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))?)?$/;

/**
 * The instant an API date names, read from its parts, never by `Date`'s own parsing: outside the ISO form that parsing
 * differs per engine (Firefox read "junkT12:00:00Z" as June 1, 2001; Chromium and Firefox roll 2024-02-30 over to
 * March 1, WebKit refuses it), so a shopper's date depended on their browser. A date-only value is noon UTC, so
 * that no time zone moves it to another day; a date-time without an offset is local time (as ECMAScript reads it).
 */
export function parseApiDate(value: string): { date: Date; dateOnly: boolean } | null {
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day] = [parts[1], parts[2], parts[3]].map(Number) as [number, number, number];
  // A day the calendar has: Date.UTC would turn February 30 into March 1 (and the years 0-99 into 1900-1999).
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  if (noon.getUTCFullYear() !== year || noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== day) return null;
  if (parts[4] === undefined) return { date: noon, dateOnly: true };
  const [hour, minute, second] = [parts[4], parts[5], parts[6] ?? '0'].map(Number) as [number, number, number];
  // Milliseconds: the fraction's first three digits.
  const ms = Number((parts[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (parts[8] === undefined && parts[9] === undefined) return { date: new Date(year, month - 1, day, hour, minute, second, ms), dateOnly: false };
  const [offsetHours, offsetMinutes] = [parts[10] ?? '0', parts[11] ?? '0'].map(Number) as [number, number];
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const offset = (parts[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return { date: new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000), dateOnly: false };
}

/**
 * The spec's date formats (section 9): `monthDay` "MMM DD" (Jun 03), `long` "MMMM DD, YYYY" (June 03, 2026),
 * `numeric` "MM/DD/YY" (06/03/26), as en-US writes them; another locale writes the same parts its own way.
 */
export type DateStyle = 'monthDay' | 'long' | 'numeric';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  monthDay: { month: 'short', day: '2-digit' },
  long: { month: 'long', day: '2-digit', year: 'numeric' },
  numeric: { month: '2-digit', day: '2-digit', year: '2-digit' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(style: DateStyle, locale: string, dateOnly: boolean): Intl.DateTimeFormat {
  const key = `${style} ${locale} ${dateOnly}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { ...DATE_STYLES[style], ...(dateOnly ? { timeZone: 'UTC' } : {}) };
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    dateFormats.set(key, format);
  }
  return format;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const two = (n: number) => String(n % 100).padStart(2, '0');
/** The locales `usEnglish` writes (Intl writes `en` as `en-US`). */
const US_ENGLISH = /^en(?:-US)?$/i;

/**
 * A date in a spec format as Intl's en-US writes it ("Jun 03", "June 03, 2026", "06/03/26"; the test compares every
 * month and style with the browser's Intl), without Intl: a page's first `Intl.DateTimeFormat` loads ICU's date data,
 * 88-107 ms of main thread at 4x CPU inside the first open of a 100-line drawer (2026-12-07). `utc`: a date-only value
 * (its day wherever the shopper is); else the shopper's time zone, as Intl's default.
 */
function usEnglish(style: DateStyle, date: Date, utc: boolean): string {
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = two(utc ? date.getUTCDate() : date.getDate());
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (style === 'monthDay') return `${MONTHS[month]!.slice(0, 3)} ${day}`;
  if (style === 'long') return `${MONTHS[month]!} ${day}, ${year}`;
  return `${two(month + 1)}/${day}/${two(year)}`;
}

/** Whether `value` is a date `formatApiDate` writes (an ISO date or date-time, `parseApiDate`). */
export const isApiDate = (value: string | null | undefined): boolean => Boolean(value && parseApiDate(value.trim()));

/**
 * The dates written so far, by style, locale and the API's text. A cart's lines share a few estimate dates, and
 * `Intl.DateTimeFormat#format` is slow: a 100-line drawer wrote about 200 of them per render (132 ms of main thread at
 * 4x CPU on its first open, 2026-12-07). Emptied when it reaches `WRITTEN_MAX` entries. A date-time's text is kept
 * in the time zone the page had when it was written (a device changing zones mid-page keeps its earlier texts).
 */
const written = new Map<string, string | null>();
const WRITTEN_MAX = 500;

/**
 * An API date in one of the spec's formats, in `locale`: a date-only value as that day wherever the shopper is, a
 * date-time in the shopper's time zone. Anything but an ISO date or date-time (`parseApiDate`): null.
 */
export function formatApiDate(value: string | null | undefined, style: DateStyle, locale = 'en-US'): string | null {
  if (!value) return null;
  const key = `${style} ${locale} ${value}`;
  const known = written.get(key);
  if (known !== undefined) return known;
  const parsed = parseApiDate(value.trim());
  const text = !parsed
    ? null
    : US_ENGLISH.test(locale)
      ? usEnglish(style, parsed.date, parsed.dateOnly)
      : dateFormat(style, locale, parsed.dateOnly).format(parsed.date);
  if (written.size >= WRITTEN_MAX) written.clear();
  written.set(key, text);
  return text;
}
