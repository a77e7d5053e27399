import { Badge, Box, Button, Chip, Collapse, Group, Paper, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconRestore, IconSearch, IconX } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import {
  DEFAULT_FILTERS,
  FILTER_GROUPS,
  isAllChosen,
  isItemChosen,
  toggleAll,
  toggleItem,
  type BoulderFilters,
  type FilterGroup,
  type Selection,
} from '../lib/filters';
import { useT } from '../../../lib/i18n';
import { bouldersCatalog } from '../../../lib/catalogs/boulders';

export interface FilterOption {
  id: number;
  label: string;
  /** Drawn before the label (e.g. the difficulty symbol); decorative. */
  icon?: ReactNode;
}

/** undefined while a group's choices are loading (the tags come from their own call). */
export type FilterOptions = Record<FilterGroup, readonly FilterOption[] | undefined>;

export interface BoulderFilterPanelProps {
  filters: BoulderFilters;
  /** The groups changed (the others are kept as they are, also when two chips are clicked before a render). */
  onFiltersChange: (change: Partial<BoulderFilters>) => void;
  options: FilterOptions;
  /** A refetch runs: the chips are disabled and dimmed. */
  busy: boolean;
  /** The name search (kept usable while fetching, so typing is never cut). */
  search: string;
  onSearchChange: (search: string) => void;
  opened: boolean;
  onToggle: () => void;
}

const changedGroups = (filters: BoulderFilters) =>
  FILTER_GROUPS.filter((group) => JSON.stringify(filters[group]) !== JSON.stringify(DEFAULT_FILTERS[group])).length;

/**
 * The collapsible filter panel of /bomain: one chip group per filter, each with its 'Tout' chip
 * (lib/filters.ts has the rules), and the name search.
 */
export function BoulderFilterPanel({ filters, onFiltersChange, options, busy, search, onSearchChange, opened, onToggle }: BoulderFilterPanelProps) {
  const t = useT(bouldersCatalog);
  const panelId = useId();
  const changed = changedGroups(filters);
  const setGroup = (group: FilterGroup, selection: Selection) => onFiltersChange({ [group]: selection });

  return (
    <Paper withBorder p={0} data-testid="filter-panel">
      <Group justify="space-between" gap="sm" p="md" wrap="wrap">
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={panelId}
          style={{ display: 'flex', alignItems: 'center', gap: 10, borderRadius: 'var(--mantine-radius-md)' }}
        >
          <IconAdjustmentsHorizontal size={20} stroke={1.7} color="var(--mantine-color-gaston-7)" aria-hidden="true" />
          <Text fw={700}>{t('boulders.filtres')}</Text>
          {changed > 0 && (
            <Badge size="sm" variant="filled" circle aria-label={t('boulders.filtreModifie', { changed })}>
              {changed}
            </Badge>
          )}
          <IconChevronDown size={18} aria-hidden="true" style={{ transition: 'transform 150ms ease', transform: opened ? 'rotate(180deg)' : undefined }} />
        </UnstyledButton>
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 260px', justifyContent: 'flex-end' }}>
          {changed > 0 && (
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              leftSection={<IconRestore size={16} aria-hidden="true" />}
              onClick={() => onFiltersChange(DEFAULT_FILTERS)}
              disabled={busy}
            >
              {t('boulders.reinitialiser')}
            </Button>
          )}
          <TextInput
            aria-label={t('boulders.rechercherBlocParNom')}
            placeholder={t('boulders.rechercherBloc')}
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={
              search ? (
                <UnstyledButton aria-label={t('boulders.effacerRecherche')} onClick={() => onSearchChange('')} style={{ display: 'flex' }}>
                  <IconX size={16} aria-hidden="true" />
                </UnstyledButton>
              ) : null
            }
            maxLength={100}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
      </Group>

      <Collapse expanded={opened} id={panelId}>
        <Box
          component="fieldset"
          disabled={busy}
          aria-busy={busy}
          data-busy={busy || undefined}
          m={0}
          px="md"
          pb="md"
          style={{ border: 0, borderTop: '1px solid var(--mantine-color-gray-2)', opacity: busy ? 0.7 : 1, transition: 'opacity 150ms ease' }}
        >
          <Stack gap={12} pt="md">
            {FILTER_GROUPS.map((group) => (
              <ChipGroup
                key={group}
                title={t(`boulders.filterGroup.${group}`)}
                selection={filters[group]}
                options={options[group]}
                busy={busy}
                onChange={(selection) => setGroup(group, selection)}
              />
            ))}
          </Stack>
        </Box>
      </Collapse>
    </Paper>
  );
}

interface ChipGroupProps {
  title: string;
  selection: Selection;
  options: readonly FilterOption[] | undefined;
  busy: boolean;
  onChange: (selection: Selection) => void;
}

function ChipGroup({ title, selection, options, busy, onChange }: ChipGroupProps) {
  const t = useT(bouldersCatalog);
  const ids = (options ?? []).map((option) => option.id);
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 16, rowGap: 6 }}>
      <Text component="legend" fz="sm" fw={600} c="dimmed" w={150} p={0} style={{ float: 'left', flex: 'none' }}>
        {title}
      </Text>
      <Group gap={6} style={{ flex: '1 1 320px' }}>
        <Chip size="sm" checked={isAllChosen(selection)} onChange={() => onChange(toggleAll(selection))} disabled={busy} variant="filled">
          {t('boulders.all')}
        </Chip>
        {options === undefined && [72, 56, 88].map((width) => <Skeleton key={width} height={26} width={width} radius="xl" aria-hidden="true" />)}
        {options?.map((option) => (
          <Chip
            key={option.id}
            size="sm"
            variant="filled"
            checked={isItemChosen(selection, option.id)}
            onChange={() => onChange(toggleItem(selection, option.id, ids))}
            disabled={busy}
          >
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              {option.icon}
              {option.label}
            </span>
          </Chip>
        ))}
        {options?.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('boulders.aucunChoix')}
          </Text>
        )}
      </Group>
    </Box>
  );
}
