import { Anchor, Text, type TextProps } from '@mantine/core';
import { Link } from 'react-router';

/**
 * What an empty gym lacks and where staff fix it (go-live.md §6): 'Aucun secteur : dessinez-en un
 * dans Paramètres › Secteurs.', the place being a link.
 */
export const SETUP_HINTS = {
  sectors: { text: 'Aucun secteur : dessinez-en un dans', place: 'Paramètres › Secteurs', to: '/parameters-admin?onglet=secteurs' },
  circuits: { text: 'Aucun circuit : créez-en un dans', place: 'Paramètres › Circuits', to: '/parameters-admin?onglet=circuits' },
  boulders: { text: 'Aucun bloc actif : ouvrez-en un avec', place: 'Nouveau bloc', to: '/boulders/new' },
} as const;

export type SetupHintKind = keyof typeof SETUP_HINTS;

/** The whole sentence, as tests and screen readers read it. */
export const setupHintText = (kind: SetupHintKind) => `${SETUP_HINTS[kind].text} ${SETUP_HINTS[kind].place}.`;

export function SetupHint({ kind, ...props }: { kind: SetupHintKind } & TextProps) {
  const hint = SETUP_HINTS[kind];
  return (
    <Text c="dimmed" fz="sm" {...props}>
      {hint.text}{' '}
      <Anchor component={Link} to={hint.to} fz="inherit" fw={600}>
        {hint.place}
      </Anchor>
      .
    </Text>
  );
}
