import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { BoulderCard as BoulderCardData } from '../../../../shared/contract/dashboard';
import { monthRangeLabel } from '../../../../shared/domain/dates';
import { BoulderCard, BoulderCardSkeleton } from '../../../components/boulder-card';
import { CommentsCard } from '../../../components/comment-list';
import { DifficultyIcon } from '../../../components/difficulty-icon';
import { StarRating } from '../../../components/star-rating';
import { StatChange, StatChangeSkeletons } from '../../../components/stat-change';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useCurrentGym } from '../../../api/current-gym';
import { GradeStat } from '../../../components/grade-stat';
import { useCircuitDetails } from '../api/get-circuit-details';
import { LevelSplitBar } from '../components/level-split-bar';
import { chosenCircuitOf } from '../lib/chosen-circuit';
import { useT } from '../../../lib/i18n';
import { circuitsCatalog } from '../../../lib/catalogs/circuits';
import { PageStack } from '../../../components/headings';
import { RetryBox } from '../../../components/retry-box';

/** Boulders by tries per day, highest first; more tries in total first on a tie (docs/statistics.md). */
export const rankByTriesPerDay = (boulders: readonly BoulderCardData[]) =>
  [...boulders].sort((a, b) => b.triesPerDay - a.triesPerDay || b.totalTries - a.totalTries);

/**
 * /circuits-details (docs/product.md › Back office: screens): the circuit chosen on the overview, with its distribution,
 * its figures against last month, its boulders by tries per day and its comments. Without a chosen
 * circuit (or one of another gym), back to the overview.
 */
export function CircuitDetailsPage() {
  const t = useT(circuitsCatalog);
  const { gymId } = useCurrentGym();
  const chosen = chosenCircuitOf(gymId);
  const detailsQuery = useCircuitDetails(gymId, chosen?.id ?? null);
  useFailureNotice(detailsQuery.error, 'circuit-details', t('circuits.detailCircuitPuEtre'));

  if (!chosen) return <Navigate to={paths.circuitsOverview.path} replace />;

  const details = detailsQuery.data;
  const name = details?.name ?? chosen.name;
  const boulders = details ? rankByTriesPerDay(details.boulders) : undefined;

  return (
    <PageStack maw={1280}>
      <Group>
        <Button component={Link} to={paths.circuitsOverview.path} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} px="xs">
          {t('circuits.retourCircuits')}
        </Button>
      </Group>

      <Group gap="md" wrap="nowrap">
        <DifficultyIcon svg={details?.svg ?? chosen.svg} color1={details?.color_1 ?? chosen.color_1} color2={details?.color_2 ?? chosen.color_2} size={44} />
        <div>
          <Title order={1}>{t('circuits.circuit', { name })}</Title>
          <Text c="dimmed">
            {details ? t('circuits.cotation', { correspondingDifficulty: details.corresponding_difficulty }) : ''}
            {t('circuits.chiffres', { monthRangeLabel: monthRangeLabel() })}
          </Text>
        </div>
      </Group>

      {detailsQuery.isError && !details ? (
        <Paper withBorder p="xl">
          <RetryBox text={t('circuits.detailCircuitPuEtre2')} onRetry={() => void detailsQuery.refetch()} />
        </Paper>
      ) : (
        <>
          <Paper withBorder p="lg" component="section" aria-labelledby="circuit-distribution-title">
            <Group justify="space-between" align="baseline" mb="sm">
              <Title order={2} fz="lg" id="circuit-distribution-title">
                {t('circuits.repartition')}
              </Title>
              {details && (
                <Text fz="sm" c="dimmed">
                  <Text span fw={700} c="var(--mantine-color-text)" data-testid="circuit-boulder-count">
                    {details.boulder_count}
                  </Text>{' '}
                  {t('circuits.blocsActifs')}
                </Text>
              )}
            </Group>
            {details ? (
              <LevelSplitBar counts={[details.level1_count, details.level2_count, details.level3_count]} height={14} />
            ) : (
              <Stack gap="sm" aria-hidden="true">
                <Skeleton h={14} />
                <Skeleton h={12} w="60%" />
              </Stack>
            )}
          </Paper>

          <Paper withBorder p="lg" component="section" aria-labelledby="circuit-stats-title">
            <Title order={2} fz="lg" id="circuit-stats-title" mb="md">
              {t('circuits.statistiques')}
            </Title>
            {details ? (
              <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="lg" verticalSpacing="lg" data-testid="circuit-statistics">
                <StatChange label={t('circuits.essais')} value={details.tries_total} previous={details.tries_total_last_month} decimals={0} />
                <StatChange label={t('circuits.essaisParJour')} value={details.tries_per_day} previous={details.tries_per_day_last_month} />
                <GradeStat
                  label={t('circuits.cotationMoyenne')}
                  grade={details.average_grade}
                  previousGrade={details.average_grade_last_month}
                  comparisonLabel={t('circuits.moisDernier')}
                />
                <StatChange label={t('circuits.tauxReussite')} value={details.success_rate} previous={details.success_rate_last_month} percent />
                <StatChange label={t('circuits.tauxFlash')} value={details.flash_rate} previous={details.flash_rate_last_month} percent />
                <StatChange
                  label={t('circuits.essaisAvantReussite')}
                  value={details.average_tries_before_top}
                  previous={details.average_tries_before_top_last_month}
                />
                <Stack gap={6}>
                  <Text fz="sm" c="dimmed" fw={500}>
                    {t('circuits.noteBlocs')}
                  </Text>
                  <StarRating rating={details.rank} count={details.rank_count} size={20} />
                </Stack>
              </SimpleGrid>
            ) : (
              <StatChangeSkeletons count={7} cols={{ base: 2, md: 3, lg: 4 }} />
            )}
          </Paper>

          <Stack gap="sm" component="section" aria-labelledby="circuit-boulders-title">
            <Group justify="space-between" align="baseline">
              <Title order={2} fz="lg" id="circuit-boulders-title">
                {t('circuits.blocsClassesParEssais')}
              </Title>
              {boulders && (
                <Text fz="sm" c="dimmed">
                  {t('circuits.bloc2', { bouldersCount: boulders.length })}
                </Text>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="md" data-testid="circuit-boulders">
              {boulders
                ? boulders.map((boulder, index) => <BoulderCard key={boulder.id} boulder={boulder} rank={index + 1} />)
                : Array.from({ length: 4 }, (_, index) => <BoulderCardSkeleton key={index} />)}
            </SimpleGrid>
            {boulders?.length === 0 && (
              <Text c="dimmed" ta="center" py="md">
                {t('circuits.aucunBlocActifDans')}
              </Text>
            )}
          </Stack>

          <CommentsCard title={t('circuits.commentaires')} comments={details?.comments} loading={!details} pageSize={10} />
        </>
      )}
    </PageStack>
  );
}
