export { accountMachine } from './account.machine';
export type { AccountActor } from './account.machine';
export { phonePromptMachine } from './phone-prompt.machine';
export type {
  PhonePromptContext,
  PhonePromptEmitted,
  PhonePromptEvent,
  PhonePromptInput,
  PhonePromptTag,
  SavePhoneInput,
} from './phone-prompt.machine';
export * from './account.logic';
export type * from './account.types';
