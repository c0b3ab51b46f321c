import type { Store } from '../../src/core/stores.types';

/**
 * Store time and store hours (api-contract.md "Store hours and store time"), and the my-store details of spec section
 * 3: what the my-store button needs on every page, apart from the SDD rules of ./sdd.logic.ts (loaded with the
 * flyout, which re-exports these).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DAY_CODES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Dates and store time

/**
 * `timeZoneUtcOffset` in minutes: `-?HH:MM`, an optional minus, two-digit hours 00-14, minutes 00-59.
 * Anything else (`+05:00`, `-6`, `abc`, `''`, not a string) is 0 (UTC).
 */
export function parseUtcOffset(text: unknown): number {
  const match = typeof text === 'string' ? /^(-?)(\d{2}):(\d{2})$/.exec(text) : null;
  if (!match) return 0;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 14 || minutes > 59) return 0;
  const total = hours * 60 + minutes;
  return match[1] && total ? -total : total;
}

/**
 * A date as ms since the epoch. Values of 11 characters or fewer are a calendar date (`YYYY-MM-DD`, month and day
 * may have one digit) read at 12:00 UTC, so that the day is the same in every US time zone; longer values are ISO
 * timestamps read as they are. Unreadable (or an impossible date such as 2026-02-30): null.
 */
export function parseDateOnly(text: string): number | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  if (text.length > 11) {
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? ms : null;
  }
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day, 12);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : null;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A `YYYY-MM-DD` date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS);
}

/** 0 (Sunday) to 6 (Saturday) of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** A store's clock: its date (`YYYY-MM-DD`), weekday (0 = Sunday) and minutes since its midnight (with fractions). */
export interface StoreTime {
  date: string;
  weekday: number;
  minutes: number;
}

/** Store time = now (UTC) + the store's `timeZoneUtcOffset`. */
export function storeTime(store: Store, nowMs: number): StoreTime {
  const local = nowMs + parseUtcOffset(store.properties.timeZoneUtcOffset) * MINUTE_MS;
  const date = new Date(local);
  return { date: isoDate(local), weekday: date.getUTCDay(), minutes: (((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS };
}

/**
 * The store-local date a store's date field names: a short date is that calendar day; a timestamp is the store's
 * date at that instant.
 */
function storeDateOf(text: unknown, offsetMinutes: number): string | null {
  if (typeof text !== 'string') return null;
  const ms = parseDateOnly(text);
  if (ms === null) return null;
  return isoDate(text.length <= 11 ? ms : ms + offsetMinutes * MINUTE_MS);
}

// ---------------------------------------------------------------------------------------------------------------
// Store hours

/** Opening and closing time of a day, in minutes after store-local midnight; closing is after opening. */
export interface Hours {
  open: number;
  close: number;
}

/** `H:MM` or `HH:MM`, 00:00 to 24:00, in minutes; else null. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** `HH:MM-HH:MM` (closing after opening; 24:00 may close) or `CLOSED` (null). Unreadable: closed (null). */
export function parseHoursRange(text: unknown): Hours | null {
  if (typeof text !== 'string') return null;
  const [from, to, ...rest] = text.split('-');
  if (from === undefined || to === undefined || rest.length) return null;
  const open = parseClock(from);
  const close = parseClock(to);
  return open !== null && close !== null && open < 24 * 60 && close > open ? { open, close } : null;
}

/**
 * `storeHours` as a week, index 0 = Sunday: entries separated by `;`, each `DAY HH:MM-HH:MM` or `DAY CLOSED` (DAY one
 * of SUN..SAT, any case). A missing or unreadable day is closed (null); a day named twice takes its last entry.
 */
export function parseStoreHours(text: unknown): Array<Hours | null> {
  const week: Array<Hours | null> = [null, null, null, null, null, null, null];
  if (typeof text !== 'string') return week;
  for (const entry of text.split(';')) {
    const match = /^([A-Za-z]{3})\s+(\S+)$/.exec(entry.trim());
    const day = match ? DAY_CODES.indexOf(match[1]!.toUpperCase() as (typeof DAY_CODES)[number]) : -1;
    if (day >= 0) week[day] = parseHoursRange(match![2]);
  }
  return week;
}

/**
 * The hours of a store on a store-local date: a `specialHours` entry for that date replaces the weekly entry (the
 * first such entry counts; an entry whose hours cannot be read closes the day; one whose date cannot be read is
 * ignored). Null = closed.
 */
export function hoursOn(store: Store, storeLocalDate: string): Hours | null {
  const offset = parseUtcOffset(store.properties.timeZoneUtcOffset);
  const special = Array.isArray(store.properties.specialHours)
    ? store.properties.specialHours.find((entry) => storeDateOf(entry?.date, offset) === storeLocalDate)
    : undefined;
  if (special) return parseHoursRange(special.hours);
  return parseStoreHours(store.properties.storeHours)[weekdayOf(storeLocalDate)] ?? null;
}

const isOpenStatus = (store: Store) => store.properties.status === 'OPEN';

/** Status OPEN, today's entry has hours, and store time is before today's closing time. */
export function isOpenToday(store: Store, nowMs: number): boolean {
  if (!isOpenStatus(store)) return false;
  const time = storeTime(store, nowMs);
  const today = hoursOn(store, time.date);
  return today !== null && time.minutes < today.close;
}

/** Status OPEN and tomorrow's entry (store date + 1) has hours. */
export function isOpenTomorrow(store: Store, nowMs: number): boolean {
  return isOpenStatus(store) && hoursOn(store, addDays(storeTime(store, nowMs).date, 1)) !== null;
}

// ---------------------------------------------------------------------------------------------------------------
// My-store details

/** The store hours' messages of `storeLocatorMessages` the rules decide on (the view words them). */
export type StoreHoursMessageKey = 'open' | 'closed' | 'hours' | 'closedToday' | 'closesAt' | 'opensAt' | 'opensOn' | 'openingOn';

/**
 * A line of the my-store details as the rules decide it: its message and its values, which the view words in its
 * locale (times are minutes after store-local midnight, 0 to 1440, shown as a clock; `weekday` 0 = Sunday; `date` a
 * store-local `YYYY-MM-DD`).
 */
export type StoreHoursLine =
  | { key: 'hours'; open: number; close: number }
  | { key: 'closedToday' }
  | { key: 'closesAt'; time: number }
  | { key: 'opensAt'; time: number }
  | { key: 'opensOn'; weekday: number; time: number }
  | { key: 'openingOn'; date: string };

/** The my-store details of spec section 3, their texts as messages (`StoreHoursLine`). */
export interface StoreDetails {
  isCompleted: boolean;
  storeName: string;
  neighborhood: string;
  /** Ship to store offered (the contract's rule, `IS_STS_ENABLED` included). */
  stsEligible: boolean;
  /** Store pickup offered (`bopisEligible`). */
  storePickup: boolean;
  /** Today's hours ("9:00 AM - 9:00 PM") or "Closed today". */
  todayTiming: Extract<StoreHoursLine, { key: 'hours' | 'closedToday' }>;
  /** "Open" or "Closed". */
  status: 'open' | 'closed';
  /** "Closes at 9:00 PM" | "Opens at 9:00 AM" | "Opens Thu 9:00 AM" | "Opening Dec 5" | none. */
  futureStatus: Exclude<StoreHoursLine, { key: 'hours' | 'closedToday' }> | null;
}

/** Ship to store: the `IS_STS_ENABLED` cookie is true, or `stsEligible` and `isSTS1` or `isSTS2` is "1". */
export function offersShipToStore(store: Store, stsCookie: boolean): boolean {
  const p = store.properties;
  return stsCookie || (p.stsEligible === true && (p.isSTS1 === '1' || p.isSTS2 === '1'));
}

/** Closes at / opens at (later today) / opens on the next open day within a week / opening on (COMING_SOON) / none. */
function futureStatus(store: Store, time: StoreTime, today: Hours | null): StoreDetails['futureStatus'] {
  const p = store.properties;
  if (p.status === 'COMING_SOON') {
    const opening = storeDateOf(p.openingDate, parseUtcOffset(p.timeZoneUtcOffset));
    return opening ? { key: 'openingOn', date: opening } : null;
  }
  if (!isOpenStatus(store)) return null;
  if (today && time.minutes < today.close) {
    return time.minutes >= today.open ? { key: 'closesAt', time: today.close } : { key: 'opensAt', time: today.open };
  }
  for (let days = 1; days <= 7; days++) {
    const date = addDays(time.date, days);
    const hours = hoursOn(store, date);
    if (hours) return { key: 'opensOn', weekday: weekdayOf(date), time: hours.open };
  }
  return null;
}

/**
 * The my-store details (spec section 3) at `nowMs`, in store time. A store whose status is not OPEN is "Closed
 * today" whatever its hours; "Open" needs status OPEN and now within today's hours.
 */
export function storeDetails(store: Store, nowMs: number, stsCookie: boolean): StoreDetails {
  const p = store.properties;
  const time = storeTime(store, nowMs);
  const today = isOpenStatus(store) ? hoursOn(store, time.date) : null;
  const openNow = today !== null && time.minutes >= today.open && time.minutes < today.close;
  return {
    isCompleted: true,
    storeName: p.storeName,
    neighborhood: p.neighborhood ?? '',
    stsEligible: offersShipToStore(store, stsCookie),
    storePickup: p.bopisEligible === true,
    todayTiming: today ? { key: 'hours', open: today.open, close: today.close } : { key: 'closedToday' },
    status: openNow ? 'open' : 'closed',
    futureStatus: futureStatus(store, time, today),
  };
}

/** Miles with one decimal, rounded half up on the tenths: 3.25 -> 3.3, 0.15 -> 0.2. Not a distance: null. */
export function roundMiles(miles: unknown): number | null {
  if (typeof miles !== 'number' || !Number.isFinite(miles) || miles < 0) return null;
  return Math.round(miles * 10) / 10;
}
