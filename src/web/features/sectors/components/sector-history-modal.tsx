import { Modal } from '@mantine/core';
import { HistoryList } from '../../../components/history-list';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useSectorHistory } from '../api/get-sector-history';
import { useT } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

/** 'Historique' of a sector (docs/product.md › Route setting: screens): its openings, strips, set-up and its boulders' changes. */
export function SectorHistoryModal({ gymId, sector, onClose }: { gymId: number | null; sector: { id: number; name: string } | null; onClose: () => void }) {
  const t = useT(sectorsCatalog);
  const history = useSectorHistory(gymId, sector?.id ?? null, sector !== null);
  useFailureNotice(history.error, 'sector-history', t('sectors.historiqueSecteurPuEtre'));
  return (
    <Modal opened={sector !== null} onClose={onClose} title={sector ? t('sectors.historique', { name: sector.name }) : ''} size="lg">
      <HistoryList entries={history.data} loading={history.isPending} />
    </Modal>
  );
}
