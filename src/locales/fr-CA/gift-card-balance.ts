import type { giftCardMessages } from '../../components/gift-card-balance/gift-card-balance.messages';
import type { TranslationOf } from '../catalogue';

export const giftCard: TranslationOf<typeof giftCardMessages> = {
  'giftCard.heading': 'Vérifier le solde de votre carte-cadeau',
  'giftCard.numberLabel': 'Numéro de la carte-cadeau',
  'giftCard.pinLabel': 'NIP',
  'giftCard.pinHint': 'Le NIP est au dos de la carte.',
  'giftCard.submit': 'Vérifier le solde',
  'giftCard.checking': 'Vérification du solde…',
  'giftCard.reset': 'Vérifier une autre carte',
  'giftCard.result': 'Solde de la carte-cadeau',
  'giftCard.card': 'Carte {card}',
  'giftCard.balanceSentence': 'La carte-cadeau se terminant par {last4} a un solde de {balance}.',
  'giftCard.close': 'Fermer',
  'giftCard.numberRequired': 'Entrez le numéro de la carte-cadeau.',
  'giftCard.numberDigits': 'Le numéro de la carte-cadeau ne peut contenir que des chiffres.',
  'giftCard.numberLength': 'Le numéro de la carte-cadeau doit compter de {min} à {max} chiffres.',
  'giftCard.pinRequired': 'Entrez le NIP inscrit au dos de la carte.',
  'giftCard.pinDigits': 'Le NIP ne peut contenir que des chiffres.',
  'giftCard.pinLength': 'Le NIP doit compter de {min} à {max} chiffres.',
  'giftCard.captchaRequired': 'Veuillez effectuer la vérification de sécurité.',
  'giftCard.unexpected': 'Nous ne pouvons pas vérifier cette carte-cadeau pour le moment. Veuillez réessayer plus tard.',
};
