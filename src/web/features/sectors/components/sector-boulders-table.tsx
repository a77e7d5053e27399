import { Group, Paper, ScrollArea, Skeleton, Table, Text, Title } from '@mantine/core';
import type { Route } from '../../../../shared/contract/routes';
import { formatInputDate, formatShortDate } from '../../../../shared/domain/dates';
import { CircuitIcon } from '../../../components/difficulty-icon';
import { LevelMarks } from '../../../components/level-marks';
import { sortByGrade, subLevelOf } from '../lib/boulder-grades';
import { activateOnKey } from '../../../lib/activate-keys';
import { NameBadges } from '../../../components/name-badges';
import { EditDismantlingButton } from '../../../components/boulder-dismantling-modal';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';
import { EmptyRow, TableHeader } from '../../../components/data-table';

/** A stripped sector has nothing to browse: its last opening's boulders, stripped on that day. */
export const strippedCountTitle = (t: TranslateOf<typeof sectorsCatalog>, count: number, day: string) =>
  t('sectors.strippedCount', { day: formatInputDate(day), count });

interface SectorBouldersTableProps {
  routes: readonly Route[] | undefined;
  /** The day the sector was stripped, null while its opening is on the wall. */
  dismantledDate: string | null;
  /** Read-only staff (marketing) get no pencil. */
  canEdit: boolean;
  /** Row click: the 'Détail bloc' modal. */
  onOpen: (route: Route) => void;
  /** Pencil: the boulder's 'Modification date de démontage' modal. */
  onEdit: (route: Route) => void;
}

const SKELETON_ROWS = 6;
const COLUMNS = ['name', 'grade', 'subGrade', 'tags', 'opening', 'dismantling'] as const;

/** Dismantling shown for a boulder: the planned day while active, the closing day once closed (docs/product.md › Back office: screens). */
const dismantlingOf = (route: Route) => (route.route_active ? route.planned_dismantling : route.closed_at);

/** '{n} blocs à parcourir': the boulders of the sector's current opening, by difficulty grade. */
export function SectorBouldersTable({ routes, dismantledDate, canEdit, onOpen, onEdit }: SectorBouldersTableProps) {
  const t = useT(sectorsCatalog);
  const sorted = routes ? sortByGrade(routes) : undefined;
  // Read-only staff (marketing) have no 'modify' column at all.
  const columnCount = COLUMNS.length + (canEdit ? 1 : 0);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="sector-boulders-title">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz="lg" id="sector-boulders-title">
          {sorted ? (
            dismantledDate ? (
              strippedCountTitle(t, sorted.length, dismantledDate)
            ) : (
              t('sectors.countToBrowse', { count: sorted.length })
            )
          ) : (
            <Skeleton component="span" h={20} w={180} display="inline-block" />
          )}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('sectors.cliqueSurBlocPour')}
        </Text>
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Table highlightOnHover={Boolean(sorted?.length)} verticalSpacing="sm" miw={860} aria-labelledby="sector-boulders-title">
          <TableHeader
            columns={[
              ...COLUMNS.map((column) => ({ label: t(`sectors.column.${column}`), key: column, style: { whiteSpace: 'nowrap' as const } })),
              canEdit && { label: t('sectors.modifier'), hidden: true, w: 56 },
            ]}
          />
          <Table.Tbody>
            {!sorted &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Tr key={index} aria-hidden="true">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton h={14} w={cell === 0 ? '80%' : '60%'} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {sorted?.length === 0 && <EmptyRow columns={columnCount}>{t('sectors.aucunBlocDansSecteur')}</EmptyRow>}
            {sorted?.map((route) => {
              const tags = [route.tag_steepness, route.tag_grips, route.tag_style].filter((tag) => tag !== null);
              return (
                <Table.Tr
                  key={route.id}
                  data-testid="sector-boulder-row"
                  tabIndex={0}
                  aria-label={t('sectors.blocVoirDetail', { name: route.name })}
                  onClick={() => onOpen(route)}
                  onKeyDown={(event) => activateOnKey(event, () => onOpen(route))}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td fw={600}>{route.name}</Table.Td>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      <CircuitIcon circuit={route.gym_difficulty} size={22} />
                      <Text fz="sm" c="dimmed">
                        {route.difficulty}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <LevelMarks level={subLevelOf(route)} size={16} />
                  </Table.Td>
                  <Table.Td miw={210}>
                    <NameBadges items={tags} />
                  </Table.Td>
                  <Table.Td>{formatShortDate(route.created_at)}</Table.Td>
                  <Table.Td>{formatShortDate(dismantlingOf(route)) || '–'}</Table.Td>
                  {canEdit && <Table.Td>{route.route_active && <EditDismantlingButton route={route} onEdit={onEdit} />}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
