/** The notify form's checks without zod, so that the landing page stays light; the server makes them first too. */
import { isValidEmail } from './email-rules';

/** Which rule each field breaks, as the name of its message: the pages translate it, the server answers its French text (MESSAGES). */
export interface NotifyFieldErrorKeys {
  climbing_gym?: 'notifyGymRequired';
  email?: 'notifyEmailRequired' | 'notifyEmailInvalid';
}

/** The notify form's own checks (public-pages.md §5), the same ones the server makes first. */
export function notifyFieldErrorKeys(values: { climbing_gym?: string | null; email?: string | null }): NotifyFieldErrorKeys {
  const errors: NotifyFieldErrorKeys = {};
  if (!values.climbing_gym?.trim()) errors.climbing_gym = 'notifyGymRequired';
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = 'notifyEmailRequired';
  else if (!isValidEmail(email)) errors.email = 'notifyEmailInvalid';
  return errors;
}
