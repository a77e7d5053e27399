import { Alert, Anchor, Button, Checkbox, PasswordInput, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { MESSAGES } from '../../../../shared/messages';
import { useSignIn, useSignUp, type SignUpInput } from '../api/auth';
import { useGyms } from '../api/gyms';

type FieldErrors = Partial<Record<keyof SignUpInput, string>>;

/** The server's 400 names each refused field with its French messages. */
function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || !error.body) return {};
  return Object.fromEntries(
    Object.entries(error.body as Record<string, unknown>)
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as string[]).join(' · ')]),
  );
}

/** /app/inscription (climbers.md §1): the two consents are unticked by default. */
export function ClimberSignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const gyms = useGyms('');
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
  const errors = fieldErrors(signUp.error);
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
          Un e-mail de confirmation vient d’être envoyé à {form.email}. Ouvrez son lien pour apparaître dans les classements.
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
      {signUp.error && Object.keys(errors).length === 0 && (
        <Alert color="red" role="alert">
          {errorText(signUp.error)}
        </Alert>
      )}
      <TextInput label="Prénom" autoComplete="given-name" required value={form.firstName} error={errors.firstName} onChange={(e) => change('firstName', e.currentTarget.value)} />
      <TextInput label="Nom" autoComplete="family-name" required value={form.lastName} error={errors.lastName} onChange={(e) => change('lastName', e.currentTarget.value)} />
      <TextInput label="E-mail" type="email" autoComplete="email" required value={form.email} error={errors.email} onChange={(e) => change('email', e.currentTarget.value)} />
      <PasswordInput
        label="Mot de passe"
        autoComplete="new-password"
        required
        description={`${MESSAGES.passwordHint}, 8 caractères au moins`}
        value={form.password}
        error={errors.password}
        onChange={(e) => change('password', e.currentTarget.value)}
      />
      <div>
        <Text fz="sm" fw={500} mb={4}>
          Genre (pour les classements Femmes / Hommes)
        </Text>
        <SegmentedControl
          fullWidth
          value={form.gender ?? 'none'}
          onChange={(value) => change('gender', value === 'none' ? null : (value as 'female' | 'male'))}
          data={[
            { value: 'none', label: 'Non précisé' },
            { value: 'female', label: 'Femme' },
            { value: 'male', label: 'Homme' },
          ]}
        />
      </div>
      <Select
        label="Salle principale"
        placeholder="Choisissez votre salle"
        searchable
        clearable
        data={(gyms.data ?? []).map((gym) => ({ value: String(gym.id), label: `${gym.name} · ${gym.city}` }))}
        value={form.homeGymId ? String(form.homeGymId) : null}
        error={errors.homeGymId}
        onChange={(value) => change('homeGymId', value ? Number(value) : null)}
      />
      <Checkbox label="Apparaître dans les classements" checked={form.rankingConsent} onChange={(e) => change('rankingConsent', e.currentTarget.checked)} />
      <Checkbox label="Recevoir les nouveautés de ma salle par e-mail" checked={form.newsConsent} onChange={(e) => change('newsConsent', e.currentTarget.checked)} />
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
