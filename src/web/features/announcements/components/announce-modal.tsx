import { Alert, Checkbox, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import type { AnnouncementCandidate } from '../../../../shared/contract/announcements';
import { formatLongDateTime, formatShortDate } from '../../../../shared/domain/dates';
import { errorText } from '../../../api/api-client';
import { allFieldErrors } from '../../../api/field-errors';
import { MODAL_TITLE_STYLES } from '../../../components/modal-title-styles';
import { useT } from '../../../lib/i18n';
import { announcementsCatalog } from '../../../lib/catalogs/announcements';
import { useAnnouncementCandidates, useCreateAnnouncement } from '../api/announcements';
import { ErrorAlert } from '../../../components/error-alert';
import { SubmitForm } from '../../../components/submit-form';
import { ModalActions } from '../../../components/modal-actions';

/** The candidates by opening day, newest day first (the server answers them newest first). */
function byDay(candidates: AnnouncementCandidate[]): [string, AnnouncementCandidate[]][] {
  const days = new Map<string, AnnouncementCandidate[]>();
  for (const boulder of candidates) days.set(boulder.openedOn, [...(days.get(boulder.openedOn) ?? []), boulder]);
  return [...days];
}

type AnnounceProps = {
  gymId: number;
  gymName: string;
  onClose: () => void;
  replaces: boolean;
  /** Boulders to check instead of the last opening day's (a setting day's 'Annoncer ces blocs'). */
  preselected?: number[];
};

/** 'Annoncer': a title and the boulders to announce, those of the last opening day checked. */
export function AnnounceModal({ opened, onClose, ...props }: AnnounceProps & { opened: boolean }) {
  const t = useT(announcementsCatalog);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('announcements.form.title')}
      size="lg"
      styles={MODAL_TITLE_STYLES}
      closeButtonProps={{ 'aria-label': t('announcements.form.close') }}
    >
      {/* Mounted per opening: each starts from the default title and the last opening day's boulders. */}
      {opened && <AnnounceForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function AnnounceForm({ gymId, gymName, onClose, replaces, preselected }: AnnounceProps) {
  const t = useT(announcementsCatalog);
  const candidates = useAnnouncementCandidates(gymId);
  const create = useCreateAnnouncement(gymId);
  const [title, setTitle] = useState(() => t('announcements.form.defaultTitle', { gym: gymName }));
  // Null until the person changes the choice: the last opening day's boulders, once they are known.
  const [picked, setPicked] = useState<Set<number> | null>(() => (preselected && preselected.length > 0 ? new Set(preselected) : null));
  const days = useMemo(() => byDay(candidates.data ?? []), [candidates.data]);
  const chosen = picked ?? new Set(days[0]?.[1].map((b) => b.id) ?? []);

  const errors = allFieldErrors(create.error);
  const submit = () =>
    create.mutate(
      { title: title.trim(), boulderIds: [...chosen] },
      {
        onSuccess: ({ sendAt }) => {
          notifications.show({
            color: 'teal',
            title: t('announcements.form.done'),
            message: t('announcements.form.doneText', { date: formatLongDateTime(sendAt) }),
          });
          onClose();
        },
      },
    );

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="lg">
        <TextInput
          label={t('announcements.form.titleLabel')}
          description={t('announcements.form.titleHelp')}
          required
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
          data-autofocus
        />
        {candidates.data ? (
          days.length === 0 ? (
            <Alert color="gray">{t('announcements.form.noCandidates')}</Alert>
          ) : (
            <Checkbox.Group
              label={t('announcements.form.boulders')}
              description={t('announcements.form.bouldersHelp')}
              error={errors.boulderIds}
              withAsterisk
              value={[...chosen].map(String)}
              onChange={(values) => setPicked(new Set(values.map(Number)))}
            >
              <Stack gap="md" mt="xs">
                {days.map(([day, boulders]) => (
                  <Stack key={day} gap={6}>
                    <Text fz="sm" fw={700}>
                      {t('announcements.form.openedOn', { date: formatShortDate(day) })}
                    </Text>
                    {boulders.map((boulder) => (
                      <Checkbox
                        key={boulder.id}
                        value={String(boulder.id)}
                        label={t('announcements.form.boulderLine', { name: boulder.name, sector: boulder.sector, circuit: boulder.circuit })}
                      />
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Checkbox.Group>
          )
        ) : (
          <Loader size="sm" role="status" aria-label={t('announcements.form.boulders')} />
        )}
        {replaces && <Text fz="sm">{t('announcements.form.replaces')}</Text>}
        {create.error && Object.keys(errors).length === 0 && <ErrorAlert>{errorText(create.error)}</ErrorAlert>}
        <ModalActions backLabel={t('announcements.form.cancel')} onBack={onClose} busy={create.isPending} type="submit" disabled={days.length === 0}>
          {t('announcements.form.submit')}
        </ModalActions>
      </Stack>
    </SubmitForm>
  );
}
