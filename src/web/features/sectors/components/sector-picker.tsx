import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { SectorBasisChoice } from '../../../../shared/contract/sectors';
import classes from './sector-picker.module.css';
import { useT } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

export type OutlineTone = 'newest' | 'next' | 'plain';

/** Newest sector green, next to be dismantled red (docs/product.md › Back office: screens); the others neutral. */
export function outlineTone(choice: Pick<SectorBasisChoice, 'newest_sector' | 'oldest_sector'>): OutlineTone {
  if (choice.newest_sector) return 'newest';
  if (choice.oldest_sector) return 'next';
  return 'plain';
}

export const OUTLINE_COLORS: Record<OutlineTone, string> = {
  newest: '#2f9e44',
  next: '#e03131',
  plain: '#1971c2',
};

const BUTTON_COLORS: Record<OutlineTone, string> = { newest: 'green', next: 'red', plain: 'blue' };

/** Thin and neutral for the sectors without a mark, so that the marked and the selected ones stand out. */
const PLAIN_STROKE = '#495057';

/** How an outline is drawn: the selected one is filled and thick, the marked ones tinted, the others only traced. */
export function outlineStyle(tone: OutlineTone, selected: boolean) {
  if (selected) return { stroke: OUTLINE_COLORS[tone], fill: OUTLINE_COLORS[tone], fillOpacity: 0.45, strokeWidth: 6 };
  if (tone === 'plain') return { stroke: PLAIN_STROKE, fill: OUTLINE_COLORS.plain, fillOpacity: 0, strokeWidth: 1.5 };
  return { stroke: OUTLINE_COLORS[tone], fill: OUTLINE_COLORS[tone], fillOpacity: 0.2, strokeWidth: 3.5 };
}

interface SectorPickerProps {
  choices: readonly SectorBasisChoice[];
  /** The gym's picture the outlines are drawn over; the outlines alone without it. */
  picture: string | null;
  selectedId: number | null;
  onSelect: (sectorId: number) => void;
}

/** Fallback drawing size when no sector has an outline. */
const DEFAULT_SIZE = { width: 1000, height: 600 };

/**
 * 'Choisis le secteur à analyser': the sector outlines over the gym's sectors picture and one button
 * per sector; clicking either selects the sector.
 */
export function SectorPicker({ choices, picture, selectedId, onSelect }: SectorPickerProps) {
  const t = useT(sectorsCatalog);
  const outlined = choices.filter((choice) => choice.polyline && choice.polyline.paths.length > 0);
  const size = outlined[0]?.polyline ?? DEFAULT_SIZE;
  const showMap = outlined.length > 0 || picture !== null;

  return (
    <Stack gap="md">
      {showMap && (
        <Box
          pos="relative"
          w="100%"
          data-testid="sector-map"
          style={{
            aspectRatio: `${size.width} / ${size.height}`,
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            background: 'var(--mantine-color-gray-1)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {picture && (
            <img
              src={picture}
              alt={t('sectors.planSecteursSalle')}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill', display: 'block' }}
            />
          )}
          {/* Unselected sectors first, so that the highlighted outline is drawn on top of its neighbours. */}
          {[...outlined]
            .sort((a, b) => Number(a.id === selectedId) - Number(b.id === selectedId))
            .map((choice) => (
              <SectorOutline key={choice.id} choice={choice} selected={choice.id === selectedId} onSelect={onSelect} />
            ))}
        </Box>
      )}

      <Group gap="xs" role="group" aria-label={t('sectors.secteurs')}>
        {choices.map((choice) => {
          const tone = outlineTone(choice);
          const selected = choice.id === selectedId;
          return (
            <Button
              key={choice.id}
              size="sm"
              radius="xl"
              color={BUTTON_COLORS[tone]}
              variant={selected ? 'filled' : tone === 'plain' ? 'default' : 'light'}
              aria-pressed={selected}
              title={tone === 'plain' ? undefined : t(`sectors.tone.${tone}`)}
              data-testid={`sector-button-${choice.id}`}
              data-tone={tone}
              onClick={() => onSelect(choice.id)}
            >
              {choice.name}
            </Button>
          );
        })}
      </Group>

      <Group gap="lg" fz="xs" c="dimmed" aria-hidden="true">
        <LegendItem color={OUTLINE_COLORS.newest} label={t('sectors.tone.newest')} />
        <LegendItem color={OUTLINE_COLORS.next} label={t('sectors.tone.next')} />
        <LegendItem color={OUTLINE_COLORS.plain} label={t('sectors.secteurSelectionne')} filled />
      </Group>
    </Stack>
  );
}

function SectorOutline({ choice, selected, onSelect }: { choice: SectorBasisChoice; selected: boolean; onSelect: (id: number) => void }) {
  const outline = choice.polyline!;
  const tone = outlineTone(choice);
  const style = outlineStyle(tone, selected);
  return (
    // The buttons below carry the keyboard and screen-reader access; the outlines are the pointer shortcut.
    <svg
      viewBox={`0 0 ${outline.width} ${outline.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' }}
    >
      <g data-testid={`sector-outline-${choice.id}`} data-tone={tone} data-selected={selected} onClick={() => onSelect(choice.id)} className={classes.outline}>
        <title>{choice.name}</title>
        {outline.paths.map((d, index) => (
          <path
            key={index}
            d={d}
            fill={style.fill}
            fillOpacity={style.fillOpacity}
            stroke={style.stroke}
            strokeWidth={style.strokeWidth}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <text
          x={choice.x}
          y={choice.y}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={selected ? 30 : 24}
          fontWeight={selected ? 800 : 600}
          fill={selected ? '#1a1b1e' : '#343a40'}
          stroke="#ffffff"
          strokeWidth={6}
          paintOrder="stroke"
          style={{ pointerEvents: 'none', fontFamily: 'inherit' }}
        >
          {choice.name}
        </text>
      </g>
    </svg>
  );
}

function LegendItem({ color, label, filled = false }: { color: string; label: string; filled?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={14} h={14} style={{ borderRadius: 4, border: `${filled ? 3 : 2}px solid ${color}`, background: filled ? `${color}73` : `${color}33` }} />
      <Text fz="xs" c="dimmed" span>
        {label}
      </Text>
    </Group>
  );
}
