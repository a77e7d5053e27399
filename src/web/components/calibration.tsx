import { Badge, Group, Table, Text } from '@mantine/core';
import type { Calibration } from '../../shared/contract/planning';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';
import { DataTable } from './data-table';

const LABEL_COLORS = { dur: 'red', juste: 'teal', gentil: 'blue' } as const;

/** 'dur +47 points', or 'Pas assez d'avis' below 3 qualifying boulders (docs/product.md › Route setting: screens 'Ressenti'). */
export function FeelingBadge({ row }: { row: Calibration[number] }) {
  const t = useT(backOfficeCatalog);
  if (row.label === null) {
    return (
      <Text fz="sm" c="dimmed">
        {t('backOffice.assezAvis')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={LABEL_COLORS[row.label]} variant="light">
        {row.label}
      </Badge>
      <Text fz="sm">
        {row.figure! > 0 ? `+${row.figure}` : row.figure} {t('backOffice.points')}
      </Text>
    </Group>
  );
}

/** One line per setter of the gym: the feeling, and the boulders and votes it rests on. */
export function CalibrationTable({ rows }: { rows: Calibration }) {
  const t = useT(backOfficeCatalog);
  return (
    <DataTable
      minWidth={480}
      scroll="native"
      fz="sm"
      label={t('backOffice.ressentiOuvreurs')}
      columns={[t('backOffice.ouvreur'), t('backOffice.ressenti'), t('backOffice.blocs'), t('backOffice.cotations')]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.setter.uuid}>
          <Table.Td>
            {row.setter.firstName} {row.setter.lastName}
          </Table.Td>
          <Table.Td>
            <FeelingBadge row={row} />
          </Table.Td>
          <Table.Td>{row.boulders}</Table.Td>
          <Table.Td>{row.votes}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
