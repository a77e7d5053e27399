import { ActionIcon, Badge, Button, Card, Group, Loader, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Me } from '../../../../shared/contract/climber-accounts';
import { addCalendarDays, formatShortDate, parisDay } from '../../../../shared/domain/dates';
import { useGym } from '../api/gyms';
import { useClimberIndex, useDeleteLogs, useLogbook, useProgress } from '../api/mine';
import { chosenGym } from '../chosen-gym';
import { SignedIn } from '../components/profile-fields';

const PERIODS = { '30': 30, '90': 90, '365': 365 } as const;
type Period = keyof typeof PERIODS;

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
/** 'Mercredi 25 novembre': only the first letter capitalised, as French writes it. */
function dayLabel(day: string) {
  const text = new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Paris' });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * /app/carnet (climbers.md §2 'Carnet'): my Gaston Index of the month with my rank in my gym's
 * leaderboard and the boulders that count, my progress per circuit, my hardest tops, and my days.
 */
export function ClimberLogbookPage() {
  return (
    <SignedIn>
      {(me) => {
        const gymId = chosenGym() ?? me.homeGymId;
        return (
          <Stack gap="lg">
            <Title order={1} fz={26}>
              Mon carnet
            </Title>
            {gymId !== null && <IndexCard gymId={gymId} me={me} />}
            {gymId !== null && <CircuitProgress gymId={gymId} />}
            <Days />
          </Stack>
        );
      }}
    </SignedIn>
  );
}

function IndexCard({ gymId, me }: { gymId: number; me: Me }) {
  const month = parisDay(new Date()).slice(0, 7);
  const gym = useGym(gymId);
  const index = useClimberIndex(gymId, month);
  return (
    <Card withBorder radius="md" component="section" aria-label="Mon Gaston Index" data-testid="my-index">
      <Text fz="sm" c="dimmed">
        Gaston Index · {monthLabel(month)}
        {gym.data ? ` · ${gym.data.name}` : ''}
      </Text>
      {index.isPending ? (
        <Loader size="sm" role="status" aria-label="Chargement" />
      ) : !index.data ? (
        <Text c="dimmed">Indisponible sans réseau.</Text>
      ) : (
        <Stack gap="xs">
          <Group align="baseline" gap="md">
            <Text fz={40} fw={800} lh={1} data-testid="index-value">
              {index.data.index}
            </Text>
            <Text fw={600} data-testid="index-rank">
              {index.data.rank !== null
                ? `${index.data.rank}${index.data.rank === 1 ? 'er' : 'e'} du classement du mois`
                : !me.rankingConsent
                  ? 'Non classé : tu n’apparais pas dans les classements (voir le profil)'
                  : !me.emailConfirmed
                    ? 'Non classé : confirme ton adresse e-mail pour apparaître dans le classement'
                    : 'Pas encore classé ce mois-ci'}
            </Text>
          </Group>
          {index.data.boulders.length > 0 ? (
            <Stack gap={2}>
              <Text fz="sm" fw={600}>
                Les blocs qui comptent
              </Text>
              {index.data.boulders.map((boulder) => (
                <Group key={boulder.boulderId} justify="space-between" wrap="nowrap">
                  <Text fz="sm" truncate>
                    {boulder.name}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Badge size="sm" variant="light">
                      {boulder.style}
                    </Badge>
                    <Text fz="sm" fw={600} w={36} ta="right">
                      {boulder.grade}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              Aucun top ce mois-ci dans cette salle : ton index démarre au premier.
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

function CircuitProgress({ gymId }: { gymId: number }) {
  const progress = useProgress(gymId);
  const gym = useGym(gymId);
  if (!progress.data) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Ma progression par circuit">
      <Title order={2} fz="lg">
        Ma progression par circuit
      </Title>
      {progress.data.circuits.length === 0 && (
        <Text fz="sm" c="dimmed">
          Ta salle n’a pas encore de circuit : ta progression s’affichera ici dès ses premiers blocs.
        </Text>
      )}
      {progress.data.circuits.map((circuit) => {
        const color = gym.data?.circuits.find((c) => c.id === circuit.id)?.color_1;
        return (
          <div key={circuit.id} data-testid="circuit-progress">
            <Group justify="space-between">
              <Text fz="sm" fw={600}>
                {circuit.name}
              </Text>
              <Text fz="sm" c="dimmed">
                {circuit.topped} / {circuit.active} · {Math.round(circuit.share * 100)} %
              </Text>
            </Group>
            <Progress
              value={circuit.share * 100}
              color={color ?? 'teal'}
              size="md"
              radius="xl"
              aria-label={`${circuit.name} : ${Math.round(circuit.share * 100)} %`}
            />
          </div>
        );
      })}
    </Stack>
  );
}

/** Deletes a day's logs of one boulder (climbers.md §2: any log of mine can be deleted later), after a second tap. */
function DeleteLogs({ name, day, clientIds }: { name: string; day: string; clientIds: string[] }) {
  const [asked, setAsked] = useState(false);
  const remove = useDeleteLogs();
  if (!asked) {
    return (
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Supprimer ${name} (${day})`} onClick={() => setAsked(true)}>
        <IconTrash size={16} />
      </ActionIcon>
    );
  }
  return (
    <Button
      size="compact-xs"
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={() => remove.mutate(clientIds, { onSettled: () => setAsked(false) })}
    >
      Supprimer
    </Button>
  );
}

function Days() {
  const [period, setPeriod] = useState<Period>('30');
  const to = parisDay(new Date());
  const from = addCalendarDays(to, -(PERIODS[period] - 1));
  const logbook = useLogbook(from, to);
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label="Période"
        value={period}
        onChange={(value) => setPeriod(value as Period)}
        data={[
          { value: '30', label: '30 jours' },
          { value: '90', label: '3 mois' },
          { value: '365', label: '1 an' },
        ]}
      />
      {logbook.isPending ? (
        <Loader size="sm" role="status" aria-label="Chargement" />
      ) : !logbook.data ? (
        <Text c="dimmed">Le carnet n’a pas pu être chargé.</Text>
      ) : (
        <>
          {logbook.data.hardestTops.length > 0 && (
            <Stack gap={4} component="section" aria-label="Mes tops les plus durs">
              <Title order={2} fz="lg">
                Mes tops les plus durs
              </Title>
              <SimpleGrid cols={1} spacing={2}>
                {logbook.data.hardestTops.map((top) => (
                  <Group key={`${top.boulderId}-${top.date}`} justify="space-between" wrap="nowrap">
                    <Text fz="sm" truncate>
                      {top.name}
                    </Text>
                    <Text fz="sm" c="dimmed" style={{ flex: 'none' }}>
                      {top.grade} · {formatShortDate(top.date)}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <Title order={2} fz="lg">
            Mes séances
          </Title>
          {logbook.data.days.length === 0 && <Text c="dimmed">Aucun passage sur cette période.</Text>}
          {logbook.data.days.map((day) => (
            <Card key={day.date} withBorder radius="md" p="sm" component="section" aria-label={dayLabel(day.date)} data-testid="logbook-day">
              <Group justify="space-between" mb={4}>
                <Text fw={700}>{dayLabel(day.date)}</Text>
                <Text fz="sm" c="dimmed">
                  {plural(day.tops, 'top')} · {plural(day.flashes, 'flash')} · {plural(day.tries, 'essai')}
                </Text>
              </Group>
              <Stack gap={2}>
                {day.boulders.map((boulder) => (
                  <Group key={boulder.boulderId} justify="space-between" wrap="nowrap" gap="xs" data-testid="logbook-boulder">
                    <Text fz="sm" truncate style={{ flex: 1 }}>
                      {boulder.name}{' '}
                      <Text span c="dimmed" fz="sm">
                        {boulder.grade}
                      </Text>
                    </Text>
                    <Text fz="sm" c={boulder.topped ? 'teal' : 'orange'} fw={600} style={{ flex: 'none' }}>
                      {boulder.flash ? 'Flash' : boulder.topped ? 'Top' : 'Projet'} · {plural(boulder.tries, 'essai')}
                    </Text>
                    {boulder.clientIds.length > 0 && <DeleteLogs name={boulder.name} day={dayLabel(day.date)} clientIds={boulder.clientIds} />}
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
