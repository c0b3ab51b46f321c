import type { headerMessages } from '../../components/header/header.messages';
import type { TranslationOf } from '../catalogue';

export const header: TranslationOf<typeof headerMessages> = {};
