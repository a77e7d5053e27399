import type { ClimberBoulder, GymDetail } from '../../../../shared/contract/climber-reads';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { useT } from '../../../lib/i18n';
import { onActivateKeys } from '../../../lib/activate-keys';

/** The pin's fill: the holds' colour, else the circuit's. */
function pinColor(gym: GymDetail, boulder: ClimberBoulder): string {
  if (boulder.holdColor) return boulder.holdColor.code;
  return gym.circuits.find((circuit) => circuit.id === boulder.difficultyId)?.color_1 ?? '#868e96';
}

/**
 * The placed boulders on the app's plan, to find one on the wall: a pin in
 * the holds' colour, a ring around the new ones, a tap (or Enter) opening the boulder's sheet. Drawn
 * in the plan's units; `unitsPerPixel` keeps each pin about 16 px wide with a 28 px target on a phone.
 */
export function PlanPins({
  gym,
  boulders,
  width,
  height,
  unitsPerPixel,
  dotsOnly,
  onOpen,
}: {
  gym: GymDetail;
  boulders: ClimberBoulder[];
  width: number;
  height: number;
  unitsPerPixel: number;
  /** Small dots, not buttons (a whole gym's boulders): the sectors under them stay easy to tap. */
  dotsOnly: boolean;
  onOpen: (boulderId: number) => void;
}) {
  const t = useT(climberCatalog);
  const radius = 8 * unitsPerPixel;
  const placed = boulders.filter((boulder) => boulder.planPosition);
  if (dotsOnly) {
    return (
      <g data-testid="plan-dots" aria-hidden="true" style={{ pointerEvents: 'none' }}>
        {placed.map((boulder) => (
          <circle
            key={boulder.id}
            cx={boulder.planPosition!.x * width}
            cy={boulder.planPosition!.y * height}
            r={radius * 0.45}
            fill={pinColor(gym, boulder)}
            stroke="#212529"
            strokeWidth={radius * 0.12}
          />
        ))}
      </g>
    );
  }
  return (
    <g data-testid="plan-pins">
      {placed.map((boulder) => {
        const cx = boulder.planPosition!.x * width;
        const cy = boulder.planPosition!.y * height;
        const open = () => onOpen(boulder.id);
        return (
          <g
            key={boulder.id}
            role="button"
            tabIndex={0}
            aria-label={t(boulder.isNew ? 'plan.newPin' : 'plan.pin', { name: boulder.name, grade: boulder.grade })}
            data-testid="plan-pin"
            data-new={boulder.isNew || undefined}
            onClick={open}
            onKeyDown={onActivateKeys(open)}
            style={{ cursor: 'pointer' }}
          >
            {/* The target, larger than the pin. */}
            <circle cx={cx} cy={cy} r={radius * 1.75} fill="transparent" />
            {boulder.isNew && <circle cx={cx} cy={cy} r={radius * 1.45} fill="none" stroke="#9c36b5" strokeWidth={radius * 0.45} />}
            <circle cx={cx} cy={cy} r={radius} fill={pinColor(gym, boulder)} stroke="#212529" strokeWidth={radius * 0.25} />
          </g>
        );
      })}
    </g>
  );
}
