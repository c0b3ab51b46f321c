import type { captchaMessages } from '../../components/captcha/captcha.messages';
import type { TranslationOf } from '../catalogue';

export const captcha: TranslationOf<typeof captchaMessages> = {};
