import { Alert, Modal, Stack, Text } from '@mantine/core';
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
import { useT, type TranslateOf } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';
import { ModalActions } from '../../../components/modal-actions';

export const rightsModalTitle = (t: TranslateOf<typeof settingsCatalog>, setter: Pick<RouteSetterRow, 'firstName' | 'lastName'>) =>
  t('settings.droitsOuverture', { firstName: setter.firstName, lastName: setter.lastName });

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
  const t = useT(settingsCatalog);
  return (
    <Modal opened={setter !== null} onClose={onClose} title={setter ? rightsModalTitle(t, setter) : ''} size="md" styles={MODAL_TITLE_STYLES}>
      {/* Keyed by person: the form starts from their current rights each time it opens. */}
      {setter && <RightsForm key={setter.uid} setter={setter} adminId={adminId} gymChoices={gymChoices} onClose={onClose} />}
    </Modal>
  );
}

function RightsForm({ setter, adminId, gymChoices, onClose }: Required<Omit<RightsModalProps, 'setter'>> & { setter: RouteSetterRow }) {
  const t = useT(settingsCatalog);
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
        {t('settings.typesAccesCochesS')}
      </Text>
      <AccessRightsFields {...fields} gymChoices={gymChoices} disabled={update.isPending} />
      {gymIds.length === 0 && (
        <Alert color="ochre" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
          {t('settings.sansSalleCocheeAura', { firstName: setter.firstName })}
        </Alert>
      )}
      <FailureAlert error={update.error} />
      <ModalActions backLabel={t('settings.retour')} onBack={onClose} busy={update.isPending} onClick={confirm} disabled={!canConfirm}>
        {t('settings.confirmer')}
      </ModalActions>
      <ConfirmModal
        cancelLabel={t('settings.annuler')}
        opened={asking}
        title={t('settings.retirer', { firstName: setter.firstName, lastName: setter.lastName })}
        confirmLabel={t('settings.retirer2')}
        danger
        onConfirm={save}
        onClose={() => setAsking(false)}
      >
        {t('settings.auraPlusAccesBlocs', { firstName: setter.firstName, lastName: setter.lastName, join: removedFrom.map((gym) => gym.name).join(', ') })}
      </ConfirmModal>
    </Stack>
  );
}
