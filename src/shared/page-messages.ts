/**
 * The French messages the entry and the pages without the MESSAGES table need (the API client's, the e-mail
 * rules', the countdown's), apart from the whole table so that '/' does not download it. MESSAGES spreads them.
 * The notify form's texts are in the public catalogue (src/shared/i18n) and in MESSAGES for the server.
 */
export const PAGE_MESSAGES = {
  genericError: 'Une Erreur est survenue. Contacte-nous sur nos réseaux sociaux (Instagram ou Facebook) pour que nous puissions t’aider.',
  csrfInvalid: 'Jeton anti-falsification manquant ou invalide. Rechargez la page puis réessayez.',
  contestOver: "C'est terminé",
  emailInvalid: 'Adresse email invalide',
  emailRequired: "L'email est requis",
} as const;
