import { Alert, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEyeOff, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PublishGymButton } from '../../components/publish-gym-button';
import { isGymSuspended, useCurrentGym } from '../../api/current-gym';
import { useT } from '../../lib/i18n';
import { backOfficeCatalog } from '../../lib/catalogs/back-office';

/**
 * The current gym's status around every back-office page: a suspended gym shows why instead of the
 * page (its calls would all be refused), a draft gym a line saying climbers do not see it yet.
 */
export function GymStatusFrame({ children }: { children: ReactNode }) {
  const t = useT(backOfficeCatalog);
  const current = useCurrentGym();
  if (isGymSuspended(current.error)) {
    return (
      <Stack p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" w="100%">
        <Paper withBorder p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={52} radius="xl" variant="light" color="red" aria-hidden="true">
              <IconLock size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz="xl">
              {current.name ?? 'Salle'}
            </Title>
            <Text fw={600}>{t('backOffice.gymSuspended')}</Text>
            <Text c="dimmed" fz="sm">
              {t('backOffice.rienEteSupprimeTout')}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  const draft = current.gym?.status === 'draft';
  return (
    <>
      {draft && current.gymId !== null && (
        <Alert color="ochre" variant="light" radius={0} icon={<IconEyeOff size={20} aria-hidden="true" />} role="status">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t('backOffice.gymDraft')}</Text>
            {current.isAdmin && <PublishGymButton gymId={current.gymId} />}
          </Group>
        </Alert>
      )}
      {children}
    </>
  );
}
