import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import type { RouteSetterRow } from '../../../../shared/contract/settings';
import { accessTypeFromLabel, type AccessType } from '../../../../shared/domain/roles';
import { useUpdateRouteSetter } from '../api/save-route-setter';
import { FailureAlert } from '../notify-failure';
import { AccessRightsFields, useAccessRights, type GymChoice } from './access-rights-fields';
import { MODAL_TITLE_STYLES } from '../../../components/modal-title-styles';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useState } from 'react';

export const rightsModalTitle = (setter: Pick<RouteSetterRow, 'firstName' | 'lastName'>) => `${setter.firstName} ${setter.lastName} - Droits d'ouverture`;

const rolesOf = (setter: RouteSetterRow) => setter.roles.map((label) => accessTypeFromLabel(label)).filter((type): type is AccessType => Boolean(type));

const sameSet = <T,>(a: T[], b: T[]) => a.length === b.length && a.every((item) => b.includes(item));

interface RightsModalProps {
  /** The row being changed; null keeps the modal closed. */
  setter: RouteSetterRow | null;
  adminId: string;
  gymChoices: GymChoice[];
  onClose: () => void;
}

/** 'Modifier' of a row in 'Mes ouvreurs': the person's access types and gyms. */
export function RightsModal({ setter, adminId, gymChoices, onClose }: RightsModalProps) {
  return (
    <Modal opened={setter !== null} onClose={onClose} title={setter ? rightsModalTitle(setter) : ''} size="md" styles={MODAL_TITLE_STYLES}>
      {/* Keyed by person: the form starts from their current rights each time it opens. */}
      {setter && <RightsForm key={setter.uid} setter={setter} adminId={adminId} gymChoices={gymChoices} onClose={onClose} />}
    </Modal>
  );
}

function RightsForm({ setter, adminId, gymChoices, onClose }: Required<Omit<RightsModalProps, 'setter'>> & { setter: RouteSetterRow }) {
  const initialRoles = rolesOf(setter);
  const initialGyms = setter.gyms.map((gym) => gym.id).filter((id) => gymChoices.some((gym) => gym.id === id));
  const { roles, gymIds, fields } = useAccessRights(initialRoles, initialGyms);
  const update = useUpdateRouteSetter();

  const modified = !sameSet(roles, initialRoles) || !sameSet(gymIds, initialGyms);
  const canConfirm = modified && roles.length > 0 && !update.isPending;

  const [asking, setAsking] = useState(false);
  const removedFrom = gymChoices.filter((gym) => initialGyms.includes(gym.id) && !gymIds.includes(gym.id));
  // Taking someone out of a gym asks first, naming the gyms.
  const confirm = () => (removedFrom.length > 0 ? setAsking(true) : save());
  const save = () => {
    setAsking(false);
    update.mutate(
      { adminId, rights: { userId: setter.uid, roles, gyms: gymIds } },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', title: `${setter.firstName} ${setter.lastName}`, message: answer.message });
          onClose();
        },
        onError: (error) => console.error('the rights were not saved', error),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        Les types d’accès cochés s’appliquent à chaque salle cochée.
      </Text>
      <AccessRightsFields {...fields} gymChoices={gymChoices} disabled={update.isPending} />
      {gymIds.length === 0 && (
        <Alert color="ochre" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
          Sans salle cochée, {setter.firstName} n’aura plus accès à vos salles et disparaîtra de la liste.
        </Alert>
      )}
      <FailureAlert error={update.error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={update.isPending}>
          Retour
        </Button>
        <Button onClick={confirm} disabled={!canConfirm} loading={update.isPending}>
          Confirmer
        </Button>
      </Group>
      <ConfirmModal
        opened={asking}
        title={`Retirer ${setter.firstName} ${setter.lastName}`}
        confirmLabel="Retirer"
        danger
        onConfirm={save}
        onClose={() => setAsking(false)}
      >
        {`${setter.firstName} ${setter.lastName} n’aura plus accès à ${removedFrom.map((gym) => gym.name).join(', ')}. Ses blocs et leur historique restent.`}
      </ConfirmModal>
    </Stack>
  );
}
