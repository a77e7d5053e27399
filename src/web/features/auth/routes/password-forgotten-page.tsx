import { PasswordResetPage } from './password-reset-page';

/** /password-forgotten/: the spec's other address of the reset request page. */
export function PasswordForgottenPage() {
  return <PasswordResetPage />;
}
