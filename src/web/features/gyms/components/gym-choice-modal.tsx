import { Alert, Button, Center, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconCheck, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { GymListItem } from '../../../../shared/contract/gyms';
import { errorText } from '../../../api/api-client';
import { useGymList } from '../api/get-gym-list';
import classes from './gym-choice-modal.module.css';
import { useT } from '../../../lib/i18n';
import { backOfficeCatalog } from '../../../lib/catalogs/back-office';

interface GymChoiceModalProps {
  userId: string;
  opened: boolean;
  /** The gym stored as favourite, highlighted in the list. */
  currentGymId: number | null;
  /** False while no gym is chosen: the modal stays until one is picked. */
  closable: boolean;
  onClose: () => void;
  onChoose: (gym: GymListItem) => void;
}

/** 'Choix salle' (docs/product.md › Back office: screens): the user's gyms, a spinner while they load. */
export function GymChoiceModal({ userId, opened, currentGymId, closable, onClose, onChoose }: GymChoiceModalProps) {
  const t = useT(backOfficeCatalog);
  const gyms = useGymList(userId, { enabled: opened });

  useEffect(() => {
    if (gyms.isError) console.error('Liste des salles indisponible', gyms.error);
  }, [gyms.isError, gyms.error]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg" component="span">
          {t('backOffice.choixSalle')}
        </Text>
      }
      withCloseButton={closable}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      closeButtonProps={{ 'aria-label': t('backOffice.fermer') }}
      size="md"
    >
      {gyms.isPending ? (
        <Center py="xl" role="status" aria-label={t('backOffice.chargementSalles')}>
          <Loader type="oval" data-testid="gym-list-loader" />
        </Center>
      ) : gyms.isError ? (
        <Stack>
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('backOffice.impossibleChargerVosSalles')}>
            {errorText(gyms.error, t('backOffice.verifiezVotreConnexionPuis'))}
          </Alert>
          <Button variant="light" onClick={() => void gyms.refetch()} loading={gyms.isFetching}>
            {t('backOffice.reessayer')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {t('backOffice.choisisSalleAfficherDans')}
          </Text>
          <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('backOffice.vosSalles')}>
            {gyms.data.map((gym) => {
              const current = gym.id === currentGymId;
              return (
                <li key={gym.id}>
                  <UnstyledButton
                    className={classes.gym}
                    data-current={current || undefined}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onChoose(gym)}
                  >
                    <span className={classes.icon}>
                      <IconBuildingStore size={20} aria-hidden="true" />
                    </span>
                    <Text fw={600} style={{ flex: 1 }}>
                      {gym.name}
                    </Text>
                    {current ? (
                      <IconCheck size={18} aria-label={t('backOffice.salleActuelle')} color="var(--mantine-color-gaston-7)" />
                    ) : (
                      <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-5)" />
                    )}
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
