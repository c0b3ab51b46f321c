import { createActor, fromPromise } from 'xstate';
import { giftCardMachine, type CheckBalanceInput, type GiftCardInput } from '../../../machines/gift-card-balance';
import type { GiftCardBalance as Balance, GiftCardCheck } from '../../core/api';

/**
 * The balance check's actor (the machine, and xstate with it): a lazy chunk the form loads after its first paint
 * (GiftCardBalance.tsx, `useLazyActor`), so the element's eager code holds neither. `checkBalance` replaces the API
 * call (stories and component tests).
 */
export function createGiftCardActor(input: GiftCardInput, checkBalance?: (card: GiftCardCheck, signal: AbortSignal) => Promise<Balance>) {
  const machine = checkBalance
    ? giftCardMachine.provide({
        actors: {
          checkBalance: fromPromise(({ input, signal }: { input: CheckBalanceInput; signal: AbortSignal }) =>
            checkBalance({ number: input.number, pin: input.pin, captchaToken: input.captchaToken }, signal),
          ),
        },
      })
    : giftCardMachine;
  return createActor(machine, { input });
}

export type GiftCardActor = ReturnType<typeof createGiftCardActor>;
