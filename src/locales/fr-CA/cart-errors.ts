import type { cartErrorMessages } from '../../core/cart-error-messages';
import type { TranslationOf } from '../catalogue';

/** The cart's error keys (spec section 8, "Cart"; src/core/cart-error-messages.ts). */
export const cartErrors: TranslationOf<typeof cartErrorMessages> = {
  'cartError._ERR_CART_GENERIC': 'Un problème est survenu avec votre panier. Actualisez la page et réessayez.',
  'cartError._ERR_LIMITED_STOCK': 'Cet article n’est offert qu’en quantité limitée. Nous avons modifié la quantité dans votre panier.',
  'cartError._ERR_MAX_QUANTITY': 'Vous avez atteint la quantité maximale permise pour cet article.',
  'cartError._ERR_PARTIAL_QUANTITY_LIMIT': 'Seule une partie de la quantité demandée a été ajoutée : cet article a une limite d’achat.',
  'cartError._ERR_RESTRICTED_STATE': 'Cet article ne peut pas être expédié ni facturé dans votre État.',
  'cartError._ERR_RESTRICTED_ADDRESS':
    'Cet article ne peut pas être expédié à cette adresse. Choisissez une autre adresse ou ramassez-le en magasin.',
  'cartError._ERR_PROP65':
    'AVERTISSEMENT : ce produit peut vous exposer à des substances chimiques reconnues par l’État de la Californie comme causant le cancer ou nuisant à la reproduction. Voir www.P65Warnings.ca.gov.',
  'cartError._ERR_APO_RESTRICTION': 'Cet article ne peut pas être expédié à une adresse APO, FPO ou DPO.',
  'cartError._ERR_INVALID_PROMO_CODE': 'Ce code promotionnel n’est pas valide. Vérifiez-le et réessayez.',
  'cartError._ERR_INVALID_COUPON': 'Ce coupon n’est pas valide ou a expiré.',
  'cartError._ERR_PLACE_ORDER_TIMEOUT':
    'La passation de votre commande a pris trop de temps. Vérifiez vos courriels pour une confirmation avant de réessayer.',
  'cartError._ERR_OUT_OF_STOCK_PLACE_ORDER': 'Des articles se sont écoulés pendant votre paiement. Vérifiez votre panier et réessayez.',
  'cartError._ERR_INVALID_PENDING_ORDER': 'Cette commande ne peut plus être modifiée. Actualisez la page pour voir votre panier.',
  'cartError._ERR_SDD_STORE_NOT_FOUND':
    'Aucun magasin ne livre le jour même à votre code postal. Choisissez un autre mode de réception.',
  'cartError._ERR_ITEMS_OUT_OF_STOCK': 'Des articles de votre panier sont en rupture de stock. Retirez-les pour passer à la caisse.',
  'cartError._ERR_PAYMENT_TIMEOUT': 'Le service de paiement a mis trop de temps à répondre. Veuillez réessayer.',
  'cartError._ERR_GATEWAY_INVALID_RESPONSE':
    'Votre banque ou le service de paiement n’a pas pu approuver ce paiement. Essayez un autre mode de paiement.',
  'cartError._ERR_PAY_LATER': 'Le paiement échelonné n’est pas disponible pour le moment. Choisissez un autre mode de paiement.',
  'cartError._ERR_PAY_LATER_TIMEOUT': 'Le fournisseur de paiement échelonné a mis trop de temps à répondre. Veuillez réessayer.',
  'cartError._ERR_PAY_LATER_4XX': 'Le fournisseur de paiement échelonné n’a pas pu accepter cette commande. Choisissez un autre mode de paiement.',
  'cartError._ERR_PAY_LATER_5XX': 'Le fournisseur de paiement échelonné ne répond pas pour le moment. Veuillez réessayer plus tard.',
  'cartError._ERR_PAY_WALLET_CONNECTION':
    'Nous n’avons pas pu joindre votre portefeuille numérique. Réessayez ou choisissez un autre mode de paiement.',
  'cartError._ERR_AGE_RESTRICTION_AGREEMENT': 'Veuillez confirmer que vous avez l’âge requis pour acheter les articles réglementés de votre panier.',
  'cartError._ERR_AGE_RESTRICTED_ITEM':
    'Un article de votre panier ne peut pas vous être vendu : il est soumis à une restriction d’âge au lieu de livraison.',
};
