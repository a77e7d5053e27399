import { Group, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

const TABS = [
  { label: 'Séance', to: paths.setting.path },
  { label: 'Pyramide', to: paths.pyramid.path },
  { label: 'Étiquettes', to: paths.labels.path },
];

/** The route-setting screens, one click apart. */
export function SettingTabs() {
  const { pathname } = useLocation();
  return (
    <Group gap={4} component="nav" aria-label="Ouverture">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          component={Link}
          to={tab.to}
          label={tab.label}
          active={pathname.replace(/\/+$/, '') === tab.to}
          variant="light"
          w="auto"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </Group>
  );
}
