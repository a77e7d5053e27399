import { ActionIcon, Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import type { Calibration } from '../../../../shared/contract/planning';
import type { RouteSetterRow } from '../../../../shared/contract/settings';
import { FeelingBadge } from '../../../components/calibration';
import { accessTypeFromLabel, type AccessType } from '../../../../shared/domain/roles';
import { NameBadges } from '../../../components/name-badges';
import { useT } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';

const ROLE_COLORS: Record<AccessType, string> = {
  chief_route_setter: 'gaston',
  route_setter: 'blue',
  marketing_staff: 'grape',
};

const setterName = (setter: RouteSetterRow) => `${setter.firstName} ${setter.lastName}`.trim();

/** By last name, then first name, the French way (accents and case folded). */
export const sortSetters = (setters: RouteSetterRow[]) =>
  [...setters].sort(
    (a, b) => a.lastName.localeCompare(b.lastName, 'fr', { sensitivity: 'base' }) || a.firstName.localeCompare(b.firstName, 'fr', { sensitivity: 'base' }),
  );

const SKELETON_ROWS = 4;
/** Under this width the content column is too narrow for four columns: one card per person instead. */
export const TABLE_MEDIA_QUERY = '(min-width: 62em)';

function RoleBadges({ roles }: { roles: string[] }) {
  return (
    <Group gap={6}>
      {roles.map((role) => {
        const type = accessTypeFromLabel(role);
        return (
          <Badge key={role} variant="light" color={type ? ROLE_COLORS[type] : 'gray'} radius="sm">
            {role}
          </Badge>
        );
      })}
    </Group>
  );
}

function GymBadges({ gyms }: { gyms: RouteSetterRow['gyms'] }) {
  return <NameBadges items={gyms} variant="outline" gap={6} />;
}

interface RouteSettersTableProps {
  setters: RouteSetterRow[] | undefined;
  loading: boolean;
  onModify: (setter: RouteSetterRow) => void;
  /** 'Ressenti' in the chosen gym, by setter uuid (docs/product.md › Route setting: screens); a person without a line there shows '—'. */
  feelings?: Map<string, Calibration[number]>;
}

function Feeling({ setter, feelings }: { setter: RouteSetterRow; feelings: RouteSettersTableProps['feelings'] }) {
  const row = feelings?.get(setter.uid.toLowerCase());
  return row ? (
    <FeelingBadge row={row} />
  ) : (
    <Text fz="sm" c="dimmed">
      —
    </Text>
  );
}

/** 'Mes ouvreurs': name, role, gyms and the modify button (the admin's own row is left out by the server). */
export function RouteSettersTable(props: RouteSettersTableProps) {
  // Read at once (no effect): the first paint already has the right layout.
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  return wide ? <WideTable {...props} /> : <NarrowList {...props} />;
}

function NarrowList({ setters, loading, onModify, feelings }: RouteSettersTableProps) {
  const t = useT(settingsCatalog);
  if (loading || !setters) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('settings.mesOuvreurs')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height={92} radius="md" />
        ))}
      </Stack>
    );
  }
  if (setters.length === 0) {
    return (
      <Group gap="sm" justify="center" py="xl" c="dimmed" wrap="nowrap">
        <IconUsers size={20} aria-hidden="true" style={{ flex: 'none' }} />
        <Text inherit>{t('settings.noSetterYet')}</Text>
      </Group>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('settings.mesOuvreurs')}>
      {sortSetters(setters).map((setter) => {
        const name = setterName(setter);
        return (
          <Paper component="li" key={setter.uid} withBorder radius="md" p="sm" data-testid="setter-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
                <Avatar src={setter.picture || null} name={name} color="initials" alt="" radius="xl" size={36} />
                <Stack gap={6} miw={0}>
                  <Text fw={600} fz="sm">
                    {name}
                  </Text>
                  <RoleBadges roles={setter.roles} />
                  <GymBadges gyms={setter.gyms} />
                  {feelings && (
                    <Group gap={6} wrap="nowrap">
                      <Text fz="xs" c="dimmed">
                        {t('settings.ressenti')}
                      </Text>
                      <Feeling setter={setter} feelings={feelings} />
                    </Group>
                  )}
                </Stack>
              </Group>
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={() => onModify(setter)}
                aria-label={t('settings.modifierDroits', { name })}
                title={t('settings.modifier')}
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function WideTable({ setters, loading, onModify, feelings }: RouteSettersTableProps) {
  const t = useT(settingsCatalog);
  const columns = feelings ? 5 : 4;
  const header = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('settings.nom')}</Table.Th>
        <Table.Th>{t('settings.role')}</Table.Th>
        <Table.Th>{t('settings.salles')}</Table.Th>
        {feelings && <Table.Th>{t('settings.ressenti')}</Table.Th>}
        <Table.Th w={1}>
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            {t('settings.modifier')}
          </Text>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );

  let body;
  if (loading || !setters) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <Table.Tr key={index} aria-hidden="true">
        <Table.Td>
          <Group gap="sm" wrap="nowrap">
            <Skeleton circle height={36} />
            <Skeleton height={12} width={140} />
          </Group>
        </Table.Td>
        <Table.Td>
          <Skeleton height={20} width={90} radius="xl" />
        </Table.Td>
        <Table.Td>
          <Skeleton height={20} width={120} radius="xl" />
        </Table.Td>
        {feelings && (
          <Table.Td>
            <Skeleton height={20} width={90} radius="xl" />
          </Table.Td>
        )}
        <Table.Td>
          <Skeleton height={28} width={96} />
        </Table.Td>
      </Table.Tr>
    ));
  } else if (setters.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns}>
          <Group gap="sm" justify="center" py="xl" c="dimmed">
            <IconUsers size={20} aria-hidden="true" />
            <Text inherit>{t('settings.noSetterYet')}</Text>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = sortSetters(setters).map((setter) => {
      const name = setterName(setter);
      return (
        <Table.Tr key={setter.uid} data-testid="setter-row">
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Avatar src={setter.picture || null} name={name} color="initials" alt="" radius="xl" size={36} />
              <Text fw={600} fz="sm">
                {name}
              </Text>
            </Group>
          </Table.Td>
          <Table.Td>
            <RoleBadges roles={setter.roles} />
          </Table.Td>
          <Table.Td>
            <GymBadges gyms={setter.gyms} />
          </Table.Td>
          {feelings && (
            <Table.Td>
              <Feeling setter={setter} feelings={feelings} />
            </Table.Td>
          )}
          <Table.Td>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => onModify(setter)}
              aria-label={t('settings.modifierDroits', { name })}
            >
              {t('settings.modifier')}
            </Button>
          </Table.Td>
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('settings.mesOuvreurs')} aria-busy={loading}>
        {header}
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
