import type { paymentMessages } from '../../components/cart/payment.messages';
import type { TranslationOf } from '../catalogue';

export const payment: TranslationOf<typeof paymentMessages> = {
  'payment.weAccept': 'Nous acceptons',
  'payment.express': 'Paiement express',
  'payment.storeCard': 'Carte de crédit du magasin',
  'payment.visa': 'Visa',
  'payment.mastercard': 'Mastercard',
  'payment.amex': 'American Express',
  'payment.discover': 'Discover',
  'payment.paypal': 'PayPal',
  'payment.applePay': 'Apple Pay',
  'payment.googlePay': 'Google Pay',
  'payment.giftCard': 'Carte-cadeau',
  'payment.cash': 'Argent comptant',
  'payment.check': 'Chèque',
  'payment.klarna': 'Klarna',
  'payment.creditCard': 'Carte de crédit',
  'payment.venmo': 'Venmo',
  'payment.sezzle': 'Sezzle',
  'payment.instruction': 'Paiement',
  'payment.paying': 'Paiement par {method}',
  'payment.remove': 'Retirer',
  'payment.removeLabel': 'Retirer {method} comme mode de paiement',
  'payment.removing': 'Retrait en cours…',
  'payment.removed': '{method} retiré. Vous pourrez choisir votre mode de paiement à la caisse.',
  'payment.removeFailed': 'Nous n’avons pas pu retirer {method}. Veuillez réessayer.',
};
