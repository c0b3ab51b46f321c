import type { scannerMessages } from '../../components/scanner/scanner.messages';
import type { TranslationOf } from '../catalogue';

export const scanner: TranslationOf<typeof scannerMessages> = {
  'scanner.button': 'Lire un code-barres ou un code QR',
  'scanner.dialog': 'Lire un code-barres ou un code QR',
  'scanner.starting': 'Démarrage de la caméra…',
  'scanner.pointCamera': 'Pointez votre caméra vers un code-barres ou un code QR',
  'scanner.found': 'Code trouvé\u00a0: {code}',
  'scanner.lookingUp': 'Recherche du code {code}…',
  'scanner.retry': 'Lire de nouveau',
  'scanner.close': 'Fermer',
  'scanner.fumbledTitle': 'Oups, désolés, nous avons eu un pépin',
  'scanner.fumbledText': 'Une erreur s’est produite!',
  'scanner.failedTitle': 'Oups, désolés, nous avons eu un pépin!',
  'scanner.failedText': 'Une erreur s’est produite. Veuillez réessayer plus tard.',
};
