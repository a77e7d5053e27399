/**
 * One error type for the whole server. Routes and services throw an AppError with a code; the
 * error handler turns it into `{ error, code, ...details }` with the status from ERROR_STATUS.
 * `error` is always a French sentence a person can read.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the answer body, e.g. `{ email: ['…'] }` for the notify form. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new AppError('bad_request', message, details);
export const forbidden = (message = "Vous n'avez pas les droits pour cette action.") => new AppError('forbidden', message);
export const notFound = (message = "Cet élément n'existe pas ou n'est pas accessible.") => new AppError('not_found', message);
export const unauthenticated = (message = 'Vous devez être connecté.') => new AppError('unauthenticated', message);

/** A 400 naming each refused field with its French messages (docs/product.md › Conventions of the calls): `{error, code, name: ['…']}`. */
export function invalidFields(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors).find((messages) => messages.length > 0)?.[0] ?? HTTP_MESSAGES.badRequest;
  return badRequest(first, errors);
}

export const conflict = (message: string, details?: Record<string, unknown>) => new AppError('conflict', message, details);

export const VANISHED_REFERENCE = "Un élément que vous utilisez vient d'être supprimé : rechargez la page et réessayez.";

/** The error handler's own French answers (plugins/error-handler.ts; translated for the climbers' side by plugins/answer-language.ts). */
export const HTTP_MESSAGES = {
  internal: 'Une erreur interne est survenue.',
  invalidJson: 'Le corps de la requête n’est pas du JSON valide.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  tooManyRequests: 'Trop de requêtes. Réessayez dans quelques minutes.',
  unsupportedMedia: 'Format de requête non pris en charge : envoyez du JSON.',
  badRequest: 'Requête invalide.',
  invalidValue: 'valeur invalide',
  vanishedReference: VANISHED_REFERENCE,
} as const;

export const LONE_SURROGATE = 'caractère invalide (un caractère Unicode incomplet, souvent une copie tronquée) : retapez ce texte.';
