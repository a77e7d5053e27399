import { Group, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { routeSettingCatalog } from '../../../lib/catalogs/route-setting';

const TABS = [
  { key: 'session', to: paths.setting.path },
  { key: 'pyramid', to: paths.pyramid.path },
  { key: 'labels', to: paths.labels.path },
] as const;

/** The route-setting screens, one click apart. */
export function SettingTabs() {
  const t = useT(routeSettingCatalog);
  const { pathname } = useLocation();
  return (
    <Group gap={4} component="nav" aria-label={t('routeSetting.ouverture')}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          component={Link}
          to={tab.to}
          label={t(`routeSetting.tab.${tab.key}`)}
          active={pathname.replace(/\/+$/, '') === tab.to}
          variant="light"
          w="auto"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Group>
  );
}
