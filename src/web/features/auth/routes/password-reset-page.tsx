import { IconKey } from '@tabler/icons-react';
import { AuthCardPage } from '../components/auth-card-page';
import { PasswordResetForm } from '../components/password-reset-form';
import { useFrenchPage } from '../../../lib/french-page';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';

/** /password-reset: asks for the e-mailed link to choose a new password. */
export function PasswordResetPage() {
  const t = useT(staffCatalog);
  useFrenchPage();
  return (
    <AuthCardPage
      title={t('staff.motPasseOublie')}
      description={t('staff.indiquezAdresseEmailVotre')}
      icon={<IconKey size={24} stroke={1.7} aria-hidden="true" />}
    >
      <PasswordResetForm />
    </AuthCardPage>
  );
}
