import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLockAccess, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RouteSetterRow } from '../../../../shared/contract/settings';
import { paths } from '../../../app/paths';
import { useFavoriteGym, useStoredUserId } from '../../../lib/storage';
import { isAdmin, useRouteSetterInfo } from '../../../lib/current-user';
import { useUserGyms } from '../api/get-admin-gyms';
import { useRouteSetters } from '../api/get-route-setters';
import { AddSetterFlow } from '../components/add-setter-flow';
import { ChangePasswordModal } from '../components/change-password-modal';
import { ProfileCard, profileRoles } from '../components/profile-card';
import { RightsModal } from '../components/rights-modal';
import { RouteSettersTable } from '../components/route-setters-table';
import { useFailureNotice } from '../notify-failure';

export const ADMIN_ONLY_TEXT = 'Cette page est réservée aux administrateurs.';

function PageFrame({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1}>{paths.parameters.title}</Title>
        <Text c="dimmed" mt={4}>
          Votre profil et les droits d’ouverture de votre équipe.
        </Text>
      </div>
      {children}
    </Stack>
  );
}

/** /parameters-admin (back-office.md §2 Settings): for admins and gym owners only. */
export function ParametersPage() {
  const userId = useStoredUserId() ?? '';
  const info = useRouteSetterInfo(userId);
  useFailureNotice(info.error, 'Votre profil n’a pas pu être chargé');

  if (info.isPending) {
    return (
      <PageFrame>
        <Skeleton height={150} radius="lg" />
        <Skeleton height={280} radius="lg" />
      </PageFrame>
    );
  }
  if (!isAdmin(info.data)) {
    return (
      <PageFrame>
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm" py="lg" ta="center">
            <ThemeIcon size={52} radius="xl" variant="light" color="ochre" aria-hidden="true">
              <IconLockAccess size={28} stroke={1.6} />
            </ThemeIcon>
            <Text fw={700} fz="lg">
              {ADMIN_ONLY_TEXT}
            </Text>
            <Text c="dimmed" fz="sm" maw={460}>
              Les paramètres de l’équipe sont gérés par le responsable de votre salle. Demandez-lui de vous donner les droits d’administration si besoin.
            </Text>
            <Button component={Link} to={paths.dashboard.path} variant="light" mt="xs">
              Retour au tableau de bord
            </Button>
          </Stack>
        </Paper>
      </PageFrame>
    );
  }
  return <AdminSettings userId={userId} />;
}

function AdminSettings({ userId }: { userId: string }) {
  const info = useRouteSetterInfo(userId);
  const gyms = useUserGyms(userId);
  const setters = useRouteSetters(userId);
  const favoriteGym = useFavoriteGym();
  const [passwordOpened, setPasswordOpened] = useState(false);
  const [addOpened, setAddOpened] = useState(false);
  const [editedSetter, setEditedSetter] = useState<RouteSetterRow | null>(null);
  useFailureNotice(gyms.error, 'Vos salles n’ont pas pu être chargées');
  useFailureNotice(setters.error, 'La liste de vos ouvreurs n’a pas pu être chargée');

  const gymChoices = gyms.data?.adminGyms ?? [];

  return (
    <PageFrame>
      <ProfileCard
        info={info.data}
        roles={profileRoles(info.data, gyms.data?.gyms)}
        rolesLoading={gyms.isPending}
        onChangePassword={() => setPasswordOpened(true)}
      />

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="setters-title">
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <div>
              <Title order={2} fz="lg" id="setters-title">
                Mes ouvreurs
              </Title>
              <Text c="dimmed" fz="sm">
                {setters.data
                  ? `${setters.data.length} ${setters.data.length > 1 ? 'personnes' : 'personne'} dans l’équipe de vos salles`
                  : 'L’équipe de vos salles'}
              </Text>
            </div>
            <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setAddOpened(true)} disabled={gymChoices.length === 0}>
              Ajouter un ouvreur
            </Button>
          </Group>
          <RouteSettersTable setters={setters.data} loading={setters.isPending} onModify={setEditedSetter} />
        </Stack>
      </Paper>

      <ChangePasswordModal opened={passwordOpened} onClose={() => setPasswordOpened(false)} userId={userId} />
      <RightsModal setter={editedSetter} adminId={userId} gymChoices={gymChoices} onClose={() => setEditedSetter(null)} />
      <AddSetterFlow
        opened={addOpened}
        onClose={() => setAddOpened(false)}
        adminId={userId}
        gymChoices={gymChoices}
        preferredGymId={favoriteGym?.id}
      />
    </PageFrame>
  );
}
