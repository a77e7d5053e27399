import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, type PasswordChangedState } from '../../../config/paths';
import { clearSession } from '../../../lib/storage';
import { AuthCardPage } from '../components/auth-card-page';
import { useFrenchPage } from '../../../lib/french-page';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';

/** /password-changed/: says the password was changed and the user can log in again. */
export function PasswordChangedPage() {
  const t = useT(staffCatalog);
  useFrenchPage();
  const state = useLocation().state as PasswordChangedState | null;
  const sessionEnded = Boolean(state?.sessionEnded);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!sessionEnded) return;
    clearSession();
    queryClient.clear();
  }, [sessionEnded, queryClient]);

  return (
    <AuthCardPage
      title={t('staff.motPasseModifie')}
      icon={<IconCircleCheck size={26} stroke={1.7} aria-hidden="true" />}
      footer={
        <Text c="dimmed" fz="sm">
          {t('staff.gastonAppGrimpeurs')}
        </Text>
      }
    >
      <Text>{t('staff.passwordChanged')}</Text>
      <Button component={Link} to={paths.loginPro.path} size="md" fullWidth>
        {t('staff.connecterEspaceOuvreur')}
      </Button>
    </AuthCardPage>
  );
}
