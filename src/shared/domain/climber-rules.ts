/**
 * The constants and French texts of the climbers' side (docs/product.md › Climbers: constants), zod-free so that the
 * climbers' web app, the server and the tests share them.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CLIMBER_LIMITS = {
  /** One connection per climber and gym per 30 minutes. */
  visitIntervalMs: 30 * MINUTE,
  undoMs: 10 * MINUTE,
  /** The same comment or report sent again within this time is a replay: the first one is answered, nothing is added. */
  replayWindowMs: 10 * MINUTE,
  newBadgeDays: 7,
  dismantlingSoonDays: 7,
  batchMax: 50,
  tokenIdleMs: 90 * DAY,
  moderationHighlightHours: 20,
  confirmationLinkMs: 24 * HOUR,
  /** A log may be dated this far in the past, and this little in the future (clock slack). */
  logPastMs: 14 * DAY,
  logFutureSlackMs: 5 * MINUTE,
  maxTries: 99,
  nameMaxLength: 50,
  deviceNameMaxLength: 100,
  commentMaxLength: 500,
  reportTextMaxLength: 500,
  moderationNoteMaxLength: 500,
} as const;

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

export const GRADE_FEELINGS = ['plus_facile', 'juste', 'plus_dur'] as const;
export type GradeFeeling = (typeof GRADE_FEELINGS)[number];

export const REPORT_KINDS = ['prise_qui_tourne', 'prise_cassee', 'dangereux', 'autre'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  prise_qui_tourne: 'Prise qui tourne',
  prise_cassee: 'Prise cassée',
  dangereux: 'Dangereux',
  autre: 'Autre',
};

export const MY_STATUSES = ['none', 'project', 'done'] as const;
export type MyStatus = (typeof MY_STATUSES)[number];

export const CLIMBER_MESSAGES = {
  firstName: 'Le prénom est obligatoire (1 à 50 caractères).',
  lastName: 'Le nom est obligatoire (1 à 50 caractères).',
  gender: 'Le genre doit être « female », « male » ou vide.',
  homeGymId: 'Salle inconnue.',
  consent: 'Le consentement doit valoir vrai ou faux.',
  locale: 'La langue doit être « fr » ou « en ».',
  deviceName: "Le nom de l'appareil est obligatoire (1 à 100 caractères).",
  deviceToken: 'Le jeton d’appareil est invalide : reconnectez-vous sans lui.',
  signUpSent: 'Compte créé : un e-mail de confirmation vient de vous être envoyé.',
  confirmationInvalid: 'Ce lien de confirmation est invalide ou a expiré. Connectez-vous pour en demander un nouveau.',
  tokenInvalid: 'Jeton de connexion invalide ou expiré. Reconnectez-vous.',
  tokenNotFound: "Ce jeton n'existe pas.",
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  currentPasswordRequired: 'Saisissez votre mot de passe actuel pour le changer.',
  deletionPasswordWrong: 'Mot de passe incorrect : le compte n’a pas été supprimé.',
  alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  staffCannotDelete:
    "Ce compte fait partie de l'équipe d'une salle : demandez à un administrateur de la salle de vous retirer de l'équipe, puis supprimez votre compte.",
  confirmed: 'Adresse e-mail confirmée.',
} as const;
