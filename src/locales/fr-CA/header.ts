import type { headerMessages } from '../../components/header/header.messages';
import type { TranslationOf } from '../catalogue';

export const header: TranslationOf<typeof headerMessages> = {
  'header.skipLink': 'Passer au contenu principal',
  'header.menu': 'Menu',
  'header.closeMenu': 'Fermer le menu',
  'header.menuFailed': 'Le menu n’a pas pu se charger. Vérifiez votre connexion.',
  'header.tryAgain': 'Réessayer',
  'header.home': 'Accueil',
  'header.signIn': 'Se connecter',
  'header.myAccount': 'Mon compte',
  'header.createAccount': 'Créer un compte',
  'header.welcome': 'Bienvenue',
  'header.welcomeBack': 'Bon retour',
  'header.hi': 'Bonjour, {firstName}',
  'header.viewRewards': 'Voir les récompenses',
  'header.shop': 'Magasiner',
  'header.back': 'Retour',
  'header.shopAll': 'Tout magasiner\u00a0: {name}',
  'header.more': 'Plus',
  'header.giftCardFailed': 'La vérification du solde n’a pas pu se charger. Veuillez réessayer plus tard.',
  'header.navLabel': 'Menu principal',
  'header.storeLocatorTitle': 'Trouver un magasin',
  'header.trackOrderTitle': 'Suivi de commande',
  'header.customerCareTitle': 'Service à la clientèle',
  'header.chatTitle': 'Clavardage',
  'header.freeShippingText': 'Livraison gratuite au-delà de {amount}',
};
