import { Group, Text } from '@mantine/core';
import type { HoldColor } from '../../../../shared/contract/hold-colors';
import { HoldColorDot } from '../../../components/hold-color-dot';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/**
 * 'Prises : Rouge' with its swatch, for a boulder whose holds are not its circuit's colour (a gym
 * with custom colours); nothing when the holds' colour is the circuit's.
 */
export function HoldColorLine({ holdColor, size = 'xs' }: { holdColor: HoldColor | null; size?: 'xs' | 'sm' }) {
  const t = useT(climberCatalog);
  if (!holdColor) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="hold-color">
      <HoldColorDot colorCode={holdColor.code} colorId={holdColor.id} size={size === 'xs' ? 12 : 14} />
      <Text fz={size} c="dimmed">
        {t('rows.holdColor', { name: holdColor.name })}
      </Text>
    </Group>
  );
}
