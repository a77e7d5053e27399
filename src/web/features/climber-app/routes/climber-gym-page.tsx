import { BoulderRow, circuitName, groupByCircuit, groupBySector, sectorName, TagFilter } from '../components/boulder-list-rows';
import { Anchor, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { ClimberBoulder, GymDetail } from '../../../../shared/contract/climber-reads';
import { MY_STATUSES, type MyStatus } from '../../../../shared/domain/climber-rules';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../api/api-client';
import { useOccupancy } from '../../../api/occupancy';
import { withSearchParam } from '../../../hooks/use-go-back';
import { useGym, useGymBoulders, visitGym } from '../api/gyms';
import { useMe } from '../api/me';
import { rememberGym } from '../chosen-gym';
import { AfterTopSheet } from '../components/after-top-sheet';
import { BoulderSheet } from '../components/boulder-sheet';
import { GymCrowd } from '../components/gym-crowd';
import { GymPlan } from '../components/gym-plan';
import { RecentLogs, useLogAscents, useUndoLogs, type LoggedTop } from '../components/log-actions';
import { usePendingAscents } from '../offline/use-ascent-queue';
import { TAB_BAR_HEIGHT } from '../components/layout-sizes';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

type View = 'sector' | 'circuit';
type StatusFilter = 'all' | MyStatus;

/**
 * /app/salles/{gymId} (docs/product.md › Climbers: the app): the gym's active boulders by sector (on the plan) or by
 * circuit, filtered by my status, each with its badges; a top or a try is logged in two taps (open
 * the boulder, then 'Top' or 'Essai'), or several tops at once ('Sélectionner'), through the phone's
 * queue so that it works without network. `?bloc={id}` opens that boulder (from /b/{code}); `?tri=nouveaux`
 * (an announcement's link) lists the new boulders first.
 */
export function ClimberGymPage() {
  const t = useT(climberCatalog);
  const gymId = Number(useParams().gymId);
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const gym = useGym(gymId, signedIn);
  const boulders = useGymBoulders(gymId, signedIn);
  // The crowd card sits above the list: its first try is awaited (ms) rather than pushing the page down (CLS 0.13).
  const crowd = useOccupancy(gymId);
  const logAscents = useLogAscents(gymId);
  const undo = useUndoLogs();
  const [view, setView] = useState<View>('sector');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sectorId, setSectorId] = useState<number | null>(null);
  const [tagId, setTagId] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [afterTop, setAfterTop] = useState<LoggedTop | null>(null);
  const location = useLocation();
  const sheetId = Number(searchParams.get('bloc')) || null;
  const code = searchParams.get('code');
  const newFirst = searchParams.get('tri') === 'nouveaux';
  const mixNewBoulders = () => setSearchParams(withSearchParam('tri', null));
  const showBoulder = (boulderId: number | null) => setSearchParams(withSearchParam('bloc', boulderId === null ? null : String(boulderId)));

  useEffect(() => {
    if (!signedIn || !Number.isInteger(gymId) || gymId <= 0) return;
    rememberGym(gymId);
    if (navigator.onLine) void visitGym(gymId).catch(() => undefined);
  }, [gymId, signedIn]);

  // /b/{code} sends here with the label's code: open that boulder.
  useEffect(() => {
    if (!code || !boulders.data) return;
    const found = boulders.data.find((boulder) => boulder.code.toUpperCase() === code.toUpperCase());
    setSearchParams(
      (params) => {
        params.delete('code');
        if (found) params.set('bloc', String(found.id));
        return params;
      },
      { replace: true },
    );
  }, [code, boulders.data, setSearchParams]);

  const { list, sectorCounts } = useMyBoulders(gymId, boulders.data);

  if (me.data === null) return <Navigate to={`${paths.climberHome.path}?suite=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.isPending || gym.isPending || boulders.isPending || (crowd.isPending && crowd.fetchStatus === 'fetching' && crowd.failureCount === 0)) {
    return (
      <Center mih={300}>
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  const gone = [gym.error, boulders.error].find((error) => error instanceof ApiError && error.status === 404);
  if (gone) {
    return <GymUnavailable message={errorText(gone)} />;
  }
  if (!gym.data || !boulders.data) {
    return (
      <Stack>
        <Text>{t('gym.notLoaded')}</Text>
        <Button onClick={() => void Promise.all([gym.refetch(), boulders.refetch()])}>{t('app.retry')}</Button>
      </Stack>
    );
  }

  const shown = list.filter(
    (boulder) =>
      (status === 'all' || boulder.myStatus === status) &&
      (tagId === null || boulder.tagIds.includes(tagId)) &&
      (view !== 'sector' || sectorId === null || boulder.sectorId === sectorId),
  );
  const { fresh, groups } = listGroups(gym.data, shown, view, newFirst ? t('gym.newBoulders', { count: shown.filter((b) => b.isNew).length }) : null);
  const done = list.filter((boulder) => boulder.myStatus === 'done').length;
  const chosenSector = gym.data.sectors.find((sector) => sector.id === sectorId);

  const toggleSelected = (boulderId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(boulderId)) next.add(boulderId);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const topSelected = async () => {
    const count = selected.size;
    await logAscents(
      [...selected].map((boulderId) => ({ boulderId, tries: 1, topped: true })),
      { title: t('gym.toppedMany', { count }), detail: t('gym.oneTryEach'), notify: true },
    );
    stopSelecting();
  };
  const logOne = async (boulder: ClimberBoulder, tries: number, topped: boolean) => {
    setOpen(null);
    const flash = topped && tries === 1 && boulder.myStatus === 'none';
    const title = topped ? t('gym.logTitle', { kind: t(flash ? 'app.flash' : 'app.top'), name: boulder.name }) : t('gym.try', { name: boulder.name });
    // After a top, its sheet is the feedback (with 'Annuler le top'); a try gets a notification.
    const recent = await logAscents([{ boulderId: boulder.id, tries, topped }], { title, detail: t('app.tries', { count: tries }), notify: !topped });
    if (topped) setAfterTop({ boulder, tries, flash, clientIds: recent.clientIds, undo: () => undo(recent) });
  };

  return (
    <Stack gap="md" pb={selecting ? 80 : 0}>
      <div>
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Title order={1} fz={26}>
            {gym.data.name}
          </Title>
          <Anchor component={Link} to={paths.climberGyms.path} fz="sm">
            {t('gym.change')}
          </Anchor>
        </Group>
        <Group justify="space-between" align="center">
          <Text c="dimmed" fz="sm">
            {t('gym.counts', { open: list.length, done })}
          </Text>
          <Button size="compact-sm" variant={selecting ? 'filled' : 'light'} onClick={() => (selecting ? stopSelecting() : setSelecting(true))}>
            {selecting ? t('gym.finish') : t('gym.select')}
          </Button>
        </Group>
      </div>
      <GymCrowd gymId={gymId} />
      <RecentLogs />
      <SegmentedControl
        fullWidth
        value={view}
        onChange={(value) => setView(value as View)}
        data={[
          { value: 'sector', label: t('gym.bySector') },
          { value: 'circuit', label: t('gym.byCircuit') },
        ]}
      />
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label={t('gym.myStatus')}
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
        data={[{ value: 'all', label: t('gym.all') }, ...MY_STATUSES.map((key) => ({ value: key, label: t(`gym.status.${key}`) }))]}
      />
      <TagFilter gym={gym.data} boulders={list} value={tagId} onChange={setTagId} />
      {view === 'sector' && (
        <GymPlan gym={gym.data} counts={sectorCounts} selected={sectorId} onSelect={setSectorId} boulders={shown} onOpenBoulder={showBoulder} />
      )}
      {view === 'sector' && chosenSector && (
        <Group justify="space-between">
          <Text fw={600}>{t('gym.sector', { name: chosenSector.name })}</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setSectorId(null)}>
            {t('gym.allSectors')}
          </Button>
        </Group>
      )}
      {fresh.length > 0 && (
        <Button size="compact-sm" variant="subtle" onClick={mixNewBoulders} style={{ alignSelf: 'flex-start' }}>
          {t('gym.mixNewBoulders')}
        </Button>
      )}
      {groups.length === 0 && <Text c="dimmed">{list.length === 0 ? t('gym.empty') : t('gym.noMatch')}</Text>}
      {groups.map((group) => (
        <Stack key={group.key} gap="xs" component="section" aria-label={group.title}>
          <Title order={2} fz="lg">
            {group.title}
          </Title>
          {group.boulders.map((boulder) => (
            <BoulderRow
              key={boulder.id}
              gym={gym.data}
              boulder={boulder}
              subtitle={view === 'sector' ? circuitName(gym.data, boulder) : sectorName(gym.data, boulder)}
              selecting={selecting}
              selected={selected.has(boulder.id)}
              opened={!selecting && open === boulder.id}
              onTap={() => (selecting ? toggleSelected(boulder.id) : setOpen(open === boulder.id ? null : boulder.id))}
              onLog={(tries, topped) => void logOne(boulder, tries, topped)}
              onDetails={() => showBoulder(boulder.id)}
            />
          ))}
        </Stack>
      ))}
      {selecting && <SelectionBar count={selected.size} onTop={() => void topSelected()} />}
      <BoulderSheet boulderId={sheetId} onClose={() => showBoulder(null)} />
      <AfterTopSheet top={afterTop} onClose={() => setAfterTop(null)} />
    </Stack>
  );
}

/** My boulders of the gym, what waits on the phone already counting for my status, and per sector how many I did. */
function useMyBoulders(gymId: number, boulders: ClimberBoulder[] | undefined) {
  const pending = usePendingAscents();
  // What waits on the phone already counts for my status.
  const list = useMemo(() => {
    const mine = pending.filter((ascent) => ascent.gymId === gymId);
    return (boulders ?? []).map((boulder): ClimberBoulder => {
      const logs = mine.filter((ascent) => ascent.boulderId === boulder.id);
      if (logs.length === 0 || boulder.myStatus === 'done') return boulder;
      return { ...boulder, myStatus: logs.some((ascent) => ascent.topped) ? 'done' : 'project' };
    });
  }, [boulders, pending, gymId]);

  const sectorCounts = useMemo(() => {
    const counts = new Map<number, { total: number; done: number }>();
    for (const boulder of list) {
      const count = counts.get(boulder.sectorId) ?? { total: 0, done: 0 };
      count.total += 1;
      if (boulder.myStatus === 'done') count.done += 1;
      counts.set(boulder.sectorId, count);
    }
    return counts;
  }, [list]);
  return { list, sectorCounts };
}

/** A gym not published yet, suspended or gone (docs/product.md › Going live: gym status): say so, and offer the others. */
function GymUnavailable({ message }: { message: string }) {
  const t = useT(climberCatalog);
  return (
    <Stack align="flex-start">
      <Title order={1} fz="xl">
        {message}
      </Title>
      <Text c="dimmed">{t('gym.unavailable')}</Text>
      <Button component={Link} to={paths.climberGyms.path}>
        {t('gym.chooseOther')}
      </Button>
    </Stack>
  );
}

/** The bar over the tabs while boulders are being selected: how many, and 'Top' for all of them. */
function SelectionBar({ count, onTop }: { count: number; onTop: () => void }) {
  const t = useT(climberCatalog);
  return (
    <Paper withBorder shadow="md" p="sm" radius={0} pos="fixed" bottom={TAB_BAR_HEIGHT} left={0} right={0} style={{ zIndex: 150 }} data-testid="selection-bar">
      <Group justify="space-between" maw={528} mx="auto" wrap="nowrap">
        <Text fw={600}>{t('gym.selected', { count })}</Text>
        <Button color="teal" disabled={count === 0} onClick={onTop}>
          {t('app.top')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The list's sections by sector or circuit; with `newTitle` (an announcement's link, `?tri=nouveaux`,
 * docs/announcements.md), the new boulders first under that title, newest first, and not again below.
 */
function listGroups(gym: GymDetail, shown: ClimberBoulder[], view: View, newTitle: string | null) {
  const fresh = newTitle === null ? [] : shown.filter((boulder) => boulder.isNew).sort((a, b) => b.openedAt.localeCompare(a.openedAt));
  const others = fresh.length > 0 ? shown.filter((boulder) => !boulder.isNew) : shown;
  const byPlace = view === 'sector' ? groupBySector(gym, others) : groupByCircuit(gym, others);
  return { fresh, groups: fresh.length > 0 && newTitle !== null ? [{ key: 'new', title: newTitle, boulders: fresh }, ...byPlace] : byPlace };
}
