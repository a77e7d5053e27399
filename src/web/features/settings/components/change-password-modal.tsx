import { Button, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths, type PasswordChangedState } from '../../../config/paths';
import { useChangeOwnPassword } from '../api/change-own-password';
import { CHANGE_PASSWORD_LABEL, NewPasswordForm } from '../../../components/new-password-form';
import { FailureAlert } from '../notify-failure';
import { MODAL_TITLE_STYLES } from '../../../components/modal-title-styles';

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
}

/**
 * The settings' password change: the server ends every session of the user, this one included,
 * so success leads to /password-changed/, which forgets the stored user.
 */
export function ChangePasswordModal({ opened, onClose, userId }: ChangePasswordModalProps) {
  const navigate = useNavigate();
  const change = useChangeOwnPassword();

  return (
    <Modal opened={opened} onClose={change.isPending ? () => undefined : onClose} title={CHANGE_PASSWORD_LABEL} size="md" styles={MODAL_TITLE_STYLES}>
      <Text c="dimmed" fz="sm" mb="lg">
        Une fois le mot de passe changé, vous serez déconnecté de tous vos appareils.
      </Text>
      <NewPasswordForm
        aria-label="Changer mon mot de passe"
        submitting={change.isPending}
        feedback={<FailureAlert error={change.error} />}
        onSubmit={(body) =>
          change.mutate(
            { userId, body },
            {
              onSuccess: () => {
                const state: PasswordChangedState = { sessionEnded: true };
                void navigate(paths.passwordChanged.path, { replace: true, state });
              },
              onError: (error) => console.error('the password was not changed', error),
            },
          )
        }
        secondaryAction={
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            Retour
          </Button>
        }
      />
    </Modal>
  );
}
