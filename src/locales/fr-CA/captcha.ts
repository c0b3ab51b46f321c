import type { captchaMessages } from '../../components/captcha/captcha.messages';
import type { TranslationOf } from '../catalogue';

export const captcha: TranslationOf<typeof captchaMessages> = {
  'captcha.loadFailed': 'La vérification de sécurité n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
  'captcha.notConfigured':
    'La vérification de sécurité n’est pas configurée sur cette page : la vérification du solde n’est pas offerte.',
  'captcha.retry': 'Réessayer',
  'captcha.testLabel': 'Je ne suis pas un robot',
};
