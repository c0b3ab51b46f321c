import { isSddInfo } from '../../../machines/store-locator/sdd-info.logic';
import { SDD_INFO_KEY } from '../../core/constants';
import { loadChunk } from '../../core/lazy';
import { local } from '../../core/storage';
import type { LocationPriority, LocationPriorityName, SddInfo } from '../../core/stores.types';
import type { SddResult, SddZipOptions } from '../../state/sdd';

/**
 * The package's store and SDD functions. The same-day delivery rules are a lazy chunk (the locator loads them after
 * its first paint), so these load it on first use instead of making every page that shows a my-store button pay for it.
 */
export { closeStoreFlyout, openStoreFlyout, setMyStore, getMyStore } from '../../state/stores';
export type { SddResult, SddZipOptions, SddOutcome } from '../../state/sdd';

const importSdd = () => import('../../state/sdd');
const sdd = () => loadChunk(importSdd);

/**
 * Asks the page's SDD rules for a delivery ZIP update: `priority` by name (`MANUAL`, `SHIPPING_ZIP_CODE`,
 * `CART_SUMMARY`, `BROWSER_LOCATION`, `AKAMAI`) or number 5-1. Resolves with the outcome (`updated`, `unchanged`,
 * `refused`, `invalid`, `failed`) and the info then.
 */
export async function setSddZip(
  zip: string,
  priority: LocationPriorityName | LocationPriority,
  options?: SddZipOptions,
): Promise<SddResult> {
  return (await sdd()).setSddZip(zip, priority, options);
}

/** The stored same-day delivery info, or null. Stale info is refetched in the background with its ZIP and priority. */
export function getSddInfo(): SddInfo | null {
  void sdd().then((module) => module.getSddInfo(), () => undefined);
  return local.getJSON(SDD_INFO_KEY, isSddInfo);
}
