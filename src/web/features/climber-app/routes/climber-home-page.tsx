import { Alert, Anchor, Button, Center, Loader, PasswordInput, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { climberGymPath, paths } from '../../../config/paths';
import { errorText } from '../../../api/api-client';
import { useSignIn } from '../api/auth';
import { useMe } from '../api/me';
import { chosenGym } from '../chosen-gym';
import { PASSWORD_CHANGED_PARAM } from '../password-changed';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { ErrorAlert } from '../../../components/error-alert';
import { EmailField } from '../components/email-field';
import { NarrowPage } from '../components/narrow-page';

/** Where to go once signed in: `?suite=` when it is a page of the app (a boulder opened from /b/{code}). */
const appPath = (value: string | null) => (value && /^\/app\/[^/]/.test(value) ? value : null);

/**
 * /app (docs/product.md › Climbers: the app): the sign-in screen without a session, else the page asked for in `?suite=`
 * or the gym the climber was in.
 */
export function ClimberHomePage() {
  const t = useT(climberCatalog);
  const me = useMe();
  const [searchParams] = useSearchParams();
  const next = appPath(searchParams.get('suite'));
  if (me.isPending) {
    return (
      <Center mih={300}>
        <Loader role="status" aria-label={t('app.loading')} />
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
  const t = useT(climberCatalog);
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
      <NarrowPage title={t('home.title')} intro={t('home.intro')}>
        {deleted && (
          <Alert color="teal" role="status">
            {t('home.deleted')}
          </Alert>
        )}
        {passwordChanged && (
          <Alert color="teal" role="status">
            {t('home.passwordChanged')}
          </Alert>
        )}
        {signIn.error && <ErrorAlert>{errorText(signIn.error)}</ErrorAlert>}
        <EmailField value={email} onChange={setEmail} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('app.passwordToggle') }}
          label={t('app.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" size="md" loading={signIn.isPending}>
          {t('app.signIn')}
        </Button>
        <Text ta="center">
          {t('home.noAccount')}{' '}
          <Anchor component={Link} to={paths.climberSignUp.path}>
            {t('home.createAccount')}
          </Anchor>
        </Text>
        <Text ta="center" fz="sm">
          <Anchor component={Link} to={paths.climberPasswordForgotten.path}>
            {t('home.forgotten')}
          </Anchor>
        </Text>
      </NarrowPage>
    </form>
  );
}
