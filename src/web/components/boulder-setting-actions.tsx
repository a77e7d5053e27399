import { Button, Collapse, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from '../../shared/contract/routes';
import { UNDO_STRIP_DAYS } from '../../shared/domain/boulder-rules';
import { errorText } from '../api/api-client';
import { useBoulderDetail, useBoulderHistory, useUnstripBoulder } from '../api/boulder-writes';
import { useFavoriteGym } from '../lib/storage';
import { HistoryList } from './history-list';
import { bouldersToStrip, StripModal, type StripTarget } from './strip-modal';
import { useT } from '../lib/i18n';
import { backOfficeCatalog } from '../lib/catalogs/back-office';

export interface BoulderSettingActionsProps {
  route: Route;
  /** May create, edit and strip boulders here (setters, chief setters, admins). */
  canEdit: boolean;
  /** Where 'Modifier le bloc' leads. */
  editPath: string;
}

const undoable = (strippedAt: string | null | undefined) => !!strippedAt && Date.now() - new Date(strippedAt).getTime() < UNDO_STRIP_DAYS * 86_400_000;

/** The 'Détail bloc' actions of docs/product.md › Route setting: screens: 'Modifier le bloc', 'Démonter', 'Annuler le démontage', 'Historique'. */
export function BoulderSettingActions({ route: shown, canEdit, editPath }: BoulderSettingActionsProps) {
  const t = useT(backOfficeCatalog);
  const gymId = useFavoriteGym()?.id ?? null;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [strip, setStrip] = useState<StripTarget | null>(null);
  // The boulder as it is now: a strip or an undo made here shows at once.
  const detail = useBoulderDetail(canEdit ? gymId : null, shown.id);
  const route = detail.data ?? shown;
  const history = useBoulderHistory(gymId, route.id, historyOpen);
  const unstrip = useUnstripBoulder();

  async function undo() {
    try {
      await unstrip.mutateAsync(route.id);
      notifications.show({ color: 'teal', title: t('backOffice.demontageAnnule'), message: t('backOffice.estNouveauActif', { name: route.name }) });
    } catch (failure) {
      notifications.show({ color: 'red', title: t('backOffice.demontagePuEtreAnnule'), message: errorText(failure) });
    }
  }

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {canEdit && (
          <Button component={Link} to={editPath} variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden="true" />}>
            {t('backOffice.modifierBloc')}
          </Button>
        )}
        {canEdit && route.route_active && (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => setStrip(bouldersToStrip([route], t('backOffice.secteur2', { name: route.name, name2: route.sector.name })))}
          >
            {t('backOffice.demonter')}
          </Button>
        )}
        {canEdit && !route.route_active && undoable(detail.data?.strippedAt) && (
          <Button
            variant="light"
            color="orange"
            size="xs"
            leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
            onClick={() => void undo()}
            loading={unstrip.isPending}
          >
            {t('backOffice.annulerDemontage')}
          </Button>
        )}
        <Button
          variant={historyOpen ? 'filled' : 'default'}
          size="xs"
          leftSection={<IconHistory size={14} aria-hidden="true" />}
          onClick={() => setHistoryOpen((open) => !open)}
          aria-expanded={historyOpen}
        >
          {t('backOffice.historique')}
        </Button>
      </Group>
      <Collapse expanded={historyOpen}>
        <HistoryList entries={history.data} loading={history.isPending} />
      </Collapse>
      <StripModal target={strip} onClose={() => setStrip(null)} />
    </Stack>
  );
}
