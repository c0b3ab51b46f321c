import { GIFT_CARD_ERROR_DISPLAY_MS } from '../../src/core/constants';
import type { GiftCardContext, GiftCardInput } from './gift-card-balance.types';

// Its own module, apart from gift-card-balance.logic.ts (which imports the API module): the form's eager code
// imports it for its view before the machine has arrived.

/** The machine's first context for `input` (the machine's `context`, and the form's view before the machine arrives). */
export function initialGiftCardContext(input: GiftCardInput | undefined): GiftCardContext {
  return {
    balance: null,
    last4: null,
    error: null,
    fieldErrors: {},
    errorDisplayMs: input?.errorDisplayMs ?? GIFT_CARD_ERROR_DISPLAY_MS,
    api: input?.api ?? {},
  };
}
