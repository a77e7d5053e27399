import { Loader, Stack, Text, Timeline } from '@mantine/core';
import type { HistoryEntry } from '../../shared/contract/boulder-writes';
import { formatShortDate } from '../../shared/domain/dates';

export const HISTORY_KIND_LABELS: Record<HistoryEntry['kind'], string> = {
  creation: 'Création',
  edit: 'Modification',
  strip: 'Démontage',
  unstrip: 'Démontage annulé',
  setting_day: "Séance d'ouverture",
  setup: 'Configuration',
  rights: 'Droits',
  import: 'Import',
};

const time = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Every change with its date, person and 'before → after' lines, newest first (route-setting.md §2 'Historique'). */
export function HistoryList({
  entries,
  loading,
  subject,
}: {
  entries: HistoryEntry[] | undefined;
  loading?: boolean;
  /** What an entry is about, when the list mixes several things (the gym journal: its sector). */
  subject?: (entry: HistoryEntry) => string | null;
}) {
  if (loading || !entries) return <Loader size="sm" role="status" aria-label="Chargement de l'historique" />;
  if (entries.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        Aucune modification enregistrée.
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="history-list">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={[HISTORY_KIND_LABELS[entry.kind], subject?.(entry)].filter(Boolean).join(' · ')}>
          <Text fz="xs" c="dimmed">
            {formatShortDate(entry.at)} à {time(entry.at)}
            {entry.user ? ` · ${entry.user.firstName} ${entry.user.lastName}` : ''}
          </Text>
          <Stack gap={0} mt={4}>
            {entry.text.split('\n').map((line, index) => (
              <Text key={index} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
