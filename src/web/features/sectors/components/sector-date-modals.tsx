import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatInputDate } from '../../../../shared/domain/dates';
import { DateModal } from '../../../components/date-modal';
import { useUpdateSector } from '../api/update-sector';
import { useUpdateSectorOpening } from '../api/update-sector-opening';
import { useT, richMessage } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

interface SectorDateModalProps {
  kind: 'opening' | 'dismantling';
  opened: boolean;
  onClose: () => void;
  sector: { id: number; name: string; openingDate: string | null; closingDate: string | null };
}

const TEXT_KEYS = {
  opening: {
    title: 'sectors.openingModal.title',
    label: 'sectors.openingModal.label',
    saved: 'sectors.openingModal.saved',
    description: 'sectors.nouvelleDateOuvertureSecteur',
  },
  dismantling: {
    title: 'sectors.dismantlingModal.title',
    label: 'sectors.dismantlingModal.label',
    saved: 'sectors.dismantlingModal.saved',
    description: 'sectors.nouvelleDateDemontagePrevue',
  },
} as const;

/**
 * 'Modification date d'ouverture' of the selected sector (POST /api/update-sector-opening/{id}/), or 'Modification date de
 * démontage' of it and its active boulders (POST /api/update-sector/{id}/).
 */
export function SectorDateModal({ kind, opened, onClose, sector }: SectorDateModalProps) {
  const t = useT(sectorsCatalog);
  const opening = useUpdateSectorOpening();
  const dismantling = useUpdateSector();
  const keys = TEXT_KEYS[kind];
  const update = kind === 'opening' ? opening : dismantling;
  return (
    <DateModal
      opened={opened}
      onClose={onClose}
      title={t(keys.title)}
      label={t(keys.label)}
      initialValue={formatInputDate(kind === 'opening' ? sector.openingDate : sector.closingDate)}
      description={
        <Text fz="sm" c="dimmed">
          {richMessage(t, keys.description, { name: <strong>{sector.name}</strong> })}
        </Text>
      }
      onConfirm={async (date) => {
        const answer = await update.mutateAsync({ sectorId: sector.id, date });
        notifications.show({ color: 'teal', title: t(keys.saved), message: answer.message });
      }}
    />
  );
}
