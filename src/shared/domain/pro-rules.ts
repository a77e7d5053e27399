/** A gym owner's sign-up (docs/product.md › Going live: gym sign-up): its limits and messages, without zod (the page imports them). */
export const GYM_NAME_MAX_LENGTH = 80;

export const PRO_MESSAGES = {
  gymName: `Le nom de la salle est obligatoire (${GYM_NAME_MAX_LENGTH} caractères au plus).`,
  city: `La ville est obligatoire (${GYM_NAME_MAX_LENGTH} caractères au plus).`,
  acceptTerms: 'Vous devez accepter les conditions générales.',
  signupSent: 'Nous vous avons envoyé un e-mail : ouvrez le lien qu’il contient (valable 24 heures) pour créer votre salle.',
  linkInvalid: "Ce lien de confirmation n'est plus valable : inscrivez-vous à nouveau pour en recevoir un autre.",
  tooManySignups: "Trop d'inscriptions pour cette adresse aujourd'hui. Réessayez demain.",
  tooManyDrafts: 'Vous avez déjà 5 salles en préparation : publiez-en une avant d’en créer une autre.',
} as const;
