import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SectorDetails } from '../../../../shared/contract/sectors';
import { formatShortDate } from '../../../../shared/domain/dates';
import { StarRating } from '../../../components/star-rating';
import { StatChange, StatChangeSkeletons, type StatChangeProps } from '../../../components/stat-change';
import { GradeStat } from '../../../components/grade-stat';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { sectorsCatalog } from '../../../lib/catalogs/sectors';

/** Which openings the figures compare: the current one (or the last, once stripped) against the one before. */
export function openingComparisonText(t: TranslateOf<typeof sectorsCatalog>, details: Pick<SectorDetails, 'previousOpeningDate' | 'dismantledDate'>): string {
  const which = details.dismantledDate
    ? t('sectors.derniereOuvertureDemontee', { shortDate: formatShortDate(details.dismantledDate) })
    : t('sectors.ouvertureCours');
  return details.previousOpeningDate
    ? t('sectors.compareeOuverturePrecedente', { which, shortDate: formatShortDate(details.previousOpeningDate) })
    : t('sectors.premiereOuvertureSecteurChiffres', { which });
}

/** 'Statistiques' of the sector's current opening against its previous opening (docs/statistics.md "Secteurs"). */
export function SectorStatistics({ details }: { details: SectorDetails | undefined }) {
  const t = useT(sectorsCatalog);
  const figure = (
    label: string,
    value: StatChangeProps['value'],
    previous: StatChangeProps['previous'],
    format: Pick<StatChangeProps, 'decimals' | 'percent'> = {},
  ) => <StatChange label={label} value={value} previous={previous} comparisonLabel={t('sectors.vsPreviousOpening')} {...format} />;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="sector-stats-title">
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg" id="sector-stats-title">
          {t('sectors.statistiques')}
        </Title>
        <Text fz="sm" c="dimmed">
          {!details ? '\u00a0' : openingComparisonText(t, details)}
        </Text>
      </Stack>
      {details ? (
        <SimpleGrid cols={{ base: 2, md: 3, xl: 4 }} spacing="lg" verticalSpacing="lg" data-testid="sector-statistics">
          {figure(t('sectors.essais'), details.totalSectorTries, details.totalSectorTriesLastSector, { decimals: 0 })}
          {figure(t('sectors.essaisParJour'), details.triesPerDay, details.triesPerDayLastSector)}
          <GradeStat
            label={t('sectors.cotationMoyenne')}
            grade={details.averageGrade}
            previousGrade={details.averageGradeLastSector}
            comparisonLabel={t('sectors.ouverturePrecedente')}
          />
          {figure(t('sectors.tauxReussite'), details.percentageSuccess, details.percentageSuccessLastSector, { percent: true })}
          {figure(t('sectors.tauxFlash'), details.percentageFlash, details.percentageLastSector, { percent: true })}
          {figure(t('sectors.essaisAvantReussite'), details.averageTriesBeforeTop, details.averageTriesBeforeTopLastSector)}
          <Stack gap={6}>
            <Text fz="sm" c="dimmed" fw={500}>
              {t('sectors.noteBlocs')}
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
