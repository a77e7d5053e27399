/** French texts shared by the server answers and the pages (spec wording kept exactly). */
import { PAGE_MESSAGES } from './page-messages';

export const MESSAGES = {
  ...PAGE_MESSAGES,
  passwordRequired: 'Le mot de passe est requis',
  passwordMinLength: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordUppercase: 'Le mot de passe doit contenir au moins une majuscule',
  passwordDigit: 'le mot de passe doit contenir au moins un chiffre',
  passwordSpecial: 'Le mot de passe doit contenir au moins un caractère spécial',
  confirmationRequired: 'La confirmation du mot de passe est requise',
  confirmationMismatch: "La confirmation du mot de passe n'est pas identique",
  passwordHint: 'Au moins 1 majuscule, 1 caractère spécial et 1 chiffre',
  loginFailed: 'Email ou mot de passe incorrect.',
  notStaff: "Ce compte n'a accès à aucune salle. L'espace ouvreur est réservé au personnel des salles.",
  tooManyLoginAttempts: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
  tooManyAccountLoginAttempts:
    'Trop de tentatives de connexion sur ce compte. Connectez-vous depuis un appareil que vous avez déjà utilisé, ou changez de mot de passe ' +
    'avec « Mot de passe oublié ? ».',
  passwordHashingBusy: 'Le serveur reçoit trop de connexions en ce moment. Réessayez dans quelques secondes.',
  resetLinkInvalid: 'Ce lien de changement de mot de passe est invalide ou a expiré. Demandez-en un nouveau.',
  controlCharacters: 'Ce texte contient des caractères invisibles non autorisés.',
  searchControlCharacters: 'caractère invisible interdit dans la recherche',
  dateFormat: 'La date doit être saisie au format JJ/MM/AAAA',
  /** A text in the right format naming a day the calendar does not have (31/02/2027). */
  dateDoesNotExist: "Cette date n'existe pas : vérifiez le jour et le mois.",
  confirmWithErrors: 'Veuillez corriger les erreurs avant de confirmer.',
  loginSucceeded: 'Connexion réussie',
  logoutSucceeded: 'Déconnexion réussie',
  sessionRequired: "Vous n'êtes pas connecté ou votre session a expiré. Connectez-vous à nouveau.",
  notYourAccount: 'Vous ne pouvez consulter ou modifier que votre propre compte.',
  resetMailSent: 'Si un compte existe pour cette adresse, un email contenant un lien de changement de mot de passe vient de lui être envoyé.',
  tooManyResetRequests: 'Trop de demandes de changement de mot de passe. Réessayez dans une heure.',
  passwordChanged: 'Votre mot de passe a été changé. Vous pouvez vous reconnecter.',
  // Public pages (docs/product.md › Public pages: validation; Public pages: errors).
  notifyGymUnknown: 'Cette salle ne fait pas partie de la liste.',
  notifyTooManyRequests: "Trop d'inscriptions depuis ta connexion. Réessaie dans une heure.",
  contestNotFound: "Ce concours n'existe pas.",
  countdownUnderOneMinute: "moins d'une minute",
} as const;
