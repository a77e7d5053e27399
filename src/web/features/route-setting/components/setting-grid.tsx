import { ActionIcon, Button, Group, NativeSelect, Table, Text, TextInput, type ComboboxStringGroupData } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import type { Person } from '../../../../shared/contract/boulder-writes';
import type { GymInfo, TagsList } from '../../../../shared/contract/gyms';
import { MAX_SETTING_ROWS } from '../../../../shared/domain/boulder-rules';
import { gradeChoices } from '../lib/boulder-form-values';
import { emptyRow, type GridRow } from '../lib/setting-day';
import { useT } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';

export interface SettingGridProps {
  gym: GymInfo;
  tags: TagsList | undefined;
  setters: Person[] | undefined;
  rows: GridRow[];
  onChange: (rows: GridRow[]) => void;
  /** A suggested name for each new row. */
  nextName: () => string;
}

/** The row's fields chosen from a list. */
type SelectField = 'grade' | 'level' | 'colorId' | 'tagSteepnessId' | 'tagGripsId' | 'tagStyleId' | 'setterUuid';

const options = (list: { id: number; name: string }[] | undefined, empty = '—') => [
  { value: '', label: empty },
  ...(list ?? []).map((t) => ({ value: String(t.id), label: t.name })),
];

/**
 * The fast grid of a setting day (docs/product.md › Route setting: screens): native selects, so that the keyboard does it
 * all (type the first letters to choose, Tab to the next cell); Enter adds a row and goes to it.
 */
export function SettingGrid({ gym, tags, setters, rows, onChange, nextName }: SettingGridProps) {
  const t = useT(routeSettingCatalog);
  const body = useRef<HTMLTableSectionElement>(null);
  const full = rows.length >= MAX_SETTING_ROWS;

  const update = (key: string, change: Partial<GridRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function addRow() {
    if (full) return;
    const row = emptyRow(nextName());
    onChange([...rows, row]);
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>(`[data-row="${row.key}"] select, [data-row="${row.key}"] input`)?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    addRow();
  }

  const circuits = [
    { value: '', label: '—' },
    ...gym.difficultySystem.map((d) => ({ value: String(d.id), label: `${d.name} (${d.corresponding_difficulty})` })),
  ];
  const setterOptions = [
    { value: '', label: t('routeSetting.seance') },
    ...(setters ?? []).map((p) => ({ value: p.uuid, label: `${p.firstName} ${p.lastName}` })),
  ];

  /** One of the row's choices: a native select in its cell, writing `field`. */
  const selectCell = (row: GridRow, field: SelectField, minWidth: number, label: string, data: ComboboxStringGroupData) => (
    <Table.Td miw={minWidth}>
      <NativeSelect size="xs" aria-label={label} data={data} value={row[field]} onChange={(event) => update(row.key, { [field]: event.currentTarget.value })} />
    </Table.Td>
  );

  return (
    <>
      <Table.ScrollContainer minWidth={gym.is_custom_difficulty_system_color ? 1150 : 1020} type="native">
        <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label={t('routeSetting.nouveauxBlocs')} data-testid="setting-grid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={32}>#</Table.Th>
              <Table.Th>{t('routeSetting.circuit')}</Table.Th>
              <Table.Th>{t('routeSetting.sousNiveau')}</Table.Th>
              {gym.has_additionnal_difficulty_grading && <Table.Th>{t('routeSetting.niveau')}</Table.Th>}
              {gym.is_custom_difficulty_system_color && <Table.Th>{t('routeSetting.couleurPrises')}</Table.Th>}
              <Table.Th>{t('routeSetting.inclinaison')}</Table.Th>
              <Table.Th>{t('routeSetting.prises')}</Table.Th>
              <Table.Th>{t('routeSetting.mouvement')}</Table.Th>
              <Table.Th>{t('routeSetting.ouvreurS')}</Table.Th>
              <Table.Th>{t('routeSetting.nom')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={body}>
            {rows.map((row, index) => {
              const line = t('routeSetting.ligne', { value: index + 1 });
              const circuit = gym.difficultySystem.find((d) => String(d.id) === row.difficultyId);
              return (
                <Table.Tr key={row.key} data-row={row.key} onKeyDown={onKeyDown}>
                  <Table.Td>
                    <Text fz="xs" c="dimmed">
                      {index + 1}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={150}>
                    <NativeSelect
                      size="xs"
                      aria-label={t('routeSetting.circuit2', { line })}
                      data={circuits}
                      value={row.difficultyId}
                      onChange={(event) => {
                        const id = event.currentTarget.value;
                        const grade = gym.difficultySystem.find((d) => String(d.id) === id)?.corresponding_difficulty ?? '';
                        update(row.key, { difficultyId: id, grade });
                      }}
                    />
                  </Table.Td>
                  {selectCell(row, 'grade', 80, t('routeSetting.sousNiveau2', { line }), ['', ...gradeChoices(circuit?.corresponding_difficulty)])}
                  {gym.has_additionnal_difficulty_grading && selectCell(row, 'level', 70, t('routeSetting.niveau2', { line }), ['', '1', '2', '3'])}
                  {gym.is_custom_difficulty_system_color && selectCell(row, 'colorId', 110, t('routeSetting.couleurPrises2', { line }), options(gym.colors))}
                  {selectCell(row, 'tagSteepnessId', 110, t('routeSetting.inclinaison2', { line }), options(tags?.tag_steepness))}
                  {selectCell(row, 'tagGripsId', 110, t('routeSetting.prises2', { line }), options(tags?.tag_grips))}
                  {selectCell(row, 'tagStyleId', 120, t('routeSetting.mouvement2', { line }), options(tags?.tag_style))}
                  {selectCell(row, 'setterUuid', 140, t('routeSetting.ouvreurS2', { line }), setterOptions)}
                  <Table.Td miw={180}>
                    <TextInput
                      size="xs"
                      aria-label={t('routeSetting.nom2', { line })}
                      value={row.name}
                      maxLength={60}
                      onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('routeSetting.supprimerLigne', { value: index + 1 })}
                      tabIndex={-1}
                      disabled={rows.length === 1}
                      onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={addRow} disabled={full}>
          {t('routeSetting.ajouterLigne')}
        </Button>
        <Text fz="sm" c="dimmed">
          {t('routeSetting.blocsTabPasseCase', { rowsCount: rows.length, maxSettingRows: MAX_SETTING_ROWS })}
        </Text>
      </Group>
    </>
  );
}
