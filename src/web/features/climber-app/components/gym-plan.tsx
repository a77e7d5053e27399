import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import type { ClimberBoulder, GymDetail } from '../../../../shared/contract/climber-reads';
import { useT } from '../../../lib/i18n';
import { onActivateKeys } from '../../../lib/activate-keys';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { canvasMeasure, outlineSpan, planLabel } from './plan-labels';
import { PlanPins } from './plan-pins';

/** More placed boulders than this on the whole plan show as dots until a sector is chosen. */
const MAX_PINS_WITHOUT_SECTOR = 40;

interface SectorCount {
  total: number;
  done: number;
}

/**
 * The gym's plan with its sectors' outlines and names (docs/product.md › Climbers: the app 'by sector'): a tap on a sector
 * shows its boulders, a tap on a boulder's pin opens it. Sectors without an outline are only in the list below the plan.
 */
export function GymPlan({
  gym,
  counts,
  selected,
  onSelect,
  boulders,
  onOpenBoulder,
}: {
  gym: GymDetail;
  counts: Map<number, SectorCount>;
  selected: number | null;
  onSelect: (sectorId: number | null) => void;
  /** The boulders shown in the list: those placed on the plan get a pin. */
  boulders: ClimberBoulder[];
  onOpenBoulder: (boulderId: number) => void;
}) {
  const t = useT(climberCatalog);
  const { ref, width: shownWidth } = useElementSize();
  const measure = useMemo(() => canvasMeasure(typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily), []);
  const drawn = gym.sectors.filter((sector) => sector.outline && sector.viewBox);
  const viewBox = drawn[0]?.viewBox;
  if (!viewBox) return null;
  const [, , width = 1000, height = 600] = viewBox.split(' ').map(Number);
  // Plan units per screen pixel: the names stay at least 14 px and the counts 12 px on a phone (WCAG 1.4.3, docs/accessibility.md).
  const unitsPerPixel = shownWidth > 0 ? width / shownWidth : 1;
  const fontSize = Math.max(Math.round(width / 42), 14 * unitsPerPixel);
  const countSize = Math.max(fontSize * 0.85, 12 * unitsPerPixel);
  // Smaller, down to 12 px, only where a name does not fit its sector in lines at the full size.
  const sizes = Array.from({ length: Math.max(1, Math.floor(fontSize / unitsPerPixel) - 11) }, (_, step) =>
    Math.max(fontSize - step * unitsPerPixel, 12 * unitsPerPixel),
  );
  // A white halo keeps the dark labels readable over the plan's picture and the outlines.
  const halo = { stroke: '#fff', strokeWidth: fontSize * 0.18, paintOrder: 'stroke', strokeLinejoin: 'round' } as const;
  // A whole gym's pins would bury the sectors under the finger: until one is chosen, they are dots.
  const dotsOnly = selected === null && boulders.filter((boulder) => boulder.planPosition).length > MAX_PINS_WITHOUT_SECTOR;
  return (
    <Box ref={ref} pos="relative" style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }} data-testid="gym-plan">
      <svg
        viewBox={viewBox}
        width="100%"
        role="group"
        aria-label={t('plan.label', { gym: gym.name })}
        style={{ display: 'block', background: 'var(--mantine-color-gray-0)' }}
      >
        {gym.plan && <image href={gym.plan} x={0} y={0} width={width} height={height} preserveAspectRatio="xMidYMid slice" opacity={0.55} />}
        {drawn.map((sector) => {
          const count = counts.get(sector.id) ?? { total: 0, done: 0 };
          const active = selected === sector.id;
          return (
            <g
              key={sector.id}
              role="button"
              tabIndex={0}
              aria-pressed={active}
              aria-label={t('plan.sector', { name: sector.name, total: count.total, done: count.done })}
              onClick={() => onSelect(active ? null : sector.id)}
              onKeyDown={onActivateKeys(() => onSelect(active ? null : sector.id))}
              style={{ cursor: 'pointer' }}
            >
              <path
                d={sector.outline!}
                fill={active ? 'rgba(11, 107, 93, 0.45)' : 'rgba(11, 107, 93, 0.12)'}
                stroke="#0b6b5d"
                strokeWidth={active ? 5 : 2}
                strokeLinejoin="round"
              />
            </g>
          );
        })}
        <PlanPins gym={gym} boulders={boulders} width={width} height={height} unitsPerPixel={unitsPerPixel} dotsOnly={dotsOnly} onOpen={onOpenBoulder} />
        {/* The names above the pins, so that a full wall still reads; their sectors' buttons carry the same words. */}
        <g aria-hidden="true" style={{ pointerEvents: 'none' }}>
          {drawn.map((sector) => {
            const count = counts.get(sector.id) ?? { total: 0, done: 0 };
            const label = planLabel(sector.name, { x: sector.labelX, span: outlineSpan(sector.outline!), planWidth: width, sizes, measure });
            const lineHeight = label.size * 1.1;
            const top = sector.labelY - ((label.lines.length - 1) * lineHeight) / 2;
            return (
              <g key={sector.id}>
                <text x={label.x} y={top} textAnchor="middle" fontSize={label.size} fontWeight={700} fill="#083d36" {...halo}>
                  {label.lines.map((line, index) => (
                    <tspan key={index} x={label.x} dy={index === 0 ? 0 : lineHeight}>
                      {line}
                    </tspan>
                  ))}
                </text>
                <text
                  x={label.x}
                  y={top + (label.lines.length - 1) * lineHeight + label.size * 1.2}
                  textAnchor="middle"
                  fontSize={countSize}
                  fill="#083d36"
                  {...halo}
                >
                  {count.done}/{count.total}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      {dotsOnly && (
        <Text fz="sm" c="dimmed" px="sm" py={6} bg="white">
          {t('plan.tapSector')}
        </Text>
      )}
    </Box>
  );
}
