import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatInputDate } from '../../../../shared/domain/dates';
import { DateModal } from '../../../components/date-modal';
import { useUpdateSector } from '../api/update-sector';
import { useUpdateSectorOpening } from '../api/update-sector-opening';

export const SECTOR_OPENING_MODAL_TITLE = "Modification date d'ouverture";
export const SECTOR_DISMANTLING_MODAL_TITLE = 'Modification date de démontage';

interface SectorDateModalProps {
  opened: boolean;
  onClose: () => void;
  sector: { id: number; name: string; openingDate: string | null; closingDate: string | null };
}

/** 'Modification date d'ouverture' of the selected sector (POST /api/update-sector-opening/{id}/). */
export function SectorOpeningModal({ opened, onClose, sector }: SectorDateModalProps) {
  const update = useUpdateSectorOpening();
  return (
    <DateModal
      opened={opened}
      onClose={onClose}
      title={SECTOR_OPENING_MODAL_TITLE}
      label="Date d'ouverture"
      initialValue={formatInputDate(sector.openingDate)}
      description={
        <Text fz="sm" c="dimmed">
          Nouvelle date d'ouverture du secteur <strong>{sector.name}</strong>. Les blocs actifs du secteur prennent la même date.
        </Text>
      }
      onConfirm={async (date) => {
        const answer = await update.mutateAsync({ sectorId: sector.id, date });
        notifications.show({ color: 'teal', title: "Date d'ouverture modifiée", message: answer.message });
      }}
    />
  );
}

/** 'Modification date de démontage' of the selected sector and its active boulders (POST /api/update-sector/{id}/). */
export function SectorDismantlingModal({ opened, onClose, sector }: SectorDateModalProps) {
  const update = useUpdateSector();
  return (
    <DateModal
      opened={opened}
      onClose={onClose}
      title={SECTOR_DISMANTLING_MODAL_TITLE}
      label="Date de démontage"
      initialValue={formatInputDate(sector.closingDate)}
      description={
        <Text fz="sm" c="dimmed">
          Nouvelle date de démontage prévue du secteur <strong>{sector.name}</strong> et de tous ses blocs actifs.
        </Text>
      }
      onConfirm={async (date) => {
        const answer = await update.mutateAsync({ sectorId: sector.id, date });
        notifications.show({ color: 'teal', title: 'Date de démontage modifiée', message: answer.message });
      }}
    />
  );
}
