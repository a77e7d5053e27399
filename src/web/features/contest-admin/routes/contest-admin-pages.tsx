/**
 * The back-office contest pages (docs/product.md › Contests: back office), in one module so that the three routes share one
 * chunk and add one entry to the app's preload map: the list /contests, /contests/nouveau and the
 * contest's own page /contests/gestion/{id} with its tabs.
 */
import { Alert, Anchor, Badge, Button, Group, Loader, Pagination, Paper, Table, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ContestListItem } from '../../../../shared/contract/contests';
import { CONTEST_LIMITS, CONTEST_STATE_LABELS, type ContestState } from '../../../../shared/domain/contest-rules';
import { errorText } from '../../../api/api-client';
import { useCurrentGym } from '../../../api/current-gym';
import { paths } from '../../../config/paths';
import { useContest, useContestList, useCreateContest, useGymBoulderOptions, useUpdateContest } from '../api/contest-admin-api';
import { contestToValues, emptyContestValues } from '../components/contest-form-values';
import { ContestPublicLinks } from '../components/contest-public-links';
import { useT } from '../../../lib/i18n';
import { contestAdminCatalog } from '../../../lib/catalogs/contest-admin';
import { DataTable } from '../../../components/data-table';
import { PageHeading, PageStack } from '../../../components/headings';

// The form and each tab come when first shown: the list stays light, and a tab's controls (the
// judges' multi-select, the correction modal…) are fetched by those who open it.
const ContestForm = lazy(async () => ({ default: (await import('../components/contest-form')).ContestForm }));
const CompetitorsPanel = lazy(async () => ({ default: (await import('../components/competitors-panel')).CompetitorsPanel }));
const JudgesPanel = lazy(async () => ({ default: (await import('../components/judges-panel')).JudgesPanel }));
const ResultsPanel = lazy(async () => ({ default: (await import('../components/results-panel')).ResultsPanel }));
const RoundsPanel = lazy(async () => ({ default: (await import('../components/rounds-panel')).RoundsPanel }));

const STATE_COLORS: Record<ContestState, string> = { draft: 'gray', registration_open: 'blue', running: 'teal', finished: 'dark' };
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const manageContestPath = (id: number) => paths.contestManage.path.replace(':contestId', String(id));

function StateBadge({ state }: { state: ContestState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light">
      {CONTEST_STATE_LABELS[state]}
    </Badge>
  );
}

/** Organisers (chief setters and admins of the gym) write; the rest of the staff reads (docs/product.md › Contests: who may do what). */
function useOrganiser() {
  const current = useCurrentGym();
  return { current, organiser: current.isAdmin || (current.gym?.access_types.includes('chief_route_setter') ?? false) };
}

function Page({ title, children, action }: { title: React.ReactNode; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <PageStack maw={1280}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        {title}
        {action}
      </Group>
      {children}
    </PageStack>
  );
}

/** /contests: the gym's contests, most recently created first. */
export function ContestsPage() {
  const t = useT(contestAdminCatalog);
  const { current, organiser } = useOrganiser();
  const [page, setPage] = useState(1);
  const list = useContestList(current.gymId, page);
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / CONTEST_LIMITS.pageSize));

  return (
    <Page
      title={
        <PageHeading title={t('contestAdmin.contests')}>
          {t('contestAdmin.contests2')} {current.name ?? 'la salle'} {t('contestAdmin.inscriptionsJugesClassementDirect')}
        </PageHeading>
      }
      action={
        organiser && (
          <Button component={Link} to={paths.contestNew.path} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {t('contestAdmin.nouveauContest')}
          </Button>
        )
      }
    >
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {list.isPending ? (
          <Loader m="md" />
        ) : list.isError ? (
          <Text c="red" m="md">
            {errorText(list.error)}
          </Text>
        ) : list.data.results.length === 0 ? (
          <Text c="dimmed" m="md">
            {t('contestAdmin.aucunContestPourInstant')}
          </Text>
        ) : (
          <DataTable
            minWidth={640}
            highlightOnHover
            verticalSpacing="sm"
            data-testid="contest-list"
            columns={[t('contestAdmin.nom'), t('contestAdmin.dates'), t('contestAdmin.etat'), { label: t('contestAdmin.competiteurs2'), ta: 'right' }]}
          >
            {list.data.results.map((contest: ContestListItem) => (
              <Table.Tr key={contest.id} style={{ cursor: 'pointer' }} onClick={() => void navigate(manageContestPath(contest.id))}>
                <Table.Td>
                  <Anchor component={Link} to={manageContestPath(contest.id)} fw={600} onClick={(event) => event.stopPropagation()}>
                    {contest.name}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    /contests/{contest.slug}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">
                  {dateTime.format(new Date(contest.startsAt))}
                  <Text fz="xs" c="dimmed">
                    {t('contestAdmin.text', { end: dateTime.format(new Date(contest.endsAt)) })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StateBadge state={contest.state} />
                </Table.Td>
                <Table.Td ta="right">{contest.competitorsCount}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Paper>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} getControlProps={() => ({ 'aria-label': t('contestAdmin.page') })} />}
    </Page>
  );
}

const BackToList = () => {
  const t = useT(contestAdminCatalog);
  return (
    <Anchor component={Link} to={paths.contestsAdmin.path} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" /> {t('contestAdmin.contests')}
      </Group>
    </Anchor>
  );
};

/** /contests/nouveau */
export function NewContestPage() {
  const t = useT(contestAdminCatalog);
  const { current, organiser } = useOrganiser();
  const create = useCreateContest(current.gymId ?? 0);
  const boulders = useGymBoulderOptions(current.userId, current.gymId);
  const navigate = useNavigate();

  return (
    <Page
      title={
        <div>
          <BackToList />
          <Title order={1} mt={4}>
            {t('contestAdmin.nouveauContest')}
          </Title>
        </div>
      }
    >
      {!current.gym ? (
        <Loader />
      ) : !organiser ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t('contestAdmin.seulsChefsOuvreursAdministrateurs')}
        </Alert>
      ) : (
        <Suspense fallback={<Loader />}>
          <ContestForm
            initialValues={emptyContestValues(t)}
            gymName={current.gym.name}
            creating
            readOnly={false}
            gymBoulders={boulders.data ?? []}
            onSubmit={async (body) => {
              const contest = await create.mutateAsync(body);
              notifications.show({ color: 'teal', message: t('contestAdmin.contestCree', { name: contest.name }) });
              void navigate(manageContestPath(contest.id), { replace: true });
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}

type Tab = 'reglages' | 'competiteurs' | 'juges' | 'resultats' | 'finale';

/** /contests/gestion/{id}: settings, competitors, judges, results and corrections, final, draw and exports. */
export function ManageContestPage() {
  const t = useT(contestAdminCatalog);
  const contestId = Number(useParams().contestId);
  const { current, organiser } = useOrganiser();
  const contest = useContest(contestId);
  const update = useUpdateContest(contestId);
  const boulders = useGymBoulderOptions(current.userId, current.gymId);
  const [tab, setTab] = useState<Tab>('reglages');

  if (contest.isPending) return <Page title={<BackToList />}>{<Loader />}</Page>;
  if (contest.isError) {
    return (
      <Page title={<BackToList />}>
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {errorText(contest.error)}
        </Alert>
      </Page>
    );
  }
  const data = contest.data;
  return (
    <Page
      title={
        <div>
          <BackToList />
          <Group gap="sm" mt={4}>
            <Title order={1}>{data.name}</Title>
            <StateBadge state={data.state} />
          </Group>
          <Text c="dimmed" fz="sm">
            {t('contestAdmin.competiteur3', {
              start: dateTime.format(new Date(data.startsAt)),
              end: dateTime.format(new Date(data.endsAt)),
              competitorsCount: data.competitorsCount,
            })}
          </Text>
        </div>
      }
    >
      <ContestPublicLinks contest={data} onJudges={organiser ? () => setTab('juges') : undefined} />
      <Suspense fallback={<Loader />}>
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="reglages">{t('contestAdmin.reglages')}</Tabs.Tab>
            <Tabs.Tab value="competiteurs">{t('contestAdmin.competiteurs2')}</Tabs.Tab>
            {organiser && <Tabs.Tab value="juges">{t('contestAdmin.juges')}</Tabs.Tab>}
            <Tabs.Tab value="resultats">{t('contestAdmin.resultats')}</Tabs.Tab>
            <Tabs.Tab value="finale">{t('contestAdmin.finaleTirage')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="reglages">
            <ContestForm
              key={data.updatedAt}
              initialValues={contestToValues(data)}
              gymName={current.gym?.name ?? current.name ?? ''}
              creating={false}
              readOnly={!organiser}
              gymBoulders={boulders.data ?? []}
              onSubmit={async (body) => {
                // The version read: an edit made meanwhile by someone else is refused (409), not undone.
                await update.mutateAsync({ ...body, updatedAt: data.updatedAt });
                notifications.show({ color: 'teal', message: t('contestAdmin.contestEnregistre') });
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="competiteurs">
            <CompetitorsPanel contest={data} readOnly={!organiser} />
          </Tabs.Panel>
          {organiser && (
            <Tabs.Panel value="juges">
              <JudgesPanel contest={data} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="resultats">
            <ResultsPanel contest={data} readOnly={!organiser} />
          </Tabs.Panel>
          <Tabs.Panel value="finale">
            <RoundsPanel contest={data} readOnly={!organiser} />
          </Tabs.Panel>
        </Tabs>
      </Suspense>
    </Page>
  );
}
