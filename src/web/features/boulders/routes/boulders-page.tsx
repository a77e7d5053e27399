import { Box, Button, Center, Group, Loader, LoadingOverlay, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet, IconHandClick, IconPlus, IconPrinter, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { boulderEditPath, paths } from '../../../config/paths';
import { BoulderSettingActions } from '../../../components/boulder-setting-actions';
import { bouldersToStrip, StripModal, type StripTarget } from '../../../components/strip-modal';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GymInfo } from '../../../../shared/contract/gyms';
import type { Route } from '../../../../shared/contract/routes';
import { LEVEL_IDS } from '../../../../shared/domain/levels';
import { DifficultyIcon } from '../../../components/difficulty-icon';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { hasPageBehind, withSearchParam } from '../../../hooks/use-go-back';
import { useCurrentGym } from '../../../api/current-gym';
import { useBoulders } from '../api/get-boulders';
import { useTags } from '../../../api/tags';
import { BoulderDetailModal } from '../../../components/boulder-detail-modal';
import { BoulderDismantlingModal } from '../../../components/boulder-dismantling-modal';
import { BoulderFilterPanel, type FilterOptions } from '../components/boulder-filter-panel';
import { BouldersTable } from '../components/boulders-table';
import { DEFAULT_QUERY, nextPageSize, nextSort, STATUSES, type BoulderFilters, type BoulderQuery, type SortKey } from '../lib/filters';
import { GYM_PARAM, hasQuery, OPEN_BOULDER_PARAM, queryFromSearch, withQuery } from '../lib/query-in-url';
import { exportPath } from '../../../../shared/contract/export-paths';
import { useT, type TranslateOf } from '../../../lib/i18n';
import { bouldersCatalog } from '../../../lib/catalogs/boulders';
import { PageHeading, PageStack } from '../../../components/headings';

const SEARCH_DELAY_MS = 300;

/** /bomain 'Détail blocs' (docs/product.md › Back office: screens): filters, the boulder table and its two modals. */
export function BouldersPage() {
  const t = useT(bouldersCatalog);
  const current = useCurrentGym();
  useFailureNotice(current.error, 'boulders-gym', t('boulders.informationsSalleOntPu'));

  return (
    <PageStack maw={1400}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('boulders.detailBlocs')}>
          {current.name ? t('boulders.tousBlocs', { name: current.name }) : t('boulders.tousBlocsSalle')}
        </PageHeading>
        <Group gap="sm">
          {current.gymId !== null && <ExportMenu gymId={current.gymId} />}
          <Button component={Link} to={paths.labels.path} variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />}>
            {t('boulders.etiquettes')}
          </Button>
          {current.canEdit && (
            <Button component={Link} to={paths.boulderNew.path} leftSection={<IconPlus size={16} aria-hidden="true" />}>
              {t('boulders.nouveauBloc')}
            </Button>
          )}
        </Group>
      </Group>
      {current.userId && current.gymId !== null ? (
        // A gym switch starts again from the default filters (the ids of the old gym mean nothing here).
        <BouldersScreen key={current.gymId} userId={current.userId} gymId={current.gymId} gym={current.gym} canEdit={current.canEdit} />
      ) : (
        <Paper withBorder p="xl">
          <Text ta="center" c="dimmed">
            {t('boulders.choisissezSallePourVoir')}
          </Text>
        </Paper>
      )}
    </PageStack>
  );
}

interface BouldersScreenProps {
  userId: string;
  gymId: number;
  gym: GymInfo | undefined;
  canEdit: boolean;
}

/** The last list of each gym seen in this tab, shown again when /bomain opens without a query. */
const lastListKey = (gymId: number) => `gaston.bomain.${gymId}`;

function BouldersScreen({ userId, gymId, gym, canEdit }: BouldersScreenProps) {
  const t = useT(bouldersCatalog);
  const navigate = useNavigate();
  const { params, setParams, filters, sort, setFilters, setSort, searchText, setSearchText, search } = useBoulderQuery(gymId);
  const [panelOpened, panel] = useDisclosure(true);

  // The open boulder is in the address too (`bloc`): the browser's Back closes its detail.
  const [detailRoute, setDetailRoute] = useState<Route | null>(null);
  // Opened by a click on this page (Back closes it), or reached by its address (closing stays here).
  const openedHere = useRef(false);
  const openId = Number(params.get(OPEN_BOULDER_PARAM));
  const openDetail = (route: Route) => {
    openedHere.current = true;
    setDetailRoute(route);
    setParams(withSearchParam(OPEN_BOULDER_PARAM, String(route.id)));
  };
  const closeDetail = () => {
    if (openedHere.current && hasPageBehind()) void navigate(-1);
    else setParams(withSearchParam(OPEN_BOULDER_PARAM, null), { replace: true });
  };
  const [editedRoute, setEditedRoute] = useState<Route | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [strip, setStrip] = useState<StripTarget | null>(null);

  const query = useMemo<BoulderQuery>(() => ({ filters, sort, search }), [filters, sort, search]);
  const boulders = useBoulders(userId, gymId, query);
  const tags = useTags(gymId);
  useFailureNotice(boulders.error, 'boulders-list', t('boulders.listeBlocsPuEtre'));
  useFailureNotice(tags.error, 'boulders-tags', t('boulders.listeTagsPuEtre'));

  const options = useMemo(() => filterOptions(t, gym, tags.data), [t, gym, tags.data]);
  const routes = useMemo(() => boulders.data?.pages.flatMap((page) => page.routes), [boulders.data]);
  const shownRoute = detailRoute?.id === openId ? detailRoute : (routes?.find((r) => r.id === openId) ?? null);
  const count = boulders.data?.pages.at(-1)?.count;
  const loaded = routes?.length ?? 0;
  const more = count === undefined ? 0 : nextPageSize(loaded, count);
  const busy = boulders.isFetching;
  const failedWithoutData = boulders.isError && !boulders.data;
  const selectedRoutes = (routes ?? []).filter((r) => selected.has(r.id) && r.route_active);
  const select = (ids: number[], checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids)
        if (checked) next.add(id);
        else next.delete(id);
      return next;
    });

  return (
    <>
      <BoulderFilterPanel
        filters={filters}
        onFiltersChange={setFilters}
        options={options}
        busy={busy}
        search={searchText}
        onSearchChange={setSearchText}
        opened={panelOpened}
        onToggle={panel.toggle}
      />

      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <Group justify="space-between" align="flex-end" gap="xs" px="lg" pt="lg" pb="md" wrap="wrap">
          <div>
            <Group gap="sm" wrap="nowrap">
              <Title order={2} fz="h3" aria-live="polite">
                {count === undefined ? t('boulders.loading') : t('boulders.countToBrowse', { count })}
              </Title>
              {busy && <Loader size="sm" aria-hidden="true" data-testid="boulders-fetching" />}
            </Group>
            <Text c="dimmed" fz="sm" mt={2} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <IconHandClick size={16} aria-hidden="true" />
              {t('boulders.hint')}
            </Text>
          </div>
          <Group gap="sm">
            {canEdit && selectedRoutes.length > 0 && (
              <Button
                component={Link}
                to={`${paths.labels.path}?ids=${selectedRoutes.map((r) => r.id).join(',')}`}
                variant="default"
                size="sm"
                leftSection={<IconPrinter size={16} aria-hidden="true" />}
              >
                {t('boulders.imprimerEtiquettes', { selectedRoutesCount: selectedRoutes.length })}
              </Button>
            )}
            {canEdit && selectedRoutes.length > 0 && (
              <Button
                color="red"
                variant="light"
                size="sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() =>
                  setStrip(
                    bouldersToStrip(
                      selectedRoutes,
                      t('boulders.selectedToStrip', { count: selectedRoutes.length, names: selectedRoutes.map((r) => r.name).join(', ') }),
                    ),
                  )
                }
              >
                {t('boulders.demonterSelection', { selectedRoutesCount: selectedRoutes.length })}
              </Button>
            )}
            {count !== undefined && count > 0 && (
              <Text fz="sm" c="dimmed">
                {t('boulders.surAffiches', { loaded, count })}
              </Text>
            )}
          </Group>
        </Group>

        {failedWithoutData ? (
          <Center py={48}>
            <Stack align="center" gap="sm">
              <Text c="dimmed">{t('boulders.listeBlocsPuEtre')}</Text>
              <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void boulders.refetch()}>
                {t('boulders.reessayer')}
              </Button>
            </Stack>
          </Center>
        ) : (
          <Box pos="relative" aria-busy={busy}>
            <LoadingOverlay
              visible={busy && !boulders.isFetchingNextPage && routes !== undefined}
              zIndex={5}
              overlayProps={{ backgroundOpacity: 0.55, blur: 1 }}
              loaderProps={{ 'aria-label': t('boulders.loading') } as Record<string, string>}
            />
            <BouldersTable
              routes={routes}
              sort={sort}
              onSort={(key: SortKey) => setSort((previous) => nextSort(previous, key))}
              showColor={gym?.is_custom_difficulty_system_color ?? false}
              canEdit={canEdit}
              onOpen={openDetail}
              onEdit={setEditedRoute}
              selected={selected}
              onSelect={select}
              emptyGym={gym?.total_active_routes === 0}
            />
          </Box>
        )}

        {more > 0 && (
          <Center p="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Button
              variant="light"
              onClick={() => void boulders.fetchNextPage()}
              loading={boulders.isFetchingNextPage}
              disabled={busy && !boulders.isFetchingNextPage}
            >
              {t('boulders.loadMore', { count: more })}
            </Button>
          </Center>
        )}
      </Paper>

      <BoulderDetailModal
        route={shownRoute}
        onClose={closeDetail}
        actions={(route) => <BoulderSettingActions route={route} canEdit={canEdit} editPath={boulderEditPath(route.id)} />}
      />
      <StripModal target={strip} onClose={() => setStrip(null)} onStripped={() => setSelected(new Set())} />
      <BoulderDismantlingModal route={editedRoute} onClose={() => setEditedRoute(null)} />
    </>
  );
}

/** CSV downloads for French spreadsheets (docs/product.md › Route setting: screens 'Exports'): plain links, the server names the file. */
function ExportMenu({ gymId }: { gymId: number }) {
  const t = useT(bouldersCatalog);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}>
          {t('boulders.exporterCsv')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={exportPath(gymId, 'boulders')} download>
          {t('boulders.blocsActifsLeursStatistiques')}
        </Menu.Item>
        <Menu.Item component="a" href={exportPath(gymId, 'boulders', { all: true })} download>
          {t('boulders.tousBlocsDemontesCompris')}
        </Menu.Item>
        <Menu.Item component="a" href={exportPath(gymId, 'comments')} download>
          {t('boulders.commentaires')}
        </Menu.Item>
        <Menu.Item component="a" href={exportPath(gymId, 'openings')} download>
          {t('boulders.historiqueOuvertures')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function filterOptions(t: TranslateOf<typeof bouldersCatalog>, gym: GymInfo | undefined, tags: ReturnType<typeof useTags>['data']): FilterOptions {
  return {
    difficulties: gym?.difficultySystem.map((difficulty) => ({
      id: difficulty.id,
      label: difficulty.name,
      icon: <DifficultyIcon svg={difficulty.svg} color1={difficulty.color_1} color2={difficulty.color_2} size={16} />,
    })),
    levels: LEVEL_IDS.map((id) => ({ id, label: t('boulders.niveau', { id }) })),
    sectors: gym?.sectors.map(({ id, name }) => ({ id, label: name })),
    steepness: tags?.tag_steepness.map(({ id, name }) => ({ id, label: name })),
    grips: tags?.tag_grips.map(({ id, name }) => ({ id, label: name })),
    style: tags?.tag_style.map(({ id, name }) => ({ id, label: name })),
    status: STATUSES.map(({ id }) => ({ id, label: t(`boulders.status.${id}`) })),
  };
}

/**
 * The list's query in the address (filters survive leaving and coming back; `salle` says for which gym), the
 * tab's last list restored when the page opens without one, and the search field written there once typed.
 */
function useBoulderQuery(gymId: number) {
  const [params, setParams] = useSearchParams();
  const ours = params.get(GYM_PARAM) === String(gymId);
  const urlQuery = useMemo(() => (ours ? queryFromSearch(params) : DEFAULT_QUERY), [ours, params]);
  const { filters, sort } = urlQuery;
  // React Router's functional setParams starts from the params of the last render, not of the last write:
  // two clicks before the page renders again (a header clicked twice, a chip of another group) would
  // lose the first. The last address written is kept until the router renders a new one.
  const written = useRef({ rendered: params, latest: params });
  if (written.current.rendered !== params) written.current = { rendered: params, latest: params };
  const writeQuery = (change: (query: BoulderQuery) => Partial<BoulderQuery>) => {
    const previous = written.current.latest;
    const current = previous.get(GYM_PARAM) === String(gymId) ? queryFromSearch(previous) : DEFAULT_QUERY;
    const next = withQuery(previous, { ...current, ...change(current) });
    next.set(GYM_PARAM, String(gymId));
    written.current.latest = next;
    setParams(next, { replace: true });
  };
  /** A change of some groups: the others stay as last written. */
  const setFilters = (change: Partial<BoulderFilters>) => writeQuery((current) => ({ filters: { ...current.filters, ...change } }));
  const setSort = (change: (previous: BoulderQuery['sort']) => BoulderQuery['sort']) => writeQuery((current) => ({ sort: change(current.sort) }));
  useEffect(() => {
    if (ours || hasQuery(params)) return;
    const last = sessionStorage.getItem(lastListKey(gymId));
    if (last) setParams(new URLSearchParams(last), { replace: true });
  }, [ours, params, gymId, setParams]);
  useEffect(() => {
    if (ours) sessionStorage.setItem(lastListKey(gymId), withQuery(new URLSearchParams({ [GYM_PARAM]: String(gymId) }), urlQuery).toString());
  }, [ours, gymId, urlQuery]);

  const [searchText, setSearchText] = useState(urlQuery.search);
  const [typed] = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (typed !== urlQuery.search.trim()) writeQuery(() => ({ search: typed }));
    // Only a change of what was typed writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  // The address changed from elsewhere (Back, the tab's last list): the field shows its search.
  useEffect(() => {
    if (urlQuery.search.trim() !== typed) setSearchText(urlQuery.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlQuery.search]);
  const search = urlQuery.search.trim();
  return { params, setParams, urlQuery, filters, sort, setFilters, setSort, searchText, setSearchText, search };
}
