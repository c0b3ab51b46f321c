import type { LocatorText } from '../../../machines/store-locator/store-locator.types';
import { offersShipToStore, roundMiles, storeDetails, type StoreHoursLine } from '../../../machines/store-locator/store-hours.logic';
import { errorKey, type errorMessages } from '../../core/errors';
import type { SddInfo, Store } from '../../core/stores.types';
import type { MyStoreView } from '../../state/stores';
import type { Translate } from '../shared/use-messages';
import type { storeLocatorMessages } from './store-locator.messages';

/**
 * Store and SDD state -> what the locator shows and says, in the element's locale. Pure: the rules (hours, store
 * time, ship to store) are in machines/store-locator/store-hours.logic.ts and decide which message; this file only
 * words them (`storeLocatorMessages`, times and dates through `Intl.DateTimeFormat`).
 */

type Texts = (typeof storeLocatorMessages)['defaults'];

/** The locator's texts in the element's locale (`useMessages`), and that locale for times and dates. */
export interface StoreWords {
  t: Translate<Texts>;
  /** The element's locale tag (its `lang`, an ancestor's or the page's; en-US when none). */
  locale: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const mileFormats = new Map<string, Intl.NumberFormat>();
const miles = (value: number, locale: string) => {
  let format = mileFormats.get(locale);
  if (!format) mileFormats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(value);
};

/** One formatter per locale and use; the values are UTC dates holding store-local times, so store time stays. */
function dateFormat(use: 'clock' | 'date', locale: string): Intl.DateTimeFormat {
  const id = `${use} ${locale}`;
  let format = formats.get(id);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = use === 'clock' ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(id, format);
  }
  return format;
}

/** Minutes after store-local midnight as a clock of the locale: 1260 -> "9:00 PM" (en-US), "21 h 00" (fr-CA). */
export function clockText(minutes: number, locale: string): string {
  // `hour: 'numeric'` has no leading zero: Firefox's fr-CA still writes one ("09 h 00"), the other engines do not.
  const parts = dateFormat('clock', locale).formatToParts(minutes * 60_000);
  return parts.map((part) => (part.type === 'hour' ? part.value.replace(/^0(?=\d)/, '') : part.value)).join('');
}

/** A `YYYY-MM-DD` date as month and day in the locale: "Dec 5" (en-US), "5 déc." (fr-CA). */
export function monthDayText(date: string, locale: string): string {
  return dateFormat('date', locale).format(Date.parse(`${date}T12:00:00Z`));
}

/** A line of the my-store details in words: "9:00 AM - 9:00 PM", "Closed today", "Opens Thu 9:00 AM", ... */
export function wordHoursLine(line: StoreHoursLine, { t, locale }: StoreWords): string {
  const clock = (minutes: number) => clockText(minutes, locale);
  switch (line.key) {
    case 'hours':
      return t('hours', { open: clock(line.open), close: clock(line.close) });
    case 'closedToday':
      return t('closedToday');
    case 'closesAt':
    case 'opensAt':
      return t(line.key, { time: clock(line.time) });
    case 'opensOn':
      return t('opensOn', { day: t(`day${line.weekday}` as 'day0'), time: clock(line.time) });
    case 'openingOn':
      return t('openingOn', { date: monthDayText(line.date, locale) });
  }
}

/** The search's messages in words: the locator's, or the error catalogue's (the geocode failures). */
export function wordLocatorText(message: LocatorText, t: Translate<Texts>, error: Translate<(typeof errorMessages)['defaults']>): string {
  return 'key' in message ? t(message.key, message.values) : error(errorKey(message.error));
}

/** The my-store button: the store's name, status and today's hours in store time, or "Find a store". */
export type MyStoreButton = { kind: 'find' } | { kind: 'store'; name: string; status: StoreStatus; hours: StoreHoursLine | null };

export function myStoreButton(view: MyStoreView, nowMs: number, stsCookie: boolean): MyStoreButton {
  if (view.status !== 'ready' || !view.store) return { kind: 'find' };
  const details = storeDetails(view.store, nowMs, stsCookie);
  // A store that is not open yet says when it opens ("Opening Dec 5"), as its card in the results does.
  const hours = view.store.properties.status === 'COMING_SOON' ? details.futureStatus : details.todayTiming;
  return { kind: 'store', name: details.storeName, status: storeStatus(view.store, nowMs, stsCookie), hours };
}

/**
 * The my-store button's words: its visible start ("My store: Houston Galleria") and its whole accessible name, one
 * sentence in every browser ("My store: Houston Galleria, Open, 9:00 AM - 9:00 PM"; it starts with the visible text,
 * WCAG 2.5.3). Null for "Find a store". The locator's button and the header's sub-header button both say this, each
 * in its element's locale.
 */
export function myStoreButtonWords(label: MyStoreButton, words: StoreWords): MyStoreButtonWords | null {
  if (label.kind !== 'store') return null;
  const { t } = words;
  const prefix = t('myStorePrefix');
  const status = t(label.status);
  const hours = label.hours ? wordHoursLine(label.hours, words) : '';
  return { prefix, visible: `${prefix} ${label.name}`, name: t('myStoreName', { store: label.name, status, hours }), store: label.name, status, hours };
}

/** The my-store button's words, and its parts for a button that shows them apart (the header's). */
export interface MyStoreButtonWords {
  /** "My store:", the visible words before the store's name. */
  prefix: string;
  visible: string;
  name: string;
  store: string;
  status: string;
  hours: string;
}

/** A store's status as a message: open or closed now, or its own status when it is not trading. */
export type StoreStatus = 'open' | 'closed' | 'temporarilyClosed' | 'comingSoon';

/** "Open" / "Closed", or the store's own status when it is not trading: "Temporarily closed", "Coming soon". */
export function storeStatus(store: Store, nowMs: number, stsCookie: boolean): StoreStatus {
  const status = store.properties.status;
  if (status === 'TEMPORARILY_CLOSED') return 'temporarilyClosed';
  if (status === 'COMING_SOON') return 'comingSoon';
  return storeDetails(store, nowMs, stsCookie).status;
}

/** One store of the results, as text. */
export interface StoreCard {
  id: string;
  name: string;
  address: string;
  distance: string;
  status: string;
  /** Today's hours, or "Opening Dec 5" for a store that is coming soon. */
  hours: string;
  /** "Closes at 9:00 PM", "Opens Thu 9:00 AM"... */
  next: string;
  storePickup: boolean;
  shipToStore: boolean;
  phone: string;
}

export function storeCard(store: Store, nowMs: number, stsCookie: boolean, words: StoreWords): StoreCard {
  const { t } = words;
  const p = store.properties;
  const details = storeDetails(store, nowMs, stsCookie);
  const comingSoon = p.status === 'COMING_SOON';
  const street = p.address?.street ?? '';
  const cityLine = [p.address?.city, [p.address?.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const distance = roundMiles(p.distance);
  const line = (value: StoreHoursLine | null) => (value ? wordHoursLine(value, words) : '');
  return {
    id: p.gx_id,
    name: p.storeName,
    address: [street, cityLine].filter(Boolean).join(', '),
    // One decimal always ("3.0 mi" beside "12.4 mi"), in the locale's digits ("3,0 mi").
    distance: distance === null ? '' : t('distance', { distance: miles(distance, words.locale) }),
    status: t(storeStatus(store, nowMs, stsCookie)),
    hours: line(comingSoon ? details.futureStatus : details.todayTiming),
    next: comingSoon ? '' : line(details.futureStatus),
    storePickup: p.bopisEligible === true,
    shipToStore: offersShipToStore(store, stsCookie),
    phone: typeof p.phone === 'string' ? p.phone : '',
  };
}

/** The delivery ZIP section's sentence for the stored SDD info; empty when there is none. */
export function deliverySentence(info: SddInfo | null, t: Translate<Texts>): string {
  if (!info || !info.sddZipCode) return '';
  const store = info.sddStore;
  if (store?.EDDLabel === 'SDD') return t('deliveryToday', { store: store.properties.storeName });
  if (store?.EDDLabel === 'NDD') return t('deliveryTomorrow', { store: store.properties.storeName });
  return t('deliveryUnavailable', { zip: info.sddZipCode });
}

/** `aria-invalid` and `aria-describedby` of a field with an optional message. */
export function fieldProps(error: string | null, errorId: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : { 'aria-invalid': false as const };
}
