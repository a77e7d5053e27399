import { Button, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths, type PasswordChangedState } from '../../../config/paths';
import { useChangeOwnPassword } from '../api/change-own-password';
import { NewPasswordForm, useStaffPasswordTexts } from '../../../components/new-password-form';
import { FailureAlert } from '../notify-failure';
import { MODAL_TITLE_STYLES } from '../../../components/modal-title-styles';
import { useT } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';

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
  const t = useT(settingsCatalog);
  const passwordTexts = useStaffPasswordTexts();
  const navigate = useNavigate();
  const change = useChangeOwnPassword();

  return (
    <Modal opened={opened} onClose={change.isPending ? () => undefined : onClose} title={passwordTexts.submit} size="md" styles={MODAL_TITLE_STYLES}>
      <Text c="dimmed" fz="sm" mb="lg">
        {t('settings.foisMotPasseChange')}
      </Text>
      <NewPasswordForm
        texts={passwordTexts}
        aria-label={t('settings.changerMonMotPasse')}
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
            {t('settings.retour')}
          </Button>
        }
      />
    </Modal>
  );
}
