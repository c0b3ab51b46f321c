import type { saveForLaterMessages } from '../../components/cart/save-for-later.messages';
import type { TranslationOf } from '../catalogue';

export const saveForLater: TranslationOf<typeof saveForLaterMessages> = {
  'saveForLater.heading': 'Sauvegardés pour plus tard ({count})',
  'saveForLater.save': 'Sauvegarder pour plus tard',
  'saveForLater.saveNamed': 'Sauvegarder pour plus tard, {name}',
  'saveForLater.move': 'Déplacer dans le panier',
  'saveForLater.moveNamed': 'Déplacer dans le panier, {name}',
  'saveForLater.remove': 'Retirer',
  'saveForLater.removeNamed': 'Retirer {name} des articles sauvegardés',
  'saveForLater.quantity': 'Qté {quantity}',
  'saveForLater.loading': 'Chargement de vos articles sauvegardés…',
  'saveForLater.retry': 'Réessayer',
  'saveForLater.saved': '{name} sauvegardé pour plus tard',
  'saveForLater.moved': '{name} déplacé dans votre panier',
  'saveForLater.removed': '{name} retiré de vos articles sauvegardés',
  'saveForLater.loadFailed': 'Vos articles sauvegardés n’ont pas pu être chargés.',
  'saveForLater.saveFailed': '{name} n’a pas pu être sauvegardé pour plus tard. Il est toujours dans votre panier.',
  'saveForLater.moveFailed': '{name} n’a pas pu être déplacé dans votre panier. Il est toujours dans vos articles sauvegardés.',
  'saveForLater.removeFailed': '{name} n’a pas pu être retiré de vos articles sauvegardés.',
  'saveForLater.reasonTimeout': 'Le magasin a mis trop de temps à répondre. Veuillez réessayer.',
  'saveForLater.reasonNetwork': 'Vérifiez votre connexion et réessayez.',
  'saveForLater.reasonSignedOut': 'Veuillez vous connecter de nouveau.',
  'saveForLater.reasonLimit': 'Votre panier contient déjà la quantité maximale permise de cet article.',
  'saveForLater.reasonGone': 'Il n’y est plus. Actualisez la page pour voir vos articles à jour.',
  'saveForLater.reasonMalformed': 'Une erreur s’est produite. Veuillez réessayer.',
  'saveForLater.reasonServer': 'Une erreur s’est produite. Veuillez réessayer.',
};
