import type { NotifyFieldErrors } from '../../../../shared/contract/public';
import { isValidEmail } from '../../../../shared/domain/email-rules';
import { MESSAGES } from '../../../../shared/messages';

export interface NotifyFormValues {
  gym: string;
  email: string;
}

/**
 * The notify form's checks (public-pages.md §5), the same as notifyFieldErrors of the shared contract
 * (the test checks they agree) without its zod import, which would weigh on the landing page.
 */
export function notifyFormErrors(values: NotifyFormValues): NotifyFieldErrors {
  const errors: NotifyFieldErrors = {};
  if (!values.gym.trim()) errors.climbing_gym = MESSAGES.notifyGymRequired;
  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.notifyEmailRequired;
  else if (!isValidEmail(email)) errors.email = MESSAGES.notifyEmailInvalid;
  return errors;
}
