import { signal, type ReadonlySignal } from '@preact/signals-core';
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

const list = signal<readonly Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** The toasts now showing, oldest first, shared by every element on the page. */
export const toasts: ReadonlySignal<readonly Toast[]> = list;

/** Shows a toast (success or error, fixed top centre); returns its id. Invalid input shows nothing. */
export function showToast(options: ToastOptions): number {
  const given = options?.message;
  const message = typeof given === 'string' ? given.trim() : given && typeof given === 'object' && given.bundle ? given : '';
  if (!message) return -1;
  const id = nextId++;
  const variant: ToastVariant = options.variant === 'error' ? 'error' : 'success';
  list.value = [...list.peek(), { id, variant, message }];
  const duration = options.durationMs ?? TOAST_HIDE_MS;
  if (duration > 0 && Number.isFinite(duration)) timers.set(id, setTimeout(() => dismissToast(id), duration));
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (list.peek().some((t) => t.id === id)) list.value = list.peek().filter((t) => t.id !== id);
}

export function dismissAllToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
  list.value = [];
}
