import type { miniCartMessages } from '../../components/cart/mini-cart.messages';
import type { TranslationOf } from '../catalogue';

export const miniCart: TranslationOf<typeof miniCartMessages> = {
  'miniCart.count':
    '{count, plural, =0 {Aucun article dans le panier} one {# article dans le panier} other {# articles dans le panier}}',
  'miniCart.labelled': '{label}\u00a0: {items}',
  'miniCart.unknown': 'Panier',
  'miniCart.checkout': 'Passer à la caisse',
  'miniCart.emptied': 'Votre panier est vide.',
  'miniCart.updated': 'Panier mis à jour\u00a0: {count, plural, one {# article} other {# articles}}.',
};
