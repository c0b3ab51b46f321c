import { signal, type ReadonlySignal } from '@preact/signals-core';
import { createActor, type Actor } from 'xstate';
import { isSddInfo, parsePriority, parseZip } from '../../machines/store-locator/sdd.logic';
import { sddPriorityMachine } from '../../machines/store-locator/sdd-priority.machine';
import type { ApiSettings } from '../core/api';
import { COOKIES, LOCATION_PRIORITY, SDD_INFO_KEY, STORAGE_KEYS } from '../core/constants';
import { emitEvent } from '../core/events';
import type { Coordinates } from '../core/geolocation';
import { getCookie, local, setCookie } from '../core/storage';
import type { LocationPriority, LocationPriorityName, SddInfo } from '../core/stores.types';

/**
 * The page's same-day delivery info: one SDD actor (machines/store-locator/sdd-priority.machine.ts) whatever number of locators, the stored
 * info (localStorage `sg_sdd_info`; in memory for the page when storage is disabled, full or corrupt), the page
 * event `sg-sdd-zip` in and `sg-sdd-change` out, and the load-time ZIP cookies. Loaded with the first locator, after
 * its first paint.
 */

export type SddOutcome = 'updated' | 'unchanged' | 'refused' | 'invalid' | 'failed';
export interface SddResult {
  outcome: SddOutcome;
  info: SddInfo | null;
}
export interface SddZipOptions {
  storeId?: string;
  latitude?: number;
  longitude?: number;
}
/** Page-wide settings, from the first connected locator (`sdd-ttl-minutes`, `sdd-cutoff`) and its `api-base`. */
export interface SddSettings {
  ttlMinutes?: number;
  cutoff?: string;
  api?: ApiSettings;
}

const readStored = (): SddInfo | null => local.getJSON(SDD_INFO_KEY, isSddInfo);

const current = signal<SddInfo | null>(null);
/** The SDD info as stored (null: none). */
export const sddInfo: ReadonlySignal<SddInfo | null> = current;

let actor: Actor<typeof sddPriorityMachine> | null = null;
let settings: SddSettings | null = null;
let started = false;
let nextId = 0;
const pending = new Map<string, (result: SddResult) => void>();

/** The first locator's settings win for the page (the contract: "read from the first connected element"). */
export function configureSdd(next: SddSettings): void {
  if (settings) {
    if (next.api?.base !== settings.api?.base) actor?.send({ type: 'API.CHANGE', api: next.api ?? {} });
    return;
  }
  settings = next;
}

function sddActor(): Actor<typeof sddPriorityMachine> {
  if (actor) return actor;
  const stored = readStored();
  current.value = stored;
  actor = createActor(sddPriorityMachine, {
    input: {
      api: settings?.api ?? {},
      info: stored,
      ttlMinutes: settings?.ttlMinutes,
      cutoff: settings?.cutoff,
      orderId: getCookie(COOKIES.orderId),
    },
  });
  actor.on('saved', ({ info }) => {
    current.value = info;
    // Disabled or full storage: the info still lives in memory (the signal and the actor) for this page.
    local.setJSON(SDD_INFO_KEY, info);
  });
  actor.on('changed', ({ info }) => {
    emitEvent(document, 'sg-sdd-change', {
      zip: info.sddZipCode,
      storeId: info.sddStoreId,
      storeName: info.sddStore?.properties.storeName ?? '',
      label: info.sddStore?.EDDLabel ?? null,
      priority: info.priority,
      city: info.sddCity,
      state: info.sddState,
    });
  });
  actor.on('located', ({ zip }) => {
    setCookie(STORAGE_KEYS.geoLocatedZipCode, zip, { path: '/', sameSite: 'Lax' });
  });
  actor.on('warning', ({ message }) => {
    console.warn(`sg-elements: same-day delivery: ${message}`);
  });
  actor.on('outcome', ({ id, outcome, info }) => {
    pending.get(id)?.({ outcome, info });
    pending.delete(id);
  });
  actor.start();
  return actor;
}

/**
 * The package's `setSddZip(zip, priority, options?)`: asks the page's SDD rules for an update. Resolves with what
 * happened (`updated`, `unchanged`, `refused` for a lower priority, `invalid`, `failed`) and the info then.
 */
export function setSddZip(zip: string, priority: LocationPriorityName | LocationPriority | number | string, options: SddZipOptions = {}): Promise<SddResult> {
  const level = parsePriority(priority);
  const five = typeof zip === 'string' ? parseZip(zip) : null;
  const running = sddActor();
  if (!level || !five) return Promise.resolve({ outcome: 'invalid', info: current.peek() });
  const id = `u${++nextId}`;
  const result = new Promise<SddResult>((resolve) => pending.set(id, resolve));
  running.send({ type: 'ORDER.CHANGE', orderId: getCookie(COOKIES.orderId) });
  running.send({ type: 'ZIP.UPDATE', id, zip: five, priority: level, ...pickOptions(options) });
  return result;
}

function pickOptions(options: SddZipOptions): SddZipOptions {
  const picked: SddZipOptions = {};
  if (typeof options.storeId === 'string' && options.storeId) picked.storeId = options.storeId;
  if (Number.isFinite(options.latitude) && Number.isFinite(options.longitude)) {
    picked.latitude = options.latitude;
    picked.longitude = options.longitude;
  }
  return picked;
}

/** The browser's position ("Use my location"): a BROWSER_LOCATION update through its reverse-geocoded ZIP. */
export function setSddLocation(at: Coordinates): Promise<SddResult> {
  const id = `u${++nextId}`;
  const result = new Promise<SddResult>((resolve) => pending.set(id, resolve));
  const running = sddActor();
  running.send({ type: 'ORDER.CHANGE', orderId: getCookie(COOKIES.orderId) });
  running.send({ type: 'LOCATION.UPDATE', id, latitude: at.latitude, longitude: at.longitude });
  return result;
}

/** The package's `getSddInfo()`: the info now; stale info is refetched in the background with its ZIP and priority. */
export function getSddInfo(): SddInfo | null {
  sddActor().send({ type: 'INFO.CHECK' });
  return current.peek();
}

/**
 * Once per page, with the first locator: the stored info (refetched when stale), then the ZIP cookies of spec
 * section 9 as updates, highest priority first, so that a lower one never costs a request the rules would refuse.
 */
export function startSdd(): void {
  if (started) return;
  started = true;
  const running = sddActor();
  running.send({ type: 'INFO.CHECK' });
  const feeds: [string, LocationPriority][] = [
    [STORAGE_KEYS.defaultAddressZipcode, LOCATION_PRIORITY.SHIPPING_ZIP_CODE],
    [STORAGE_KEYS.geoLocatedZipCode, LOCATION_PRIORITY.BROWSER_LOCATION],
    [STORAGE_KEYS.akLocatedZipCode, LOCATION_PRIORITY.AKAMAI],
  ];
  for (const [cookie, priority] of feeds) {
    const zip = parseZip(getCookie(cookie) ?? '');
    if (zip) void setSddZip(zip, priority);
  }
}

// Page event in: `sg-sdd-zip` on document, detail `{ zip, priority, storeId?, latitude?, longitude? }`.
document.addEventListener('sg-sdd-zip', (event) => {
  const detail = (event as CustomEvent<unknown>).detail;
  if (!detail || typeof detail !== 'object') return;
  const { zip, priority, ...rest } = detail as { zip?: unknown; priority?: unknown } & SddZipOptions;
  void setSddZip(typeof zip === 'string' ? zip : String(zip ?? ''), priority as string, rest).then(({ outcome }) => {
    if (outcome === 'invalid') console.warn('sg-elements: sg-sdd-zip: a 5-digit ZIP and a priority (MANUAL ... AKAMAI or 5-1) are required.');
  });
});

// Another tab saved new info: take it without a request.
window.addEventListener('storage', (event) => {
  if (event.key !== SDD_INFO_KEY || !actor) return;
  const info = readStored();
  current.value = info;
  actor.send({ type: 'INFO.REPLACE', info });
});

/** For tests: a fresh actor and settings on next use (storage is the test's to clear). */
export function resetSddForTests(): void {
  actor?.stop();
  actor = null;
  settings = null;
  started = false;
  pending.clear();
  current.value = null;
}
