import { Anchor, Button, Checkbox, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore, IconLinkOff, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { emailError, normalizeEmail } from '../../../../shared/domain/email-rules';
import { passwordError } from '../../../../shared/domain/password-rules';
import { CLIMBER_LIMITS, CLIMBER_MESSAGES } from '../../../../shared/domain/climber-rules';
import { GYM_NAME_MAX_LENGTH, PRO_MESSAGES } from '../../../../shared/domain/pro-rules';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../api/api-client';
import { allFieldErrors, withServerErrors } from '../../../api/field-errors';
import { setFavoriteGym, setStoredUserId } from '../../../lib/storage';
import { useConfirmProSignup, useProSignup, type ProSignupValues } from '../api/pro-signup';
import { AuthCardPage } from '../components/auth-card-page';
import { useFrenchPage } from '../../../lib/french-page';
import { useT } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';
import { ErrorAlert } from '../../../components/error-alert';

/** The server's rules (the contract's placeName and personName), checked as the person types. */
const placeName = (message: string) => (value: string) => (value.trim() && value.trim().length <= GYM_NAME_MAX_LENGTH ? null : message);
const personName = (message: string) => (value: string) => (value.trim() && value.trim().length <= CLIMBER_LIMITS.nameMaxLength ? null : message);

/**
 * /pro/inscription 'Créer ma salle' (docs/product.md › Going live: gym sign-up): the gym and its owner; a mail with a 24-hour
 * link follows, and nothing exists until it is opened.
 */
export function ProSignupPage() {
  const t = useT(staffCatalog);
  useFrenchPage();
  const signup = useProSignup();
  const form = useForm<ProSignupValues>({
    mode: 'controlled',
    initialValues: { gymName: '', city: '', firstName: '', lastName: '', email: '', password: '', acceptTerms: false },
    validateInputOnBlur: true,
    validate: {
      gymName: placeName(PRO_MESSAGES.gymName),
      city: placeName(PRO_MESSAGES.city),
      firstName: personName(CLIMBER_MESSAGES.firstName),
      lastName: personName(CLIMBER_MESSAGES.lastName),
      email: (value) => emailError(value),
      password: (value) => passwordError(value),
      acceptTerms: (value) => (value ? null : PRO_MESSAGES.acceptTerms),
    },
  });

  if (signup.isSuccess) {
    return (
      <AuthCardPage title={t('staff.verifiezVosEMails')} icon={<IconMailCheck size={24} stroke={1.7} aria-hidden="true" />}>
        <Text>{signup.data.message}</Text>
        <Text c="dimmed" fz="sm">
          {t('staff.eMailEstParti', { normalizeEmail: normalizeEmail(form.values.email) })}
        </Text>
      </AuthCardPage>
    );
  }

  const serverErrors = allFieldErrors(signup.error);
  const field = withServerErrors(form.getInputProps, signup.error);
  return (
    <AuthCardPage
      title={t('staff.creerMaSalle')}
      description={t('staff.votreSalleSurGaston')}
      icon={<IconBuildingStore size={24} stroke={1.7} aria-hidden="true" />}
      footer={
        <Text fz="sm" ta="center">
          {t('staff.dejaSurGaston')}{' '}
          <Anchor component={Link} to={paths.loginPro.path}>
            {t('staff.connecter')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={form.onSubmit((values) => signup.mutate({ ...values, email: normalizeEmail(values.email), acceptTerms: true }))} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('staff.nomSalle')} required autoComplete="organization" {...field('gymName')} />
            <TextInput label={t('staff.ville')} required autoComplete="address-level2" {...field('city')} />
            <TextInput label={t('staff.prenom')} required autoComplete="given-name" {...field('firstName')} />
            <TextInput label={t('staff.nom')} required autoComplete="family-name" {...field('lastName')} />
          </SimpleGrid>
          <TextInput label="E-mail" type="email" required autoComplete="email" {...field('email')} />
          <PasswordInput
            label={t('staff.motPasse')}
            description={t('staff.8CaracteresMoinsDont')}
            required
            autoComplete="new-password"
            {...field('password')}
          />
          <Checkbox
            label={
              <>
                {t('staff.acceptTermsLead')}{' '}
                <Anchor component={Link} to={paths.generalConditions.path} target="_blank">
                  {t('staff.conditionsGenerales')}
                </Anchor>
              </>
            }
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            error={form.errors.acceptTerms ?? serverErrors.acceptTerms}
          />
          {!Object.keys(serverErrors).length && <ErrorAlert error={signup.error} />}
          <Button type="submit" size="md" fullWidth loading={signup.isPending}>
            {t('staff.creerMaSalle')}
          </Button>
        </Stack>
      </form>
    </AuthCardPage>
  );
}

/**
 * /pro/confirmation/{token}: the mailed link. Opening it creates the gym and signs in, then the
 * dashboard of the new gym opens.
 */
export function ProConfirmationPage() {
  const t = useT(staffCatalog);
  useFrenchPage();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmProSignup();
  const started = useRef(false);
  useEffect(() => {
    // Once per page, even when React mounts the effect twice in development.
    if (started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: ({ uuid, gymId, gymName }) => {
        setStoredUserId(uuid);
        setFavoriteGym({ id: gymId, name: gymName });
        void navigate(paths.dashboard.path, { replace: true, state: { userId: uuid } });
      },
    });
  }, [confirm, navigate, token]);

  if (confirm.isError) {
    const gone = confirm.error instanceof ApiError && [400, 404, 410].includes(confirm.error.status);
    return (
      <AuthCardPage title={t('staff.creerMaSalle')} icon={<IconLinkOff size={24} stroke={1.7} aria-hidden="true" />}>
        <Text>{errorText(confirm.error)}</Text>
        <Button component={Link} to={gone ? paths.proSignup.path : paths.loginPro.path} fullWidth size="md">
          {gone ? t('staff.recommencerInscription') : t('staff.allerConnexion')}
        </Button>
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage title={t('staff.creationVotreSalle')}>
      <Group justify="center" gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('staff.nousPreparonsVotreSalle')}</Text>
      </Group>
    </AuthCardPage>
  );
}
