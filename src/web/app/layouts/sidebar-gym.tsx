import { Button, Paper, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconBuildingStore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useChooseGym } from '../../features/gyms/api/choose-gym';
import { isGymSuspended, useCurrentGym } from '../../api/current-gym';
import { GymChoiceModal } from '../../features/gyms/components/gym-choice-modal';
import { ApiError } from '../../api/api-client';
import { setFavoriteGym } from '../../lib/storage';
import { useT } from '../../lib/i18n';
import { backOfficeCatalog } from '../../lib/catalogs/back-office';

/**
 * The sidebar's gym (docs/product.md › Back office: screens): its name, 'Changer salle' and the 'Choix salle' modal,
 * which also opens by itself while no favourite gym is stored (§4).
 */
export function SidebarGym() {
  const t = useT(backOfficeCatalog);
  const { userId, gymId, name, isError, error } = useCurrentGym();
  const chooseGym = useChooseGym();
  const [asked, setAsked] = useState(false);
  const noGym = gymId === null;
  const opened = Boolean(userId) && (asked || noGym);

  useEffect(() => {
    if (!isError) return;
    // A suspended gym stays chosen: the page says why it is closed (GymStatusFrame).
    if (isGymSuspended(error)) return;
    // The stored gym is no longer one of the user's (rights removed, another account): choose again.
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      setFavoriteGym(null);
      return;
    }
    console.error('Informations de la salle indisponibles', error);
    notifications.show({ color: 'red', title: t('backOffice.salle'), message: t('backOffice.informationsSalleOntPu') });
  }, [isError, error, t]);

  if (!userId) return null;

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gaston-light)" data-testid="sidebar-gym">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconBuildingStore size={14} aria-hidden="true" /> {t('backOffice.salle')}
      </Text>
      {name ? (
        <Text fw={700} lineClamp={2} data-testid="sidebar-gym-name">
          {name}
        </Text>
      ) : (
        <Skeleton h={14} w="70%" my={5} animate={false} aria-hidden="true" />
      )}
      <Button
        mt="xs"
        size="compact-sm"
        variant="white"
        fullWidth
        leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
        onClick={() => setAsked(true)}
        aria-haspopup="dialog"
      >
        {t('backOffice.changerSalle')}
      </Button>
      <GymChoiceModal
        userId={userId}
        opened={opened}
        currentGymId={gymId}
        closable={!noGym}
        onClose={() => setAsked(false)}
        onChoose={(gym) => {
          setAsked(false);
          if (gym.id !== gymId) chooseGym(gym);
        }}
      />
    </Paper>
  );
}
