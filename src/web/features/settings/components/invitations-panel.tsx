import { Badge, Button, Checkbox, Group, Modal, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { Invitation } from '../../../../shared/contract/invitations';
import { formatShortDate } from '../../../../shared/domain/dates';
import { emailError, normalizeEmail } from '../../../../shared/domain/email-rules';
import { rightsLabels } from '../../../../shared/domain/roles';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MODAL_TITLE_STYLES } from '../../../components/modal-title-styles';
import { allFieldErrors } from '../../../api/field-errors';
import { useCancelInvitation, useInvitations, useResendInvitation, useSendInvitation } from '../api/invitations';
import { FailureAlert, useFailureNotice, useNotifyFailure } from '../notify-failure';
import { AccessRightsFields, useAccessRights, type GymChoice } from './access-rights-fields';
import { useT } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';
import { DataTable } from '../../../components/data-table';
import { SubmitForm } from '../../../components/submit-form';
import { SectionCard } from '../../../components/section-card';
import { ModalActions } from '../../../components/modal-actions';

const rolesText = (invitation: Pick<Invitation, 'roles' | 'admin'>) => rightsLabels(invitation.roles, invitation.admin).join(', ');

/**
 * 'Inviter par e-mail' (docs/product.md › Going live: invitations): E-mail, the access types and gyms as in 'Attribution des
 * salles', and 'Administrateur'. Only the admin's own gyms are offered.
 */
function InviteModal({
  opened,
  onClose,
  gymChoices,
  preferredGymId,
}: {
  opened: boolean;
  onClose: () => void;
  gymChoices: GymChoice[];
  preferredGymId: number | null;
}) {
  const t = useT(settingsCatalog);
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [admin, setAdmin] = useState(false);
  const first = gymChoices.find((g) => g.id === preferredGymId) ?? gymChoices[0];
  const rights = useAccessRights(['route_setter'], first ? [first.id] : []);
  const send = useSendInvitation();
  const localEmailError = emailTouched ? emailError(email) : null;
  const serverErrors = allFieldErrors(send.error);
  const canSend = !emailError(email) && (rights.roles.length > 0 || admin) && rights.gymIds.length > 0 && !send.isPending;

  const close = () => {
    onClose();
    setEmail('');
    setEmailTouched(false);
    setAdmin(false);
    send.reset();
  };
  const submit = () => {
    if (!canSend) return;
    const address = normalizeEmail(email);
    send.mutate(
      { email: address, roles: rights.roles, admin, gymIds: rights.gymIds },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: t('settings.invitationEnvoyee'), message: t('settings.eMailEstParti', { address }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('settings.inviteByEmail')} size="md" styles={MODAL_TITLE_STYLES}>
      <SubmitForm onSubmit={submit}>
        <Stack gap="lg">
          <TextInput
            label="E-mail"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            onBlur={() => setEmailTouched(true)}
            error={localEmailError ?? serverErrors.email}
            data-autofocus
          />
          <AccessRightsFields {...rights.fields} gymChoices={gymChoices} noGymMessage={t('settings.noGymChecked')} />
          <Checkbox
            label={t('settings.administrateur')}
            description={t('settings.gereEquipePublieSalle')}
            checked={admin}
            onChange={(e) => setAdmin(e.currentTarget.checked)}
          />
          <FailureAlert error={send.error} />
          <ModalActions backLabel={t('settings.annuler')} onBack={close} busy={send.isPending} type="submit" disabled={!canSend}>
            {t('settings.envoyerInvitation')}
          </ModalActions>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}

/** 'Invitations en attente' of the gym being viewed, with 'Renvoyer' and 'Annuler'. */
function PendingInvitations({ gymId }: { gymId: number }) {
  const t = useT(settingsCatalog);
  const notifyFailure = useNotifyFailure();
  const invitations = useInvitations(gymId);
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const [cancelled, setCancelled] = useState<Invitation | null>(null);
  useFailureNotice(invitations.error, t('settings.invitationsOntPuEtre'));
  const now = Date.now();

  if (invitations.isPending) return <Skeleton height={60} />;
  const rows = invitations.data ?? [];
  if (rows.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('settings.aucuneInvitationAttenteEnvoie')}
      </Text>
    );
  }
  return (
    <>
      <DataTable
        minWidth={640}
        verticalSpacing="sm"
        label={t('settings.pendingInvitations')}
        columns={[
          t('settings.eMail'),
          t('settings.roles'),
          t('settings.salles'),
          t('settings.envoyee'),
          t('settings.expire'),
          { label: t('settings.actions'), hidden: true },
        ]}
      >
        {rows.map((invitation) => {
          const expired = new Date(invitation.expiresAt).getTime() <= now;
          return (
            <Table.Tr key={invitation.id}>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>{rolesText(invitation)}</Table.Td>
              <Table.Td>{invitation.gyms.map((g) => g.name).join(', ')}</Table.Td>
              <Table.Td>{formatShortDate(invitation.sentAt)}</Table.Td>
              <Table.Td>{expired ? <Badge color="gray">{t('settings.expiree')}</Badge> : formatShortDate(invitation.expiresAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    loading={resend.isPending && resend.variables?.id === invitation.id}
                    onClick={() =>
                      resend.mutate(invitation, {
                        onSuccess: () =>
                          notifications.show({
                            color: 'teal',
                            title: t('settings.invitationRenvoyee'),
                            message: t('settings.nouveauLienEstParti', { email: invitation.email }),
                          }),
                        onError: (error) => notifyFailure(t('settings.invitationPuEtreRenvoyee'), error),
                      })
                    }
                    aria-label={t('settings.renvoyerInvitation', { email: invitation.email })}
                  >
                    {t('settings.renvoyer')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setCancelled(invitation)}
                    aria-label={t('settings.annulerInvitation', { email: invitation.email })}
                  >
                    {t('settings.annuler')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
      <ConfirmModal
        cancelLabel={t('settings.annuler')}
        opened={cancelled !== null}
        title={t('settings.annulerInvitation2')}
        confirmLabel={t('settings.annulerInvitation2')}
        danger
        loading={cancel.isPending}
        onClose={() => setCancelled(null)}
        onConfirm={() =>
          cancelled &&
          cancel.mutate(cancelled, {
            onSuccess: () => setCancelled(null),
            onError: (error) => notifyFailure(t('settings.invitationPuEtreAnnulee'), error),
          })
        }
      >
        {t('settings.lienEnvoyeFonctionneraPlus', { email: cancelled?.email ?? '' })}
      </ConfirmModal>
    </>
  );
}

/** The invitations section of Paramètres › Ouvreurs, under 'Mes ouvreurs'. */
export function InvitationsPanel({ gymId, gymChoices }: { gymId: number | null; gymChoices: GymChoice[] }) {
  const t = useT(settingsCatalog);
  const [opened, setOpened] = useState(false);
  const shownGym = gymChoices.find((g) => g.id === gymId) ?? gymChoices[0];
  return (
    <SectionCard
      id="invitations-title"
      title={t('settings.pendingInvitations')}
      intro={shownGym?.name}
      action={
        <Button leftSection={<IconMail size={18} aria-hidden="true" />} variant="light" onClick={() => setOpened(true)} disabled={gymChoices.length === 0}>
          {t('settings.inviteByEmail')}
        </Button>
      }
    >
      {shownGym && <PendingInvitations gymId={shownGym.id} />}
      {/* Mounted on opening, so that its gyms start checked from the choices known then. */}
      {opened && <InviteModal opened onClose={() => setOpened(false)} gymChoices={gymChoices} preferredGymId={shownGym?.id ?? null} />}
    </SectionCard>
  );
}
