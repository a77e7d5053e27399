import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { useStoredUserId } from '../../lib/storage';
import { paths } from '../../config/paths';
import { BackOfficeSidebar } from './back-office-sidebar';
import { GymStatusFrame } from './gym-status-notice';
import { useFrenchPage } from '../../lib/french-page';
import { useT } from '../../lib/i18n';
import { backOfficeCatalog } from '../../lib/catalogs/back-office';
import { useDocumentTitle, useRouteName } from '../../lib/document-title';
import { BACK_OFFICE_TITLE_KEYS, isBackOfficeRoute } from './back-office-titles';

/**
 * Frame of every back-office page: without a stored user, straight to /login-pro (docs/product.md › Back office
 * §2); otherwise the sidebar, which becomes a burger menu under 768 px.
 */
export function BackOfficeLayout() {
  const t = useT(backOfficeCatalog);
  useFrenchPage();
  const route = useRouteName();
  useDocumentTitle(isBackOfficeRoute(route) ? t(BACK_OFFICE_TITLE_KEYS[route]) : 'Gaston');
  const userId = useStoredUserId();
  const location = useLocation();
  const [menuOpened, menu] = useDisclosure(false);

  if (!userId) return <Navigate to={paths.loginPro.path} replace state={{ from: `${location.pathname}${location.search}` }} />;

  return (
    <AppShell header={{ height: { base: 60, sm: 0 } }} navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }} padding={0}>
      <AppShell.Header hiddenFrom="sm">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            size="sm"
            aria-label={menuOpened ? t('backOffice.fermerMenu') : t('backOffice.ouvrirMenu')}
            aria-expanded={menuOpened}
          />
          <Link to={paths.dashboard.path} aria-label={t('backOffice.gastonAccueilBackOffice')} style={{ textDecoration: 'none', color: 'inherit' }}>
            <Logo size={28} />
          </Link>
          <span style={{ width: 28 }} aria-hidden="true" />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label={t('backOffice.menuBackOffice')}>
        <BackOfficeSidebar userId={userId} onNavigate={menu.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <GymStatusFrame>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </GymStatusFrame>
      </AppShell.Main>
    </AppShell>
  );
}
