/** The notify form's checks without zod, so that the landing page stays light; the server makes them first too. */
import { isValidEmail } from './email-rules';

/**
 * The server's French answers to the notify form (docs/product.md › Public pages: validation; Public pages: errors); the pages say them from the
 * public catalogue (src/shared/i18n), in the visitor's language. Here rather than in MESSAGES, which
 * the back-office pages download.
 */
export const NOTIFY_MESSAGES = {
  notifySucceeded: "C'est noté ! On te prévient dès que l'application arrive dans ta salle.",
  notifyGenericError: "quelque chose ne s'est pas passé comme prévu, contacte-nous sur insta.",
  notifyEmailInvalid: "Le format de l'adresse email est incorrect",
  notifyEmailRequired: "Tu n'as pas renseigne ton adresse email",
  notifyGymRequired: "Tu n'as pas renseigné de salle",
} as const;

/** Which rule each field breaks, as the name of its message: the pages translate it, the server answers its French text (NOTIFY_MESSAGES). */
export interface NotifyFieldErrorKeys {
  climbing_gym?: 'notifyGymRequired';
  email?: 'notifyEmailRequired' | 'notifyEmailInvalid';
}

/** The notify form's own checks (docs/product.md › Public pages: validation), the same ones the server makes first. */
export function notifyFieldErrorKeys(values: { climbing_gym?: string | null; email?: string | null }): NotifyFieldErrorKeys {
  const errors: NotifyFieldErrorKeys = {};
  if (!values.climbing_gym?.trim()) errors.climbing_gym = 'notifyGymRequired';
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = 'notifyEmailRequired';
  else if (!isValidEmail(email)) errors.email = 'notifyEmailInvalid';
  return errors;
}
