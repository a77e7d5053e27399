import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ChangePasswordBody } from '../../shared/domain/password';
import { confirmationError, passwordError } from '../../shared/domain/password-rules';
import { MESSAGES } from '../../shared/messages';
import { staffCatalog } from '../lib/catalogs/staff';
import { useT } from '../lib/i18n';

/** The form's words, in the language of the area that shows it (the staff's catalogue, or the climber's). */
export interface NewPasswordTexts {
  formName: string;
  newPassword: string;
  newPasswordPlaceholder: string;
  hint: string;
  confirmation: string;
  confirmationPlaceholder: string;
  submit: string;
  /** The names of the show/hide toggles of each field. */
  toggles: { newPassword: [show: string, hide: string]; confirmation: [show: string, hide: string] };
  /** A broken rule's message (password-rules.ts gives it in French). */
  error: (french: string) => string;
}

/** The form's words for the staff (the back office speaks French: docs/i18n.md). */
export function useStaffPasswordTexts(): NewPasswordTexts {
  const t = useT(staffCatalog);
  return {
    formName: t('staff.newPassword.formName'),
    newPassword: t('staff.newPassword.label'),
    newPasswordPlaceholder: t('staff.newPassword.placeholder'),
    hint: MESSAGES.passwordHint,
    confirmation: t('staff.newPassword.confirmation'),
    confirmationPlaceholder: t('staff.newPassword.confirmationPlaceholder'),
    submit: t('staff.changerMotPasse'),
    toggles: {
      newPassword: [t('staff.newPassword.show'), t('staff.newPassword.hide')],
      confirmation: [t('staff.newPassword.showConfirmation'), t('staff.newPassword.hideConfirmation')],
    },
    error: (french) => french,
  };
}

interface NewPasswordFormProps {
  /** Called with the values once both fields follow the rules of docs/product.md › Back office: validation. */
  onSubmit: (body: ChangePasswordBody) => void;
  submitting: boolean;
  /** Shown above the buttons (e.g. the server's answer to a failed change). */
  feedback?: ReactNode;
  /** Next to the submit button (e.g. 'Retour' in a modal). */
  secondaryAction?: ReactNode;
  /** The submit button spans the form (pages) or sits on the right with the secondary action (modals). */
  fullWidthSubmit?: boolean;
  texts: NewPasswordTexts;
  'aria-label'?: string;
}

const eyeIcon = ({ reveal }: { reveal: boolean }) =>
  reveal ? <IconEyeOff size={18} stroke={1.6} aria-hidden="true" /> : <IconEye size={18} stroke={1.6} aria-hidden="true" />;

/** A show/hide toggle whose name says which field it reveals. */
function useVisibility([show, hide]: [string, string]) {
  const [visible, setVisible] = useState(false);
  const label = visible ? hide : show;
  return {
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: { 'aria-label': label, title: label },
    visibilityToggleIcon: eyeIcon,
  };
}

/**
 * New password and confirmation (docs/product.md › Back office: screens "Password change" and Settings, §5 rules): the
 * first broken rule shows under its field once the field is left or the form sent; the submit
 * button is enabled only when the form is valid, modified and not submitting.
 */
export function NewPasswordForm({
  onSubmit,
  submitting,
  feedback,
  secondaryAction,
  fullWidthSubmit = false,
  texts,
  'aria-label': ariaLabel = texts.formName,
}: NewPasswordFormProps) {
  const messageIn = (french: string | null) => french && texts.error(french);
  const form = useForm<ChangePasswordBody>({
    mode: 'controlled',
    initialValues: { new_password: '', confirm_password: '' },
    validateInputOnBlur: true,
    validate: {
      new_password: (value) => messageIn(passwordError(value)),
      confirm_password: (value, values) => messageIn(confirmationError(values.new_password, value)),
    },
    onValuesChange: (values, previous) => {
      // A confirmation already judged is judged again when the password it must repeat changes.
      if (values.new_password !== previous.new_password && form.isTouched('confirm_password')) {
        form.setFieldError('confirm_password', messageIn(confirmationError(values.new_password, values.confirm_password)));
      }
    },
  });
  const newPasswordToggle = useVisibility(texts.toggles.newPassword);
  const confirmationToggle = useVisibility(texts.toggles.confirmation);

  /** What both fields share: a new password, required, with its eye and its error. */
  const passwordProps = (name: 'new_password' | 'confirm_password', toggle: ReturnType<typeof useVisibility>) => ({
    autoComplete: 'new-password',
    withAsterisk: true,
    leftSection: <IconLock size={18} stroke={1.6} aria-hidden="true" />,
    disabled: submitting,
    ...toggle,
    ...form.getInputProps(name),
    'aria-invalid': Boolean(form.errors[name]),
  });

  const canSubmit = form.isDirty() && form.isValid() && !submitting;
  const submit = form.onSubmit((values) => {
    if (canSubmit) onSubmit(values);
  });

  const submitButton = (
    <Button type="submit" disabled={!canSubmit} loading={submitting} fullWidth={fullWidthSubmit} size={fullWidthSubmit ? 'md' : 'sm'}>
      {texts.submit}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={ariaLabel}>
      <Stack gap="md">
        <PasswordInput
          label={texts.newPassword}
          placeholder={texts.newPasswordPlaceholder}
          description={texts.hint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...passwordProps('new_password', newPasswordToggle)}
          data-autofocus
        />
        <PasswordInput label={texts.confirmation} placeholder={texts.confirmationPlaceholder} {...passwordProps('confirm_password', confirmationToggle)} />
        {feedback}
        {fullWidthSubmit ? (
          submitButton
        ) : (
          <Group justify="flex-end" gap="sm" mt="xs">
            {secondaryAction}
            {submitButton}
          </Group>
        )}
      </Stack>
    </form>
  );
}
