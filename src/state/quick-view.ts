import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiSettings } from '../core/api/client';
import { cncFeature, CNC_FEATURES } from '../core/features';

/**
 * The page's quick view (issue 26): one dialog per page, whoever opens it (a search product suggestion, a carousel
 * item). This module is the small eager part that openers import: the `qv` switch and the open request. The dialog,
 * its machine and the page's cart come in a lazy chunk that the component layer provides (`provideQuickViewMount`,
 * src/components/quick-view/index.ts): the first request loads it, and it follows `quickViewRequest`.
 */

export interface QuickViewRequest {
  productId: string;
  skuId: string | null;
  /** What gets focus back when the dialog closes. */
  opener: HTMLElement | null;
  /** Counts requests: the same product asked again is a new request. */
  seq: number;
}

const request = signal<QuickViewRequest | null>(null);
const active = signal(false);
const failed = signal<{ productId: string; seq: number } | null>(null);
let seq = 0;
let mount: (() => void) | null = null;
let api: ApiSettings = {};

/** The latest open request (null until the first). */
export const quickViewRequest: ReadonlySignal<QuickViewRequest | null> = request;
/** True from an open request until the dialog has closed (openers keep their own popups open meanwhile). */
export const quickViewActive: ReadonlySignal<boolean> = active;

/**
 * The product whose quick view did not open because its chunk did not load (null otherwise; the next request clears
 * it): its opener shows a message beside the button, and focus stays on the button.
 */
export const quickViewFailure: ReadonlySignal<{ productId: string; seq: number } | null> = failed;

/** Whether quick view is switched on for this visitor: the `qv` flag of the `cncFeatures` cookie list. */
export function quickViewEnabled(): boolean {
  return cncFeature(CNC_FEATURES.quickView);
}

/**
 * Opens the page's quick view of a product (its `skuId` chosen first when the product has it); `opener` gets focus
 * back on close. A request without a product id is ignored. Works whether or not the `qv` switch is on: openers ask
 * `quickViewEnabled()` before offering it.
 */
export function openQuickView(target: { productId: string; skuId?: string | null }, opener: HTMLElement | null): void {
  const productId = typeof target?.productId === 'string' ? target.productId.trim() : '';
  if (!productId) return;
  const skuId = typeof target.skuId === 'string' && target.skuId.trim() ? target.skuId.trim() : null;
  active.value = true;
  failed.value = null;
  request.value = { productId, skuId, opener: opener ?? null, seq: ++seq };
  mount?.();
}

/** The openers' API settings (their `api-base`); the latest element to say wins. */
export function setQuickViewApi(settings: ApiSettings): void {
  api = settings;
}

/** Where the dialog asks for the product. */
export const quickViewApi = (): ApiSettings => api;

/** The dialog has closed (called by the dialog). */
export function quickViewClosed(): void {
  active.value = false;
}

/** The dialog's chunk did not load for the latest request (called by the component layer's mount). */
export function quickViewLoadFailed(): void {
  active.value = false;
  const last = request.peek();
  if (last) failed.value = { productId: last.productId, seq: last.seq };
}

/**
 * The component layer's mount of the dialog (its lazy chunk), called on each request; a request made before it was
 * provided mounts now. Returns the un-provide (tests).
 */
export function provideQuickViewMount(next: () => void): () => void {
  mount = next;
  if (active.peek()) next();
  return () => {
    if (mount === next) mount = null;
  };
}

/** Tests: no request, closed. */
export function resetQuickViewForTests(): void {
  request.value = null;
  active.value = false;
  failed.value = null;
  api = {};
}
