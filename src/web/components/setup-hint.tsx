import { Anchor, Text, type TextProps } from '@mantine/core';
import { Link } from 'react-router';
import { backOfficeCatalog } from '../lib/catalogs/back-office';
import { richMessage, useT } from '../lib/i18n';

/**
 * What an empty gym lacks and where staff fix it (docs/product.md › Going live: first steps and empty gyms): 'Aucun secteur : dessinez-en un
 * dans Paramètres › Secteurs.', the place being a link. Each sentence is `backOffice.setupHint.{kind}`
 * around its place, `backOffice.setupHint.{kind}.place`; this table says where the place links to.
 */
const SETUP_LINKS = {
  sectors: '/parameters-admin?onglet=secteurs',
  circuits: '/parameters-admin?onglet=circuits',
  boulders: '/boulders/new',
} as const;

export type SetupHintKind = keyof typeof SETUP_LINKS;

export function SetupHint({ kind, ...props }: { kind: SetupHintKind } & TextProps) {
  const t = useT(backOfficeCatalog);
  return (
    <Text c="dimmed" fz="sm" {...props}>
      {richMessage(t, `backOffice.setupHint.${kind}`, {
        place: (
          <Anchor component={Link} to={SETUP_LINKS[kind]} fz="inherit" fw={600}>
            {t(`backOffice.setupHint.${kind}.place`)}
          </Anchor>
        ),
      })}
    </Text>
  );
}
