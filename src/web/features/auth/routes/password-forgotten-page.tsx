import { PasswordResetPage } from './password-reset-page';
import { useFrenchPage } from '../../../lib/french-page';

/** /password-forgotten/: the spec's other address of the reset request page. */
export function PasswordForgottenPage() {
  useFrenchPage();
  return <PasswordResetPage />;
}
