import { Paper, SimpleGrid, Skeleton, Stack, ThemeIcon, Group } from '@mantine/core';
import { IconActivity, IconCalendarEvent, IconDeviceMobile, IconUsers, type Icon } from '@tabler/icons-react';
import type { GymGeneralStats } from '../../../../shared/contract/dashboard';
import { StatChange } from '../../../components/stat-change';
import { dashboardCatalog } from '../../../lib/catalogs/dashboard';
import { useT } from '../../../lib/i18n';

type FigureKey = 'connexionsTotal' | 'sessionsTotal' | 'trysTotal' | 'distinctConnexions';

// The four usage figures of docs/product.md › Back office: screens (docs/product.md › Statistics defines them), labelled `dashboard.figure.{key}`.
const FIGURES: { key: FigureKey; icon: Icon }[] = [
  { key: 'connexionsTotal', icon: IconDeviceMobile },
  { key: 'sessionsTotal', icon: IconCalendarEvent },
  { key: 'trysTotal', icon: IconActivity },
  { key: 'distinctConnexions', icon: IconUsers },
];

/** Connections, sessions, tries and distinct climbers of the period against last month. */
export function UsageFigures({ stats }: { stats: GymGeneralStats | undefined }) {
  const t = useT(dashboardCatalog);
  return (
    <SimpleGrid type="container" cols={{ base: 1, '400px': 2, '860px': 4 }} spacing="md">
      {FIGURES.map(({ key, icon: FigureIcon }) => (
        <Paper key={key} withBorder p="md" data-testid={`usage-${key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            {stats ? (
              <StatChange label={t(`dashboard.figure.${key}`)} value={stats[key]} previous={stats[`${key}LastMonth`]} decimals={0} />
            ) : (
              <Stack gap={8} aria-hidden="true" style={{ flex: 1 }}>
                <Skeleton h={12} w="55%" />
                <Skeleton h={24} w="45%" />
                <Skeleton h={10} w="70%" />
              </Stack>
            )}
            <ThemeIcon variant="light" size={38} radius="md" aria-hidden="true">
              <FigureIcon size={20} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
