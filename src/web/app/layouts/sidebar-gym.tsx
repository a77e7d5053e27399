import { Paper, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useFavoriteGym } from '../../lib/storage';

/**
 * ┌─ GYM SLOT ───────────────────────────────────────────────────────────────────────────────┐
 * │ The sidebar's gym name and the 'Changer salle' button (opening the 'Choix salle' modal,    │
 * │ back-office.md §2 Sidebar) belong here. They arrive with the gym calls in a later issue;   │
 * │ until then this only shows the favourite gym if one is stored, and calls no endpoint.      │
 * └──────────────────────────────────────────────────────────────────────────────────────────┘
 */
export function SidebarGym() {
  const gym = useFavoriteGym();
  if (!gym) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gaston-light)" data-testid="sidebar-gym">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconBuildingStore size={14} aria-hidden="true" /> Salle
      </Text>
      <Text fw={700} lineClamp={2}>
        {gym.name}
      </Text>
    </Paper>
  );
}
