import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, type PasswordChangedState } from '../../../config/paths';
import { clearSession } from '../../../lib/storage';
import { AuthCardPage } from '../components/auth-card-page';
import { useFrenchPage } from '../../../lib/french-page';

export const PASSWORD_CHANGED_TEXT = 'Votre mot de passe a bien été changé. Vous pouvez vous reconnecter dans l’application avec ce nouveau mot de passe.';

/** /password-changed/: says the password was changed and the user can log in again. */
export function PasswordChangedPage() {
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
      title="Mot de passe modifié"
      icon={<IconCircleCheck size={26} stroke={1.7} aria-hidden="true" />}
      footer={
        <Text c="dimmed" fz="sm">
          Gaston, l’app des grimpeurs
        </Text>
      }
    >
      <Text>{PASSWORD_CHANGED_TEXT}</Text>
      <Button component={Link} to={paths.loginPro.path} size="md" fullWidth>
        Se connecter à l’espace ouvreur
      </Button>
    </AuthCardPage>
  );
}
