import type { accountErrorMessages } from '../../core/account-errors';
import type { TranslationOf } from '../catalogue';

/** The account flow's error keys (api-contract.md, "Error keys and messages"). */
export const accountErrors: TranslationOf<typeof accountErrorMessages> = {
  'accountError._ERR_AUTHENTICATION_ERROR': 'Le courriel ou le mot de passe saisi est incorrect. Veuillez réessayer.',
  'accountError._ERR_LOGONID_NOT_EXIST': 'Nous n’avons trouvé aucun compte avec cette adresse courriel. Vérifiez-la ou créez un compte.',
  'accountError._ERR_LOGONID_ALREDY_EXIST':
    'Un compte existe déjà avec cette adresse courriel. Connectez-vous ou réinitialisez votre mot de passe.',
  'accountError._ERR_USER_ALREADY_REGISTERED': 'Vous avez déjà un compte. Veuillez vous connecter.',
  'accountError._ERR_PERSON_ACCOUNT_LOCKED_OUT':
    'Votre compte est verrouillé après trop de tentatives de connexion. Consultez vos courriels pour trouver un lien de déverrouillage ou réinitialisez votre mot de passe.',
  'accountError._ERR_PERSON_ACCOUNT_DISABLED': 'Ce compte a été désactivé. Veuillez communiquer avec le service à la clientèle.',
  'accountError._ERR_LOGIN_NOT_ALLOWED_NOW':
    'Pour votre sécurité, la connexion à ce compte est suspendue pendant 24 heures. Réinitialisez votre mot de passe ou réessayez plus tard.',
  'accountError._ERR_PASSWORD_EXPIRED': 'Votre mot de passe n’est plus valide. Veuillez le réinitialiser pour vous connecter.',
  'accountError._ERR_EXPIRED_ACTIVITY_TOKEN': 'Votre session a expiré. Veuillez vous reconnecter.',
  'accountError._ERR_INVALID_COOKIE': 'Votre session a expiré. Veuillez vous reconnecter.',
  'accountError._ERR_AUTHENTICATION_MAXCONSECUTIVECHAR_PASSWORD':
    'Votre mot de passe ne peut pas répéter un caractère plus de 3 fois de suite.',
  'accountError._ERR_PASSCODE_INVALID': 'Ce code est invalide ou expiré. Demandez un nouveau code et réessayez.',
  'accountError._ERR_PASSCODE_EXPIRED': 'Ce code est invalide ou expiré. Demandez un nouveau code et réessayez.',
  'accountError._ERR_PASSCODE_MAX_ATTEMPTS_HOUR_EMAIL': 'Trop de codes ont été envoyés par courriel. Veuillez attendre une heure et réessayer.',
  'accountError._ERR_PASSCODE_MAX_ATTEMPTS_HOUR_SMS':
    'Trop de codes ont été envoyés par message texte. Veuillez attendre une heure et réessayer.',
  'accountError._ERR_PASSCODE_MAX_ATTEMPTS_DAY_EMAIL':
    'Trop de codes ont été envoyés par courriel aujourd’hui. Veuillez réessayer dans 24 heures.',
  'accountError._ERR_PASSCODE_MAX_ATTEMPTS_DAY_SMS':
    'Trop de codes ont été envoyés par message texte aujourd’hui. Veuillez réessayer dans 24 heures.',
  'accountError._ERR_PHONE_INVALID': 'Ce numéro de téléphone n’est pas valide. Veuillez entrer un autre numéro.',
  'accountError._ERR_PHONE_BANNED': 'Ce numéro de téléphone ne peut pas être utilisé. Veuillez entrer un autre numéro.',
  'accountError._ERR_PHONE_SUSPENDED': 'Ce numéro de téléphone ne peut pas être utilisé. Veuillez entrer un autre numéro.',
  'accountError._ERR_PHONE_MULTIPLE_ACCOUNTS':
    'Ce numéro de téléphone est associé à plusieurs comptes. Veuillez vous connecter avec votre adresse courriel.',
  'accountError._ERR_UNLOCK_MAIL_ALREADY_SENT':
    'Nous vous avons déjà envoyé un courriel de déverrouillage. Veuillez attendre 15 minutes avant d’en demander un autre.',
  'accountError._ERR_CAPTCHA_REQUIRED': 'Veuillez effectuer la vérification de sécurité.',
};
