import type { toastsMessages } from '../../components/toasts/toasts.messages';
import type { TranslationOf } from '../catalogue';

export const toasts: TranslationOf<typeof toastsMessages> = {
  'toasts.region': 'Notifications',
  'toasts.close': 'Fermer la notification',
};
