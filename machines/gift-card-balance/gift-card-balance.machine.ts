import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { checkGiftCardBalance, isAbortError } from '../../src/core/api';
import { initialGiftCardContext } from './gift-card-balance.context';
import { classifyError, classifyResponse, lastDigits, normalizeDigits, validateSubmission } from './gift-card-balance.logic';
import type {
  CheckBalanceInput,
  CheckBalanceOutput,
  GiftCardContext,
  GiftCardEmitted,
  GiftCardEvent,
  GiftCardFailureReason,
  GiftCardInput,
  GiftCardOutcome,
} from './gift-card-balance.types';

/**
 * Gift card balance check (spec sections 3, 4, 5, 8):
 *   idle -> checking -> success | failure.(incorrect | inactive | unexpected) -> idle (after `errorDisplay`) | reset.
 * A submit while checking is ignored, so a double submit sends one request. The card number and PIN go only to
 * the `checkBalance` actor's input; the context keeps the last 4 digits.
 *
 * `checkBalance` calls the API with `context.api` (the element's `api-base`, `request-format`, `balance-path`, from
 * `input.api`, replaced by `API.CHANGE`); tests and stories provide fakes (`machine.provide`).
 */
const machineSetup = setup({
  types: {
    context: {} as GiftCardContext,
    events: {} as GiftCardEvent,
    input: {} as GiftCardInput,
    emitted: {} as GiftCardEmitted,
  },
  actors: {
    checkBalance: fromPromise<CheckBalanceOutput, CheckBalanceInput>(({ input, signal }) =>
      checkGiftCardBalance(input, { signal, base: input.api.base, format: input.api.format, path: input.api.path || undefined }),
    ),
  },
  delays: {
    errorDisplay: ({ context }) => context.errorDisplayMs,
  },
  guards: {
    isSubmissionValid: ({ event }) =>
      event.type === 'CARD.SUBMIT' && Object.keys(validateSubmission(event.number, event.pin, event.captchaToken)).length === 0,
  },
  actions: {
    assignFieldErrors: assign({
      fieldErrors: ({ event }) =>
        event.type === 'CARD.SUBMIT' ? validateSubmission(event.number, event.pin, event.captchaToken) : {},
    }),
    clearFieldError: assign({
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'FIELD.EDIT' || !context.fieldErrors[event.field]) return context.fieldErrors;
        const next = { ...context.fieldErrors };
        delete next[event.field];
        return next;
      },
    }),
    startCheck: assign({
      last4: ({ event }) => (event.type === 'CARD.SUBMIT' ? lastDigits(event.number) : null),
      fieldErrors: {},
      error: null,
      balance: null,
    }),
    clearResult: assign({ balance: null, error: null, last4: null, fieldErrors: {} }),
    assignOutcome: assign(({ event }) => {
      const outcome = outcomeOf(event);
      return outcome.kind === 'success'
        ? { balance: outcome.balance, error: null }
        : { balance: null, error: { reason: outcome.reason, message: outcome.message } };
    }),
    emitOutcome: emit(({ context, event }) => ({
      type: 'outcome' as const,
      outcome: outcomeOf(event),
      last4: context.last4 ?? '',
    })),
  },
});

/** The classified result of the `checkBalance` actor, from its done or error event. */
function outcomeOf(event: { type: string; output?: unknown; error?: unknown }): GiftCardOutcome {
  return event.type.startsWith('xstate.done.actor')
    ? classifyResponse(event.output as CheckBalanceOutput)
    : classifyError(event.error);
}

const outcomeIs =
  (kind: 'success' | GiftCardFailureReason) =>
  ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
    const outcome = outcomeOf(event);
    return outcome.kind === 'success' ? kind === 'success' : outcome.reason === kind;
  };

const routeOutcome = [
  { guard: outcomeIs('success'), target: 'success', actions: ['assignOutcome', 'emitOutcome'] },
  { guard: outcomeIs('INCORRECT'), target: 'failure.incorrect', actions: ['assignOutcome', 'emitOutcome'] },
  { guard: outcomeIs('INACTIVE'), target: 'failure.inactive', actions: ['assignOutcome', 'emitOutcome'] },
  { target: 'failure.unexpected', actions: ['assignOutcome', 'emitOutcome'] },
] as const;

export const giftCardMachine = machineSetup.createMachine({
  id: 'giftCard',
  context: ({ input }) => initialGiftCardContext(input),
  initial: 'idle',
  on: {
    'FIELD.EDIT': { actions: 'clearFieldError' },
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'CONFIG.CHANGE': { actions: assign({ errorDisplayMs: ({ event }) => event.errorDisplayMs }) },
  },
  states: {
    idle: {
      on: {
        'CARD.SUBMIT': [
          { guard: 'isSubmissionValid', target: 'checking', actions: 'startCheck' },
          { actions: 'assignFieldErrors' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkBalance',
        input: ({ context, event }) => {
          assertEvent(event, 'CARD.SUBMIT');
          return {
            number: normalizeDigits(event.number),
            pin: normalizeDigits(event.pin),
            captchaToken: event.captchaToken ?? '',
            api: context.api,
          };
        },
        onDone: routeOutcome,
        onError: [
          // The component went away or the element was removed: nothing to show, nothing to log.
          { guard: ({ event }) => isAbortError(event.error), target: 'idle' },
          ...routeOutcome,
        ],
      },
    },
    success: {
      tags: ['result'],
      on: {
        'CARD.RESET': { target: 'idle', actions: 'clearResult' },
        'CARD.SUBMIT': [
          { guard: 'isSubmissionValid', target: 'checking', actions: 'startCheck' },
          { target: 'idle', actions: ['clearResult', 'assignFieldErrors'] },
        ],
      },
    },
    failure: {
      tags: ['error'],
      initial: 'unexpected',
      states: { incorrect: {}, inactive: {}, unexpected: {} },
      after: { errorDisplay: { target: 'idle', actions: assign({ error: null }) } },
      on: {
        'CARD.RESET': { target: 'idle', actions: 'clearResult' },
        'CARD.SUBMIT': [
          { guard: 'isSubmissionValid', target: 'checking', actions: 'startCheck' },
          { target: 'idle', actions: [assign({ error: null }), 'assignFieldErrors'] },
        ],
      },
    },
  },
});
