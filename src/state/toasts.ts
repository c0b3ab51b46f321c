import { TOAST_HIDE_MS } from '../core/constants';
import type { MessageRef } from '../core/messages';

export type ToastVariant = 'success' | 'error';

export interface Toast {
  id: number;
  variant: ToastVariant;
  /** Plain text (a page's own), or a message of the catalogue worded in `<sg-toasts>`'s locale; never HTML. */
  message: string | MessageRef;
}

export interface ToastOptions {
  variant?: ToastVariant;
  message: string | MessageRef;
  /** Milliseconds before it hides by itself (spec: 7000); 0 keeps it until closed. */
  durationMs?: number;
}

/**
 * The toasts now showing, oldest first, shared by every element on the page: a plain store, not a signal. Only
 * `<sg-toasts>` reads it (through useSyncExternalStore); the others only call showToast. Without signals a page with
 * `<sg-toasts>` alone loads 2.2 kB (brotli) less: @preact/signals-core and the React adapter (issue 27).
 */
export interface ToastList {
  /** The list now (a new array after each change). */
  readonly value: readonly Toast[];
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

let current: readonly Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function set(next: readonly Toast[]): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

export const toasts: ToastList = {
  get value() {
    return current;
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Shows a toast (success or error, fixed top centre); returns its id. Invalid input shows nothing. */
export function showToast(options: ToastOptions): number {
  const given = options?.message;
  const message = typeof given === 'string' ? given.trim() : given && typeof given === 'object' && given.bundle ? given : '';
  if (!message) return -1;
  const id = nextId++;
  const variant: ToastVariant = options.variant === 'error' ? 'error' : 'success';
  set([...current, { id, variant, message }]);
  const duration = options.durationMs ?? TOAST_HIDE_MS;
  if (duration > 0 && Number.isFinite(duration)) timers.set(id, setTimeout(() => dismissToast(id), duration));
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (current.some((t) => t.id === id)) set(current.filter((t) => t.id !== id));
}

export function dismissAllToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
  if (current.length > 0) set([]);
}
