import { Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ACCESS_TYPES, ROLE_LABELS_FR, type AccessType } from '../../../../shared/domain/roles';
import { useT } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';

export interface GymChoice {
  id: number;
  name: string;
}

interface AccessRightsFieldsProps {
  roles: AccessType[];
  onRolesChange: (roles: AccessType[]) => void;
  /** The admin's gyms: the only ones these calls may change. */
  gymChoices: GymChoice[];
  gymIds: number[];
  onGymIdsChange: (gymIds: number[]) => void;
  /** Shown under the gyms when none is checked. */
  noGymMessage?: string;
  disabled?: boolean;
}

/** The access types and gyms being edited, and the props that bind them to AccessRightsFields. */
export function useAccessRights(initialRoles: AccessType[], initialGymIds: number[] | (() => number[])) {
  const [roles, setRoles] = useState<AccessType[]>(initialRoles);
  const [gymIds, setGymIds] = useState<number[]>(initialGymIds);
  return { roles, gymIds, fields: { roles, onRolesChange: setRoles, gymIds, onGymIdsChange: setGymIds } };
}

/** One checkbox per access type (Chef-ouvreur, Ouvreur, Média) and one per gym of the admin. */
export function AccessRightsFields({ roles, onRolesChange, gymChoices, gymIds, onGymIdsChange, noGymMessage, disabled }: AccessRightsFieldsProps) {
  const t = useT(settingsCatalog);
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label={t('settings.typesAcces')}
        value={roles}
        onChange={(values) => onRolesChange(ACCESS_TYPES.filter((type) => values.includes(type)))}
        error={roles.length === 0 ? t('settings.noRoleChecked') : undefined}
        readOnly={disabled}
      >
        <Group gap="lg" mt="xs">
          {ACCESS_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={ROLE_LABELS_FR[type]} disabled={disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('settings.salles')}
        value={gymIds.map(String)}
        onChange={(values) => onGymIdsChange(gymChoices.filter((gym) => values.includes(String(gym.id))).map((gym) => gym.id))}
        error={gymIds.length === 0 ? noGymMessage : undefined}
        readOnly={disabled}
      >
        <Stack gap="xs" mt="xs">
          {gymChoices.map((gym) => (
            <Checkbox key={gym.id} value={String(gym.id)} label={gym.name} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
