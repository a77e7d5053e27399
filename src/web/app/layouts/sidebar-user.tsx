import { Avatar, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { fullName, isAdmin, useRouteSetterInfo } from '../../api/current-user';
import { useLogout } from '../../features/auth/api/logout';
import { useT } from '../../lib/i18n';
import { backOfficeCatalog } from '../../lib/catalogs/back-office';

/** The logged-in staff member (picture, first and last name) and the 'Déconnexion' button. */
export function SidebarUser({ userId }: { userId: string }) {
  const t = useT(backOfficeCatalog);
  const info = useRouteSetterInfo(userId);
  const logout = useLogout();
  const name = info.data ? fullName(info.data) : '';

  return (
    <Stack gap="sm">
      {info.data ? (
        <Group gap="sm" wrap="nowrap" data-testid="sidebar-user">
          <Avatar src={info.data.profile_picture || null} name={name} color="initials" alt={name} radius="xl" size={42} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" truncate="end">
              {name}
            </Text>
            <Text fz="xs" c="dimmed">
              {isAdmin(info.data) ? t('backOffice.administrateur') : t('backOffice.equipeSalle')}
            </Text>
          </div>
        </Group>
      ) : (
        <Group gap="sm" wrap="nowrap" aria-hidden="true">
          <Skeleton circle height={42} animate={info.isPending} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="80%" animate={info.isPending} />
            <Skeleton height={8} width="50%" animate={info.isPending} />
          </Stack>
        </Group>
      )}
      <Button variant="default" fullWidth leftSection={<IconLogout size={18} aria-hidden="true" />} loading={logout.isPending} onClick={() => logout.mutate()}>
        {t('backOffice.deconnexion')}
      </Button>
    </Stack>
  );
}
