import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { formatInputDate } from '../../../../shared/domain/dates';
import { DateModal } from '../../../components/date-modal';
import { useUpdateSector } from '../api/update-sector';
import { useUpdateSectorOpening } from '../api/update-sector-opening';

export const SECTOR_OPENING_MODAL_TITLE = "Modification date d'ouverture";
export const SECTOR_DISMANTLING_MODAL_TITLE = 'Modification date de démontage';

const OPENING_TEXTS = { title: SECTOR_OPENING_MODAL_TITLE, label: "Date d'ouverture", savedTitle: "Date d'ouverture modifiée" };
const DISMANTLING_TEXTS = { title: SECTOR_DISMANTLING_MODAL_TITLE, label: 'Date de démontage', savedTitle: 'Date de démontage modifiée' };

interface SectorDateModalProps {
  opened: boolean;
  onClose: () => void;
  sector: { id: number; name: string; openingDate: string | null; closingDate: string | null };
}

interface SectorDateWrite {
  title: string;
  label: string;
  initialDate: string | null;
  description: ReactNode;
  savedTitle: string;
  save: (date: string) => Promise<{ message: string }>;
}

function SectorDateModal({
  opened,
  onClose,
  title,
  label,
  initialDate,
  description,
  savedTitle,
  save,
}: Omit<SectorDateModalProps, 'sector'> & SectorDateWrite) {
  return (
    <DateModal
      opened={opened}
      onClose={onClose}
      title={title}
      label={label}
      initialValue={formatInputDate(initialDate)}
      description={
        <Text fz="sm" c="dimmed">
          {description}
        </Text>
      }
      onConfirm={async (date) => {
        const answer = await save(date);
        notifications.show({ color: 'teal', title: savedTitle, message: answer.message });
      }}
    />
  );
}

/** 'Modification date d'ouverture' of the selected sector (POST /api/update-sector-opening/{id}/). */
export function SectorOpeningModal({ sector, ...modal }: SectorDateModalProps) {
  const update = useUpdateSectorOpening();
  return (
    <SectorDateModal
      {...modal}
      {...OPENING_TEXTS}
      initialDate={sector.openingDate}
      description={
        <>
          Nouvelle date d'ouverture du secteur <strong>{sector.name}</strong>. Les blocs actifs du secteur prennent la même date.
        </>
      }
      save={(date) => update.mutateAsync({ sectorId: sector.id, date })}
    />
  );
}

/** 'Modification date de démontage' of the selected sector and its active boulders (POST /api/update-sector/{id}/). */
export function SectorDismantlingModal({ sector, ...modal }: SectorDateModalProps) {
  const update = useUpdateSector();
  return (
    <SectorDateModal
      {...modal}
      {...DISMANTLING_TEXTS}
      initialDate={sector.closingDate}
      description={
        <>
          Nouvelle date de démontage prévue du secteur <strong>{sector.name}</strong> et de tous ses blocs actifs.
        </>
      }
      save={(date) => update.mutateAsync({ sectorId: sector.id, date })}
    />
  );
}
