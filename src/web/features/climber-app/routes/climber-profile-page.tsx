import { Badge, Button, Card, Group, Modal, NativeSelect, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { Me } from '../../../../shared/contract/climber-accounts';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../../shared/i18n/locales';
import { errorText } from '../../../api/api-client';
import { useSignOut } from '../api/auth';
import { ConfirmModal } from '../../../components/confirm-modal';
import { queueSnapshot } from '../offline/ascent-queue';
import { opinionSnapshot } from '../offline/opinion-queue';
import { useSendQueue } from '../offline/send-queue';
import { allFieldErrors } from '../../../api/field-errors';
import { ClimberChoiceFields, NameFields, SignedIn } from '../components/profile-fields';
import { GymNewsCard } from '../components/gym-news-card';
import { switchLocale, useLocale, useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { formatShortDay } from '../../../lib/locale-format';
import { downloadMyData, useDeleteMe, useResendConfirmation, useRevokeToken, useUpdateMe } from '../api/mine';
import { ErrorAlert } from '../../../components/error-alert';

/**
 * /app/profil (docs/product.md › Climbers: accounts and privacy 'Profile'): names, gender, home gym and the two consents; the
 * address and its confirmation; the password; the native apps' tokens; my data; sign-out and deletion.
 */
export function ClimberProfilePage() {
  const t = useT(climberCatalog);
  return (
    <SignedIn>
      {(me) => (
        <Stack gap="lg">
          <Title order={1} fz={26}>
            {t('profile.title')}
          </Title>
          <ProfileForm key={me.uuid} me={me} />
          <LanguageChoice me={me} />
          <GymNewsCard />
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
  const t = useT(climberCatalog);
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
      onSuccess: () => notifications.show({ color: 'teal', title: t('profile.saved'), message: t('profile.savedText') }),
    });
  };
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-label={t('profile.myInfo')}>
      <Stack gap="sm">
        <NameFields failure={update.error} errors={errors} values={form} onChange={change} />
        <ClimberChoiceFields values={form} onChange={(changes) => setForm((current) => ({ ...current, ...changes }))} homeGymError={errors.homeGymId} />
        <Button type="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * The app's language: remembered on this phone (as the public pages' footer does) and on the account,
 * for the e-mails Gaston sends on its own (announcements of new sets).
 */
function LanguageChoice({ me }: { me: Me }) {
  const t = useT(climberCatalog);
  const locale = useLocale();
  const update = useUpdateMe();
  return (
    <NativeSelect
      label={t('profile.language')}
      description={t('profile.languageHelp')}
      value={locale}
      data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (!isLocale(chosen)) return;
        void switchLocale(chosen);
        if (chosen !== me.locale) {
          update.mutate(
            { locale: chosen },
            { onError: (failure) => notifications.show({ color: 'red', title: t('profile.languageFailed'), message: errorText(failure) }) },
          );
        }
      }}
    />
  );
}

function EmailCard({ me }: { me: Me }) {
  const t = useT(climberCatalog);
  const resend = useResendConfirmation();
  return (
    <Card withBorder radius="md" component="section" aria-label={t('profile.myEmail')}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {me.email}
        </Text>
        {me.emailConfirmed ? (
          <Badge color="teal" variant="light">
            {t('profile.confirmed')}
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            {t('profile.toConfirm')}
          </Badge>
        )}
      </Group>
      {!me.emailConfirmed && (
        <Stack gap="xs" mt="xs">
          <Text fz="sm" c="dimmed">
            {t('profile.unconfirmed')}
          </Text>
          {resend.isSuccess ? (
            <Text fz="sm" c="teal">
              {t('profile.linkSent')}
            </Text>
          ) : (
            <Button variant="light" size="compact-md" onClick={() => resend.mutate()} loading={resend.isPending}>
              {t('profile.resend')}
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
  const t = useT(climberCatalog);
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
          notifications.show({ color: 'teal', title: t('profile.passwordChanged'), message: t('profile.sessionsClosed') });
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-label={t('profile.changePassword')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('app.password')}
        </Title>
        {update.error && Object.keys(errors).length === 0 && <ErrorAlert>{errorText(update.error)}</ErrorAlert>}
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('app.passwordToggle') }}
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(e) => setCurrentPassword(e.currentTarget.value)}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('app.passwordToggle') }}
          label={t('profile.newPassword')}
          autoComplete="new-password"
          description={t('app.passwordDescription')}
          value={newPassword}
          error={errors.newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
        />
        <Button type="submit" variant="light" loading={update.isPending} disabled={!currentPassword || !newPassword}>
          {t('profile.changePassword')}
        </Button>
      </Stack>
    </Card>
  );
}

function Tokens({ me }: { me: Me }) {
  const t = useT(climberCatalog);
  const locale = useLocale();
  const revoke = useRevokeToken();
  return (
    <Card withBorder radius="md" component="section" aria-label={t('profile.apps')}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('profile.apps')}
        </Title>
        {me.tokens.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('profile.noApp')}
          </Text>
        )}
        {me.tokens.map((token) => (
          <Group key={token.id} justify="space-between" wrap="nowrap" data-testid="api-token">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {token.deviceName}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('profile.tokenDates', { used: formatShortDay(token.lastUsedAt, locale), expires: formatShortDay(token.expiresAt, locale) })}
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
              {t('profile.revoke')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function MyData() {
  const t = useT(climberCatalog);
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
      notifications.show({ color: 'red', title: t('profile.downloadFailed'), message: errorText(error) });
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
        {t('profile.download')}
      </Button>
      <Button variant="default" onClick={() => void requestSignOut()} loading={signOut.isPending}>
        {t('profile.signOut')}
      </Button>
      <ConfirmModal
        opened={unsent > 0}
        title={t('profile.signOut')}
        confirmLabel={t('profile.signOutAnyway')}
        cancelLabel={t('app.cancel')}
        danger
        onConfirm={leave}
        onClose={() => setUnsent(0)}
      >
        {t('profile.unsent', { count: unsent })}
      </ConfirmModal>
      <Button color="red" variant="subtle" onClick={() => setDeleting(true)}>
        {t('profile.deleteAccount')}
      </Button>
      <Modal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('profile.deleteAccount')}
        closeButtonProps={{ 'aria-label': t('app.close') }}
        centered
      >
        <form onSubmit={confirmDeletion} noValidate>
          <Stack gap="sm">
            <Text fz="sm">{t('profile.deleteText')}</Text>
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('app.passwordToggle') }}
              label={t('app.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-autofocus
            />
            {remove.error && <ErrorAlert>{errorText(remove.error)}</ErrorAlert>}
            <Button type="submit" color="red" loading={remove.isPending} disabled={!password}>
              {t('profile.deleteForever')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
