/**
 * The French messages the entry and the landing page need (the API client's, the notify form's and its
 * e-mail rules, the countdown's), apart from the whole MESSAGES table so that '/' does not download it. MESSAGES spreads them.
 */
export const PAGE_MESSAGES = {
  genericError: 'Une Erreur est survenue. Contacte-nous sur nos réseaux sociaux (Instagram ou Facebook) pour que nous puissions t’aider.',
  csrfInvalid: 'Jeton anti-falsification manquant ou invalide. Rechargez la page puis réessayez.',
  notifySucceeded: "C'est noté ! On te prévient dès que l'application arrive dans ta salle.",
  notifyGenericError: "quelque chose ne s'est pas passé comme prévu, contacte-nous sur insta.",
  contestOver: "C'est terminé",
  emailInvalid: 'Adresse email invalide',
  emailRequired: "L'email est requis",
  notifyEmailInvalid: "Le format de l'adresse email est incorrect",
  notifyEmailRequired: "Tu n'as pas renseigne ton adresse email",
  notifyGymRequired: "Tu n'as pas renseigné de salle",
} as const;
