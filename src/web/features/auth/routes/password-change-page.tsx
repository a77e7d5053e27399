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
import { NewPasswordForm } from '../../../components/new-password-form';
import { useFrenchPage } from '../../../lib/french-page';

export const INCOMPLETE_LINK_TEXT = 'Ce lien de changement de mot de passe est incomplet. Ouvrez le lien complet reçu par email, ou demandez-en un nouveau.';

const newLinkAnchor = (
  <Anchor component={Link} to={paths.passwordReset.path} fw={600} fz="sm">
    Demander un nouveau lien
  </Anchor>
);

/** The form reached from the e-mailed link (/password-change?token=&uid=). */
export function PasswordChangePage() {
  useFrenchPage();
  const [params] = useSearchParams();
  const link = readPasswordLink(params);
  const navigate = useNavigate();
  const change = useChangePasswordWithLink();

  if (!link) {
    return (
      <AuthCardPage title="Lien incomplet" icon={<IconLinkOff size={24} stroke={1.7} aria-hidden="true" />}>
        <Text>{INCOMPLETE_LINK_TEXT}</Text>
        <Button component={Link} to={paths.passwordReset.path} fullWidth size="md">
          Demander un nouveau lien
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
            notifications.show({ color: 'red', title: 'Mot de passe inchangé', message: 'Le mot de passe n’a pas pu être changé. Réessayez dans un instant.' });
          }
        },
      },
    );
  };

  const refused = change.error instanceof ApiError && change.error.status === 400;

  return (
    <AuthCardPage
      title="Changer de mot de passe"
      description="Choisissez le nouveau mot de passe de votre compte Gaston."
      icon={<IconLockCog size={24} stroke={1.7} aria-hidden="true" />}
    >
      <NewPasswordForm
        onSubmit={submit}
        submitting={change.isPending}
        fullWidthSubmit
        feedback={
          refused && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} role="alert">
              <Stack gap={6} align="flex-start">
                <Text inherit>{errorText(change.error)}</Text>
                {newLinkAnchor}
              </Stack>
            </Alert>
          )
        }
      />
    </AuthCardPage>
  );
}
