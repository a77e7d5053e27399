import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignIn, useSignUp, type SignUpInput } from '../api/auth';
import { allFieldErrors } from '../../../api/field-errors';
import { ClimberChoiceFields, NameFields } from '../components/profile-fields';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { EmailField } from '../components/email-field';

/** /app/inscription (docs/product.md › Climbers: accounts and privacy): the two consents are unticked by default. */
export function ClimberSignUpPage() {
  const t = useT(climberCatalog);
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
        <Alert color="teal" title={t('signUp.created')}>
          {t('signUp.createdText', { email: form.email })}
        </Alert>
        <Anchor component={Link} to={paths.climberHome.path}>
          {t('app.signIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420} mx="auto">
        <Title order={1}>{t('signUp.title')}</Title>
        <NameFields failure={signUp.error} errors={errors} values={form} onChange={change} />
        <EmailField value={form.email} error={errors.email} onChange={(value) => change('email', value)} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('app.passwordToggle') }}
          label={t('app.password')}
          autoComplete="new-password"
          required
          description={t('app.passwordDescription')}
          value={form.password}
          error={errors.password}
          onChange={(e) => change('password', e.currentTarget.value)}
        />
        <ClimberChoiceFields values={form} onChange={(changes) => setForm((current) => ({ ...current, ...changes }))} homeGymError={errors.homeGymId} />
        <Button type="submit" size="md" loading={signUp.isPending || signIn.isPending}>
          {t('signUp.submit')}
        </Button>
        <Text ta="center" fz="sm">
          {t('signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.climberHome.path}>
            {t('app.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
