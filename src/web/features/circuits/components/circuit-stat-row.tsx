import { Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CircuitHeader } from '../../../../shared/contract/circuits';
import { DifficultyIcon } from '../../../components/difficulty-icon';
import { StatChange } from '../../../components/stat-change';
import { LevelSplitBar } from './level-split-bar';
import classes from './circuit-stat-row.module.css';
import { useT } from '../../../lib/i18n';
import { circuitsCatalog } from '../../../lib/catalogs/circuits';

/** The figures of a circuit against last month (docs/statistics.md "Vue des circuits"). */
export function CircuitFigures({ header, comparisonLabel: givenLabel }: { header: CircuitHeader; comparisonLabel?: string }) {
  const t = useT(circuitsCatalog);
  const comparisonLabel = givenLabel ?? t('circuits.vsMoisDernier');
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" verticalSpacing="md">
      {[
        { label: t('circuits.essais'), value: header.tries_total, previous: header.tries_total_last_month, decimals: 0 },
        { label: t('circuits.essaisParJour'), value: header.tries_per_day, previous: header.tries_per_day_last_month },
        { label: t('circuits.tauxReussite'), value: header.success_rate, previous: header.success_rate_last_month, percent: true },
        { label: t('circuits.grimpeursActifs'), value: header.active_climbers, previous: header.active_climbers_last_month, decimals: 0 },
      ].map((figure) => (
        <StatChange key={figure.label} size="lg" comparisonLabel={comparisonLabel} {...figure} />
      ))}
    </SimpleGrid>
  );
}

/** One circuit of the overview; the whole row leads to its details and remembers the choice. */
export function CircuitStatRow({ header, onChoose }: { header: CircuitHeader; onChoose: (header: CircuitHeader) => void }) {
  const t = useT(circuitsCatalog);
  return (
    <Paper
      component={Link}
      to={paths.circuitDetails.path}
      onClick={() => onChoose(header)}
      withBorder
      p="lg"
      className={classes.row}
      aria-label={t('circuits.voirDetailCircuit', { name: header.name })}
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
                  {t('circuits.bloc', { boulderCount: header.boulder_count, correspondingDifficulty: header.corresponding_difficulty })}
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
