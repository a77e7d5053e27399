import { IconKey } from '@tabler/icons-react';
import { AuthCardPage } from '../components/auth-card-page';
import { PasswordResetForm } from '../components/password-reset-form';
import { useFrenchPage } from '../../../lib/french-page';

/** /password-reset: asks for the e-mailed link to choose a new password. */
export function PasswordResetPage() {
  useFrenchPage();
  return (
    <AuthCardPage
      title="Mot de passe oublié ?"
      description="Indiquez l’adresse email de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe."
      icon={<IconKey size={24} stroke={1.7} aria-hidden="true" />}
    >
      <PasswordResetForm />
    </AuthCardPage>
  );
}
