import type { AccountText } from '../../machines/account';
import { LOYALTY_MIN_AGE, NAME_MAX_LENGTH, PASSCODE_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/core/account-constants';
import { accountWords, wordAccountText } from '../../src/components/account/account-words';
import type { MessageRef } from '../../src/core/messages';
import { messagesFor } from '../../src/state/messages';

/**
 * The account's field messages as the rules decide them (keys and values, or an error key of the catalogue), for the
 * machine tests' assertions; `en` words one in en-US, as an element without `lang` shows it.
 */
export const M = {
  firstNameRequired: { key: 'firstNameRequired' },
  firstNameLetters: { key: 'firstNameLetters' },
  firstNameLength: { key: 'firstNameLength', values: { max: NAME_MAX_LENGTH } },
  lastNameRequired: { key: 'lastNameRequired' },
  lastNameLetters: { key: 'lastNameLetters' },
  lastNameLength: { key: 'lastNameLength', values: { max: NAME_MAX_LENGTH } },
  emailRequired: { key: 'emailRequired' },
  emailInvalid: { key: 'emailInvalid' },
  phoneRequired: { key: 'phoneRequired' },
  phoneInvalid: { key: 'phoneInvalid' },
  passwordRequired: { key: 'passwordRequired' },
  newPasswordRequired: { key: 'newPasswordRequired' },
  passwordLength: { key: 'passwordLength', values: { min: PASSWORD_MIN_LENGTH } },
  passwordUppercase: { key: 'passwordUppercase' },
  passwordNumber: { key: 'passwordNumber' },
  passwordSpecial: { key: 'passwordSpecial' },
  passwordRepeat: { error: '_ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD' },
  birthdayFormat: { key: 'birthdayFormat' },
  birthdayInvalid: { key: 'birthdayInvalid' },
  birthdayFuture: { key: 'birthdayFuture' },
  birthdayRequired: { key: 'birthdayRequired' },
  joinRewardsAge: { key: 'joinRewardsAge', values: { age: LOYALTY_MIN_AGE } },
  captchaRequired: { error: '_ERR_CAPTCHA_REQUIRED' },
  codeRequired: { key: 'codeRequired', values: { length: PASSCODE_LENGTH } },
  codeInvalid: { key: 'codeInvalid', values: { length: PASSCODE_LENGTH } },
} as const satisfies Record<string, AccountText>;

const english = accountWords((bundle) => messagesFor(bundle, null));

/** A message the account's rules chose, in en-US. */
export const en = (message: AccountText | null | undefined): string | null => (message ? wordAccountText(message, english) : null);

/** A toast's text in en-US (a page's own text, or a catalogue message worded as `<sg-toasts>` without `lang` does). */
export const toastText = ({ message }: { message: string | MessageRef }): string =>
  typeof message === 'string' ? message : messagesFor(message.bundle, null)(message.key, message.values);
