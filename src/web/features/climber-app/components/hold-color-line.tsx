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
  // Plain spans: it stands in every row of a gym's list, and inside the row's button (boulder-list-rows.tsx).
  return (
    <span
      data-testid="hold-color"
      style={{ display: 'flex', alignItems: 'center', gap: 4, fontSize: `var(--mantine-font-size-${size})`, color: 'var(--mantine-color-dimmed)' }}
    >
      <HoldColorDot colorCode={holdColor.code} colorId={holdColor.id} size={size === 'xs' ? 12 : 14} />
      {t('rows.holdColor', { name: holdColor.name })}
    </span>
  );
}
