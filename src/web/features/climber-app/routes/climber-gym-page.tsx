import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconCircleMinus, IconCirclePlus, IconProgress } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { ClimberBoulder, GymDetail } from '../../../../shared/contract/climber-reads';
import { TAG_GROUP_LABELS, TAG_GROUPS } from '../../../../shared/contract/constants';
import { CLIMBER_LIMITS, type MyStatus } from '../../../../shared/domain/climber-rules';
import { formatShortDate } from '../../../../shared/domain/dates';
import { paths } from '../../../config/paths';
import { HoldColorLine } from '../../../components/hold-color-line';
import { ApiError, errorText } from '../../../api/api-client';
import { useGym, useGymBoulders, visitGym } from '../api/gyms';
import { useMe } from '../api/me';
import { rememberGym } from '../chosen-gym';
import { AfterTopSheet } from '../components/after-top-sheet';
import { BoulderSheet } from '../components/boulder-sheet';
import { GymPlan } from '../components/gym-plan';
import { RecentLogs, useLogAscents, useUndoLogs, type LoggedTop } from '../components/log-actions';
import { usePendingAscents } from '../offline/use-ascent-queue';
import { TAB_BAR_HEIGHT } from '../components/layout-sizes';

type View = 'sector' | 'circuit';
type StatusFilter = 'all' | MyStatus;

const STATUS_LABELS: Record<MyStatus, string> = { none: 'Pas encore fait', project: 'En projet', done: 'Fait' };

/**
 * /app/salles/{gymId} (climbers.md §2): the gym's active boulders by sector (on the plan) or by
 * circuit, filtered by my status, each with its badges; a top or a try is logged in two taps (open
 * the boulder, then 'Top' or 'Essai'), or several tops at once ('Sélectionner'), through the phone's
 * queue so that it works without network. `?bloc={id}` opens that boulder (from /b/{code}).
 */
export function ClimberGymPage() {
  const gymId = Number(useParams().gymId);
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const gym = useGym(gymId, signedIn);
  const boulders = useGymBoulders(gymId, signedIn);
  const pending = usePendingAscents();
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
  const showBoulder = (boulderId: number | null) =>
    setSearchParams((params) => {
      if (boulderId === null) params.delete('bloc');
      else params.set('bloc', String(boulderId));
      return params;
    });

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

  // What waits on the phone already counts for my status.
  const list = useMemo(() => {
    const mine = pending.filter((ascent) => ascent.gymId === gymId);
    return (boulders.data ?? []).map((boulder): ClimberBoulder => {
      const logs = mine.filter((ascent) => ascent.boulderId === boulder.id);
      if (logs.length === 0 || boulder.myStatus === 'done') return boulder;
      return { ...boulder, myStatus: logs.some((ascent) => ascent.topped) ? 'done' : 'project' };
    });
  }, [boulders.data, pending, gymId]);

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

  if (me.data === null) return <Navigate to={`${paths.climberHome.path}?suite=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.isPending || gym.isPending || boulders.isPending) {
    return (
      <Center mih={300}>
        <Loader aria-label="Chargement" />
      </Center>
    );
  }
  const gone = [gym.error, boulders.error].find((error) => error instanceof ApiError && error.status === 404);
  if (gone) {
    // A gym not published yet, suspended or gone (go-live.md §3): say so, and offer the others.
    return (
      <Stack align="flex-start">
        <Title order={1} fz="xl">
          {errorText(gone)}
        </Title>
        <Text c="dimmed">Cette salle n’est pas ouverte dans l’application pour le moment.</Text>
        <Button component={Link} to={paths.climberGyms.path}>
          Choisir une autre salle
        </Button>
      </Stack>
    );
  }
  if (!gym.data || !boulders.data) {
    return (
      <Stack>
        <Text>Les blocs de cette salle n’ont pas pu être chargés.</Text>
        <Button onClick={() => void Promise.all([gym.refetch(), boulders.refetch()])}>Réessayer</Button>
      </Stack>
    );
  }

  const shown = list.filter(
    (boulder) =>
      (status === 'all' || boulder.myStatus === status) &&
      (tagId === null || boulder.tagIds.includes(tagId)) &&
      (view !== 'sector' || sectorId === null || boulder.sectorId === sectorId),
  );
  const groups = view === 'sector' ? groupBySector(gym.data, shown) : groupByCircuit(gym.data, shown);
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
      { title: `${count} top${count > 1 ? 's' : ''} enregistré${count > 1 ? 's' : ''}`, detail: 'en un essai chacun', notify: true },
    );
    stopSelecting();
  };
  const logOne = async (boulder: ClimberBoulder, tries: number, topped: boolean) => {
    setOpen(null);
    const flash = topped && tries === 1 && boulder.myStatus === 'none';
    const title = topped ? `${flash ? 'Flash' : 'Top'} : ${boulder.name}` : `Essai : ${boulder.name}`;
    // After a top, its sheet is the feedback (with 'Annuler le top'); a try gets a notification.
    const recent = await logAscents([{ boulderId: boulder.id, tries, topped }], { title, detail: `${tries} essai${tries > 1 ? 's' : ''}`, notify: !topped });
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
            Changer de salle
          </Anchor>
        </Group>
        <Group justify="space-between" align="center">
          <Text c="dimmed" fz="sm">
            {list.length} blocs ouverts · {done} fait{done > 1 ? 's' : ''}
          </Text>
          <Button size="compact-sm" variant={selecting ? 'filled' : 'light'} onClick={() => (selecting ? stopSelecting() : setSelecting(true))}>
            {selecting ? 'Terminer' : 'Sélectionner'}
          </Button>
        </Group>
      </div>
      <RecentLogs />
      <SegmentedControl
        fullWidth
        value={view}
        onChange={(value) => setView(value as View)}
        data={[
          { value: 'sector', label: 'Par secteur' },
          { value: 'circuit', label: 'Par circuit' },
        ]}
      />
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label="Mon statut"
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
        data={[{ value: 'all', label: 'Tous' }, ...(Object.keys(STATUS_LABELS) as MyStatus[]).map((key) => ({ value: key, label: STATUS_LABELS[key] }))]}
      />
      <TagFilter gym={gym.data} boulders={list} value={tagId} onChange={setTagId} />
      {view === 'sector' && <GymPlan gym={gym.data} counts={sectorCounts} selected={sectorId} onSelect={setSectorId} />}
      {view === 'sector' && chosenSector && (
        <Group justify="space-between">
          <Text fw={600}>Secteur : {chosenSector.name}</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setSectorId(null)}>
            Tous les secteurs
          </Button>
        </Group>
      )}
      {groups.length === 0 && (
        <Text c="dimmed">{list.length === 0 ? 'Aucun bloc ouvert dans cette salle pour le moment : reviens bientôt !' : 'Aucun bloc ne correspond.'}</Text>
      )}
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
      {selecting && (
        <Paper
          withBorder
          shadow="md"
          p="sm"
          radius={0}
          pos="fixed"
          bottom={TAB_BAR_HEIGHT}
          left={0}
          right={0}
          style={{ zIndex: 150 }}
          data-testid="selection-bar"
        >
          <Group justify="space-between" maw={528} mx="auto" wrap="nowrap">
            <Text fw={600}>
              {selected.size} bloc{selected.size > 1 ? 's' : ''} sélectionné{selected.size > 1 ? 's' : ''}
            </Text>
            <Button color="teal" disabled={selected.size === 0} onClick={() => void topSelected()}>
              Top
            </Button>
          </Group>
        </Paper>
      )}
      <BoulderSheet boulderId={sheetId} onClose={() => showBoulder(null)} />
      <AfterTopSheet top={afterTop} onClose={() => setAfterTop(null)} />
    </Stack>
  );
}

/** Filter by one of the gym's tags that some open boulder carries, grouped by kind (a native list: quick on a phone). */
function TagFilter({
  gym,
  boulders,
  value,
  onChange,
}: {
  gym: GymDetail;
  boulders: ClimberBoulder[];
  value: number | null;
  onChange: (tagId: number | null) => void;
}) {
  const used = new Set(boulders.flatMap((boulder) => boulder.tagIds));
  const groups = TAG_GROUPS.map((kind) => ({
    group: TAG_GROUP_LABELS[kind],
    items: gym.tags.filter((tag) => tag.kind === kind && used.has(tag.id)).map((tag) => ({ value: String(tag.id), label: tag.name })),
  })).filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <NativeSelect
      aria-label="Filtrer par type de bloc"
      size="xs"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      data={[{ value: '', label: 'Tous les types de blocs' }, ...groups]}
    />
  );
}

const sectorName = (gym: GymDetail, boulder: ClimberBoulder) => gym.sectors.find((s) => s.id === boulder.sectorId)?.name ?? '';
const circuitName = (gym: GymDetail, boulder: ClimberBoulder) => gym.circuits.find((c) => c.id === boulder.difficultyId)?.name ?? '';

function groupBySector(gym: GymDetail, boulders: ClimberBoulder[]) {
  return gym.sectors
    .map((sector) => ({ key: `s${sector.id}`, title: sector.name, boulders: boulders.filter((b) => b.sectorId === sector.id) }))
    .filter((group) => group.boulders.length > 0);
}

function groupByCircuit(gym: GymDetail, boulders: ClimberBoulder[]) {
  return gym.circuits
    .map((circuit) => ({ key: `c${circuit.id}`, title: circuit.name, boulders: boulders.filter((b) => b.difficultyId === circuit.id) }))
    .filter((group) => group.boulders.length > 0);
}

function CircuitDot({ gym, boulder }: { gym: GymDetail; boulder: ClimberBoulder }) {
  const circuit = gym.circuits.find((c) => c.id === boulder.difficultyId);
  const [first, second] = [circuit?.color_1 ?? '#adb5bd', circuit?.color_2 ?? circuit?.color_1 ?? '#adb5bd'];
  return (
    <Box
      aria-hidden="true"
      w={28}
      h={28}
      style={{
        flex: 'none',
        borderRadius: '50%',
        border: '2px solid var(--mantine-color-gray-4)',
        background: `linear-gradient(135deg, ${first} 50%, ${second} 50%)`,
      }}
    />
  );
}

function StatusMark({ status }: { status: MyStatus }) {
  if (status === 'done')
    return (
      <Badge color="teal" variant="filled" leftSection={<IconCheck size={12} />} aria-label="Fait">
        Fait
      </Badge>
    );
  if (status === 'project')
    return (
      <Badge color="orange" variant="light" leftSection={<IconProgress size={12} />}>
        En projet
      </Badge>
    );
  return null;
}

interface BoulderRowProps {
  gym: GymDetail;
  boulder: ClimberBoulder;
  subtitle: string;
  selecting: boolean;
  selected: boolean;
  opened: boolean;
  onTap: () => void;
  onLog: (tries: number, topped: boolean) => void;
  onDetails: () => void;
}

function BoulderRow({ gym, boulder, subtitle, selecting, selected, opened, onTap, onLog, onDetails }: BoulderRowProps) {
  return (
    <Paper
      withBorder
      radius="md"
      data-testid="climber-boulder"
      data-boulder-id={boulder.id}
      data-status={boulder.myStatus}
      style={selected ? { borderColor: 'var(--mantine-color-teal-6)', boxShadow: '0 0 0 1px var(--mantine-color-teal-6)' } : undefined}
    >
      <UnstyledButton
        w="100%"
        p="sm"
        onClick={onTap}
        aria-expanded={selecting ? undefined : opened}
        aria-pressed={selecting ? selected : undefined}
        aria-label={selecting ? `Sélectionner ${boulder.name}` : undefined}
      >
        <Group wrap="nowrap" gap="sm">
          {selecting && <Checkbox checked={selected} readOnly tabIndex={-1} aria-hidden="true" color="teal" />}
          <CircuitDot gym={gym} boulder={boulder} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} truncate>
                {boulder.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {boulder.grade}
              </Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {subtitle} · ouvert le {formatShortDate(boulder.openedAt)}
            </Text>
            <HoldColorLine holdColor={boulder.holdColor} />
            <Group gap={4} mt={4}>
              {boulder.isNew && (
                <Badge size="xs" color="grape">
                  Nouveau
                </Badge>
              )}
              {boulder.dismantlingSoon && (
                <Badge size="xs" color="red" variant="light">
                  Bientôt démonté
                </Badge>
              )}
            </Group>
          </Box>
          <StatusMark status={boulder.myStatus} />
        </Group>
      </UnstyledButton>
      {opened && <LogPanel onLog={onLog} onDetails={onDetails} />}
    </Paper>
  );
}

/** The second tap: 'Top' or 'Essai', with the number of tries (1 preselected). */
function LogPanel({ onLog, onDetails }: { onLog: (tries: number, topped: boolean) => void; onDetails: () => void }) {
  const [tries, setTries] = useState(1);
  return (
    <Stack p="sm" pt={0} gap="xs" data-testid="log-panel">
      <Group justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap" aria-label="Nombre d’essais">
          <ActionIcon variant="default" size="lg" aria-label="Un essai de moins" disabled={tries <= 1} onClick={() => setTries(tries - 1)}>
            <IconCircleMinus size={18} />
          </ActionIcon>
          <Text w={64} ta="center" fw={600} data-testid="tries">
            {tries} essai{tries > 1 ? 's' : ''}
          </Text>
          <ActionIcon variant="default" size="lg" aria-label="Un essai de plus" disabled={tries >= CLIMBER_LIMITS.maxTries} onClick={() => setTries(tries + 1)}>
            <IconCirclePlus size={18} />
          </ActionIcon>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="light" onClick={() => onLog(tries, false)}>
            Essai
          </Button>
          <Button color="teal" onClick={() => onLog(tries, true)}>
            Top
          </Button>
        </Group>
      </Group>
      <Anchor component="button" type="button" fz="sm" onClick={onDetails} ta="left">
        Voir le bloc, noter, commenter, signaler
      </Anchor>
    </Stack>
  );
}
