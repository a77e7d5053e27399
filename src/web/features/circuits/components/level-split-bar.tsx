import { Box, Group, Stack, Text } from '@mantine/core';
import { LevelMarks } from '../../../components/level-marks';
import { share, shareText } from '../lib/shares';
import { useT } from '../../../lib/i18n';
import { circuitsCatalog } from '../../../lib/catalogs/circuits';

/** Shades of the brand colour, from level 1 (light) to level 3 (dark). */
export const LEVEL_COLORS = ['var(--mantine-color-gaston-2)', 'var(--mantine-color-gaston-5)', 'var(--mantine-color-gaston-8)'] as const;

interface LevelSplitBarProps {
  /** Boulders of level 1, 2 and 3. */
  counts: readonly [number, number, number];
  /** Show the legend with counts and percentages under the bar. @default true */
  withLegend?: boolean;
  /** Bar height in px. @default 10 */
  height?: number;
  /** Legend without the words 'Niveau n' (the marks say it), for narrow places. */
  compact?: boolean;
}

/** How a circuit's boulders split between levels 1, 2 and 3, with each share as a whole percentage. */
export function LevelSplitBar({ counts, withLegend = true, height = 10, compact = false }: LevelSplitBarProps) {
  const t = useT(circuitsCatalog);
  const total = counts[0] + counts[1] + counts[2];
  const summary = counts.map((count, index) => t('circuits.niveau', { level: index + 1, count, shareText: shareText(count, total) })).join(', ');
  return (
    <Stack gap={6} data-testid="level-split">
      <Box
        role="img"
        aria-label={t('circuits.repartitionParNiveau', { summary })}
        h={height}
        style={{ display: 'flex', borderRadius: height, overflow: 'hidden', background: 'var(--mantine-color-gray-2)' }}
      >
        {counts.map((count, index) =>
          count > 0 ? (
            <Box key={index} h="100%" w={`${share(count, total)}%`} style={{ background: LEVEL_COLORS[index] }} data-testid={`level-${index + 1}-segment`} />
          ) : null,
        )}
      </Box>
      {withLegend && (
        <Group gap={compact ? 'sm' : 'md'} wrap="wrap" aria-hidden="true">
          {counts.map((count, index) => (
            <Group key={index} gap={6} wrap="nowrap">
              <LevelMarks level={(index + 1) as 1 | 2 | 3} size={12} color={LEVEL_COLORS[2]} />
              <Text fz="xs" c="dimmed" span>
                {compact ? '' : t('circuits.niveau2', { level: index + 1 })}
                <Text span fz="xs" fw={700} c="var(--mantine-color-text)" data-testid={`level-${index + 1}-count`}>
                  {count}
                </Text>{' '}
                ({shareText(count, total)})
              </Text>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
