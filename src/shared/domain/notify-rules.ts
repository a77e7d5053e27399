/** The notify form's checks without zod, so that the landing page stays light; the server makes them first too. */
import { PAGE_MESSAGES as MESSAGES } from '../page-messages';
import { isValidEmail } from './email-rules';

export interface NotifyFieldErrors {
  climbing_gym?: string;
  email?: string;
}

/** The notify form's own checks (public-pages.md §5), the same ones the server makes first. */
export function notifyFieldErrors(values: { climbing_gym?: string | null; email?: string | null }): NotifyFieldErrors {
  const errors: NotifyFieldErrors = {};
  if (!values.climbing_gym?.trim()) errors.climbing_gym = MESSAGES.notifyGymRequired;
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = MESSAGES.notifyEmailRequired;
  else if (!isValidEmail(email)) errors.email = MESSAGES.notifyEmailInvalid;
  return errors;
}
