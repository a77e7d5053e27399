import { Button, Loader, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconLockAccess, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RouteSetterRow } from '../../../../shared/contract/settings';
import { paths } from '../../../config/paths';
import { useFavoriteGym, useStoredUserId } from '../../../lib/storage';
import { isAdmin, useRouteSetterInfo } from '../../../api/current-user';
import { useCurrentGym } from '../../../api/current-gym';
import { useCalibration } from '../../../api/calibration';
import { useGymSetup } from '../api/gym-setup';

// Each tab's code loads when the tab opens: an admin managing the team never loads the outline editor.
const SectorsPanel = lazy(() => import('../components/setup/sectors-panel').then((m) => ({ default: m.SectorsPanel })));
const CircuitsPanel = lazy(() => import('../components/setup/circuits-panel').then((m) => ({ default: m.CircuitsPanel })));
const TagsPanel = lazy(() => import('../components/setup/tags-panel').then((m) => ({ default: m.TagsPanel })));
const CyclePanel = lazy(() => import('../components/setup/cycle-panel').then((m) => ({ default: m.CyclePanel })));
const OccupancyPanel = lazy(() => import('../components/setup/occupancy-panel').then((m) => ({ default: m.OccupancyPanel })));
const ImportPanel = lazy(() => import('../components/setup/import-panel').then((m) => ({ default: m.ImportPanel })));
const GymJournal = lazy(() => import('../components/gym-journal').then((m) => ({ default: m.GymJournal })));
const ExportsPanel = lazy(() => import('../components/exports-panel').then((m) => ({ default: m.ExportsPanel })));
import { useUserGyms } from '../api/get-admin-gyms';
import { useRouteSetters } from '../api/get-route-setters';
import { AddSetterFlow } from '../components/add-setter-flow';
import { ChangePasswordModal } from '../components/change-password-modal';
import { InvitationsPanel } from '../components/invitations-panel';
import { ProfileCard, profileRoles } from '../components/profile-card';
import { RightsModal } from '../components/rights-modal';
import { RouteSettersTable } from '../components/route-setters-table';
import { useFailureNotice } from '../notify-failure';
import { useT } from '../../../lib/i18n';
import { settingsCatalog } from '../../../lib/catalogs/settings';
import { PageHeading, PageStack } from '../../../components/headings';
import { SectionCard } from '../../../components/section-card';

function PageFrame({ children }: { children: React.ReactNode }) {
  const t = useT(settingsCatalog);
  return (
    <PageStack maw={1100}>
      <PageHeading title={t('settings.pageTitle')}>{t('settings.votreEquipeConfigurationSalle')}</PageHeading>
      {children}
    </PageStack>
  );
}

/** The tabs of Paramètres, in order, and who sees each (docs/product.md › Route setting: screens). */
const TABS = [
  { value: 'ouvreurs', for: 'admin' },
  { value: 'secteurs', for: 'setup' },
  { value: 'circuits', for: 'setup' },
  { value: 'tags', for: 'setup' },
  { value: 'cycle', for: 'setup' },
  { value: 'affluence', for: 'setup' },
  { value: 'import', for: 'setup' },
  { value: 'journal', for: 'any' },
  { value: 'exports', for: 'any' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * /parameters-admin 'Paramètres': admins manage their team (docs/product.md › Back office: screens); chief setters and
 * admins set the chosen gym up, read its journal and download its exports (docs/product.md › Route setting: screens).
 */
export function ParametersPage() {
  const t = useT(settingsCatalog);
  const userId = useStoredUserId() ?? '';
  const info = useRouteSetterInfo(userId);
  const current = useCurrentGym();
  useFailureNotice(info.error, t('settings.votreProfilPuEtre'));

  if (info.isPending || (current.gymId !== null && current.isPending)) {
    return (
      <PageFrame>
        <Skeleton height={150} radius="lg" />
        <Skeleton height={280} radius="lg" />
      </PageFrame>
    );
  }
  const admin = isAdmin(info.data);
  const setsUp = current.gymId !== null && (current.isAdmin || (current.gym?.access_types.includes('chief_route_setter') ?? false));
  if (!admin && !setsUp) {
    return (
      <PageFrame>
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm" py="lg" ta="center">
            <ThemeIcon size={52} radius="xl" variant="light" color="ochre" aria-hidden="true">
              <IconLockAccess size={28} stroke={1.6} />
            </ThemeIcon>
            <Text fw={700} fz="lg">
              {t('settings.adminOnly')}
            </Text>
            <Text c="dimmed" fz="sm" maw={460}>
              {t('settings.parametresEquipeSalleSont')}
            </Text>
            <Button component={Link} to={paths.dashboard.path} variant="light" mt="xs">
              {t('settings.retourTableauBord')}
            </Button>
          </Stack>
        </Paper>
      </PageFrame>
    );
  }
  return <SettingsTabs userId={userId} admin={admin} gymId={current.gymId} setsUp={setsUp} />;
}

function SettingsTabs({ userId, admin, gymId, setsUp }: { userId: string; admin: boolean; gymId: number | null; setsUp: boolean }) {
  const t = useT(settingsCatalog);
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((tab) => (tab.for === 'admin' ? admin : gymId !== null && (tab.for === 'any' || setsUp)));
  const asked = params.get('onglet');
  const active: TabValue = tabs.find((tab) => tab.value === asked)?.value ?? tabs[0]!.value;
  const setup = useGymSetup(setsUp ? gymId : null);
  useFailureNotice(setup.error, t('settings.configurationSallePuEtre'));
  const sectorNames = useMemo(() => new Map((setup.data?.sectors ?? []).map((s) => [s.id, s.name])), [setup.data]);

  const setupPanel = (render: (data: NonNullable<typeof setup.data>) => React.ReactNode) =>
    setup.data ? render(setup.data) : <Loader role="status" aria-label={t('settings.chargement')} />;
  return (
    <PageFrame>
      <Tabs
        value={active}
        onChange={(value) => value && setParams((previous) => ({ ...Object.fromEntries(previous), onglet: value }), { replace: true })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(`settings.tab.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Suspense fallback={<Loader role="status" aria-label={t('settings.chargement')} />}>
          <Stack pt="lg" gap="lg">
            <Tabs.Panel value="ouvreurs">{admin && <AdminSettings userId={userId} gymId={gymId} />}</Tabs.Panel>
            <Tabs.Panel value="secteurs">
              {setupPanel((data) => (
                <SectorsPanel setup={data} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="circuits">
              {setupPanel((data) => (
                <CircuitsPanel setup={data} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="tags">
              {setupPanel((data) => (
                <TagsPanel setup={data} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="cycle">
              {setupPanel((data) => (
                <CyclePanel key={data.resetCycleDays} setup={data} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="affluence">{gymId !== null && setsUp && <OccupancyPanel gymId={gymId} />}</Tabs.Panel>
            <Tabs.Panel value="import">{gymId !== null && setsUp && <ImportPanel gymId={gymId} />}</Tabs.Panel>
            <Tabs.Panel value="journal">{gymId !== null && <GymJournal gymId={gymId} sectorNames={sectorNames} />}</Tabs.Panel>
            <Tabs.Panel value="exports">{gymId !== null && <ExportsPanel gymId={gymId} />}</Tabs.Panel>
          </Stack>
        </Suspense>
      </Tabs>
    </PageFrame>
  );
}

function AdminSettings({ userId, gymId }: { userId: string; gymId: number | null }) {
  const t = useT(settingsCatalog);
  const info = useRouteSetterInfo(userId);
  const calibration = useCalibration(gymId);
  const feelings = useMemo(
    () => (calibration.data ? new Map(calibration.data.map((row) => [row.setter.uuid.toLowerCase(), row])) : undefined),
    [calibration.data],
  );
  const gyms = useUserGyms(userId);
  const setters = useRouteSetters(userId);
  const favoriteGym = useFavoriteGym();
  const [passwordOpened, setPasswordOpened] = useState(false);
  const [addOpened, setAddOpened] = useState(false);
  const [editedSetter, setEditedSetter] = useState<RouteSetterRow | null>(null);
  useFailureNotice(gyms.error, t('settings.vosSallesOntPu'));
  useFailureNotice(setters.error, t('settings.listeVosOuvreursPu'));

  const gymChoices = gyms.data?.adminGyms ?? [];

  return (
    <>
      <ProfileCard
        info={info.data}
        roles={profileRoles(t, info.data, gyms.data?.gyms)}
        rolesLoading={gyms.isPending}
        onChangePassword={() => setPasswordOpened(true)}
      />

      <SectionCard
        id="setters-title"
        title={t('settings.mesOuvreurs')}
        intro={
          !setters.data
            ? t('settings.equipeVosSalles')
            : setters.data.length === 0
              ? t('settings.personneAutreDansEquipe')
              : t('settings.personneDansEquipeVos', { dataCount: setters.data.length })
        }
        action={
          <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setAddOpened(true)} disabled={gymChoices.length === 0}>
            {t('settings.ajouterOuvreur')}
          </Button>
        }
      >
        <RouteSettersTable setters={setters.data} loading={setters.isPending} onModify={setEditedSetter} feelings={feelings} />
      </SectionCard>

      <InvitationsPanel gymId={gymId} gymChoices={gymChoices} />

      <ChangePasswordModal opened={passwordOpened} onClose={() => setPasswordOpened(false)} userId={userId} />
      <RightsModal setter={editedSetter} adminId={userId} gymChoices={gymChoices} onClose={() => setEditedSetter(null)} />
      <AddSetterFlow opened={addOpened} onClose={() => setAddOpened(false)} adminId={userId} gymChoices={gymChoices} preferredGymId={favoriteGym?.id} />
    </>
  );
}
