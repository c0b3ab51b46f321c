import type { scannerMessages } from '../../components/scanner/scanner.messages';
import type { TranslationOf } from '../catalogue';

export const scanner: TranslationOf<typeof scannerMessages> = {};
