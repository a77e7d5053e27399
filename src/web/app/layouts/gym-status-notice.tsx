import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEyeOff, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-client';
import { isGymSuspended, useCurrentGym, usePublishGym } from '../../lib/current-gym';

export const SUSPENDED_TEXT = 'Salle suspendue, contactez le support.';
export const DRAFT_TEXT = 'Salle en préparation : les grimpeurs ne la voient pas encore.';

/** 'Publier la salle' for the gym's admins (go-live.md §3). */
export function PublishGymButton({ gymId, size = 'xs' }: { gymId: number; size?: 'xs' | 'sm' }) {
  const publish = usePublishGym();
  return (
    <Button
      size={size}
      loading={publish.isPending}
      onClick={() =>
        publish.mutate(gymId, {
          onSuccess: () => notifications.show({ color: 'teal', title: 'Salle publiée', message: 'Les grimpeurs la trouvent maintenant dans l’application.' }),
          onError: (error) => notifications.show({ color: 'red', title: 'La salle n’a pas été publiée', message: errorText(error) }),
        })
      }
    >
      Publier la salle
    </Button>
  );
}

/**
 * The current gym's status around every back-office page: a suspended gym shows why instead of the
 * page (its calls would all be refused), a draft gym a line saying climbers do not see it yet.
 */
export function GymStatusFrame({ children }: { children: ReactNode }) {
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
            <Text fw={600}>{SUSPENDED_TEXT}</Text>
            <Text c="dimmed" fz="sm">
              Rien n’a été supprimé : tout revient dès que la salle est reprise. Vous pouvez choisir une autre salle dans le menu.
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
            <Text fz="sm">{DRAFT_TEXT}</Text>
            {current.isAdmin && <PublishGymButton gymId={current.gymId} />}
          </Group>
        </Alert>
      )}
      {children}
    </>
  );
}
