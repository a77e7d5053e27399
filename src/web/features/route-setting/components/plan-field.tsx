import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { GymInfo } from '../../../../shared/contract/gyms';
import { PlanPositionPicker } from '../../../components/plan-position-picker';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';
import { useT } from '../../../lib/i18n';
import { usePlanFrame } from '../api/plan-frame';
import type { BoulderFormValues } from '../lib/boulder-form-values';
import { pinColor, planLabel } from '../lib/plan-position';

/**
 * 'Position sur le plan': where the boulder is, by a click on the gym's plan, so that climbers find
 * it in the app. Without sectors drawn on the plan, says where to draw them.
 */
export function PlanField({ gym, form }: { gym: GymInfo; form: UseFormReturnType<BoulderFormValues> }) {
  const t = useT(routeSettingCatalog);
  const frame = usePlanFrame(gym.id);
  const value = form.values.planPosition;
  const sectorId = form.values.sectorId === null ? null : Number(form.values.sectorId);
  const error = form.errors.planPosition as string | undefined;
  const onChange = (position: BoulderFormValues['planPosition']) => form.setFieldValue('planPosition', position);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="plan-field-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fz="sm" fw={500} id="plan-field-title">
            {t('routeSetting.positionPlan')}
          </Text>
          {value && frame && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(null)}>
              {t('routeSetting.retirerPlan')}
            </Button>
          )}
        </Group>
        {frame ? (
          <>
            <Text fz="xs" c="dimmed">
              {t('routeSetting.positionAide')}
            </Text>
            <div style={{ maxWidth: 640 }}>
              <PlanPositionPicker
                frame={frame}
                value={value}
                sectorId={sectorId}
                color={pinColor(gym, form.values.colorId, form.values.difficultyId)}
                label={planLabel(t, value)}
                onChange={onChange}
              />
            </div>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('routeSetting.planSansSecteurs')}
          </Text>
        )}
        {error && (
          <Text fz="sm" c="red">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
