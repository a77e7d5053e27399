import { ActionIcon, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Route } from '../../shared/contract/routes';
import { formatInputDate } from '../../shared/domain/dates';
import { DateModal } from './date-modal';
import { CircuitIcon } from './difficulty-icon';
import { useUpdateRouteDismantling } from '../api/date-writes';
import { MODIFY_BLOCK_LABEL, MODIFY_SECTOR_LABEL } from '../../shared/contract/constants';
import { useKeptWhileClosing } from './use-kept-while-closing';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

/** What the date applies to: this boulder, or every active boulder of its sector (the default). */
export type DismantlingScope = 'block' | 'sector';

/**
 * The two checkboxes are mutually exclusive (docs/product.md › Back office: validation): checking one unchecks the other,
 * and unchecking one checks the other, so exactly one is always chosen.
 */
export const scopeAfterToggle = (box: DismantlingScope, checked: boolean): DismantlingScope => (checked ? box : box === 'block' ? 'sector' : 'block');

export interface BoulderDismantlingModalProps {
  /** The boulder whose pencil was clicked; null closes the modal. */
  route: Route | null;
  /** @default route !== null */
  opened?: boolean;
  onClose: () => void;
  /** Called after a successful change (the affected data is already being fetched again). */
  onSaved?: (scope: DismantlingScope) => void;
}

/**
 * 'Modification date de démontage' for one boulder: a DD/MM/YYYY date and the choice between
 * 'Modifier seulement ce bloc' and 'Modifier tout le secteur' (whole sector by default).
 */
export function BoulderDismantlingModal({ route, opened = route !== null, onClose, onSaved }: BoulderDismantlingModalProps) {
  const t = useT(backOfficeCatalog);
  const [scope, setScope] = useState<DismantlingScope>('sector');
  const update = useUpdateRouteDismantling();
  // A new boulder starts again from the default scope.
  const boulder = useKeptWhileClosing(route, () => setScope('sector'));

  async function save(date: string) {
    if (!boulder) return;
    const answer = await update.mutateAsync({
      routeId: boulder.id,
      sectorId: boulder.sector.id,
      date,
      modifyBlock: scope === 'block',
      modifySector: scope === 'sector',
    });
    notifications.show({ color: 'teal', title: t('backOffice.dateDemontageModifiee'), message: answer.message });
    onSaved?.(scope);
  }

  return (
    <DateModal
      opened={opened && boulder !== null}
      onClose={onClose}
      title={t('backOffice.boulderDismantlingTitle')}
      label={t('backOffice.dateDemontage')}
      initialValue={formatInputDate(boulder?.planned_dismantling)}
      onConfirm={save}
      description={
        boulder && (
          <Group gap="sm" wrap="nowrap" data-testid="dismantling-boulder">
            <CircuitIcon circuit={boulder.gym_difficulty} size={28} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate="end">
                {boulder.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('backOffice.secteur', { name: boulder.sector.name })}
              </Text>
            </div>
          </Group>
        )
      }
    >
      {boulder && (
        <Stack gap="xs" role="group" aria-label={t('backOffice.porteeModification')}>
          <Checkbox
            label={MODIFY_BLOCK_LABEL}
            checked={scope === 'block'}
            onChange={(event) => setScope(scopeAfterToggle('block', event.currentTarget.checked))}
            disabled={!boulder.route_active}
            description={boulder.route_active ? undefined : t('backOffice.blocEstDejaDemonte')}
          />
          <Checkbox
            label={MODIFY_SECTOR_LABEL}
            checked={scope === 'sector'}
            // A dismantled boulder can only follow its sector.
            onChange={(event) => setScope(boulder.route_active ? scopeAfterToggle('sector', event.currentTarget.checked) : 'sector')}
            description={t('backOffice.tousBlocsActifsSecteur', { name: boulder.sector.name })}
          />
        </Stack>
      )}
    </DateModal>
  );
}

/** The pencil of a boulder row that opens this modal; its clicks and keys stay off the row (which opens the boulder). */
export function EditDismantlingButton({ route, onEdit }: { route: Route; onEdit: (route: Route) => void }) {
  const t = useT(backOfficeCatalog);
  return (
    <Tooltip label={t('backOffice.modifierDateDemontage')} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color="gaston"
        aria-label={t('backOffice.modifierDateDemontageBloc', { name: route.name })}
        onClick={(event) => {
          event.stopPropagation();
          onEdit(route);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <IconPencil size={18} stroke={1.7} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
