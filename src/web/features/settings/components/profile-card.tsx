import { Avatar, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconLock } from '@tabler/icons-react';
import type { RouteSetterInfo } from '../../../../shared/contract/auth';
import type { GymInfo } from '../../../../shared/contract/gyms';
import { ACCESS_TYPES, ROLE_LABELS_FR } from '../../../../shared/domain/roles';
import { fullName, isAdmin } from '../../../api/current-user';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';
import { SectionCard } from '../../../components/section-card';

/** 'Administrateur', then the access types the user holds in any of their gyms, in the spec order. */
export function profileRoles(t: TranslateOf<typeof settingsCatalog>, info: RouteSetterInfo | undefined, gyms: GymInfo[] | undefined): string[] {
  const labels = isAdmin(info) ? [t('settings.administrateur')] : [];
  const held = new Set((gyms ?? []).flatMap((gym) => gym.access_types));
  return [...labels, ...ACCESS_TYPES.filter((type) => held.has(type)).map((type) => ROLE_LABELS_FR[type])];
}

interface ProfileCardProps {
  info: RouteSetterInfo | undefined;
  roles: string[];
  rolesLoading: boolean;
  onChangePassword: () => void;
}

/** The profile block of /parameters-admin: picture, name, role and the password button. */
export function ProfileCard({ info, roles, rolesLoading, onChangePassword }: ProfileCardProps) {
  const t = useT(settingsCatalog);
  const name = info ? fullName(info) : '';
  return (
    <SectionCard id="profile-title" title={t('settings.monProfil')}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          {info ? <Avatar src={info.profile_picture || null} name={name} color="initials" alt={name} radius="xl" size={64} /> : <Skeleton circle height={64} />}
          <Stack gap={6} miw={0}>
            {info ? (
              <Text fw={700} fz="lg" truncate="end" data-testid="profile-name">
                {name}
              </Text>
            ) : (
              <Skeleton height={18} width={180} />
            )}
            <Group gap={6} mih={22} aria-label={t('settings.role')}>
              {rolesLoading ? (
                <Skeleton height={20} width={140} radius="xl" />
              ) : (
                roles.map((role) => (
                  <Badge key={role} variant={role === 'Administrateur' ? 'filled' : 'light'} radius="sm">
                    {role}
                  </Badge>
                ))
              )}
            </Group>
          </Stack>
        </Group>
        <Button variant="light" leftSection={<IconLock size={18} aria-hidden="true" />} onClick={onChangePassword}>
          {t('settings.changerMotPasse')}
        </Button>
      </Group>
      <Group gap={8} wrap="nowrap" align="flex-start" c="dimmed">
        <IconDeviceMobile size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
        <Text fz="sm" inherit>
          {t('settings.mobileAppNote')}
        </Text>
      </Group>
    </SectionCard>
  );
}
