import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { climberGymPath, paths } from '../../../config/paths';
import { errorText } from '../../../api/api-client';
import { useSignIn } from '../api/auth';
import { useMe } from '../api/me';
import { chosenGym } from '../chosen-gym';
import { PASSWORD_CHANGED_PARAM } from '../password-changed';

/** Where to go once signed in: `?suite=` when it is a page of the app (a boulder opened from /b/{code}). */
const appPath = (value: string | null) => (value && /^\/app\/[^/]/.test(value) ? value : null);

/**
 * /app (climbers.md §2): the sign-in screen without a session, else the page asked for in `?suite=`
 * or the gym the climber was in.
 */
export function ClimberHomePage() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const next = appPath(searchParams.get('suite'));
  if (me.isPending) {
    return (
      <Center mih={300}>
        <Loader role="status" aria-label="Chargement" />
      </Center>
    );
  }
  if (me.data) {
    if (next) return <Navigate to={next} replace />;
    const gymId = chosenGym() ?? me.data.homeGymId;
    return <Navigate to={gymId ? climberGymPath(gymId) : paths.climberGyms.path} replace />;
  }
  return <SignInForm />;
}

function SignInForm() {
  const signIn = useSignIn();
  const [searchParams] = useSearchParams();
  const deleted = searchParams.get('compte') === 'supprime';
  const passwordChanged = searchParams.get(PASSWORD_CHANGED_PARAM.name) === PASSWORD_CHANGED_PARAM.value;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={400} mx="auto" mt="lg">
        <div>
          <Title order={1}>Bienvenue sur Gaston</Title>
          <Text c="dimmed">Connecte-toi pour noter tes passages dans ta salle.</Text>
        </div>
        {deleted && (
          <Alert color="teal" role="status">
            Ton compte a été supprimé. Tes données personnelles sont effacées.
          </Alert>
        )}
        {passwordChanged && (
          <Alert color="teal" role="status">
            Ton mot de passe a été changé : connecte-toi avec le nouveau.
          </Alert>
        )}
        {signIn.error && (
          <Alert color="red" role="alert">
            {errorText(signIn.error)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput label="Mot de passe" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <Button type="submit" size="md" loading={signIn.isPending}>
          Se connecter
        </Button>
        <Text ta="center">
          Pas encore de compte ?{' '}
          <Anchor component={Link} to={paths.climberSignUp.path}>
            Créer un compte
          </Anchor>
        </Text>
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={paths.climberPasswordForgotten.path}>
            Mot de passe oublié ?
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
