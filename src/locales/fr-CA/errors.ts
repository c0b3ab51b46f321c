import type { errorMessages } from '../../core/errors';
import type { TranslationOf } from '../catalogue';

/** Spec section 8's keys. */
export const errors: TranslationOf<typeof errorMessages> = {
  'error._ERR_DEFAULT_KEY': 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  'error._ERR_TIMEOUT': 'La demande a pris trop de temps. Vérifiez votre connexion et réessayez.',
  'error._ERR_NETWORK': 'Nous ne parvenons pas à joindre le magasin. Vérifiez votre connexion et réessayez.',
  'error._ERR_BAD_RESPONSE': 'Le magasin a envoyé une réponse illisible. Veuillez réessayer plus tard.',
  'error._RTS_INVALID_NUMBER_OR_PIN': 'Le numéro ou le NIP de la carte-cadeau est incorrect. Vérifiez les deux et réessayez.',
  'error._RTS_GC_INACTIVE': 'Cette carte-cadeau n’est pas encore active. Communiquez avec le magasin où elle a été achetée.',
  'error.NO_GIFTCARD_BALANCE_FOUND': 'Nous n’avons trouvé aucun solde pour cette carte-cadeau.',
  'error._TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT': 'Le total des cartes-cadeaux dépasse la limite permise pour une commande.',
  'error._TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_CHECKOUT': 'Le total des cartes-cadeaux dépasse la limite permise à la caisse.',
  'error._TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT_TEL': 'Le total des cartes-cadeaux dépasse la limite. Composez le {tel} pour obtenir de l’aide.',
  'error._ERR_MOBILE_NUMBER_ALREADY_EXISTS':
    'Ce numéro de téléphone est déjà associé à un autre compte. Modifiez le numéro et réessayez.',
  'error._ERR_BIOMETRIC_AUTHENTICATION': 'La connexion biométrique a échoué. Connectez-vous avec votre mot de passe.',
  'error.BAD_GATEWAY_AUTH_RES': 'Veuillez réessayer plus tard',
  'error.OUT_OF_STOCK': 'Un ou plusieurs articles de votre panier sont en rupture de stock.',
  'error.SCAN_NO_PRODUCTS': 'Aucun produit trouvé',
  'error.SCAN_TIMEOUT': 'Délai de la demande dépassé',
  'error.SCAN_TRY_AGAIN': 'Veuillez réessayer ou chercher les produits par nom ou par catégorie',
  'error.SCAN_CAMERA_DENIED': 'Vous n’avez pas autorisé l’accès à votre caméra.',
  'error.SCAN_CAMERA_ASK': 'Veuillez autoriser l’accès à la caméra pour utiliser le lecteur de codes-barres.',
  'error.GEO_POSTAL_NOT_FOUND': 'Code postal introuvable',
  'error.GEO_POSTAL_RESULT_NOT_FOUND': 'Aucun résultat pour ce code postal',
  'error.GEO_FAILED': 'La géolocalisation a échoué ou n’a donné aucun résultat',
  'error.ChunkLoadError': 'Une partie de la page n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
  'error.CSS_CHUNK_LOAD_FAILED': 'Une partie de la page n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
};
