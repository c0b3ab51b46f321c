import { formatDistance, offersShipToStore, storeDetails } from '../../../machines/store-locator/store-hours.logic';
import type { SddInfo, Store } from '../../core/stores.types';
import type { MyStoreView } from '../../state/stores';
import { STORE_LOCATOR_TEXT as TEXT } from './store-locator.anatomy';

/**
 * Store and SDD state -> what the locator shows and says. Pure: the rules (hours, store time, ship to store) are in
 * machines/store-locator/sdd.logic.ts; this file only words them.
 */

/** The my-store button: the store's name, status and today's hours in store time, or "Find a store". */
export type MyStoreButton = { kind: 'find' } | { kind: 'store'; name: string; status: string; hours: string };

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
 * WCAG 2.5.3). Null for "Find a store". The locator's button and the header's sub-header button both say this.
 */
export function myStoreButtonWords(label: MyStoreButton): MyStoreButtonWords | null {
  if (label.kind !== 'store') return null;
  const visible = `${TEXT.myStorePrefix} ${label.name}`;
  return { visible, name: `${visible}, ${label.status}, ${label.hours}`, store: label.name, status: label.status, hours: label.hours };
}

/** The my-store button's words, and its parts for a button that shows them apart (the header's). */
export interface MyStoreButtonWords {
  visible: string;
  name: string;
  store: string;
  status: string;
  hours: string;
}

/** "Open" / "Closed", or the store's own status when it is not trading: "Temporarily closed", "Coming soon". */
export function storeStatus(store: Store, nowMs: number, stsCookie: boolean): string {
  const status = store.properties.status;
  if (status === 'TEMPORARILY_CLOSED') return 'Temporarily closed';
  if (status === 'COMING_SOON') return 'Coming soon';
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

export function storeCard(store: Store, nowMs: number, stsCookie: boolean): StoreCard {
  const p = store.properties;
  const details = storeDetails(store, nowMs, stsCookie);
  const comingSoon = p.status === 'COMING_SOON';
  const street = p.address?.street ?? '';
  const cityLine = [p.address?.city, [p.address?.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    id: p.gx_id,
    name: p.storeName,
    address: [street, cityLine].filter(Boolean).join(', '),
    distance: typeof p.distance === 'number' && Number.isFinite(p.distance) ? formatDistance(p.distance) : '',
    status: storeStatus(store, nowMs, stsCookie),
    hours: comingSoon ? details.futureStatus : details.todayTiming,
    next: comingSoon ? '' : details.futureStatus,
    storePickup: p.bopisEligible === true,
    shipToStore: offersShipToStore(store, stsCookie),
    phone: typeof p.phone === 'string' ? p.phone : '',
  };
}

/** The delivery ZIP section's sentence for the stored SDD info; empty when there is none. */
export function deliverySentence(info: SddInfo | null): string {
  if (!info || !info.sddZipCode) return '';
  const store = info.sddStore;
  if (store?.EDDLabel === 'SDD') return TEXT.deliveryToday(store.properties.storeName);
  if (store?.EDDLabel === 'NDD') return TEXT.deliveryTomorrow(store.properties.storeName);
  return TEXT.deliveryUnavailable(info.sddZipCode);
}

/** `aria-invalid` and `aria-describedby` of a field with an optional message. */
export function fieldProps(error: string | null, errorId: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : { 'aria-invalid': false as const };
}
