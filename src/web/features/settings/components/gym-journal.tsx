import { Group, Pagination, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { HistoryEntry } from '../../../../shared/contract/boulder-writes';
import { HISTORY_KINDS, HistoryList } from '../../../components/history-list';
import { useGymSetters } from '../../../api/gym-setters';
import { useFailureNotice } from '../notify-failure';
import { JOURNAL_PAGE_SIZE, useGymJournal, type JournalQuery } from '../api/get-gym-journal';
import { useT } from '../../../lib/i18n';
import { backOfficeCatalog } from '../../../lib/catalogs/back-office';
import { settingsCatalog } from '../../../lib/catalogs/settings';
import { SectionCard } from '../../../components/section-card';

/** Paramètres › Journal (docs/product.md › Route setting: screens 'Historique'): the gym's last changes, by person and kind, paged. */
export function GymJournal({ gymId, sectorNames }: { gymId: number; sectorNames: Map<number, string> }) {
  const t = useT(settingsCatalog);
  const tb = useT(backOfficeCatalog);
  const [query, setQuery] = useState<JournalQuery>({ page: 1, user: null, kind: null });
  const journal = useGymJournal(gymId, query);
  const people = useGymSetters(gymId);
  useFailureNotice(journal.error, t('settings.journalPuEtreCharge'));
  const pages = Math.max(1, Math.ceil((journal.data?.count ?? 0) / JOURNAL_PAGE_SIZE));
  // Each line names its boulder (or the person whose rights changed) and its sector.
  const subject = (entry: HistoryEntry) =>
    [entry.subject, entry.sectorId !== null ? sectorNames.get(entry.sectorId) : null].filter(Boolean).join(' · ') || null;

  return (
    <SectionCard id="journal-title" title={t('settings.journal')} intro={t('settings.dernieresModificationsSalleBlocs')}>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('settings.personne')}
          placeholder={t('settings.toutMonde')}
          clearable
          data={(people.data ?? []).map((p) => ({ value: p.uuid, label: `${p.firstName} ${p.lastName}` }))}
          value={query.user}
          onChange={(user) => setQuery({ ...query, user, page: 1 })}
          w={220}
        />
        <Select
          label={t('settings.type')}
          placeholder={t('settings.tousTypes')}
          clearable
          data={HISTORY_KINDS.map((value) => ({ value, label: tb(`backOffice.historyKind.${value}`) }))}
          value={query.kind}
          onChange={(kind) => setQuery({ ...query, kind: kind as JournalQuery['kind'], page: 1 })}
          w={220}
        />
        <Text fz="sm" c="dimmed" pb={8} aria-live="polite">
          {journal.data ? t('settings.modification', { count: journal.data.count }) : ''}
        </Text>
      </Group>
      <HistoryList entries={journal.data?.results} loading={journal.isPending} subject={subject} />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={query.page}
          onChange={(page) => setQuery({ ...query, page })}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t('settings.pageSuivante') : control === 'previous' ? t('settings.pagePrecedente') : undefined,
          })}
          getItemProps={(page) => ({ 'aria-label': t('settings.page', { page }) })}
        />
      )}
    </SectionCard>
  );
}
