import { ActionIcon, Anchor, Badge, Box, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCircleMinus, IconCirclePlus, IconProgress } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { ClimberBoulder, GymDetail } from '../../../../shared/contract/climber-reads';
import { CLIMBER_LIMITS, type MyStatus } from '../../../../shared/domain/climber-rules';
import { formatShortDate } from '../../../../shared/domain/dates';
import { paths } from '../../../app/paths';
import { useGym, useGymBoulders, visitGym } from '../api/gyms';
import { useMe } from '../api/me';
import { climberApi } from '../api/climber-client';
import { rememberGym } from '../chosen-gym';
import { dequeueAscent, enqueueAscent } from '../offline/ascent-queue';
import { usePendingAscents } from '../offline/use-ascent-queue';
import { useSendQueue } from './climber-layout';

type View = 'sector' | 'circuit';
type StatusFilter = 'all' | MyStatus;

const STATUS_LABELS: Record<MyStatus, string> = { none: 'Pas encore fait', project: 'En projet', done: 'Fait' };

/**
 * /app/salles/{gymId} (climbers.md §2): the gym's active boulders by sector or by circuit, filtered
 * by my status, each with its badges; a top or a try is logged in two taps (open the boulder, then
 * 'Top' or 'Essai'), through the phone's queue so that it works without network.
 */
export function ClimberGymPage() {
  const gymId = Number(useParams().gymId);
  const me = useMe();
  const signedIn = Boolean(me.data);
  const gym = useGym(gymId, signedIn);
  const boulders = useGymBoulders(gymId, signedIn);
  const pending = usePendingAscents();
  const [view, setView] = useState<View>('sector');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn || !Number.isInteger(gymId) || gymId <= 0) return;
    rememberGym(gymId);
    if (navigator.onLine) void visitGym(gymId).catch(() => undefined);
  }, [gymId, signedIn]);

  // What waits on the phone already counts for my status.
  const list = useMemo(() => {
    const mine = pending.filter((ascent) => ascent.gymId === gymId);
    return (boulders.data ?? []).map((boulder): ClimberBoulder => {
      const logs = mine.filter((ascent) => ascent.boulderId === boulder.id);
      if (logs.length === 0 || boulder.myStatus === 'done') return boulder;
      return { ...boulder, myStatus: logs.some((ascent) => ascent.topped) ? 'done' : 'project' };
    });
  }, [boulders.data, pending, gymId]);

  if (me.data === null) return <Navigate to={paths.climberHome.path} replace />;
  if (me.isPending || gym.isPending || boulders.isPending) {
    return (
      <Center mih={300}>
        <Loader aria-label="Chargement" />
      </Center>
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

  const shown = list.filter((boulder) => status === 'all' || boulder.myStatus === status);
  const groups = view === 'sector' ? groupBySector(gym.data, shown) : groupByCircuit(gym.data, shown);
  const done = list.filter((boulder) => boulder.myStatus === 'done').length;

  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Title order={1} fz={26}>
            {gym.data.name}
          </Title>
          <Anchor component={Link} to={paths.climberGyms.path} fz="sm">
            Changer de salle
          </Anchor>
        </Group>
        <Text c="dimmed" fz="sm">
          {list.length} blocs ouverts · {done} fait{done > 1 ? 's' : ''}
        </Text>
      </div>
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
      {groups.length === 0 && <Text c="dimmed">Aucun bloc ne correspond.</Text>}
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
              opened={open === boulder.id}
              onToggle={() => setOpen(open === boulder.id ? null : boulder.id)}
              subtitle={view === 'sector' ? circuitName(gym.data, boulder) : sectorName(gym.data, boulder)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
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
      style={{ flex: 'none', borderRadius: '50%', border: '2px solid var(--mantine-color-gray-4)', background: `linear-gradient(135deg, ${first} 50%, ${second} 50%)` }}
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

function BoulderRow({ gym, boulder, opened, onToggle, subtitle }: { gym: GymDetail; boulder: ClimberBoulder; opened: boolean; onToggle: () => void; subtitle: string }) {
  return (
    <Paper withBorder radius="md" data-testid="climber-boulder" data-boulder-id={boulder.id} data-status={boulder.myStatus}>
      <UnstyledButton w="100%" p="sm" onClick={onToggle} aria-expanded={opened}>
        <Group wrap="nowrap" gap="sm">
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
      {opened && <LogPanel gymId={gym.id} boulder={boulder} onLogged={onToggle} />}
    </Paper>
  );
}

/** The second tap: 'Top' or 'Essai', with the number of tries (1 preselected). */
function LogPanel({ gymId, boulder, onLogged }: { gymId: number; boulder: ClimberBoulder; onLogged: () => void }) {
  const [tries, setTries] = useState(1);
  const send = useSendQueue();
  const log = async (topped: boolean) => {
    const clientId = crypto.randomUUID();
    await enqueueAscent({ clientId, boulderId: boulder.id, gymId, tries, topped, loggedAt: new Date().toISOString() });
    onLogged();
    const loggedAt = Date.now();
    notifications.show({
      id: clientId,
      color: 'teal',
      title: topped ? (tries === 1 && boulder.myStatus === 'none' ? `Flash : ${boulder.name}` : `Top : ${boulder.name}`) : `Essai : ${boulder.name}`,
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm">
            {tries} essai{tries > 1 ? 's' : ''}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => void undo(clientId, loggedAt)}>
            Annuler
          </Button>
        </Group>
      ),
    });
    void send();
  };
  return (
    <Group p="sm" pt={0} justify="space-between" wrap="nowrap" data-testid="log-panel">
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
        <Button variant="light" onClick={() => void log(false)}>
          Essai
        </Button>
        <Button color="teal" onClick={() => void log(true)}>
          Top
        </Button>
      </Group>
    </Group>
  );
}

/** Undo for 10 minutes: taken back from the phone if it is still there, else deleted on the server. */
async function undo(clientId: string, loggedAt: number) {
  notifications.hide(clientId);
  if (Date.now() - loggedAt > CLIMBER_LIMITS.undoMs) return;
  if (await dequeueAscent(clientId)) return;
  try {
    await climberApi.delete(`/api/v1/ascents/${clientId}/`);
  } catch {
    notifications.show({ color: 'red', title: 'Annulation impossible', message: 'Réessayez quand le réseau sera revenu.' });
  }
}
