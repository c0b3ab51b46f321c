import { parseApiDate } from '../../src/core/dates';

/**
 * Pure rules of the drawer's time-of-day promises (issue 26, section 2; spec sections 3 and 9): business hours are
 * computed in America/Chicago whatever the shopper's time zone. A store pickup is ready within `slaBusinessHours`
 * when ordered between `businessStartHours` and `businessEndHours`; ordered before opening it is ready
 * `slaPreBusinessHours` after opening, ordered after closing `slaPostBusinessHours` after the next opening. An
 * e-gift card is e-mailed the same way between 8:00 AM and 7:00 PM, within 2 hours. Shipped lines under the `sla2`
 * flag count their estimate in days ("3 days", "3-5 days") from today in the same time zone.
 */

export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** Hours of the day (0 to 24, fractions are minutes) and the promise, in hours, for each part of the day. */
export interface BusinessHours {
  /** Opening and closing hour (businessStartHours, businessEndHours). */
  start: number;
  end: number;
  /** Ordered while open: ready within this many hours (slaBusinessHours). */
  within: number;
  /** Ordered before opening: ready this many hours after opening, the same day (slaPreBusinessHours). */
  pre: number;
  /** Ordered after closing: ready this many hours after the next opening (slaPostBusinessHours). */
  post: number;
}

/** Spec section 9: gift or e-mail delivery hours 8:00 AM to 7:00 PM, delivered within 2 hours. */
export const EGIFT_DELIVERY_HOURS: BusinessHours = { start: 8, end: 19, within: 2, pre: 2, post: 2 };

/** When the promise is kept: within some hours, or by a time of day (in BUSINESS_TIME_ZONE) today or tomorrow. */
export type ReadyBy = { kind: 'within'; hours: number } | { kind: 'today' | 'tomorrow'; hour: number; minute: number };

const clockFormats = new Map<string, Intl.DateTimeFormat>();
let lastClock: { now: number; timeZone: string; clock: { hours: number; day: number } } | null = null;

/**
 * The wall clock of `timeZone` at `now`: the hour as a number with minutes as its fraction, and the calendar day as a
 * day count (days since 1970-01-01 of that zone's date), so that two days subtract to the days between them.
 */
export function zonedClock(now: number, timeZone = BUSINESS_TIME_ZONE): { hours: number; day: number } {
  // The drawer asks for the same instant once per line: the last answer is kept.
  if (lastClock && lastClock.now === now && lastClock.timeZone === timeZone) return lastClock.clock;
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // Some engines write midnight as 24 even with h23.
  const clock = { hours: (value('hour') % 24) + value('minute') / 60, day: Date.UTC(value('year'), value('month') - 1, value('day')) / 86_400_000 };
  lastClock = { now, timeZone, clock };
  return clock;
}

/** An hour with its fraction as hour and whole minutes (10.5 is 10:30). */
function clockTime(hours: number): { hour: number; minute: number } {
  const minutes = Math.round(hours * 60);
  return { hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

/** What the promise is for an order placed at `now` (spec: business hours computed in America/Chicago). */
export function readyBy(now: number, hours: BusinessHours, timeZone = BUSINESS_TIME_ZONE): ReadyBy {
  const { hours: clock } = zonedClock(now, timeZone);
  if (clock >= hours.start && clock < hours.end) return { kind: 'within', hours: hours.within };
  if (clock < hours.start) return { kind: 'today', ...clockTime(hours.start + hours.pre) };
  return { kind: 'tomorrow', ...clockTime(hours.start + hours.post) };
}

/**
 * Whole days from today (in `timeZone`) to an estimate's first and last day, or null when neither is a date. A day
 * already past counts as 0. A date (`YYYY-MM-DD`) is that day; a date-time is the day it falls on in `timeZone`.
 */
export function daysUntil(
  from: string | null,
  to: string | null,
  now: number,
  timeZone = BUSINESS_TIME_ZONE,
): { min: number; max: number } | null {
  const today = zonedClock(now, timeZone).day;
  const days = [from, to].map((value) => {
    const parsed = value ? parseApiDate(value.trim()) : null;
    if (!parsed) return null;
    // A date-only value is noon UTC of its day.
    const day = parsed.dateOnly ? Math.floor(parsed.date.getTime() / 86_400_000) : zonedClock(parsed.date.getTime(), timeZone).day;
    return Math.max(0, day - today);
  });
  const known = days.filter((d): d is number => d !== null);
  if (!known.length) return null;
  return { min: Math.min(...known), max: Math.max(...known) };
}

const HOUR_KEYS = {
  businessStartHours: 'start',
  businessEndHours: 'end',
  slaBusinessHours: 'within',
  slaPreBusinessHours: 'pre',
  slaPostBusinessHours: 'post',
} as const satisfies Record<string, keyof BusinessHours>;

/**
 * Reads the page configuration's `businessHours` section (spec section 3's business hours config): all five numbers,
 * or nothing. Opening and closing are hours of the day (0 to 24, opening before closing); the three promises are 0
 * to 24 hours, and the ready time of an order placed before opening or after closing must fall inside the day. A
 * wrong or missing hour leaves the section unused (store pickup then shows the API's dates); every problem is said.
 */
export function readBusinessHours(section: unknown): { hours: BusinessHours | null; problems: string[] } {
  if (section === undefined || section === null) return { hours: null, problems: [] };
  if (typeof section !== 'object' || Array.isArray(section)) return { hours: null, problems: ['businessHours must be an object'] };
  const source = section as Record<string, unknown>;
  const problems: string[] = [];
  const read: Partial<BusinessHours> = {};
  for (const [name, key] of Object.entries(HOUR_KEYS)) {
    const value = source[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 24) problems.push(`${name} must be a number of hours from 0 to 24`);
    else read[key] = value;
  }
  // An unknown key is said, and does not stop the five hours from being used.
  const unknown = Object.keys(source).filter((name) => !(name in HOUR_KEYS)).map((name) => `${name} is not a businessHours setting`);
  if (problems.length) return { hours: null, problems: [...problems, ...unknown] };
  const hours = read as BusinessHours;
  if (hours.start >= hours.end) problems.push('businessStartHours must be before businessEndHours');
  if (hours.start + hours.pre >= 24 || hours.start + hours.post >= 24) problems.push('the ready time after opening must fall before midnight');
  return { hours: problems.length ? null : hours, problems: [...problems, ...unknown] };
}
