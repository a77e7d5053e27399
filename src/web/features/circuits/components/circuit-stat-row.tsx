import { Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CircuitHeader } from '../../../../shared/contract/circuits';
import { DifficultyIcon } from '../../../components/difficulty-icon';
import { StatChange } from '../../../components/stat-change';
import { LevelSplitBar } from './level-split-bar';
import classes from './circuit-stat-row.module.css';

export const LAST_MONTH_LABEL = 'vs mois dernier';

/** The figures of a circuit against last month (docs/statistics.md "Vue des circuits"). */
export function CircuitFigures({ header, comparisonLabel = LAST_MONTH_LABEL }: { header: CircuitHeader; comparisonLabel?: string }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" verticalSpacing="md">
      <StatChange label="Essais" value={header.tries_total} previous={header.tries_total_last_month} decimals={0} size="lg" comparisonLabel={comparisonLabel} />
      <StatChange label="Essais par jour" value={header.tries_per_day} previous={header.tries_per_day_last_month} size="lg" comparisonLabel={comparisonLabel} />
      <StatChange
        label="Taux de réussite"
        value={header.success_rate}
        previous={header.success_rate_last_month}
        percent
        size="lg"
        comparisonLabel={comparisonLabel}
      />
      <StatChange
        label="Grimpeurs actifs"
        value={header.active_climbers}
        previous={header.active_climbers_last_month}
        decimals={0}
        size="lg"
        comparisonLabel={comparisonLabel}
      />
    </SimpleGrid>
  );
}

/** One circuit of the overview; the whole row leads to its details and remembers the choice. */
export function CircuitStatRow({ header, onChoose }: { header: CircuitHeader; onChoose: (header: CircuitHeader) => void }) {
  return (
    <Paper
      component={Link}
      to={paths.circuitDetails.path}
      onClick={() => onChoose(header)}
      withBorder
      p="lg"
      className={classes.row}
      aria-label={`Voir le détail du circuit ${header.name}`}
      data-testid="circuit-row"
      data-circuit={header.name}
    >
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <DifficultyIcon svg={header.svg} color1={header.color_1} color2={header.color_2} size={36} />
            <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
              <div>
                <Text fw={700} fz="lg" lh={1.2}>
                  {header.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {header.boulder_count} bloc{header.boulder_count > 1 ? 's' : ''} · {header.corresponding_difficulty}
                </Text>
              </div>
              <LevelSplitBar counts={[header.level1_count, header.level2_count, header.level3_count]} height={8} compact />
            </Stack>
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Group gap="md" wrap="nowrap" align="center">
            <div style={{ flex: 1, minWidth: 0 }}>
              {/* The list's heading already says 'Par rapport au mois dernier'. */}
              <CircuitFigures header={header} comparisonLabel="" />
            </div>
            <IconChevronRight size={22} color="var(--mantine-color-gray-5)" aria-hidden="true" style={{ flex: 'none' }} />
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
