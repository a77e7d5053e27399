import { Alert, Button, Checkbox, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle, IconDownload, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import type { Contest } from '../../../../shared/contract/contests';
import { CONTEST_LIMITS } from '../../../../shared/domain/contest-rules';
import { formatLongDateTime } from '../../../../shared/domain/dates';
import { errorText } from '../../../api/api-client';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { exportPaths, useDraw, useStartFinal } from '../api/contest-admin-api';
import { AdminSection, NumberField } from './admin-section';

function StartFinal({ contest }: { contest: Contest }) {
  const start = useStartFinal(contest.id);
  const [count, setCount] = useState<number | ''>(CONTEST_LIMITS.defaultFinalists);
  const [boulders, setBoulders] = useState<number | ''>(4);
  const [zone, setZone] = useState(true);
  const [asking, setAsking] = useState(false);
  const launch = () => {
    setAsking(false);
    start.mutate({
      ...(count === '' ? {} : { count }),
      boulders: Array.from({ length: Number(boulders) }, (_, i) => ({ number: i + 1, name: `Finale ${i + 1}`, zone })),
    });
  };
  // Finalists are taken from the ranking of the moment: while the qualification runs, ask first.
  const qualificationRunning = contest.state === 'running';
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        La finale prend les meilleurs de chaque catégorie au classement de qualification ; elle se classe aux tops, zones et essais, et une égalité se départage
        au rang de qualification.
      </Text>
      <Group grow align="flex-start">
        <NumberField
          label="Finalistes par catégorie"
          min={1}
          max={CONTEST_LIMITS.finalistsMax}
          value={count}
          onChange={(v) => setCount(typeof v === 'number' ? v : '')}
        />
        <NumberField label="Blocs de la finale" min={1} max={20} value={boulders} onChange={(v) => setBoulders(typeof v === 'number' ? v : '')} />
      </Group>
      <Checkbox label="Les blocs de la finale ont une zone" checked={zone} onChange={(event) => setZone(event.currentTarget.checked)} />
      <ErrorAlert>{start.isError && errorText(start.error)}</ErrorAlert>
      <Group justify="flex-end">
        <Button
          leftSection={<IconTrophy size={16} aria-hidden="true" />}
          loading={start.isPending}
          disabled={boulders === ''}
          onClick={() => (qualificationRunning ? setAsking(true) : launch())}
        >
          Lancer la finale
        </Button>
      </Group>
      <ConfirmModal opened={asking} title="Lancer la finale" confirmLabel="Lancer la finale quand même" onConfirm={launch} onClose={() => setAsking(false)}>
        {`La qualification est encore en cours (jusqu'au ${formatLongDateTime(contest.endsAt)}). Les finalistes seront pris au classement de ` +
          `maintenant : les résultats saisis ensuite ne changeront plus qui va en finale.`}
      </ConfirmModal>
    </Stack>
  );
}

function Draw({ contest, readOnly }: { contest: Contest; readOnly: boolean }) {
  const draw = useDraw(contest.id);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [count, setCount] = useState<number | ''>(1);
  const [last, setLast] = useState<number[] | null>(null);
  const categoryName = new Map(contest.categories.map((c) => [c.id, c.name]));
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Parmi les compétiteurs qui ont au moins un top. Un gagnant déjà tiré ne l'est jamais une seconde fois.
      </Text>
      {!readOnly && (
        <>
          <Group grow align="flex-start">
            <Select
              label="Catégorie"
              placeholder="Toutes les catégories"
              clearable
              data={contest.categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={categoryId}
              onChange={setCategoryId}
            />
            <NumberField
              label="Nombre de gagnants"
              min={1}
              max={CONTEST_LIMITS.drawMax}
              value={count}
              onChange={(v) => setCount(typeof v === 'number' ? v : '')}
            />
          </Group>
          {draw.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(draw.error)}
            </Alert>
          )}
          {last !== null && last.length === 0 && (
            <Alert color="orange" variant="light" role="status">
              Personne d'autre ne peut être tiré au sort{categoryId === null ? '' : ` dans ${categoryName.get(Number(categoryId)) ?? 'cette catégorie'}`} : tous
              les compétiteurs qui ont un top ont déjà gagné.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconArrowsShuffle size={16} aria-hidden="true" />}
              loading={draw.isPending}
              disabled={count === ''}
              onClick={() =>
                draw.mutate(
                  // Each click is its own draw; its id makes a resent request answer the same winners.
                  { categoryId: categoryId === null ? null : Number(categoryId), count: Number(count), drawId: crypto.randomUUID() },
                  { onSuccess: (answer) => setLast(answer.winners.map((w) => w.competitorId)) },
                )
              }
            >
              Tirer au sort
            </Button>
          </Group>
        </>
      )}
      <Title order={3} fz="h5">
        Gagnants
      </Title>
      {contest.winners.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Aucun tirage pour l'instant.
        </Text>
      ) : (
        <List type="ordered" spacing={4} data-testid="draw-winners">
          {contest.winners.map((w) => (
            <List.Item key={w.competitorId} fw={last?.includes(w.competitorId) ? 700 : 400}>
              {w.firstName} {w.lastName}{' '}
              <Text span c="dimmed" fz="sm">
                · {categoryName.get(w.categoryId)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** contests.md §2 Rounds, Draw and Results: start the final, 'Tirage au sort', the exports and the public pages. */
export function RoundsPanel({ contest, readOnly }: { contest: Contest; readOnly: boolean }) {
  const final = contest.rounds.find((r) => r.kind === 'final');
  const paths = exportPaths(contest.id);
  const download = (href: string, label: string) => (
    <Button component="a" href={href} download variant="light" leftSection={<IconDownload size={16} aria-hidden="true" />}>
      {label}
    </Button>
  );

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <AdminSection id="contest-final" title="Finale">
        {final && 'count' in final ? (
          <Text fz="sm">
            Finale lancée : les {final.count} meilleurs de chaque catégorie, sur {final.boulders.length} bloc{final.boulders.length > 1 ? 's' : ''}. Les juges
            peuvent recevoir ses blocs dans l'onglet Juges.
          </Text>
        ) : readOnly ? (
          <Text fz="sm" c="dimmed">
            Pas de finale pour l'instant.
          </Text>
        ) : (
          <StartFinal contest={contest} />
        )}
      </AdminSection>
      <AdminSection id="contest-draw" title="Tirage au sort">
        <Draw contest={contest} readOnly={readOnly} />
      </AdminSection>
      <AdminSection id="contest-exports" title="Exports">
        <Group gap="sm">
          {download(paths.results('qualification'), 'Résultats (CSV)')}
          {final && download(paths.results('final'), 'Résultats de la finale (CSV)')}
          {download(paths.podiums, 'Podiums (PDF)')}
        </Group>
      </AdminSection>
    </SimpleGrid>
  );
}
