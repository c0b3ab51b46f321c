import type { AccountText } from '../../../machines/account';
import { accountErrorMessages, isAccountErrorKey } from '../../core/account-errors';
import { errorKey, errorMessages } from '../../core/errors';
import type { Translate, Words } from '../shared/use-messages';
import { accountMessages } from './account.messages';

/**
 * The account's texts in its element's locale (`useWords`): the flow's own (`accountMessages`), the account's error
 * catalogue and the page's (spec section 8). The flyout's screens and the prompts word the machine's messages with them.
 */
export interface AccountWords {
  t: Translate<(typeof accountMessages)['defaults']>;
  accountError: Translate<(typeof accountErrorMessages)['defaults']>;
  error: Translate<(typeof errorMessages)['defaults']>;
}

export function accountWords(words: Words): AccountWords {
  return { t: words(accountMessages), accountError: words(accountErrorMessages), error: words(errorMessages) };
}

/** A message the machine decided on, in words: the flow's, an error catalogue's, or text that is not ours (as given). */
export function wordAccountText(message: AccountText, words: AccountWords): string {
  if ('key' in message) return words.t(message.key, message.values);
  if ('error' in message) return isAccountErrorKey(message.error) ? words.accountError(message.error) : words.error(errorKey(message.error));
  return message.text;
}
