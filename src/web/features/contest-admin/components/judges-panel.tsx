import { ActionIcon, Button, CopyButton, Group, Modal, MultiSelect, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconPencil, IconQrcode, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Judge } from '../../../../shared/contract/contest-scoring';
import { AdminSection } from './admin-section';
import type { Contest } from '../../../../shared/contract/contests';
import { errorText } from '../../../api/api-client';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useCreateJudge, useDeleteJudge, useJudges, useUpdateJudge } from '../api/contest-admin-api';
import { ErrorAlert } from '../../../components/error-alert';
import { QrCodeImage } from './contest-public-links';
import { useT, richMessage, type TranslateOf } from '../../../lib/i18n';
import { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';
import { DataTable } from '../../../components/data-table';

interface JudgeFormValues {
  name: string;
  code: string;
  boulderIds: string[];
}

/** Every boulder of the contest, the final's named as such. */
export function boulderChoices(t: TranslateOf<typeof contestAdminCatalog>, contest: Contest) {
  const final = contest.rounds.find((r) => r.kind === 'final');
  return [
    ...contest.boulders.map((b) => ({
      value: String(b.id),
      label: t('contestAdmin.bloc2', { number: b.number, value: b.name && b.name !== `Bloc ${b.number}` ? ` · ${b.name}` : '' }),
    })),
    ...(final && 'boulders' in final ? final.boulders.map((b) => ({ value: String(b.id), label: t('contestAdmin.finaleBloc', { number: b.number }) })) : []),
  ];
}

/** A 6-digit code the organiser may keep or change. */
const randomCode = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');

function JudgeForm({ contest, judge, onDone }: { contest: Contest; judge?: Judge; onDone?: () => void }) {
  const t = useT(contestAdminCatalog);
  const create = useCreateJudge(contest.id);
  const update = useUpdateJudge(contest.id);
  const initial: JudgeFormValues = judge
    ? { name: judge.name, code: judge.code, boulderIds: judge.boulderIds.map(String) }
    : { name: '', code: randomCode(), boulderIds: [] };
  const form = useForm<JudgeFormValues>({ mode: 'controlled', initialValues: initial });
  const [alert, setAlert] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  return (
    <form
      noValidate
      aria-label={judge ? t('contestAdmin.modifierJuge', { name: judge.name }) : t('contestAdmin.ajouterJuge')}
      onSubmit={form.onSubmit((values) => {
        setAlert(null);
        const body = { name: values.name, code: values.code.trim(), boulderIds: values.boulderIds.map(Number) };
        const handlers = {
          onSuccess: () => {
            if (!judge) form.setValues({ name: '', code: randomCode(), boulderIds: [] });
            onDone?.();
          },
          onError: (error: Error) => {
            form.setErrors(fieldErrorsOf(error, ['name', 'boulderIds'] as const));
            setAlert(errorText(error));
          },
        };
        if (judge) update.mutate({ id: judge.id, body }, handlers);
        else create.mutate(body, handlers);
      })}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label={t('contestAdmin.nom')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('contestAdmin.code')}
            description={t('contestAdmin.6Chiffres')}
            required
            inputMode="numeric"
            maxLength={6}
            {...form.getInputProps('code')}
          />
        </Group>
        <MultiSelect label={t('contestAdmin.blocs')} required searchable data={boulderChoices(t, contest)} {...form.getInputProps('boulderIds')} />
        {judge && (
          <Text fz="xs" c="dimmed">
            {t('contestAdmin.nouveauCodeFermeSessions')}
          </Text>
        )}
        <ErrorAlert>{alert}</ErrorAlert>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {judge ? t('contestAdmin.enregistrer') : t('contestAdmin.ajouterJuge2')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** docs/product.md › Contests: back office Scoring: judges (name, code, boulders), each with a link to give them. */
export function JudgesPanel({ contest }: { contest: Contest }) {
  const t = useT(contestAdminCatalog);
  const judges = useJudges(contest.id, true);
  const remove = useDeleteJudge(contest.id);
  const [editing, setEditing] = useState<Judge | null>(null);
  const [removing, setRemoving] = useState<Judge | null>(null);
  const [showing, setShowing] = useState<Judge | null>(null);
  const labels = new Map(boulderChoices(t, contest).map((c) => [Number(c.value), c.label]));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <Stack gap="lg">
      <AdminSection id="judge-list" title={t('contestAdmin.juges')} description={t('contestAdmin.donnezChaqueJugeLien')}>
        {judges.isError && <Text c="red">{errorText(judges.error)}</Text>}
        {judges.data?.length === 0 && <Text c="dimmed">{t('contestAdmin.aucunJugePourInstant')}</Text>}
        {judges.data && judges.data.length > 0 && (
          <DataTable
            minWidth={700}
            verticalSpacing="xs"
            columns={[
              t('contestAdmin.nom'),
              t('contestAdmin.code'),
              t('contestAdmin.blocs'),
              t('contestAdmin.lien'),
              { label: t('contestAdmin.actions'), hidden: true },
            ]}
          >
            {judges.data.map((judge) => (
              <Table.Tr key={judge.id} data-testid={`judge-${judge.id}`}>
                <Table.Td fw={500}>{judge.name}</Table.Td>
                <Table.Td ff="monospace">{judge.code}</Table.Td>
                <Table.Td fz="sm">{judge.boulderIds.map((id) => labels.get(id) ?? '?').join(', ')}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text fz="xs" ff="monospace" truncate maw={220} component="a" href={judge.link} target="_blank" rel="noreferrer">
                      {origin}
                      {judge.link}
                    </Text>
                    <CopyButton value={`${origin}${judge.link}`}>
                      {({ copied, copy }) => (
                        <Tooltip label={copied ? t('contestAdmin.copie') : t('contestAdmin.copierLien')}>
                          <ActionIcon variant="subtle" onClick={copy} aria-label={t('contestAdmin.copierLien2', { name: judge.name })}>
                            {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </CopyButton>
                    <Tooltip label={t('contestAdmin.qrCodeLien')}>
                      <ActionIcon variant="subtle" onClick={() => setShowing(judge)} aria-label={t('contestAdmin.qrCode', { name: judge.name })}>
                        <IconQrcode size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('contestAdmin.modifier', { name: judge.name })} onClick={() => setEditing(judge)}>
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('contestAdmin.retirer2', { name: judge.name })} onClick={() => setRemoving(judge)}>
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </AdminSection>
      <AdminSection id="add-judge" title={t('contestAdmin.ajouterJuge')} maw={640}>
        <JudgeForm contest={contest} />
      </AdminSection>
      <Modal
        closeButtonProps={{ 'aria-label': t('contestAdmin.fermer') }}
        opened={showing !== null}
        onClose={() => setShowing(null)}
        title={showing ? t('contestAdmin.lien2', { name: showing.name }) : ''}
        centered
      >
        {showing && (
          <Stack align="center" gap="xs">
            <QrCodeImage value={`${origin}${showing.link}`} label={t('contestAdmin.qrCodeLien2', { name: showing.name })} size={260} />
            <Text fz="sm">{richMessage(t, 'contestAdmin.code2', { code: <strong>{showing.code}</strong> })}</Text>
          </Stack>
        )}
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('contestAdmin.fermer') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('contestAdmin.modifier', { name: editing.name }) : ''}
      >
        {editing && <JudgeForm key={editing.id} contest={contest} judge={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('contestAdmin.fermer') }}
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('contestAdmin.retirerJuge')}
      >
        {removing && (
          <Stack>
            <Text fz="sm">{t('contestAdmin.lienCesseraFonctionnerTout', { name: removing.name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                {t('contestAdmin.annuler')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(removing.id, {
                    onSuccess: () => setRemoving(null),
                    onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
                  })
                }
              >
                {t('contestAdmin.retirer')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
