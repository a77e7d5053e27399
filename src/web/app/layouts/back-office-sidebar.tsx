import { AppShell, Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconFlag,
  IconSpeakerphone,
  IconHammer,
  IconBuildingArch,
  IconHome2,
  IconListDetails,
  IconMessages,
  IconRoute,
  IconSettings,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isAdmin, useRouteSetterInfo } from '../../api/current-user';
import { useCurrentGym } from '../../api/current-gym';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { SidebarGym } from './sidebar-gym';
import { SidebarUser } from './sidebar-user';
import { useT } from '../../lib/i18n';
import { backOfficeCatalog } from '../../lib/catalogs/back-office';

interface SidebarLink {
  /** Its label is `backOffice.nav.{key}`. */
  key: 'home' | 'sectors' | 'circuits' | 'setting' | 'comments' | 'moderation' | 'announcements' | 'boulders' | 'contests' | 'parameters';
  to: string;
  icon: Icon;
  /** Other pages that highlight this link (the circuit details belong to Circuits). */
  alsoActiveOn?: string[];
  /** Shown to admins, and to the chosen gym's chief setters (Paramètres holds its set-up: docs/product.md › Route setting: screens). */
  adminOrChief?: boolean;
  /** Shown to those who may set boulders in the chosen gym (setters, chief setters, admins). */
  settersOnly?: boolean;
  /** Pages under this prefix highlight the link too (a contest's own page). */
  activePrefix?: string;
}

// docs/product.md › Back office: screens Sidebar, in the spec's order.
const LINKS: SidebarLink[] = [
  { key: 'home', to: paths.dashboard.path, icon: IconHome2 },
  { key: 'sectors', to: paths.sectors.path, icon: IconBuildingArch },
  { key: 'circuits', to: paths.circuitsOverview.path, icon: IconRoute, alsoActiveOn: [paths.circuitDetails.path] },
  {
    key: 'setting',
    to: paths.setting.path,
    icon: IconHammer,
    settersOnly: true,
    alsoActiveOn: [paths.boulderNew.path, paths.pyramid.path, paths.labels.path],
  },
  { key: 'comments', to: paths.comments.path, icon: IconMessages },
  { key: 'moderation', to: paths.moderation.path, icon: IconFlag },
  { key: 'announcements', to: paths.announcements.path, icon: IconSpeakerphone },
  { key: 'boulders', to: paths.boulders.path, icon: IconListDetails },
  { key: 'contests', to: paths.contestsAdmin.path, icon: IconTrophy, alsoActiveOn: [paths.contestNew.path], activePrefix: '/contests/gestion/' },
  { key: 'parameters', to: paths.parameters.path, icon: IconSettings, adminOrChief: true },
];

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

interface BackOfficeSidebarProps {
  userId: string;
  /** Closes the burger menu on small screens once a link is followed. */
  onNavigate: () => void;
}

export function BackOfficeSidebar({ userId, onNavigate }: BackOfficeSidebarProps) {
  const t = useT(backOfficeCatalog);
  const { pathname } = useLocation();
  const info = useRouteSetterInfo(userId);
  const admin = isAdmin(info.data);
  const { canEdit, gym } = useCurrentGym();
  const chief = gym?.access_types.includes('chief_route_setter') ?? false;
  const links = LINKS.filter((link) => (!link.adminOrChief || admin || chief) && (!link.settersOnly || canEdit));

  return (
    <>
      <AppShell.Section visibleFrom="sm" pb="md">
        <Link
          to={paths.dashboard.path}
          aria-label={t('backOffice.gastonAccueilBackOffice')}
          style={{ textDecoration: 'none', color: 'inherit', display: 'inline-block' }}
        >
          <Logo size={34} />
        </Link>
      </AppShell.Section>
      <AppShell.Section>
        <SidebarGym />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} my="md" mx="-xs" px="xs">
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map(({ key, to, icon: LinkIcon, alsoActiveOn = [], activePrefix }) => {
            const active = [to, ...alsoActiveOn].some((path) => samePath(path, pathname)) || (activePrefix !== undefined && pathname.startsWith(activePrefix));
            return (
              <li key={to}>
                <NavLink
                  component={Link}
                  to={to}
                  label={t(`backOffice.nav.${key}`)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<LinkIcon size={20} stroke={1.7} aria-hidden="true" />}
                  onClick={onNavigate}
                  variant="light"
                  fw={active ? 600 : 500}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              </li>
            );
          })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section>
        <Divider mb="md" />
        <SidebarUser userId={userId} />
      </AppShell.Section>
    </>
  );
}
