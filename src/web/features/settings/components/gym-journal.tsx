import { Group, Pagination, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { HistoryEntry } from '../../../../shared/contract/boulder-writes';
import { HISTORY_KIND_LABELS, HistoryList } from '../../../components/history-list';
import { useGymSetters } from '../../../api/gym-setters';
import { useFailureNotice } from '../notify-failure';
import { JOURNAL_PAGE_SIZE, useGymJournal, type JournalQuery } from '../api/get-gym-journal';

const KINDS = Object.entries(HISTORY_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** Paramètres › Journal (route-setting.md §2 'Historique'): the gym's last changes, by person and kind, paged. */
export function GymJournal({ gymId, sectorNames }: { gymId: number; sectorNames: Map<number, string> }) {
  const [query, setQuery] = useState<JournalQuery>({ page: 1, user: null, kind: null });
  const journal = useGymJournal(gymId, query);
  const people = useGymSetters(gymId);
  useFailureNotice(journal.error, "Le journal n'a pas pu être chargé");
  const pages = Math.max(1, Math.ceil((journal.data?.count ?? 0) / JOURNAL_PAGE_SIZE));
  // Each line names its boulder (or the person whose rights changed) and its sector.
  const subject = (entry: HistoryEntry) =>
    [entry.subject, entry.sectorId !== null ? sectorNames.get(entry.sectorId) : null].filter(Boolean).join(' · ') || null;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="journal-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="journal-title">
            Journal
          </Title>
          <Text fz="sm" c="dimmed">
            Les dernières modifications de la salle : blocs, séances d'ouverture, démontages, configuration et droits de l'équipe.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <Select
            label="Personne"
            placeholder="Tout le monde"
            clearable
            data={(people.data ?? []).map((p) => ({ value: p.uuid, label: `${p.firstName} ${p.lastName}` }))}
            value={query.user}
            onChange={(user) => setQuery({ ...query, user, page: 1 })}
            w={220}
          />
          <Select
            label="Type"
            placeholder="Tous les types"
            clearable
            data={KINDS}
            value={query.kind}
            onChange={(kind) => setQuery({ ...query, kind: kind as JournalQuery['kind'], page: 1 })}
            w={220}
          />
          <Text fz="sm" c="dimmed" pb={8} aria-live="polite">
            {journal.data ? `${journal.data.count} modification${journal.data.count > 1 ? 's' : ''}` : ''}
          </Text>
        </Group>
        <HistoryList entries={journal.data?.results} loading={journal.isPending} subject={subject} />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={query.page}
            onChange={(page) => setQuery({ ...query, page })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Page suivante' : control === 'previous' ? 'Page précédente' : undefined })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Stack>
    </Paper>
  );
}
