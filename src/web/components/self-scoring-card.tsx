import { Alert, Anchor, Badge, Box, Button, Card, type ButtonProps, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { MyContest } from '../../shared/contract/contest-scoring';
import { formatLongDateTime } from '../../shared/domain/dates';
import { applyAction, NONE, storedResult, type Score } from '../../shared/domain/result-entry';
import { enqueue, flushQueue, readQueue, type ResultEntry } from '../api/result-queue';
import { scoringCatalog } from '../lib/catalogs/scoring';
import { useLocale, useT } from '../lib/i18n';
import { nextEntryText, scoreLine } from '../lib/score-text';

function stateOf(contest: MyContest, now: number) {
  if (now >= new Date(contest.endsAt).getTime()) return { label: 'scoring.state.over', color: 'gray' } as const;
  if (now >= new Date(contest.startsAt).getTime()) return { label: 'scoring.state.live', color: 'teal' } as const;
  return { label: 'scoring.state.upcoming', color: 'blue' } as const;
}

const scoresOf = (contest: MyContest) =>
  new Map(contest.results.map((r) => [r.boulderId, { attempts: r.attempts, zoneAttempt: r.zoneAttempt, topAttempt: r.topAttempt }]));

/**
 * One contest as its competitor scores it (docs/product.md › Contests: scoring entry): their boulders with big 'Essai', 'Zone',
 * 'Top', 'Effacer' while self-scoring is open, their results otherwise. Taps wait in `queue` until
 * `send` gets them through; `onSent` refreshes the contest from the server. Used by the climbers' app
 * (with the account) and by the personal link page (with the link's token).
 */
export function SelfScoringCard({
  contest,
  queue,
  send,
  onSent,
  heading = 2,
}: {
  contest: MyContest;
  queue: string;
  send: (entry: ResultEntry) => Promise<unknown>;
  onSent: () => void;
  heading?: 1 | 2;
}) {
  const [scores, setScores] = useState(() => scoresOf(contest));
  const [pending, setPending] = useState(() => readQueue(queue).length);
  const [problem, setProblem] = useState<string | null>(null);
  const state = stateOf(contest, Date.now());
  const t = useT(scoringCatalog);
  const locale = useLocale();
  const when = (value: string) => formatLongDateTime(value, locale);

  // The server's results replace the ones shown once nothing of mine waits to be sent.
  useEffect(() => {
    if (readQueue(queue).length === 0) setScores(scoresOf(contest));
  }, [contest, queue]);

  const flush = useCallback(async () => {
    const outcome = await flushQueue(queue, send);
    setPending(readQueue(queue).length);
    if (outcome.refused.length > 0) setProblem(outcome.refused.at(-1)!.message);
    if (outcome.sent > 0 || outcome.refused.length > 0) onSent();
  }, [queue, send, onSent]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const retry = setInterval(() => readQueue(queue).length > 0 && void flush(), 10_000);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(retry);
    };
  }, [flush, queue]);

  const record = (boulderId: number, next: Score, previous: Score) => {
    if (next === previous) return;
    setScores((current) => new Map(current).set(boulderId, next));
    enqueue(queue, { clientId: crypto.randomUUID(), contestId: contest.id, competitorId: contest.competitorId, boulderId, ...storedResult(next) });
    setPending(readQueue(queue).length);
    setProblem(null);
    void flush();
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`contest-${contest.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={heading} fz={heading === 1 ? 22 : 'lg'} id={`contest-${contest.id}`}>
            {contest.name}
          </Title>
          <Text fz="sm" c="dimmed">
            {contest.bib !== null ? t('scoring.categoryBib', { category: contest.category, bib: contest.bib }) : contest.category}
          </Text>
        </div>
        <Badge color={state.color} variant="light" style={{ flex: 'none' }}>
          {t(state.label)}
        </Badge>
      </Group>
      <Text fz="sm" mt={6}>
        {t('scoring.dates', { start: when(contest.startsAt), end: when(contest.endsAt) })}
      </Text>
      <Anchor href={`/contests/${contest.slug}`} fz="sm">
        {t('scoring.seeRanking')}
      </Anchor>

      {contest.disqualified ? (
        <Alert color="red" variant="light" mt="sm">
          {t('scoring.disqualified')}
        </Alert>
      ) : contest.selfScoringOpen ? (
        <Text fz="sm" mt="sm" fw={500}>
          {t('scoring.openUntil', { closes: when(contest.selfScoringClosesAt) })}
        </Text>
      ) : (
        <Text fz="sm" mt="sm" c="dimmed">
          {!contest.selfScoring
            ? t('scoring.judgesEnter')
            : Date.now() < new Date(contest.selfScoringOpensAt).getTime()
              ? t('scoring.opensAt', { opens: when(contest.selfScoringOpensAt) })
              : t('scoring.closed')}
        </Text>
      )}
      {pending > 0 && (
        <Text role="status" fz="sm" c="orange.8" mt="xs">
          {t('scoring.pending', { count: pending })}
        </Text>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {problem}
        </Alert>
      )}

      <Stack gap="xs" mt="sm">
        {contest.boulders.map((boulder) => {
          const score = scores.get(boulder.id) ?? NONE;
          const open = contest.selfScoringOpen && !contest.disqualified;
          const act = (action: 'attempt' | 'zone' | 'top') => record(boulder.id, applyAction(score, action, boulder.zone), score);
          const on = { number: boulder.number };
          return (
            <Box key={boulder.id} p="xs" style={{ borderRadius: 8, background: 'var(--mantine-color-gray-0)' }} data-testid={`boulder-${boulder.number}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={8} wrap="nowrap">
                  <Box
                    w={14}
                    h={14}
                    style={{ borderRadius: '50%', background: boulder.color ?? 'var(--mantine-color-gray-4)', flex: 'none' }}
                    aria-hidden="true"
                  />
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('scoring.boulder', on)}
                  </Text>
                </Group>
                <Text fz="sm" c="dimmed" ta="right" aria-live="polite">
                  {score.attempts === 0 ? t('scoring.notTried') : scoreLine(t, score)}
                </Text>
              </Group>
              {open && (
                <Group grow gap={6} mt={6} wrap="nowrap">
                  <ScoreButton variant="default" onClick={() => act('attempt')} disabled={score.topAttempt !== null} aria-label={t('scoring.attemptOn', on)}>
                    {t('scoring.attempt')}
                  </ScoreButton>
                  <ScoreButton
                    color="yellow"
                    onClick={() => act('zone')}
                    disabled={!boulder.zone || score.zoneAttempt !== null || score.topAttempt !== null}
                    aria-label={t('scoring.zoneOn', on)}
                  >
                    {t('scoring.zone')}
                  </ScoreButton>
                  <ScoreButton color="teal" onClick={() => act('top')} disabled={score.topAttempt !== null} aria-label={t('scoring.topOn', on)}>
                    {t('scoring.top')}
                  </ScoreButton>
                  <ScoreButton
                    variant="subtle"
                    color="gray"
                    onClick={() => record(boulder.id, NONE, score)}
                    disabled={score.attempts === 0}
                    aria-label={t('scoring.clearOn', on)}
                  >
                    {t('scoring.clear')}
                  </ScoreButton>
                </Group>
              )}
              {open && nextEntryText(t, score) && (
                <Text fz="xs" c="dimmed" mt={4}>
                  {nextEntryText(t, score)}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </Card>
  );
}

/** A button of a boulder's row: tall enough for a thumb, as wide as its share of the row. */
function ScoreButton(props: ButtonProps & { onClick: () => void; 'aria-label': string }) {
  return <Button h={48} px={0} {...props} />;
}
