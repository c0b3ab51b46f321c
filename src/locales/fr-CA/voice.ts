import type { voiceMessages } from '../../components/voice/voice.messages';
import type { TranslationOf } from '../catalogue';

export const voice: TranslationOf<typeof voiceMessages> = {};
