import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { BoulderCard as BoulderCardData } from '../../../../shared/contract/dashboard';
import { BoulderCard, BoulderCardSkeleton } from '../../../components/boulder-card';
import { useT } from '../../../lib/i18n';
import { dashboardCatalog } from '../../../lib/catalogs/dashboard';

/** Cards shown before 'show the rest' (docs/product.md › Back office: limits). */
export const TOP_BOULDER_CARDS = 4;

// Container widths: the sidebar takes 280 px from 768 px up, so the viewport says little here.
const GRID_COLS = { base: 1, '360px': 2, '860px': 4 } as const;

/** The most tried boulders: 4 cards, then a button showing the rest. */
export function TopBoulders({ boulders }: { boulders: BoulderCardData[] | undefined }) {
  const t = useT(dashboardCatalog);
  const [expanded, setExpanded] = useState(false);
  const rest = boulders ? boulders.length - TOP_BOULDER_CARDS : 0;
  const shown = boulders ? (expanded ? boulders : boulders.slice(0, TOP_BOULDER_CARDS)) : [];

  return (
    <Paper withBorder p="lg">
      <Text component="h2" fw={700} fz="lg" m={0}>
        {t('dashboard.blocsPlusEssayes')}
      </Text>
      <Text fz="sm" c="dimmed" mb="md">
        {t('dashboard.classesParNombreEssais')}
      </Text>
      {!boulders ? (
        <SimpleGrid type="container" cols={GRID_COLS} spacing="md">
          {Array.from({ length: TOP_BOULDER_CARDS }, (_, index) => (
            <BoulderCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : boulders.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg">
          {t('dashboard.aucunBlocEssayePour')}
        </Text>
      ) : (
        <>
          <SimpleGrid type="container" cols={GRID_COLS} spacing="md" id="top-boulders-grid" data-testid="top-boulders">
            {shown.map((boulder, index) => (
              <BoulderCard key={boulder.id} boulder={boulder} rank={index + 1} triesPerDayDecimals={2} />
            ))}
          </SimpleGrid>
          {rest > 0 && (
            <Group justify="center" mt="md">
              <Button
                variant="light"
                aria-expanded={expanded}
                aria-controls="top-boulders-grid"
                rightSection={expanded ? <IconChevronUp size={16} aria-hidden="true" /> : <IconChevronDown size={16} aria-hidden="true" />}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? t('dashboard.afficherMoins') : t('dashboard.voirAutresBlocs', { rest })}
              </Button>
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
