import type { payLaterMessages } from '../../components/cart/pay-later.messages';
import type { TranslationOf } from '../catalogue';

export const payLater: TranslationOf<typeof payLaterMessages> = {
  'payLater.more': 'En savoir plus',
  'payLater.moreLabel': 'En savoir plus sur le paiement échelonné',
  'payLater.title': 'Payer en plusieurs fois',
  'payLater.intro': 'Répartissez le total de votre commande, {total}, en versements sans intérêt. Le premier versement est dû aujourd’hui.',
  'payLater.unavailable': 'Le paiement échelonné n’est pas offert pour un total de commande de {total}.',
  'payLater.range': 'Choisissez de {min} à {max} versements à la caisse.',
  'payLater.schedule': '{provider} : {installments} versements',
  'payLater.today': 'Aujourd’hui',
  'payLater.payment': 'Versement {number}, {date}',
  'payLater.total': 'Total : {total}',
  'payLater.terms': 'Offert par chaque fournisseur, sous réserve de son approbation à la caisse. Les montants suivent votre panier.',
  'payLater.close': 'Fermer',
  'payLater.failed': 'Les détails du paiement n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.',
};
