import { Anchor, Grid, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCalendarStats, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { monthRangeLabel } from '../../../../shared/domain/dates';
import { paths } from '../../../config/paths';
import { CommentList, CommentListSkeleton } from '../../../components/comment-list';
import { useCurrentGym } from '../../../api/current-gym';
import { useGymGeneralStats } from '../api/get-gym-general-stats';
import { useLatestComments } from '../api/get-latest-comments';
import { useSectorsOverview } from '../api/get-sectors-overview';
import { useTopBoulders } from '../api/get-top-boulders';
import { DifficultyDistribution } from '../components/difficulty-distribution';
import { FirstStepsCard } from '../components/first-steps-card';
import { SectorOpeningPanel } from '../components/sector-opening-panel';
import { TipsBox } from '../components/tips-box';
import { TopBoulders } from '../components/top-boulders';
import { UsageFigures } from '../components/usage-figures';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useT } from '../../../lib/i18n';
import { dashboardCatalog } from '../../../lib/catalogs/dashboard';
import { PageStack } from '../../../components/headings';

/** /homepagebo (docs/product.md › Back office: screens Dashboard): the selected gym at a glance. */
export function DashboardPage() {
  const t = useT(dashboardCatalog);
  const { userId, gymId, name, isAdmin } = useCurrentGym();
  const stats = useGymGeneralStats(userId, gymId);
  const sectors = useSectorsOverview(userId, gymId);
  const topBoulders = useTopBoulders(gymId);
  const comments = useLatestComments(gymId);

  useFailureNotice(stats.error, 'dashboard-stats', t('dashboard.statistiquesSalleOntPu'));
  useFailureNotice(sectors.error, 'dashboard-sectors', t('dashboard.etatSecteursPuEtre'));
  useFailureNotice(topBoulders.error, 'dashboard-top-boulders', t('dashboard.blocsPlusEssayesOnt'));
  useFailureNotice(comments.error, 'dashboard-comments', t('dashboard.derniersCommentairesOntPu'));

  return (
    <PageStack maw={1400}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('dashboard.tableauBord')}</Title>
          <Group gap={6} mt={4} c="dimmed" wrap="nowrap">
            <IconBuildingStore size={18} aria-hidden="true" />
            {name ? (
              <Text fz="lg" fw={600} c="dark.4" data-testid="dashboard-gym-name">
                {name}
              </Text>
            ) : (
              <Skeleton h={16} w={180} />
            )}
          </Group>
        </div>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconCalendarStats size={18} aria-hidden="true" />
          <Text fz="sm" data-testid="month-range">
            {t('dashboard.activiteCompareeMoisPrecedent', { monthRangeLabel: monthRangeLabel() })}
          </Text>
        </Group>
      </Group>

      {gymId !== null && <FirstStepsCard gymId={gymId} isAdmin={isAdmin} />}

      <UsageFigures stats={stats.data} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <DifficultyDistribution stats={stats.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TipsBox />
        </Grid.Col>
      </Grid>

      <SectorOpeningPanel overview={sectors.data} />

      <TopBoulders key={gymId ?? 'none'} boulders={topBoulders.data} />

      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Text component="h2" fw={700} fz="lg" m={0}>
            {t('dashboard.derniersCommentaires')}
          </Text>
          <Anchor component={Link} to={paths.comments.path} fz="sm" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            {t('dashboard.tousCommentaires')} <IconChevronRight size={16} aria-hidden="true" />
          </Anchor>
        </Group>
        {comments.data ? <CommentList comments={comments.data} /> : <CommentListSkeleton />}
      </Paper>
    </PageStack>
  );
}
