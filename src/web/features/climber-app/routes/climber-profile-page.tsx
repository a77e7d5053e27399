import { NameFields } from '../components/profile-fields';
import { Alert, Badge, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { Me } from '../../../../shared/contract/climber-accounts';
import { formatShortDate } from '../../../../shared/domain/dates';
import { MESSAGES } from '../../../../shared/messages';
import { errorText } from '../../../api/api-client';
import { useSignOut } from '../api/auth';
import { ConfirmModal } from '../../../components/confirm-modal';
import { queueSnapshot } from '../offline/ascent-queue';
import { opinionSnapshot } from '../offline/opinion-queue';
import { useSendQueue } from '../offline/send-queue';
import { allFieldErrors } from '../../../api/field-errors';
import { ClimberChoiceFields, SignedIn } from '../components/profile-fields';
import { downloadMyData, useDeleteMe, useResendConfirmation, useRevokeToken, useUpdateMe } from '../api/mine';

/**
 * /app/profil (climbers.md §1 'Profile'): names, gender, home gym and the two consents; the
 * address and its confirmation; the password; the native apps' tokens; my data; sign-out and deletion.
 */
export function ClimberProfilePage() {
  return (
    <SignedIn>
      {(me) => (
        <Stack gap="lg">
          <Title order={1} fz={26}>
            Mon profil
          </Title>
          <ProfileForm key={me.uuid} me={me} />
          <EmailCard me={me} />
          <PasswordForm />
          <Tokens me={me} />
          <MyData />
        </Stack>
      )}
    </SignedIn>
  );
}

type ProfileFields = Pick<Me, 'firstName' | 'lastName' | 'gender' | 'homeGymId' | 'rankingConsent' | 'newsConsent'>;

function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateMe();
  const [form, setForm] = useState<ProfileFields>({
    firstName: me.firstName,
    lastName: me.lastName,
    gender: me.gender,
    homeGymId: me.homeGymId,
    rankingConsent: me.rankingConsent,
    newsConsent: me.newsConsent,
  });
  const errors: Partial<Record<keyof ProfileFields, string>> = allFieldErrors(update.error);
  const change = <K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) => setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(form, {
      onSuccess: () => notifications.show({ color: 'teal', title: 'Profil enregistré', message: 'Tes changements sont pris en compte.' }),
    });
  };
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-label="Mes informations">
      <Stack gap="sm">
        <NameFields failure={update.error} errors={errors} values={form} onChange={change} />
        <ClimberChoiceFields values={form} onChange={(changes) => setForm((current) => ({ ...current, ...changes }))} homeGymError={errors.homeGymId} />
        <Button type="submit" loading={update.isPending}>
          Enregistrer
        </Button>
      </Stack>
    </Card>
  );
}

function EmailCard({ me }: { me: Me }) {
  const resend = useResendConfirmation();
  return (
    <Card withBorder radius="md" component="section" aria-label="Mon adresse e-mail">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {me.email}
        </Text>
        {me.emailConfirmed ? (
          <Badge color="teal" variant="light">
            Confirmée
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            À confirmer
          </Badge>
        )}
      </Group>
      {!me.emailConfirmed && (
        <Stack gap="xs" mt="xs">
          <Text fz="sm" c="dimmed">
            Tant que l’adresse n’est pas confirmée, tu n’apparais pas dans les classements.
          </Text>
          {resend.isSuccess ? (
            <Text fz="sm" c="teal">
              Un nouveau lien vient de t’être envoyé.
            </Text>
          ) : (
            <Button variant="light" size="compact-md" onClick={() => resend.mutate()} loading={resend.isPending}>
              Renvoyer le lien de confirmation
            </Button>
          )}
          {resend.error && (
            <Text fz="sm" c="red">
              {errorText(resend.error)}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

function PasswordForm() {
  const update = useUpdateMe();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const errors: Record<string, string | undefined> = allFieldErrors(update.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          notifications.show({ color: 'teal', title: 'Mot de passe changé', message: 'Tes autres sessions ont été fermées.' });
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-label="Changer le mot de passe">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Mot de passe
        </Title>
        {update.error && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(update.error)}
          </Alert>
        )}
        <PasswordInput
          label="Mot de passe actuel"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(e) => setCurrentPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Nouveau mot de passe"
          autoComplete="new-password"
          description={`${MESSAGES.passwordHint}, 8 caractères au moins`}
          value={newPassword}
          error={errors.newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
        />
        <Button type="submit" variant="light" loading={update.isPending} disabled={!currentPassword || !newPassword}>
          Changer le mot de passe
        </Button>
      </Stack>
    </Card>
  );
}

function Tokens({ me }: { me: Me }) {
  const revoke = useRevokeToken();
  return (
    <Card withBorder radius="md" component="section" aria-label="Applications connectées">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Applications connectées
        </Title>
        {me.tokens.length === 0 && (
          <Text fz="sm" c="dimmed">
            Aucune application mobile n’est connectée à ton compte.
          </Text>
        )}
        {me.tokens.map((token) => (
          <Group key={token.id} justify="space-between" wrap="nowrap" data-testid="api-token">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {token.deviceName}
              </Text>
              <Text fz="xs" c="dimmed">
                Dernière utilisation le {formatShortDate(token.lastUsedAt)} · expire le {formatShortDate(token.expiresAt)}
              </Text>
            </div>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              style={{ flex: 'none' }}
              loading={revoke.isPending && revoke.variables === token.id}
              onClick={() => revoke.mutate(token.id)}
            >
              Révoquer
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function MyData() {
  const signOut = useSignOut();
  const send = useSendQueue();
  const [unsent, setUnsent] = useState(0);
  const leave = () => {
    setUnsent(0);
    signOut.mutate(undefined);
  };
  // What waits on the phone is sent first; what cannot be sent (no network) is dropped only if the climber says so.
  const requestSignOut = async () => {
    if (queueSnapshot().length + opinionSnapshot().length > 0) await send();
    const left = queueSnapshot().length + opinionSnapshot().length;
    if (left > 0) setUnsent(left);
    else leave();
  };
  const remove = useDeleteMe();
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [password, setPassword] = useState('');
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Téléchargement impossible', message: errorText(error) });
    } finally {
      setDownloading(false);
    }
  };
  const confirmDeletion = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password);
  };
  return (
    <Stack gap="sm">
      <Button variant="default" onClick={() => void download()} loading={downloading}>
        Télécharger mes données
      </Button>
      <Button variant="default" onClick={() => void requestSignOut()} loading={signOut.isPending}>
        Se déconnecter
      </Button>
      <ConfirmModal opened={unsent > 0} title="Se déconnecter" confirmLabel="Se déconnecter quand même" danger onConfirm={leave} onClose={() => setUnsent(0)}>
        {`${unsent} ${unsent > 1 ? "actions n'ont" : "action n'a"} pas encore pu être ${unsent > 1 ? 'envoyées' : 'envoyée'} (pas de réseau). ` +
          `Si tu te déconnectes maintenant, ${unsent > 1 ? 'elles seront perdues' : 'elle sera perdue'} ; attends le réseau pour les garder.`}
      </ConfirmModal>
      <Button color="red" variant="subtle" onClick={() => setDeleting(true)}>
        Supprimer mon compte
      </Button>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Supprimer mon compte" centered>
        <form onSubmit={confirmDeletion} noValidate>
          <Stack gap="sm">
            <Text fz="sm">
              Ton nom, ton adresse, ton mot de passe et tes commentaires seront effacés tout de suite et pour toujours. Tes passages, notes et votes restent
              dans les statistiques des salles, sans lien avec toi.
            </Text>
            <PasswordInput
              label="Mot de passe"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-autofocus
            />
            {remove.error && (
              <Alert color="red" role="alert">
                {errorText(remove.error)}
              </Alert>
            )}
            <Button type="submit" color="red" loading={remove.isPending} disabled={!password}>
              Supprimer définitivement
            </Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
