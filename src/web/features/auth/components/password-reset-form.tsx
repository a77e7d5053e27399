import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconAt, IconMailCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { emailError } from '../../../../shared/domain/email-rules';
import { MESSAGES } from '../../../../shared/messages';
import { paths } from '../../../config/paths';
import { errorText } from '../../../api/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { MODAL_TITLE_STYLES } from '../../../components/modal-title-styles';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';

/**
 * /password-reset (docs/product.md › Back office: screens "Password reset request", §5 and §8): the e-mail field,
 * 'Envoyer le lien', then the 'Email Envoyé' modal or the 'Une erreur est survenue.' modal.
 */
export function PasswordResetForm() {
  const t = useT(staffCatalog);
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: { email: (value: string) => emailError(value) },
  });

  const submit = form.onSubmit(({ email }) => {
    request.mutate(email, {
      onError: (error) => console.error('password reset request failed', error),
    });
  });

  const submitting = request.isPending;

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('staff.demandeLienChangementMot')}>
        <Stack gap="md">
          <TextInput
            label={t('staff.email')}
            placeholder={t('staff.emailPlaceholder')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            withAsterisk
            leftSection={<IconAt size={18} stroke={1.6} aria-hidden="true" />}
            disabled={submitting}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={submitting} disabled={submitting}>
            {t('staff.envoyerLien')}
          </Button>
        </Stack>
      </form>

      <Modal
        opened={request.isSuccess}
        onClose={() => request.reset()}
        title={t('staff.resetSent')}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        size="md"
        styles={MODAL_TITLE_STYLES}
      >
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <IconMailCheck size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={6}>
              <Text>{MESSAGES.resetMailSent}</Text>
              <Text c="dimmed" fz="sm">
                {t('staff.resetSpamHint')}
              </Text>
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => void navigate(paths.loginPro.path)} data-autofocus>
              {t('staff.confirmer')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={request.isError} onClose={() => request.reset()} title={t('staff.resetFailed')} size="md" styles={MODAL_TITLE_STYLES}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="red" aria-hidden="true">
              <IconAlertTriangle size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={6}>
              <Text>{t('staff.resetNotSent')}</Text>
              <Text c="dimmed" fz="sm" data-testid="reset-error-text">
                {errorText(request.error)}
              </Text>
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => request.reset()} data-autofocus>
              {t('staff.retour')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
