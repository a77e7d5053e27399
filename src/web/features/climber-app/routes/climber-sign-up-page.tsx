import { NameFields } from '../components/profile-fields';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { MESSAGES } from '../../../../shared/messages';
import { useSignIn, useSignUp, type SignUpInput } from '../api/auth';
import { allFieldErrors } from '../../../api/field-errors';
import { ClimberChoiceFields } from '../components/profile-fields';

/** /app/inscription (climbers.md §1): the two consents are unticked by default. */
export function ClimberSignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const [form, setForm] = useState<SignUpInput>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    gender: null,
    homeGymId: null,
    rankingConsent: false,
    newsConsent: false,
  });
  const [done, setDone] = useState(false);
  const errors: Partial<Record<keyof SignUpInput, string>> = allFieldErrors(signUp.error);
  const change = <K extends keyof SignUpInput>(key: K, value: SignUpInput[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.mutate(form, {
      onSuccess: () => {
        setDone(true);
        // The account may log before its address is confirmed: straight into the app.
        signIn.mutate({ email: form.email, password: form.password }, { onSuccess: () => void navigate(paths.climberHome.path, { replace: true }) });
      },
    });
  };

  if (done && !signIn.isSuccess) {
    return (
      <Stack maw={420} mx="auto" mt="lg">
        <Alert color="teal" title="Compte créé">
          Un e-mail de confirmation vient d’être envoyé à {form.email}. Ouvre son lien pour apparaître dans les classements.
        </Alert>
        <Anchor component={Link} to={paths.climberHome.path}>
          Se connecter
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420} mx="auto">
        <Title order={1}>Créer un compte</Title>
        <NameFields failure={signUp.error} errors={errors} values={form} onChange={change} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          error={errors.email}
          onChange={(e) => change('email', e.currentTarget.value)}
        />
        <PasswordInput
          label="Mot de passe"
          autoComplete="new-password"
          required
          description={`${MESSAGES.passwordHint}, 8 caractères au moins`}
          value={form.password}
          error={errors.password}
          onChange={(e) => change('password', e.currentTarget.value)}
        />
        <ClimberChoiceFields values={form} onChange={(changes) => setForm((current) => ({ ...current, ...changes }))} homeGymError={errors.homeGymId} />
        <Button type="submit" size="md" loading={signUp.isPending || signIn.isPending}>
          Créer mon compte
        </Button>
        <Text ta="center" fz="sm">
          Déjà un compte ?{' '}
          <Anchor component={Link} to={paths.climberHome.path}>
            Se connecter
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
