import { Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLinkOff, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { INVITATION_MESSAGES } from '../../../../shared/domain/invitation-rules';
import { rightsLabels } from '../../../../shared/domain/roles';
import { CLIMBER_LIMITS, CLIMBER_MESSAGES } from '../../../../shared/domain/climber-rules';
import { frenchList } from '../../../../shared/domain/format';
import { confirmationError, passwordError } from '../../../../shared/domain/password-rules';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../api/api-client';
import { withServerErrors } from '../../../api/field-errors';
import { setFavoriteGym, setStoredUserId } from '../../../lib/storage';
import { AuthCardPage } from '../components/auth-card-page';
import { useAcceptInvitation, useInvitation, useSignInWithAccount } from '../api/invitation-by-token';
import { useFrenchPage } from '../../../lib/french-page';
import { useT, richMessage } from '../../../lib/i18n';
import { staffCatalog } from '../../../lib/catalogs/staff';
import { ErrorAlert } from '../../../components/error-alert';

function NoLongerValid() {
  const t = useT(staffCatalog);
  return (
    <AuthCardPage title={t('staff.invitation')} icon={<IconLinkOff size={24} stroke={1.7} aria-hidden="true" />}>
      <Text>{INVITATION_MESSAGES.noLongerValid}</Text>
      <Text c="dimmed" fz="sm">
        {t('staff.demandezAdministrateurVotreSalle')}
      </Text>
      <Button component={Link} to={paths.loginPro.path} fullWidth size="md">
        {t('staff.allerConnexion')}
      </Button>
    </AuthCardPage>
  );
}

interface NewAccountValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/**
 * /invitation/{token} (docs/product.md › Going live: invitations): a new person creates their account (Prénom, Nom, Mot de
 * passe, Confirmation); someone who has one signs in with it, then 'Rejoindre {salle}'. Either way
 * they land on the dashboard of the gym they joined.
 */
export function InvitationPage() {
  const t = useT(staffCatalog);
  useFrenchPage();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const signIn = useSignInWithAccount();
  const [signedIn, setSignedIn] = useState(false);
  const [password, setPassword] = useState('');
  const form = useForm<NewAccountValues>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: {
      firstName: (v) => (v.trim() && v.trim().length <= CLIMBER_LIMITS.nameMaxLength ? null : CLIMBER_MESSAGES.firstName),
      lastName: (v) => (v.trim() && v.trim().length <= CLIMBER_LIMITS.nameMaxLength ? null : CLIMBER_MESSAGES.lastName),
      password: (v) => passwordError(v),
      confirmPassword: (v, values) => confirmationError(values.password, v),
    },
  });

  const joined = ({ uuid }: { uuid: string }) => {
    setStoredUserId(uuid);
    // The back office opens on the gym just joined, without asking which one.
    const gym = invitation.data?.gyms[0];
    if (gym) setFavoriteGym({ id: gym.id, name: gym.name });
    void navigate(paths.dashboard.path, { replace: true, state: { userId: uuid } });
  };

  if (invitation.isPending) {
    return (
      <AuthCardPage title={t('staff.invitation')}>
        <Group justify="center">
          <Loader role="status" aria-label={t('staff.chargementInvitation')} />
        </Group>
      </AuthCardPage>
    );
  }
  if (invitation.isError) {
    if (invitation.error instanceof ApiError && [400, 404, 410].includes(invitation.error.status)) return <NoLongerValid />;
    return (
      <AuthCardPage title={t('staff.invitation')}>
        <ErrorAlert error={invitation.error} />
      </AuthCardPage>
    );
  }

  const offer = invitation.data;
  const gymNames = frenchList(offer.gyms.map((g) => g.name));
  const roles = rightsLabels(offer.roles, offer.admin).join(', ');
  if (accept.error instanceof ApiError && accept.error.status === 410) return <NoLongerValid />;
  const acceptError = <ErrorAlert error={accept.error} />;
  const header = <Text>{richMessage(t, 'staff.vousEtesInviteE', { gymNames: <strong>{gymNames}</strong>, roles })}</Text>;

  if (offer.accountExists) {
    return (
      <AuthCardPage title={t('staff.rejoindre', { gymNames })} icon={<IconUsersPlus size={24} stroke={1.7} aria-hidden="true" />}>
        {header}
        {signedIn ? (
          <Stack>
            <Text>{t('staff.vousEtesConnecteE', { email: offer.email })}</Text>
            {acceptError}
            <Button size="md" fullWidth loading={accept.isPending} onClick={() => accept.mutate({}, { onSuccess: joined })}>
              {t('staff.rejoindre', { gymNames })}
            </Button>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              signIn.mutate({ email: offer.email, password }, { onSuccess: () => setSignedIn(true) });
            }}
          >
            <Stack>
              <Text fz="sm">{t('staff.compteGastonExisteDeja')}</Text>
              <TextInput label="E-mail" value={offer.email} readOnly />
              <PasswordInput
                label={t('staff.motPasse')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                required
                autoComplete="current-password"
              />
              <ErrorAlert error={signIn.error} />
              <Button type="submit" size="md" fullWidth loading={signIn.isPending} disabled={!password}>
                {t('staff.connecter')}
              </Button>
              <Text fz="sm" ta="center">
                <Link to={paths.passwordReset.path}>{t('staff.motPasseOublie')}</Link>
              </Text>
            </Stack>
          </form>
        )}
      </AuthCardPage>
    );
  }

  const field = withServerErrors(form.getInputProps, accept.error);
  return (
    <AuthCardPage title={t('staff.rejoindre', { gymNames })} icon={<IconUsersPlus size={24} stroke={1.7} aria-hidden="true" />}>
      {header}
      <form onSubmit={form.onSubmit((values) => accept.mutate(values, { onSuccess: joined }))} noValidate>
        <Stack>
          <TextInput label="E-mail" value={offer.email} readOnly />
          <TextInput label={t('staff.prenom')} required autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('staff.nom')} required autoComplete="family-name" {...field('lastName')} />
          <PasswordInput label={t('staff.motPasse')} required autoComplete="new-password" {...field('password')} />
          <PasswordInput label={t('staff.confirmation')} required autoComplete="new-password" {...field('confirmPassword')} />
          {acceptError}
          <Button type="submit" size="md" fullWidth loading={accept.isPending}>
            {t('staff.creerMonCompte')}
          </Button>
        </Stack>
      </form>
    </AuthCardPage>
  );
}
