import { Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ClimberOption } from '../../../../shared/contract/settings';
import { MAX_CLIMBER_OPTIONS } from '../../../../shared/contract/constants';
import { useClimbers } from '../api/get-climbers';
import { useAddRouteSetter } from '../api/save-route-setter';
import { climberName, climberOptionsFilter } from '../climber-search';
import { FailureAlert, useFailureNotice } from '../notify-failure';
import { AccessRightsFields, useAccessRights, type GymChoice } from './access-rights-fields';
import { MODAL_TITLE_STYLES } from '../../../components/modal-title-styles';
import { useT, richMessage } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';
import { ModalActions } from '../../../components/modal-actions';

/** Options drawn at once in the select: the list can hold thousands of climbers. */
const VISIBLE_OPTIONS = 50;

type Step = 'select' | 'assign';

interface AddSetterFlowProps {
  opened: boolean;
  onClose: () => void;
  adminId: string;
  gymChoices: GymChoice[];
  /** Checked first in 'Attribution des salles' when it is one of gymChoices (the gym being viewed). */
  preferredGymId?: number;
}

/**
 * 'Ajouter un ouvreur' (docs/product.md › Back office: screens Settings, §4 add-setter flow): choose a climber, then
 * 'Attribution des salles' gives access types and gyms. One modal at a time; 'Retour' in the
 * second goes back to the first with the climber still chosen.
 */
export function AddSetterFlow({ opened, onClose, adminId, gymChoices, preferredGymId }: AddSetterFlowProps) {
  const t = useT(settingsCatalog);
  const [step, setStep] = useState<Step>('select');
  const [climber, setClimber] = useState<ClimberOption | null>(null);

  const close = () => {
    onClose();
    setStep('select');
    setClimber(null);
  };

  return (
    <>
      <Modal opened={opened && step === 'select'} onClose={close} title={t('settings.addSetter')} size="md" styles={MODAL_TITLE_STYLES}>
        <ClimberStep adminId={adminId} climber={climber} onClimberChange={setClimber} onNext={() => setStep('assign')} onBack={close} />
      </Modal>
      <Modal opened={opened && step === 'assign'} onClose={close} title={t('settings.assignGyms')} size="md" styles={MODAL_TITLE_STYLES}>
        {climber && (
          <AssignStep
            key={climber.uid}
            climber={climber}
            gymChoices={gymChoices}
            preferredGymId={preferredGymId}
            onBack={() => setStep('select')}
            onDone={close}
          />
        )}
      </Modal>
    </>
  );
}

interface ClimberStepProps {
  adminId: string;
  climber: ClimberOption | null;
  onClimberChange: (climber: ClimberOption | null) => void;
  onNext: () => void;
  onBack: () => void;
}

function ClimberStep({ adminId, climber, onClimberChange, onNext, onBack }: ClimberStepProps) {
  const t = useT(settingsCatalog);
  // Opened again after 'Retour': the chosen name is already in the field.
  const [search, setSearch] = useState(climber ? climberName(climber) : '');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const all = useClimbers(adminId);
  // The server caps its list: past the cap, names are looked up on the server as the admin types.
  // The server answers at most MAX_CLIMBER_OPTIONS: a full list may miss names, then search on the server.
  const capped = (all.data?.length ?? 0) >= MAX_CLIMBER_OPTIONS;
  const serverSearch = capped && debouncedSearch.trim().length >= 2 && debouncedSearch !== (climber ? climberName(climber) : '');
  const searched = useClimbers(adminId, { search: debouncedSearch, enabled: serverSearch });
  useFailureNotice(all.error ?? searched.error, t('settings.listeGrimpeursPuEtre'));

  const climbers = useMemo(() => {
    const list = serverSearch && searched.data ? searched.data : (all.data ?? []);
    // The chosen climber stays an option whatever the list shown.
    return climber && !list.some((c) => c.uid === climber.uid) ? [climber, ...list] : list;
  }, [serverSearch, searched.data, all.data, climber]);
  const options = useMemo(() => climbers.map((c) => ({ value: c.uid, label: climberName(c) })), [climbers]);

  const loading = all.isPending || (serverSearch && searched.isFetching);

  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        {t('settings.choisissezGrimpeurQuiDonner')}
      </Text>
      <Select
        label={t('settings.grimpeur')}
        placeholder={all.isPending ? t('settings.chargementGrimpeurs') : t('settings.rechercherParPrenomNom')}
        data={options}
        value={climber?.uid ?? null}
        onChange={(uid) => onClimberChange(climbers.find((c) => c.uid === uid) ?? null)}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={climberOptionsFilter}
        limit={VISIBLE_OPTIONS}
        nothingFoundMessage={loading ? 'Recherche…' : t('settings.aucunGrimpeurCorrespondRecherche')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={loading ? <Loader size={16} type="oval" role="status" aria-label={t('settings.chargementGrimpeurs2')} /> : undefined}
        // Mantine hides this button from the keyboard and screen readers; it is the way to clear here.
        clearButtonProps={{ 'aria-label': t('settings.effacerGrimpeurChoisi'), 'aria-hidden': false, tabIndex: 0 }}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <ModalActions backLabel={t('settings.retour')} onBack={onBack} onClick={onNext} disabled={!climber}>
        {t('settings.ajouter')}
      </ModalActions>
    </Stack>
  );
}

interface AssignStepProps {
  climber: ClimberOption;
  gymChoices: GymChoice[];
  preferredGymId?: number;
  onBack: () => void;
  onDone: () => void;
}

function AssignStep({ climber, gymChoices, preferredGymId, onBack, onDone }: AssignStepProps) {
  const t = useT(settingsCatalog);
  const { roles, gymIds, fields } = useAccessRights(['route_setter'], () => {
    const preferred = gymChoices.find((gym) => gym.id === preferredGymId) ?? gymChoices[0];
    return preferred ? [preferred.id] : [];
  });
  const add = useAddRouteSetter();
  const name = climberName(climber);
  const canConfirm = roles.length > 0 && gymIds.length > 0 && !add.isPending;

  const confirm = () => {
    add.mutate(
      { userId: climber.uid, roles, gyms: gymIds },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: t('settings.ouvreurAjoute'), message: t('settings.faitMaintenantPartieVos', { name }) });
          onDone();
        },
        onError: (error) => console.error('the route setter was not added', error),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text fz="sm">{richMessage(t, 'settings.accesTypesAccesCoches', { name: <strong>{name}</strong> })}</Text>
      <AccessRightsFields {...fields} gymChoices={gymChoices} noGymMessage={t('settings.noGymChecked')} disabled={add.isPending} />
      <FailureAlert error={add.error} />
      <ModalActions backLabel={t('settings.retour')} onBack={onBack} busy={add.isPending} onClick={confirm} disabled={!canConfirm}>
        {t('settings.confirmer')}
      </ModalActions>
    </Stack>
  );
}
