import type { accountMessages } from '../../components/account/account.messages';
import type { TranslationOf } from '../catalogue';

export const account: TranslationOf<typeof accountMessages> = {};
