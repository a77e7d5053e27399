import { Loader, Stack, Text, Timeline } from '@mantine/core';
import type { HistoryEntry } from '../../shared/contract/boulder-writes';
import { formatShortDate } from '../../shared/domain/dates';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** The kinds of history entries; each is labelled `backOffice.historyKind.{kind}`. */
export const HISTORY_KINDS = [
  'creation',
  'edit',
  'strip',
  'unstrip',
  'setting_day',
  'setup',
  'rights',
  'import',
] as const satisfies readonly HistoryEntry['kind'][];

const time = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Every change with its date, person and 'before → after' lines, newest first (docs/product.md › Route setting: screens 'Historique'). */
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
  const t = useT(backOfficeCatalog);
  if (loading || !entries) return <Loader size="sm" role="status" aria-label={t('backOffice.chargementHistorique')} />;
  if (entries.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t('backOffice.aucuneModificationEnregistree')}
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="history-list">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={[t(`backOffice.historyKind.${entry.kind}`), subject?.(entry)].filter(Boolean).join(' · ')}>
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
