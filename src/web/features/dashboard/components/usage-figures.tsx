import { Paper, SimpleGrid, Skeleton, Stack, ThemeIcon, Group } from '@mantine/core';
import { IconActivity, IconCalendarEvent, IconDeviceMobile, IconUsers, type Icon } from '@tabler/icons-react';
import type { GymGeneralStats } from '../../../../shared/contract/dashboard';
import { StatChange } from '../../../components/stat-change';

type FigureKey = 'connexionsTotal' | 'sessionsTotal' | 'trysTotal' | 'distinctConnexions';

// The four usage figures of back-office.md §2 (decisions.md §4 defines them).
const FIGURES: { key: FigureKey; label: string; icon: Icon }[] = [
  { key: 'connexionsTotal', label: 'Connexions', icon: IconDeviceMobile },
  { key: 'sessionsTotal', label: 'Séances', icon: IconCalendarEvent },
  { key: 'trysTotal', label: 'Essais', icon: IconActivity },
  { key: 'distinctConnexions', label: 'Grimpeurs connectés', icon: IconUsers },
];

/** Connections, sessions, tries and distinct climbers of the period against last month. */
export function UsageFigures({ stats }: { stats: GymGeneralStats | undefined }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '400px': 2, '860px': 4 }} spacing="md">
      {FIGURES.map(({ key, label, icon: FigureIcon }) => (
        <Paper key={key} withBorder p="md" data-testid={`usage-${key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            {stats ? (
              <StatChange label={label} value={stats[key]} previous={stats[`${key}LastMonth`]} decimals={0} />
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
