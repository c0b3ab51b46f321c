import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * Counts the shopper's store changes on this page. The cart listens (and reloads with the new store ZIP) without the
 * store locator loading any of the cart's code, and without the cart loading the locator's.
 */
const changes = signal(0);
export const storeChanges: ReadonlySignal<number> = changes;

export function announceStoreChange(): void {
  changes.value = changes.peek() + 1;
}
