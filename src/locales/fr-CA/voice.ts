import type { voiceMessages } from '../../components/voice/voice.messages';
import type { TranslationOf } from '../catalogue';

export const voice: TranslationOf<typeof voiceMessages> = {
  'voice.button': 'Rechercher par la voix',
  'voice.dialog': 'Recherche vocale',
  'voice.listening': 'À l’écoute…',
  'voice.transcribing': 'Un instant…',
  'voice.stop': 'Arrêter l’écoute',
  'voice.failureTitle': 'Désolés, nous n’avons pas compris.',
  'voice.failureText': 'Veuillez réessayer.',
  'voice.retry': 'Réessayer',
  'voice.close': 'Fermer',
  'voice.deniedTitle': 'Vous n’avez pas autorisé l’accès à votre microphone.',
  'voice.deniedText': 'Veuillez autoriser l’accès au microphone pour utiliser la recherche vocale.',
  'voice.fumbledTitle': 'Oups, désolés, nous avons eu un pépin',
  'voice.fumbledText': 'Une erreur s’est produite!',
};
