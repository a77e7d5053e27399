/**
 * The sections of 'Séance d'ouverture' (docs/product.md › Route setting: screens): the gym's other drafts, the sector and its wall, the new opening's
 * dates and
 * setters, and what the page says of its draft and its errors. */
import { Button, Group, List, MultiSelect, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { GymInfo } from '../../../../shared/contract/gyms';
import type { Route } from '../../../../shared/contract/routes';
import type { SettingSession } from '../../../../shared/contract/setting-sessions';
import type { Person } from '../../../../shared/contract/boulder-writes';
import { formatShortDate } from '../../../../shared/domain/dates';
import { DateTextInput } from '../../../components/date-text-input';
import { ErrorAlert } from '../../../components/error-alert';
import { BoulderChecklist } from './boulder-checklist';
import type { SettingDayState } from '../lib/setting-day';
import type { DateField } from './validation-result';
import { useT } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; message: string };

/** 'Brouillons de la salle': the gym's other drafts, each to resume or delete. */
export function OtherDrafts({
  gym,
  drafts,
  onResume,
  onDiscard,
}: {
  gym: GymInfo;
  drafts: SettingSession[];
  onResume: (draft: SettingSession) => void;
  onDiscard: (id: number) => void;
}) {
  const t = useT(routeSettingCatalog);
  if (drafts.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="setting-drafts">
      <Title order={2} fz="h4" mb="xs">
        {t('routeSetting.brouillonsSalle')}
      </Title>
      <Stack gap="xs">
        {drafts.map((draft) => (
          <Group key={draft.id} justify="space-between" wrap="wrap" gap="xs">
            <Text fz="sm">
              <b>{gym.sectors.find((s) => s.id === draft.sectorId)?.name ?? 'Secteur'}</b> {t('routeSetting.bloc', { rowsCount: draft.rows.length })}{' '}
              {draft.createdBy ? `${draft.createdBy.firstName} ${draft.createdBy.lastName}` : ''}{' '}
              {t('routeSetting.modifie', { shortDate: formatShortDate(draft.updatedAt) })}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden="true" />} onClick={() => onResume(draft)}>
                {t('routeSetting.reprendre')}
              </Button>
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={() => onDiscard(draft.id)}>
                {t('routeSetting.supprimer')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** '1. Secteur': the sector, and its boulders on the wall today, each checked to keep or left to strip. */
export function SectorStep({
  gym,
  state,
  wall,
  error,
  change,
}: {
  gym: GymInfo;
  state: SettingDayState;
  wall: { data: Route[] | undefined; isPending: boolean };
  error: string | undefined;
  change: (next: Partial<SettingDayState>) => void;
}) {
  const t = useT(routeSettingCatalog);
  const onWall = wall.data ?? [];
  const keep = (id: number, kept: boolean) =>
    change({ keptBoulderIds: kept ? [...state.keptBoulderIds, id] : state.keptBoulderIds.filter((other) => other !== id) });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('routeSetting.1Secteur')}
        </Title>
        <NativeSelect
          label={t('routeSetting.secteur')}
          data={[{ value: '', label: t('routeSetting.choisisSecteur') }, ...gym.sectors.map((s) => ({ value: String(s.id), label: s.name }))]}
          value={state.sectorId}
          onChange={(event) => change({ sectorId: event.currentTarget.value, keptBoulderIds: [] })}
          maw={360}
          error={error}
        />
        {state.sectorId && (
          <div>
            <Text fz="sm" fw={600} mb={4}>
              {t('routeSetting.surMurAujourdHui', { onWallCount: onWall.length })}
            </Text>
            <BoulderChecklist
              boulders={onWall}
              loading={wall.isPending}
              empty={t('routeSetting.aucunBlocActifDans')}
              testId="setting-wall"
              isChecked={(id) => state.keptBoulderIds.includes(id)}
              onCheck={keep}
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** '2. Nouvelle ouverture': its dates (the planned dismantling by default one reset cycle later) and its setters. */
export function OpeningStep({
  gym,
  state,
  setters,
  defaultPlanned,
  dateError,
  setterError,
  onLeave,
  change,
}: {
  gym: GymInfo;
  state: SettingDayState;
  setters: Person[] | undefined;
  defaultPlanned: string;
  dateError: (field: DateField) => string | undefined;
  setterError: string | undefined;
  onLeave: (field: DateField) => void;
  change: (next: Partial<SettingDayState>) => void;
}) {
  const t = useT(routeSettingCatalog);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('routeSetting.2NouvelleOuverture')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DateTextInput
            label={t('routeSetting.dateOuverture')}
            value={state.openingDate}
            onChange={(event) => change({ openingDate: event.currentTarget.value })}
            onBlur={() => onLeave('openingDate')}
            error={dateError('openingDate')}
          />
          <DateTextInput
            label={t('routeSetting.demontagePrevu')}
            placeholder={defaultPlanned || 'JJ/MM/AAAA'}
            description={t('routeSetting.parDefautJoursApres', { resetCycleDays: gym.resetCycleDays })}
            value={state.plannedDismantling}
            onChange={(event) => change({ plannedDismantling: event.currentTarget.value })}
            onBlur={() => onLeave('plannedDismantling')}
            error={dateError('plannedDismantling')}
          />
          <MultiSelect
            label={t('routeSetting.ouvreurSSeance')}
            searchable
            data={(setters ?? []).map((p) => ({ value: p.uuid, label: `${p.firstName} ${p.lastName}` }))}
            value={state.setterUuids}
            onChange={(value) => change({ setterUuids: value })}
            error={setterError}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Every refusal of the last save or validation, in one alert: nothing was recorded. */
export function RefusalList({ messages }: { messages: string[] }) {
  const t = useT(routeSettingCatalog);
  if (messages.length === 0) return null;
  return (
    <ErrorAlert title={t('routeSetting.seanceEteValideeRien')}>
      <List size="sm" spacing={2}>
        {messages.map((message, index) => (
          <List.Item key={index}>{message}</List.Item>
        ))}
      </List>
    </ErrorAlert>
  );
}

/** Where the draft stands, said as it is saved while typing. */
export function DraftStatus({ status }: { status: SaveStatus }) {
  const t = useT(routeSettingCatalog);
  return (
    <Text fz="sm" c={status.kind === 'failed' ? 'red' : 'dimmed'} aria-live="polite" data-testid="draft-status">
      {status.kind === 'saving'
        ? t('routeSetting.enregistrementBrouillon')
        : status.kind === 'saved'
          ? t('routeSetting.brouillonEnregistre', { time: status.at.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' }) })
          : status.kind === 'failed'
            ? t('routeSetting.brouillonNonEnregistre', { message: status.message })
            : t('routeSetting.brouillonEstEnregistreFil')}
    </Text>
  );
}
