import { Box, Group, luminance, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import type { Route } from '../../../../shared/contract/routes';
import { CircuitIcon } from '../../../components/difficulty-icon';
import { groupByDifficulty } from '../lib/boulder-grades';
import { useT } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

/** Bar height given to each boulder (docs/product.md › Back office: limits). */
export const HISTOGRAM_PX_PER_BOULDER = 20;

/** Bars share the card's width, within these limits (a scrollbar appears past the minimum). */
const BAR_MIN_WIDTH = 28;
const BAR_MAX_WIDTH = 56;

/**
 * Light circuit colours (yellow, white, either half of a two-colour circuit) get a dark edge so that the
 * bar keeps a 3:1 contrast with the white card (WCAG 1.4.11, docs/accessibility.md).
 */
function edgeOf(...colors: (string | null)[]): string {
  // Under 3:1 against the white card: a luminance above (1 + 0.05) / 3 − 0.05 = 0.3.
  return colors.some((color) => color && luminance(color) > 0.3) ? 'rgba(0, 0, 0, 0.5)' : 'rgba(0, 0, 0, 0.15)';
}

/**
 * One bar per circuit of the sector, circuits ordered by grade; each boulder is a 20 px block of
 * its bar (easiest sub-level at the bottom), so a bar of n boulders is n × 20 px high.
 */
export function DifficultyHistogram({ routes }: { routes: readonly Route[] }) {
  const t = useT(sectorsCatalog);
  const groups = groupByDifficulty(routes);
  if (groups.length === 0) {
    return (
      <Text c="dimmed" fz="sm" ta="center" py="lg">
        {t('sectors.aucunBlocDansSecteur')}
      </Text>
    );
  }
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group
        component="ul"
        gap="sm"
        align="flex-end"
        wrap="nowrap"
        p={0}
        m={0}
        pt="xs"
        style={{ listStyle: 'none', minHeight: HISTOGRAM_PX_PER_BOULDER * 3 }}
        aria-label={t('sectors.repartitionBlocsParDifficulte')}
      >
        {groups.map(({ difficulty, routes: boulders }) => {
          const color2 = difficulty.color_2;
          const label = t('sectors.bloc', { name: difficulty.name, bouldersCount: boulders.length });
          return (
            <Stack
              component="li"
              key={difficulty.id}
              gap={6}
              align="center"
              data-testid="histogram-bar"
              data-difficulty={difficulty.name}
              aria-label={label}
              style={{ flex: '1 1 0', minWidth: BAR_MIN_WIDTH, maxWidth: BAR_MAX_WIDTH }}
            >
              <Text fz="sm" fw={700} lh={1}>
                {boulders.length}
              </Text>
              <Box
                data-testid="histogram-bar-body"
                w="100%"
                style={{
                  // Plain pixels (not Mantine's scaled rem): the spec counts 20 px per boulder.
                  height: `${boulders.length * HISTOGRAM_PX_PER_BOULDER}px`,
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  borderRadius: 6,
                  overflow: 'hidden',
                  // An outline is painted over the blocks (an inset shadow would be hidden under them).
                  outline: `1px solid ${edgeOf(difficulty.color_1, color2)}`,
                  outlineOffset: -1,
                }}
              >
                {boulders.map((route, index) => (
                  <Tooltip key={route.id} label={`${route.name} (${route.difficulty})`} withArrow openDelay={150}>
                    <Box
                      style={{
                        height: `${HISTOGRAM_PX_PER_BOULDER}px`,
                        flex: 'none',
                        // Two-colour circuits: one half each, side by side, so the stacked blocks read as one bar.
                        background: color2 ? `linear-gradient(90deg, ${difficulty.color_1} 50%, ${color2} 50%)` : difficulty.color_1,
                        borderTop: index < boulders.length - 1 ? '1px solid rgba(255, 255, 255, 0.55)' : undefined,
                        boxSizing: 'border-box',
                      }}
                    />
                  </Tooltip>
                ))}
              </Box>
              <CircuitIcon circuit={difficulty} size={22} />
            </Stack>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
