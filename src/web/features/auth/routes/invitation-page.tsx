import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLinkOff, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { INVITATION_MESSAGES } from '../../../../shared/domain/invitation-rules';
import { rightsLabels } from '../../../../shared/domain/roles';
import { CLIMBER_LIMITS, CLIMBER_MESSAGES } from '../../../../shared/domain/climber-rules';
import { frenchList } from '../../../../shared/domain/format';
import { confirmationError, passwordError } from '../../../../shared/domain/password-rules';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../api/api-client';
import { allFieldErrors } from '../../../api/field-errors';
import { setFavoriteGym, setStoredUserId } from '../../../lib/storage';
import { AuthCardPage } from '../components/auth-card-page';
import { useAcceptInvitation, useInvitation, useSignInWithAccount } from '../api/invitation-by-token';
import { useFrenchPage } from '../../../lib/french-page';

function NoLongerValid() {
  return (
    <AuthCardPage title="Invitation" icon={<IconLinkOff size={24} stroke={1.7} aria-hidden="true" />}>
      <Text>{INVITATION_MESSAGES.noLongerValid}</Text>
      <Text c="dimmed" fz="sm">
        Demandez à l’administrateur de votre salle de vous en renvoyer une.
      </Text>
      <Button component={Link} to={paths.loginPro.path} fullWidth size="md">
        Aller à la connexion
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
 * /invitation/{token} (go-live.md §5): a new person creates their account (Prénom, Nom, Mot de
 * passe, Confirmation); someone who has one signs in with it, then 'Rejoindre {salle}'. Either way
 * they land on the dashboard of the gym they joined.
 */
export function InvitationPage() {
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
      <AuthCardPage title="Invitation">
        <Group justify="center">
          <Loader role="status" aria-label="Chargement de l’invitation" />
        </Group>
      </AuthCardPage>
    );
  }
  if (invitation.isError) {
    if (invitation.error instanceof ApiError && [400, 404, 410].includes(invitation.error.status)) return <NoLongerValid />;
    return (
      <AuthCardPage title="Invitation">
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
          {errorText(invitation.error)}
        </Alert>
      </AuthCardPage>
    );
  }

  const offer = invitation.data;
  const gymNames = frenchList(offer.gyms.map((g) => g.name));
  const roles = rightsLabels(offer.roles, offer.admin).join(', ');
  if (accept.error instanceof ApiError && accept.error.status === 410) return <NoLongerValid />;
  const acceptError = accept.error && (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
      {errorText(accept.error)}
    </Alert>
  );
  const header = (
    <Text>
      Vous êtes invité·e à rejoindre l’équipe de <strong>{gymNames}</strong> sur Gaston ({roles}).
    </Text>
  );

  if (offer.accountExists) {
    return (
      <AuthCardPage title={`Rejoindre ${gymNames}`} icon={<IconUsersPlus size={24} stroke={1.7} aria-hidden="true" />}>
        {header}
        {signedIn ? (
          <Stack>
            <Text>Vous êtes connecté·e avec {offer.email}.</Text>
            {acceptError}
            <Button size="md" fullWidth loading={accept.isPending} onClick={() => accept.mutate({}, { onSuccess: joined })}>
              Rejoindre {gymNames}
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
              <Text fz="sm">Un compte Gaston existe déjà avec cette adresse : connectez-vous avec lui pour rejoindre l’équipe.</Text>
              <TextInput label="E-mail" value={offer.email} readOnly />
              <PasswordInput
                label="Mot de passe"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                required
                autoComplete="current-password"
              />
              {signIn.error && (
                <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
                  {errorText(signIn.error)}
                </Alert>
              )}
              <Button type="submit" size="md" fullWidth loading={signIn.isPending} disabled={!password}>
                Se connecter
              </Button>
              <Text fz="sm" ta="center">
                <Link to={paths.passwordReset.path}>Mot de passe oublié ?</Link>
              </Text>
            </Stack>
          </form>
        )}
      </AuthCardPage>
    );
  }

  const serverErrors = allFieldErrors(accept.error);
  return (
    <AuthCardPage title={`Rejoindre ${gymNames}`} icon={<IconUsersPlus size={24} stroke={1.7} aria-hidden="true" />}>
      {header}
      <form onSubmit={form.onSubmit((values) => accept.mutate(values, { onSuccess: joined }))} noValidate>
        <Stack>
          <TextInput label="E-mail" value={offer.email} readOnly />
          <TextInput
            label="Prénom"
            required
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
            error={form.errors.firstName ?? serverErrors.firstName}
          />
          <TextInput
            label="Nom"
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
            error={form.errors.lastName ?? serverErrors.lastName}
          />
          <PasswordInput
            label="Mot de passe"
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={form.errors.password ?? serverErrors.password}
          />
          <PasswordInput
            label="Confirmation"
            required
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
            error={form.errors.confirmPassword ?? serverErrors.confirmPassword}
          />
          {acceptError}
          <Button type="submit" size="md" fullWidth loading={accept.isPending}>
            Créer mon compte
          </Button>
        </Stack>
      </form>
    </AuthCardPage>
  );
}
