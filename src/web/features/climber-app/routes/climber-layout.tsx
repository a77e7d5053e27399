import { Alert, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconBuildingCommunity, IconCloudOff, IconCloudUpload, IconNotebook, IconTrophy, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useMe } from '../api/me';
import { TAB_BAR_HEIGHT } from '../components/layout-sizes';
import { Logo } from '../../../components/logo';
import { SendQueueContext } from '../offline/send-queue';
import { linkAppManifest, registerAppWorker } from '../offline/app-install';
import { claimDevice } from '../offline/device-account';
import { usePendingAscents, usePendingOpinions, useQueueSender } from '../offline/use-ascent-queue';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';
import { useDocumentTitle, useRouteName } from '../../../lib/document-title';
import { climberTitleKey } from '../climber-titles';

/**
 * The climbers' web app (docs/product.md › Climbers: the app): a phone-width column with the app's header and, while
 * logs wait on the phone, the banner 'Hors ligne : N actions en attente'.
 */
export function ClimberLayout() {
  const t = useT(climberCatalog);
  const titleKey = climberTitleKey(useRouteName());
  useDocumentTitle(titleKey ? t(titleKey) : 'Gaston');
  const send = useQueueSender();
  const pending = usePendingAscents().length + usePendingOpinions().length;
  const { online } = useNetwork();
  const me = useMe().data;
  const signedIn = Boolean(me);
  const uuid = me?.uuid;
  useEffect(() => {
    linkAppManifest();
    registerAppWorker();
  }, []);
  // A session that outlived another climber's use of this phone: their data goes (device-account.ts).
  useEffect(() => {
    if (uuid) void claimDevice(uuid);
  }, [uuid]);
  return (
    <SendQueueContext.Provider value={send}>
      <Box mih="100dvh" bg="gray.0">
        <Box maw={560} mx="auto" mih="100dvh" bg="white" style={{ boxShadow: '0 0 0 1px var(--mantine-color-gray-2)' }}>
          <Group component="header" px="md" py="sm" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Logo />
          </Group>
          {!online ? (
            <Alert color="orange" radius={0} icon={<IconCloudOff size={18} />} data-testid="offline-banner" role="status">
              <Text fw={600} fz="sm">
                {t('layout.offline', { count: pending })}
              </Text>
            </Alert>
          ) : (
            pending > 0 && (
              <Alert color="blue" radius={0} icon={<IconCloudUpload size={18} />} data-testid="sending-banner" role="status">
                <Text fz="sm">{t('layout.sending', { count: pending })}</Text>
              </Alert>
            )
          )}
          <Box component="main" p="md" pb={signedIn ? 84 : 'md'}>
            <Outlet />
          </Box>
          {signedIn && <TabBar />}
        </Box>
      </Box>
    </SendQueueContext.Provider>
  );
}

const TABS = [
  {
    to: paths.climberHome.path,
    label: 'layout.tabGym',
    icon: IconBuildingCommunity,
    active: (path: string) => path === paths.climberHome.path || path.startsWith(paths.climberGyms.path),
  },
  { to: paths.climberLogbook.path, label: 'layout.tabLogbook', icon: IconNotebook, active: (path: string) => path.startsWith(paths.climberLogbook.path) },
  { to: paths.climberContests.path, label: 'layout.tabContests', icon: IconTrophy, active: (path: string) => path.startsWith(paths.climberContests.path) },
  { to: paths.climberProfile.path, label: 'layout.tabProfile', icon: IconUserCircle, active: (path: string) => path.startsWith(paths.climberProfile.path) },
] as const;

/** The app’s tabs at the bottom of the screen, within thumb’s reach: the gym, my logbook, my contests, my profile. */
function TabBar() {
  const t = useT(climberCatalog);
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('layout.tabs')}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      bg="white"
      style={{ zIndex: 160, borderTop: '1px solid var(--mantine-color-gray-3)', paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      <Group maw={560} mx="auto" grow gap={0} h={TAB_BAR_HEIGHT}>
        {TABS.map(({ to, label, icon: Icon, active }) => {
          const current = active(pathname);
          return (
            <UnstyledButton
              key={to}
              component={NavLink}
              to={to}
              aria-current={current ? 'page' : undefined}
              h="100%"
              c={current ? 'teal.8' : 'gray.7'}
              style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
            >
              <Icon size={24} stroke={current ? 2.2 : 1.6} aria-hidden="true" />
              <Text fz="xs" fw={current ? 700 : 500} c="inherit">
                {t(label)}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
