import { assign, emit, fromPromise, setup } from 'xstate';
import { isAbortError, type ApiSettings } from '../../src/core/api';
import { updatePhone } from '../../src/core/api/profile';
import { accountFailure, EMPTY_VALUES, phoneDigits, validateForm } from './account.logic';
import type { AccountText } from './account.types';

/**
 * The missing-phone prompt (issue 11; spec sections 5 and 8): a signed-in shopper without a phone on file.
 *   editing -> saving -> saved | editing (error) | taken (UPDATE PHONE NUMBER -> editing, SKIP -> dismissed);
 *   editing or taken -> dismissed (Not now / SKIP). Empty: 'Please enter a phone number'; sent as 10 digits.
 * `_ERR_MOBILE_NUMBER_ALREADY_EXISTS` shows the spec's text with its two actions; a 401/403 ends the session.
 */

export interface PhonePromptContext {
  api: ApiSettings;
  userId: string;
  phone: string;
  /** The field's message and a failed save's (keys, or the server's text: the view words them). */
  fieldError: AccountText | null;
  error: AccountText | null;
}

export interface PhonePromptInput {
  api?: ApiSettings;
  userId: string;
}

export type PhonePromptEvent =
  | { type: 'FIELD.CHANGE'; value: string }
  | { type: 'FORM.SUBMIT' }
  /** UPDATE PHONE NUMBER in the "already associated" message: back to the field. */
  | { type: 'TAKEN.UPDATE' }
  /** Not now, SKIP or Close: dismissed for the browser session (the element stores it). */
  | { type: 'PROMPT.DISMISS' }
  | { type: 'API.CHANGE'; api: ApiSettings };

export type PhonePromptEmitted =
  | { type: 'phoneSaved'; phoneNumber: string }
  | { type: 'dismissed' }
  | { type: 'sessionEnded' };

/** What the UI asks (`hasTag`): `busy` (saving), `taken` (the number is another account's; `error` too). */
export type PhonePromptTag = 'busy' | 'error' | 'taken';

export type SavePhoneInput = { userId: string; phoneNumber: string; api: ApiSettings };

type DoneOrError = { type: string; output?: unknown; error?: unknown };

const fieldErrorOf = (phone: string) => validateForm('phone', { ...EMPTY_VALUES, phone }, new Date()).phone ?? null;

export const phonePromptMachine = setup({
  types: {
    context: {} as PhonePromptContext,
    events: {} as PhonePromptEvent,
    input: {} as PhonePromptInput,
    emitted: {} as PhonePromptEmitted,
    tags: {} as PhonePromptTag,
  },
  actors: {
    savePhone: fromPromise<void, SavePhoneInput>(({ input, signal }) =>
      updatePhone(input.userId, input.phoneNumber, { signal, base: input.api.base }),
    ),
  },
  guards: {
    isPhoneValid: ({ context }) => fieldErrorOf(context.phone) === null,
    isAbort: ({ event }) => isAbortError((event as DoneOrError).error),
    isTaken: ({ event }) => accountFailure((event as DoneOrError).error, 'profile')?.key === '_ERR_MOBILE_NUMBER_ALREADY_EXISTS',
    isSessionEnded: ({ event }) => accountFailure((event as DoneOrError).error, 'profile')?.sessionEnded === true,
  },
  actions: {
    assignFieldError: assign({ fieldError: ({ context }) => fieldErrorOf(context.phone), error: null }),
    assignFailure: assign({ error: ({ event }) => accountFailure((event as DoneOrError).error, 'profile')?.message ?? null }),
  },
}).createMachine({
  id: 'phonePrompt',
  context: ({ input }) => ({ api: input.api ?? {}, userId: input.userId, phone: '', fieldError: null, error: null }),
  initial: 'editing',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
  },
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: assign({ phone: ({ event }) => event.value, fieldError: null }) },
        'FORM.SUBMIT': [
          { guard: 'isPhoneValid', target: 'saving', actions: assign({ fieldError: null, error: null }) },
          { actions: 'assignFieldError' },
        ],
        'PROMPT.DISMISS': 'dismissed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'savePhone',
        input: ({ context }) => ({ userId: context.userId, phoneNumber: phoneDigits(context.phone) ?? '', api: context.api }),
        onDone: 'saved',
        onError: [
          { guard: 'isAbort', target: 'editing' },
          { guard: 'isSessionEnded', target: 'ended' },
          { guard: 'isTaken', target: 'taken', actions: 'assignFailure' },
          { target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    taken: {
      tags: ['error', 'taken'],
      on: {
        'TAKEN.UPDATE': { target: 'editing', actions: assign({ error: null }) },
        'PROMPT.DISMISS': 'dismissed',
      },
    },
    saved: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'phoneSaved' as const, phoneNumber: phoneDigits(context.phone) ?? '' })),
    },
    dismissed: { type: 'final', entry: emit({ type: 'dismissed' as const }) },
    ended: { type: 'final', entry: emit({ type: 'sessionEnded' as const }) },
  },
});
