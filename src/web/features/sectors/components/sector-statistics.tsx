import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SectorDetails } from '../../../../shared/contract/sectors';
import { formatShortDate } from '../../../../shared/domain/dates';
import { StarRating } from '../../../components/star-rating';
import { StatChange, StatChangeSkeletons } from '../../../components/stat-change';
import { GradeStat } from '../../../components/grade-stat';

export const PREVIOUS_OPENING_LABEL = 'vs ouverture précédente';

/** Which openings the figures compare: the current one (or the last, once stripped) against the one before. */
export function openingComparisonText(details: Pick<SectorDetails, 'previousOpeningDate' | 'dismantledDate'>): string {
  const which = details.dismantledDate ? `Dernière ouverture (démontée le ${formatShortDate(details.dismantledDate)})` : 'Ouverture en cours';
  return details.previousOpeningDate
    ? `${which} comparée à l'ouverture précédente (du ${formatShortDate(details.previousOpeningDate)}).`
    : `${which} : première ouverture du secteur, les chiffres sont comparés à 0.`;
}

/** 'Statistiques' of the sector's current opening against its previous opening (docs/statistics.md "Secteurs"). */
export function SectorStatistics({ details }: { details: SectorDetails | undefined }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="sector-stats-title">
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg" id="sector-stats-title">
          Statistiques
        </Title>
        <Text fz="sm" c="dimmed">
          {!details ? '\u00a0' : openingComparisonText(details)}
        </Text>
      </Stack>
      {details ? (
        <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="lg" verticalSpacing="lg" data-testid="sector-statistics">
          <StatChange
            label="Essais"
            value={details.totalSectorTries}
            previous={details.totalSectorTriesLastSector}
            decimals={0}
            comparisonLabel={PREVIOUS_OPENING_LABEL}
          />
          <StatChange label="Essais par jour" value={details.triesPerDay} previous={details.triesPerDayLastSector} comparisonLabel={PREVIOUS_OPENING_LABEL} />
          <GradeStat
            label="Cotation moyenne"
            grade={details.averageGrade}
            previousGrade={details.averageGradeLastSector}
            comparisonLabel="à l'ouverture précédente"
          />
          <StatChange
            label="Taux de réussite"
            value={details.percentageSuccess}
            previous={details.percentageSuccessLastSector}
            percent
            comparisonLabel={PREVIOUS_OPENING_LABEL}
          />
          <StatChange
            label="Taux de flash"
            value={details.percentageFlash}
            previous={details.percentageLastSector}
            percent
            comparisonLabel={PREVIOUS_OPENING_LABEL}
          />
          <StatChange
            label="Essais avant réussite"
            value={details.averageTriesBeforeTop}
            previous={details.averageTriesBeforeTopLastSector}
            comparisonLabel={PREVIOUS_OPENING_LABEL}
          />
          <Stack gap={6}>
            <Text fz="sm" c="dimmed" fw={500}>
              Note des blocs
            </Text>
            <StarRating rating={details.ranking} count={details.rankingCount} size={20} />
          </Stack>
        </SimpleGrid>
      ) : (
        <StatChangeSkeletons count={7} cols={{ base: 2, md: 3, xl: 4 }} />
      )}
    </Paper>
  );
}
