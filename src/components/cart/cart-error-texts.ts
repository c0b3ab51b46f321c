import { signal } from '@preact/signals-core';
import { useEffect } from 'react';
import type { CartText } from '../../../machines/cart/cart.types';
import type { cartErrorMessages } from '../../core/cart-error-messages';
import { isCartErrorKey } from '../../core/cart-errors';
import { DEFAULT_ERROR_KEY } from '../../core/errors';
import { loadChunk } from '../../core/lazy';
import type { Words } from '../shared/use-messages';
import type { CartDrawerWords } from './cart-drawer.connect';

/**
 * The texts of the cart's error catalogue (src/core/cart-error-messages.ts), a chunk the drawer loads the first time one
 * of its keys is to be shown (a cart notice, a refused change, checkout, the payment instruction, a wallet), not with
 * every open of the drawer. Until it is there the message's place is empty (its live region fills in when it comes);
 * if it cannot load, the general catalogue's default message stands in (a message, never a blank).
 */

type Bundle = typeof cartErrorMessages;
type Load = () => Promise<{ cartErrorMessages: Bundle }>;

const importTexts: Load = () => import('../../core/cart-error-messages');
let load: Load = importTexts;

const texts = signal<Bundle | 'idle' | 'loading' | 'failed'>('idle');

function request(): void {
  if (texts.peek() === 'loading' || typeof texts.peek() === 'object') return;
  texts.value = 'loading';
  loadChunk(load).then(
    (module) => (texts.value = module.cartErrorMessages),
    (error: unknown) => {
      console.warn('<sg-cart-drawer>: the cart\'s error messages could not load; a general message is shown.', error);
      texts.value = 'failed';
    },
  );
}

/** Whether any of these messages is worded by the cart's catalogue. */
const needsTexts = (messages: ReadonlyArray<CartText | null | undefined>) =>
  messages.some((message) => !!message && 'error' in message && isCartErrorKey(message.error));

/** Asks for the catalogue's texts once any of `messages` needs them (a component showing cart messages calls this). */
export function useCartErrorTexts(messages: ReadonlyArray<CartText | null | undefined>): void {
  const needed = needsTexts(messages);
  useEffect(() => {
    if (needed) request();
  }, [needed]);
}

/**
 * The catalogue's words for a component (read in render, so it renders again when they come; the component uses
 * `useSignals`): null until loaded, the default error's text for every key if the chunk failed.
 */
export function cartErrorWords(word: Words, error: CartDrawerWords['error']): CartDrawerWords['cartError'] {
  const state = texts.value;
  if (typeof state === 'object') return word(state);
  if (state !== 'failed') return null;
  return Object.assign(() => error(DEFAULT_ERROR_KEY), { locale: error.locale });
}

/** Where the catalogue's texts are (idle, loading, loaded, failed): a view worded with them is worded again on a change. */
export const cartErrorTextsState = (): string => {
  const state = texts.peek();
  return typeof state === 'object' ? 'loaded' : state;
};

/** Tests: forget the loaded texts, and load them with `next` (a failing import) until the next reset. */
export function resetCartErrorTextsForTests(next: Load = importTexts): void {
  load = next;
  texts.value = 'idle';
}
