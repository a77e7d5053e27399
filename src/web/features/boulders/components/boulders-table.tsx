import { Badge, Center, Checkbox, Group, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { Route } from '../../../../shared/contract/routes';
import { formatShortDate } from '../../../../shared/domain/dates';
import { levelNumber } from '../../../../shared/domain/levels';
import { CircuitIcon } from '../../../components/difficulty-icon';
import { HoldColorDot } from '../../../components/hold-color-dot';
import { LevelMarks } from '../../../components/level-marks';
import type { BoulderSort, SortKey } from '../lib/filters';
import { routeTags } from '../../../lib/route-tags';
import { StatusBadge } from '../../../components/status-badge';
import { activateOnKey } from '../../../lib/activate-keys';
import { EditDismantlingButton } from '../../../components/boulder-dismantling-modal';
import { SetupHint } from '../../../components/setup-hint';
import { useT } from '../../../lib/i18n';
import { bouldersCatalog } from '../../../lib/catalogs/boulders';

const SKELETON_ROWS = 8;
/** Badges keep their whole text: the table scrolls sideways instead. */
const UNTRUNCATED = { root: { flex: 'none' }, label: { overflow: 'visible' } } as const;

export interface BouldersTableProps {
  /** undefined while the first answer is awaited. */
  routes: readonly Route[] | undefined;
  sort: BoulderSort;
  onSort: (key: SortKey) => void;
  /** The gym has a custom colour difficulty system: the Couleur column is shown. */
  showColor: boolean;
  /** May change dates: the pencil is shown. */
  canEdit: boolean;
  onOpen: (route: Route) => void;
  onEdit: (route: Route) => void;
  /** With setting rights: the ids checked for 'Démonter la sélection' (docs/product.md › Route setting: screens). */
  selected?: ReadonlySet<number>;
  onSelect?: (ids: number[], checked: boolean) => void;
  /** The gym has no active boulder at all: the empty list says how to open one, not that the filters match nothing. */
  emptyGym?: boolean;
}

const ARIA_SORT = ['none', 'ascending', 'descending'] as const;
const SORT_ICONS = [IconSelector, IconChevronUp, IconChevronDown] as const;

function SortableTh({ sortKey, sort, onSort }: { sortKey: SortKey; sort: BoulderSort; onSort: (key: SortKey) => void }) {
  const t = useT(bouldersCatalog);
  const direction = sort[sortKey];
  const Icon = SORT_ICONS[direction];
  return (
    <Table.Th aria-sort={ARIA_SORT[direction]} style={{ whiteSpace: 'nowrap' }} data-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        title={t(`boulders.sortBy.${sortKey}.${direction}`)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, fontSize: 'inherit', borderRadius: 4 }}
      >
        {t(`boulders.column.${sortKey}`)}
        <Icon size={15} stroke={2} aria-hidden="true" color={direction ? 'var(--mantine-color-gaston-7)' : 'var(--mantine-color-gray-5)'} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The boulder table of /bomain: a row click opens 'Détail bloc', the pencil the dismantling date. */
export function BouldersTable({ routes, sort, onSort, showColor, canEdit, onOpen, onEdit, selected, onSelect, emptyGym = false }: BouldersTableProps) {
  const t = useT(bouldersCatalog);
  const selectable = canEdit && selected !== undefined && onSelect !== undefined;
  const columnCount = 7 + (showColor ? 1 : 0) + (canEdit ? 1 : 0) + (selectable ? 1 : 0);
  const activeIds = (routes ?? []).filter((r) => r.route_active).map((r) => r.id);
  const allChecked = activeIds.length > 0 && activeIds.every((id) => selected?.has(id));
  const someChecked = activeIds.some((id) => selected?.has(id));

  return (
    <Table.ScrollContainer minWidth={showColor ? 900 : 840} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={selectable ? 8 : 'sm'}
        fz="sm"
        aria-label={t('boulders.blocs')}
        data-testid="boulders-table"
      >
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('boulders.selectionnerTousBlocsActifs')}
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  disabled={activeIds.length === 0}
                  onChange={(event) => onSelect(activeIds, event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <SortableTh sortKey="name" sort={sort} onSort={onSort} />
            <SortableTh sortKey="sector" sort={sort} onSort={onSort} />
            {showColor && <Table.Th>{t('boulders.couleur')}</Table.Th>}
            <SortableTh sortKey="difficulty" sort={sort} onSort={onSort} />
            <SortableTh sortKey="level" sort={sort} onSort={onSort} />
            <SortableTh sortKey="date" sort={sort} onSort={onSort} />
            <Table.Th>{t('boulders.tags')}</Table.Th>
            <Table.Th>{t('boulders.statut')}</Table.Th>
            {canEdit && (
              <Table.Th w={44}>
                <VisuallyHidden>{t('boulders.modifier')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {routes === undefined &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Table.Tr key={index} aria-hidden="true">
                {Array.from({ length: columnCount }, (__, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} width={cell === 0 ? '80%' : '60%'} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {routes?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Center py="xl">
                  {emptyGym ? (
                    <SetupHint kind="boulders" fw={500} />
                  ) : (
                    <Text c="dimmed" fw={500}>
                      {t('boulders.noMatch')}
                    </Text>
                  )}
                </Center>
              </Table.Td>
            </Table.Tr>
          )}
          {routes?.map((route) => (
            <Table.Tr
              key={route.id}
              tabIndex={0}
              onClick={() => onOpen(route)}
              onKeyDown={(event) => activateOnKey(event, () => onOpen(route))}
              aria-label={t('boulders.secteurVoirDetail', { name: route.name, name2: route.sector.name })}
              style={{ cursor: 'pointer' }}
              data-testid="boulder-row"
              data-route-id={route.id}
            >
              {selectable && (
                <Table.Td onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                  {route.route_active && (
                    <Checkbox
                      aria-label={t('boulders.selectionner', { name: route.name })}
                      checked={selected.has(route.id)}
                      onChange={(event) => onSelect([route.id], event.currentTarget.checked)}
                    />
                  )}
                </Table.Td>
              )}
              <Table.Td fw={600} miw={130} maw={220} style={{ overflowWrap: 'break-word' }} data-column="name">
                {route.name}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-column="sector">
                {route.sector.name}
              </Table.Td>
              {showColor && (
                <Table.Td>
                  <HoldColorDot colorCode={route.color?.color_code} colorId={route.color?.id} size={18} label={t('boulders.couleurPrises')} />
                </Table.Td>
              )}
              <Table.Td>
                {/* The name ('Noir (6B+)') is the icon's title and accessible name. */}
                <CircuitIcon circuit={route.gym_difficulty} name={route.difficulty_display} size={22} />
              </Table.Td>
              <Table.Td>
                <LevelMarks level={levelNumber(route.level)} size={14} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={route.created_at}>{formatShortDate(route.created_at)}</time>
              </Table.Td>
              <Table.Td>
                <Group gap={4} miw={130}>
                  {routeTags(route).map((tag) => (
                    <Badge
                      key={tag.kind}
                      size="sm"
                      variant="light"
                      color="gray"
                      radius="sm"
                      tt="none"
                      fw={500}
                      title={tag.label}
                      aria-label={`${tag.label} : ${tag.name}`}
                      styles={UNTRUNCATED}
                    >
                      {tag.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <StatusBadge active={route.route_active} />
              </Table.Td>
              {canEdit && (
                <Table.Td onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
                  {route.route_active && <EditDismantlingButton route={route} onEdit={onEdit} />}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
