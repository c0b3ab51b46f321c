import type { checkoutIdMessages } from '../../components/cart/checkout-id.messages';
import type { TranslationOf } from '../catalogue';

export const checkoutId: TranslationOf<typeof checkoutIdMessages> = {
  'checkoutId.heading': 'Numéro de paiement',
  'checkoutId.current': 'Numéro de paiement de ce panier',
  'checkoutId.copy': 'Copier le numéro de paiement',
  'checkoutId.copied': 'Numéro de paiement {spoken} copié',
  'checkoutId.copyFailed': 'Copie impossible. Sélectionnez le numéro de paiement et copiez-le.',
  'checkoutId.enter': 'Entrez un numéro de paiement',
  'checkoutId.load': 'Charger le panier',
  'checkoutId.loading': 'Chargement du panier…',
  'checkoutId.loaded': 'Panier du numéro de paiement {spoken} chargé',
  'checkoutId.empty': 'Entrez un numéro de paiement.',
  'checkoutId.invalid': 'Un numéro de paiement ne contient que des chiffres, 19 au plus.',
  'checkoutId.sameCart': 'Ce panier a déjà ce numéro de paiement.',
  'checkoutId.notFound': 'Aucun panier avec des articles n’a le numéro de paiement {id}.',
  'checkoutId.loadFailed': 'Nous n’avons pas pu charger ce panier. Veuillez réessayer.',
};
