import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconAt, IconEye, IconEyeOff, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { emailError } from '../../../../shared/domain/email-rules';
import { MESSAGES } from '../../../../shared/messages';
import { paths } from '../../../app/paths';
import { errorText } from '../../../lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** Called with the user id once the server accepted the credentials. */
  onLoggedIn: (userId: string) => void;
}

interface LoginValues {
  email: string;
  password: string;
}

/** The /login-pro form (back-office.md §2 Login, §5 Login rules, §8 Login failure). */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [passwordVisible, setPasswordVisible] = useState(false);
  const loginMutation = useLogin({ onSuccess: (answer) => onLoggedIn(answer.uuid) });

  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    // Messages appear once the visitor leaves a field or submits, not while typing.
    validateInputOnBlur: true,
    validate: {
      email: (value) => emailError(value),
      password: (value) => (value ? null : MESSAGES.passwordRequired),
    },
  });

  const submitting = loginMutation.isPending;
  const failure = loginMutation.isError ? errorText(loginMutation.error) : null;

  const submit = form.onSubmit((values) => {
    loginMutation.reset();
    loginMutation.mutate({ username: values.email, password: values.password });
  });

  const toggleLabel = passwordVisible ? 'Masquer le mot de passe' : 'Afficher le mot de passe';

  return (
    <form onSubmit={submit} noValidate aria-label="Connexion à l’espace ouvreur">
      <Stack gap="md">
        <TextInput
          label="Email"
          placeholder="prenom.nom@salle.fr"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          size="md"
          withAsterisk
          leftSection={<IconAt size={18} stroke={1.6} aria-hidden="true" />}
          disabled={submitting}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Mot de passe"
          placeholder="Votre mot de passe"
          autoComplete="current-password"
          size="md"
          withAsterisk
          leftSection={<IconLock size={18} stroke={1.6} aria-hidden="true" />}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': toggleLabel, title: toggleLabel }}
          visibilityToggleIcon={({ reveal }) =>
            reveal ? <IconEyeOff size={18} stroke={1.6} aria-hidden="true" /> : <IconEye size={18} stroke={1.6} aria-hidden="true" />
          }
          disabled={submitting}
          {...form.getInputProps('password')}
          // Mantine marks only the text input invalid for assistive technologies; same for this one.
          aria-invalid={Boolean(form.errors.password)}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.passwordReset.path} fz="sm" fw={500}>
            Mot de passe oublié ?
          </Anchor>
        </Group>

        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} role="alert" data-testid="login-error">
            {failure}
          </Alert>
        )}

        <Button type="submit" size="md" fullWidth loading={submitting} disabled={submitting}>
          Se connecter
        </Button>
      </Stack>
    </form>
  );
}
