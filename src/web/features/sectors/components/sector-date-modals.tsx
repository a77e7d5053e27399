import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { formatInputDate } from '../../../../shared/domain/dates';
import { DateModal } from '../../../components/date-modal';
import { useUpdateSector } from '../api/update-sector';
import { useUpdateSectorOpening } from '../api/update-sector-opening';
import { useT, richMessage } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

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
  const t = useT(sectorsCatalog);
  const update = useUpdateSectorOpening();
  return (
    <SectorDateModal
      {...modal}
      title={t('sectors.openingModal.title')}
      label={t('sectors.openingModal.label')}
      savedTitle={t('sectors.openingModal.saved')}
      initialDate={sector.openingDate}
      description={<>{richMessage(t, 'sectors.nouvelleDateOuvertureSecteur', { name: <strong>{sector.name}</strong> })}</>}
      save={(date) => update.mutateAsync({ sectorId: sector.id, date })}
    />
  );
}

/** 'Modification date de démontage' of the selected sector and its active boulders (POST /api/update-sector/{id}/). */
export function SectorDismantlingModal({ sector, ...modal }: SectorDateModalProps) {
  const t = useT(sectorsCatalog);
  const update = useUpdateSector();
  return (
    <SectorDateModal
      {...modal}
      title={t('sectors.dismantlingModal.title')}
      label={t('sectors.dismantlingModal.label')}
      savedTitle={t('sectors.dismantlingModal.saved')}
      initialDate={sector.closingDate}
      description={<>{richMessage(t, 'sectors.nouvelleDateDemontagePrevue', { name: <strong>{sector.name}</strong> })}</>}
      save={(date) => update.mutateAsync({ sectorId: sector.id, date })}
    />
  );
}
