import type { searchMessages } from '../../components/search/search.messages';
import type { TranslationOf } from '../catalogue';

export const search: TranslationOf<typeof searchMessages> = {};
