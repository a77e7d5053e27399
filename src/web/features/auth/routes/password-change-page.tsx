import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLinkOff, IconLockCog } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ChangePasswordBody } from '../../../../shared/domain/password';
import { paths, type PasswordChangedState } from '../../../config/paths';
import { ApiError, errorText } from '../../../api/api-client';
import { getStoredUserId } from '../../../lib/storage';
import { useChangePasswordWithLink } from '../api/change-password-with-link';
import { readPasswordLink } from '../../../api/password-links';
import { AuthCardPage } from '../components/auth-card-page';
import { NewPasswordForm, useStaffPasswordTexts } from '../../../components/new-password-form';
import { useFrenchPage } from '../../../lib/french-page';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';

/** The form reached from the e-mailed link (/password-change?token=&uid=). */
export function PasswordChangePage() {
  const t = useT(staffCatalog);
  const passwordTexts = useStaffPasswordTexts();
  useFrenchPage();
  const [params] = useSearchParams();
  const link = readPasswordLink(params);
  const navigate = useNavigate();
  const change = useChangePasswordWithLink();

  if (!link) {
    return (
      <AuthCardPage title={t('staff.lienIncomplet')} icon={<IconLinkOff size={24} stroke={1.7} aria-hidden="true" />}>
        <Text>{t('staff.incompleteLink')}</Text>
        <Button component={Link} to={paths.passwordReset.path} fullWidth size="md">
          {t('staff.demanderNouveauLien')}
        </Button>
      </AuthCardPage>
    );
  }

  const submit = (body: ChangePasswordBody) => {
    change.mutate(
      { link, body },
      {
        onSuccess: () => {
          // The server ended every session of this account: a user stored for it is logged out too.
          const state: PasswordChangedState = { sessionEnded: getStoredUserId() === link.uid };
          void navigate(paths.passwordChanged.path, { replace: true, state });
        },
        onError: (error) => {
          console.error('password change by link failed', error);
          // A refused link has its own French answer, shown on the form; anything else gets a notice.
          if (!(error instanceof ApiError && error.status === 400)) {
            notifications.show({ color: 'red', title: t('staff.motPasseInchange'), message: t('staff.motPassePuEtre') });
          }
        },
      },
    );
  };

  const refused = change.error instanceof ApiError && change.error.status === 400;

  return (
    <AuthCardPage
      title={t('staff.changerMotPasse')}
      description={t('staff.choisissezNouveauMotPasse')}
      icon={<IconLockCog size={24} stroke={1.7} aria-hidden="true" />}
    >
      <NewPasswordForm
        texts={passwordTexts}
        onSubmit={submit}
        submitting={change.isPending}
        fullWidthSubmit
        feedback={
          refused && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} role="alert">
              <Stack gap={6} align="flex-start">
                <Text inherit>{errorText(change.error)}</Text>
                <Anchor component={Link} to={paths.passwordReset.path} fw={600} fz="sm">
                  {t('staff.demanderNouveauLien')}
                </Anchor>
              </Stack>
            </Alert>
          )
        }
      />
    </AuthCardPage>
  );
}
