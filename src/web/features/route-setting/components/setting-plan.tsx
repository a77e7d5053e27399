import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import type { GymInfo } from '../../../../shared/contract/gyms';
import { PlanPositionPicker } from '../../../components/plan-position-picker';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';
import { useT } from '../../../lib/i18n';
import { usePlanFrame } from '../api/plan-frame';
import { pinColor, planLabel } from '../lib/plan-position';
import type { GridRow } from '../lib/setting-day';
import { SectionCard } from '../../../components/section-card';

/**
 * 'Position sur le plan' of a setting day: choose a row of the grid, then click where its boulder is
 * on the gym's plan (the arrow keys move it); the other rows' pins are drawn faded.
 */
export function SettingPlan({ gym, sectorId, rows, onChange }: { gym: GymInfo; sectorId: string; rows: GridRow[]; onChange: (rows: GridRow[]) => void }) {
  const t = useT(routeSettingCatalog);
  const frame = usePlanFrame(gym.id);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = rows.find((row) => row.key === chosenKey) ?? rows[0];
  if (!chosen) return null;
  const rowLabel = (row: GridRow, index: number) =>
    `${row.name.trim() || t('routeSetting.ligne', { value: index + 1 })}${row.planPosition ? ` · ${t('routeSetting.place')}` : ''}`;
  const place = (planPosition: GridRow['planPosition']) => onChange(rows.map((row) => (row.key === chosen.key ? { ...row, planPosition } : row)));
  return (
    <SectionCard id="setting-plan-title" title={t('routeSetting.positionPlan')} gap="xs">
      {frame ? (
        <>
          <Text fz="sm" c="dimmed">
            {t('routeSetting.positionSeance')}
          </Text>
          <Group align="flex-end">
            <NativeSelect
              label={t('routeSetting.blocAPlacer')}
              value={chosen.key}
              onChange={(event) => setChosenKey(event.currentTarget.value)}
              data={rows.map((row, index) => ({ value: row.key, label: rowLabel(row, index) }))}
            />
            {chosen.planPosition && (
              <Button variant="subtle" color="red" onClick={() => place(null)}>
                {t('routeSetting.retirerPlan')}
              </Button>
            )}
          </Group>
          <div style={{ maxWidth: 640 }}>
            <PlanPositionPicker
              frame={frame}
              value={chosen.planPosition}
              others={rows.filter((row) => row.key !== chosen.key && row.planPosition).map((row) => row.planPosition!)}
              sectorId={sectorId === '' ? null : Number(sectorId)}
              color={pinColor(gym, chosen.colorId, chosen.difficultyId)}
              label={planLabel(t, chosen.planPosition)}
              onChange={place}
            />
          </div>
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('routeSetting.planSansSecteurs')}
        </Text>
      )}
    </SectionCard>
  );
}
