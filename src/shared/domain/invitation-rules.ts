/** Staff invitations (docs/product.md › Going live: invitations): their validity and messages, without zod (the pages import them). */
export const INVITATION_LIFETIME_DAYS = 7;

export const INVITATION_MESSAGES = {
  noLongerValid: "Cette invitation n'est plus valable.",
  alreadyInTeam: "Cette personne fait déjà partie de l'équipe.",
  alreadyPending: 'Une invitation est déjà en attente pour cette adresse : renvoyez-la ou annulez-la.',
  notFound: "Cette invitation n'existe pas ou ne concerne pas vos salles.",
  gymsRequired: 'Choisissez au moins une salle.',
  rightsRequired: "Choisissez au moins un type d'accès, ou Administrateur.",
  beyondYourGyms: 'Vous ne pouvez inviter que dans les salles dont vous êtes administrateur.',
  signInFirst: "Un compte existe déjà avec cette adresse : connectez-vous avec elle pour rejoindre l'équipe.",
  otherAccount: "Vous êtes connecté avec un autre compte : déconnectez-vous, puis connectez-vous avec l'adresse invitée.",
  confirmation: 'La confirmation ne correspond pas au mot de passe.',
  gym: 'Identifiant de salle invalide.',
} as const;
