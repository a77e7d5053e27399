import { Box, Group, Paper, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GymGeneralStats } from '../../../../shared/contract/dashboard';
import { formatPercent } from '../../../../shared/domain/format';
import { paths } from '../../../config/paths';
import { DifficultyIcon } from '../../../components/difficulty-icon';
import { distributionColumns } from '../lib/dashboard-rules';
import classes from './difficulty-distribution.module.css';
import { SetupHint } from '../../../components/setup-hint';
import { useT } from '../../../lib/i18n';
import { dashboardCatalog } from '../../../lib/catalogs/dashboard';

const BAR_AREA_HEIGHT = 190;

function columnBackground(color1: string, color2: string | null) {
  return color2 ? `linear-gradient(90deg, ${color1} 0 50%, ${color2} 50% 100%)` : color1;
}

/**
 * Active boulders per difficulty, one column each, the largest share drawn at 75 % of the area
 * (docs/product.md › Back office: limits). The whole chart leads to /circuits-overview.
 */
export function DifficultyDistribution({ stats }: { stats: GymGeneralStats | undefined }) {
  const t = useT(dashboardCatalog);
  const columns = stats ? distributionColumns(stats.difficulties, stats.totalActiveRoutes) : [];
  return (
    <Paper withBorder p="lg" h="100%">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <div>
          <Text component="h2" fw={700} fz="lg" m={0}>
            {t('dashboard.repartitionBlocs')}
          </Text>
          <Text fz="sm" c="dimmed">
            {stats ? t('dashboard.blocsActifsParDifficulte', { totalActiveRoutes: stats.totalActiveRoutes }) : '\u00a0'}
          </Text>
        </div>
      </Group>
      {stats && stats.difficulties.length === 0 ? (
        <SetupHint kind="circuits" py="xl" ta="center" />
      ) : !stats ? (
        <Group gap="md" align="flex-end" h={BAR_AREA_HEIGHT + 48} aria-hidden="true" wrap="nowrap">
          {[55, 75, 40, 62, 30, 48].map((height, index) => (
            <Skeleton key={index} h={`${height}%`} style={{ flex: 1 }} />
          ))}
        </Group>
      ) : (
        <UnstyledButton
          component={Link}
          to={paths.circuitsOverview.path}
          className={classes.chart}
          aria-label={t('dashboard.repartitionBlocsParDifficulte')}
          data-testid="difficulty-distribution"
        >
          <div className={classes.columns} style={{ height: BAR_AREA_HEIGHT }}>
            {columns.map((column) => (
              <div key={column.id} className={classes.column} data-testid="distribution-column" data-height={column.height.toFixed(2)}>
                <Text fz="xs" fw={700} ta="center" lh={1.2}>
                  {column.countBoulder}
                </Text>
                <Text fz={11} c="dimmed" ta="center" lh={1.2} mb={4}>
                  {formatPercent(column.share)}
                </Text>
                <Box
                  className={classes.fill}
                  style={{ height: `${column.height}%`, background: columnBackground(column.difficultyColor1, column.difficultyColor2) }}
                />
              </div>
            ))}
          </div>
          <div className={classes.labels}>
            {columns.map((column) => (
              <div key={column.id} className={classes.label}>
                <DifficultyIcon color1={column.difficultyColor1} color2={column.difficultyColor2} size={16} />
                <Text fz={11} fw={600} ta="center" lh={1.2} lineClamp={2}>
                  {column.difficultyName}
                </Text>
                <Text fz={10} c="dimmed" ta="center" lh={1.1}>
                  {column.difficultyGrade}
                </Text>
              </div>
            ))}
          </div>
          <Group gap={4} justify="flex-end" mt="sm" c="gaston.7" fz="sm" fw={600}>
            {t('dashboard.voirCircuits')} <IconChevronRight size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      )}
    </Paper>
  );
}
