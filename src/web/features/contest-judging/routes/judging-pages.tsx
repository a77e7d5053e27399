/**
 * The pages that score a contest without an account (docs/product.md › Contests: who may do what; Contests: scoring entry), in one module so that the entry
 * names one chunk for both: the judge's phone and a competitor's personal link.
 */
import { Alert, Anchor, Box, Container, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { JudgeView } from '../../../../shared/contract/contest-scoring';
import { applyAction, NONE, storedResult, type Score } from '../../../../shared/domain/result-entry';
import { ApiError, errorText } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { enqueue, flushQueue, judgeQueue, readQueue, selfLinkQueue } from '../../../api/result-queue';
import { SelfScoringCard } from '../../../components/self-scoring-card';
import { scoringCatalog } from '../../../lib/catalogs/scoring';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { nextEntryText, scoreLine } from '../../../lib/score-text';
import { fetchJudgeView, openJudgeSession, selfScoringLinkQueryOptions, sendLinkResult, sendResult, type ResultEntry } from '../api/judging-api';
import classes from '../components/contest-judge.module.css';

const sessionKey = (linkToken: string) => `gaston.judge.${linkToken}.session`;

function CodeForm({ linkToken, onSession }: { linkToken: string; onSession: (token: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT(scoringCatalog);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token } = await openJudgeSession(linkToken, code.trim());
      localStorage.setItem(sessionKey(linkToken), token);
      onSession(token);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={classes.card} onSubmit={(event) => void submit(event)}>
      <h1>{t('scoring.judge.title')}</h1>
      <p className={classes.muted}>{t('scoring.judge.codeHint')}</p>
      <label className={classes.field}>
        {t('scoring.judge.code')}
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
      </label>
      <button type="submit" className={classes.primary} disabled={busy}>
        {t('scoring.judge.open')}
      </button>
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Scoring({ linkToken, sessionToken, onExpired }: { linkToken: string; sessionToken: string; onExpired: () => void }) {
  const [view, setView] = useState<JudgeView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [scores, setScores] = useState(new Map<string, Score>());
  const [history, setHistory] = useState<{ key: string; before: Score }[]>([]);
  const [boulderId, setBoulderId] = useState<number | null>(null);
  const [competitorId, setCompetitorId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState(() => readQueue(judgeQueue(linkToken)).length);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT(scoringCatalog);

  useEffect(() => {
    fetchJudgeView(sessionToken).then(
      (loaded) => {
        setView(loaded);
        setScores(
          new Map(
            loaded.results.map((r) => [`${r.competitorId}:${r.boulderId}`, { attempts: r.attempts, zoneAttempt: r.zoneAttempt, topAttempt: r.topAttempt }]),
          ),
        );
        setBoulderId((current) => current ?? loaded.boulders[0]?.id ?? null);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onExpired();
        else setLoadError(errorText(error));
      },
    );
  }, [sessionToken, onExpired]);

  const flush = useCallback(async () => {
    const outcome = await flushQueue(judgeQueue(linkToken), (entry) => sendResult(sessionToken, entry));
    setPending(readQueue(judgeQueue(linkToken)).length);
    if (outcome.refused.length > 0) setProblem(outcome.refused.at(-1)!.message);
  }, [linkToken, sessionToken]);

  useEffect(() => {
    void flush();
    const retry = setInterval(() => void flush(), 10_000);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  const boulder = view?.boulders.find((b) => b.id === boulderId) ?? null;
  const candidates = useMemo(() => {
    if (!view || !boulder) return [];
    const needle = search.trim().toLowerCase();
    return view.competitors
      .filter((c) => boulder.round === 'qualification' || c.finalist)
      .filter((c) => !needle || String(c.bib ?? '') === needle || `${c.firstName} ${c.lastName}`.toLowerCase().includes(needle))
      .slice(0, 30);
  }, [view, boulder, search]);
  const competitor = view?.competitors.find((c) => c.id === competitorId) ?? null;
  const key = competitor && boulder ? `${competitor.id}:${boulder.id}` : null;
  const score = (key && scores.get(key)) || NONE;

  const record = (next: Score, previous: Score) => {
    if (!key || !view || !boulder || !competitor) return;
    if (next === previous) return;
    setScores((current) => new Map(current).set(key, next));
    const entry: ResultEntry = {
      clientId: crypto.randomUUID(),
      contestId: view.contest.id,
      competitorId: competitor.id,
      boulderId: boulder.id,
      ...storedResult(next),
    };
    enqueue(judgeQueue(linkToken), entry);
    setPending(readQueue(judgeQueue(linkToken)).length);
    setProblem(null);
    void flush();
  };
  const act = (action: 'attempt' | 'zone' | 'top') => {
    const next = applyAction(score, action, boulder?.zone ?? true);
    if (next !== score && key) setHistory((h) => [...h, { key, before: score }]);
    record(next, score);
  };
  // Corrects any earlier result, even one entered before this session: back to nothing, then tap again.
  const clear = () => {
    if (score.attempts === 0 && score.zoneAttempt === null && score.topAttempt === null) return;
    if (key) setHistory((h) => [...h, { key, before: score }]);
    record(NONE, score);
  };
  const undo = () => {
    const last = [...history].reverse().find((h) => h.key === key);
    if (!last) return;
    setHistory((h) => h.filter((item) => item !== last));
    record(last.before, score);
  };

  if (loadError) {
    return (
      <div className={classes.card}>
        <p className={classes.error}>{loadError}</p>
      </div>
    );
  }
  if (!view) return <p className={classes.card}>{t('scoring.loading')}</p>;
  return (
    <>
      <header className={classes.card}>
        <h1>{view.contest.name}</h1>
        <p className={classes.muted}>{t('scoring.judge.name', { name: view.judge.name })}</p>
        {pending > 0 && (
          <p className={classes.status} role="status">
            {t('scoring.pending', { count: pending })}
          </p>
        )}
        {problem && (
          <p className={classes.error} role="alert">
            {problem}
          </p>
        )}
      </header>
      <section className={classes.card} aria-labelledby="blocs">
        <h2 id="blocs">{t('scoring.judge.boulders')}</h2>
        <div className={classes.chips} role="group" aria-labelledby="blocs">
          {view.boulders.map((b) => (
            <button key={b.id} type="button" aria-pressed={b.id === boulderId} onClick={() => setBoulderId(b.id)}>
              {t(b.round === 'final' ? 'scoring.final' : 'scoring.boulder', { number: b.number })}
            </button>
          ))}
        </div>
      </section>
      <section className={classes.card} aria-labelledby="competiteur">
        <h2 id="competiteur">{t('scoring.judge.competitor')}</h2>
        <label className={classes.field}>
          {t('scoring.judge.search')}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} inputMode="search" />
        </label>
        <ul className={classes.list}>
          {candidates.map((c) => (
            <li key={c.id}>
              <button type="button" aria-pressed={c.id === competitorId} onClick={() => setCompetitorId(c.id)}>
                <span>
                  {c.firstName} {c.lastName}
                </span>
                <span>{t('scoring.judge.bib', { bib: c.bib ?? '–' })}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {competitor && boulder && (
        <section className={classes.card} aria-labelledby="saisie">
          <h2 id="saisie">
            {competitor.firstName} {competitor.lastName} · {t(boulder.round === 'final' ? 'scoring.final' : 'scoring.boulder', { number: boulder.number })}
          </h2>
          <p className={classes.scoreLine} aria-live="polite">
            {scoreLine(t, score)}
          </p>
          {nextEntryText(t, score) && (
            <p className={classes.muted} data-testid="next-entry">
              {nextEntryText(t, score)}
            </p>
          )}
          <div className={classes.actions}>
            <button type="button" className={classes.attempt} onClick={() => act('attempt')} disabled={score.topAttempt !== null}>
              {t('scoring.attempt')}
            </button>
            <button
              type="button"
              className={classes.zone}
              onClick={() => act('zone')}
              disabled={!boulder.zone || score.zoneAttempt !== null || score.topAttempt !== null}
            >
              {t('scoring.zone')}
            </button>
            <button type="button" className={classes.top} onClick={() => act('top')} disabled={score.topAttempt !== null}>
              {t('scoring.top')}
            </button>
          </div>
          <button type="button" className={classes.undo} onClick={undo} disabled={!history.some((h) => h.key === key)}>
            {t('scoring.judge.undo')}
          </button>
          <button type="button" className={classes.undo} onClick={clear} disabled={score.attempts === 0 && score.topAttempt === null}>
            {t('scoring.judge.clear')}
          </button>
        </section>
      )}
    </>
  );
}

/** /contests/juge/{token}: a judge's phone (docs/product.md › Contests: scoring entry): the code, then their boulders, one hand, big buttons, offline queue. */
export function ContestJudgePage() {
  const { token: linkToken = '' } = useParams();
  const [sessionToken, setSessionToken] = useState<string | null>(() => localStorage.getItem(sessionKey(linkToken)));
  const expired = useCallback(() => {
    localStorage.removeItem(sessionKey(linkToken));
    setSessionToken(null);
  }, [linkToken]);
  const t = useT(scoringCatalog);
  useDocumentTitle(t('scoring.judge.tabTitle'));
  return (
    <main className={classes.page}>
      {sessionToken ? (
        <Scoring linkToken={linkToken} sessionToken={sessionToken} onExpired={expired} />
      ) : (
        <CodeForm linkToken={linkToken} onSession={setSessionToken} />
      )}
    </main>
  );
}

export function ContestSelfScoringPage() {
  const { slug = '', token = '' } = useParams();
  const queryClient = useQueryClient();
  const contest = useQuery(selfScoringLinkQueryOptions(token));
  const send = useCallback((entry: ResultEntry) => sendLinkResult(token, entry), [token]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.selfScoringLink(token) }), [queryClient, token]);
  const t = useT(scoringCatalog);
  useDocumentTitle(t('scoring.self.tabTitle'));

  return (
    <Box component="main" bg="gray.1" mih="100dvh" py="md">
      <Container size={560} px="sm">
        <Text fz="sm" c="dimmed" mb="xs">
          {t('scoring.self.brand')}
        </Text>
        {contest.isPending ? (
          <Loader role="status" aria-label={t('scoring.loading')} />
        ) : contest.isError ? (
          <Alert color="red" title={t('scoring.self.unusable')}>
            {errorText(contest.error)} <Anchor href={`/contests/${encodeURIComponent(slug)}`}>{t('scoring.self.contestPage')}</Anchor>
          </Alert>
        ) : (
          <SelfScoringCard contest={contest.data} queue={selfLinkQueue(token)} send={send} onSent={refresh} heading={1} />
        )}
        <Text fz="xs" c="dimmed" mt="md">
          {t('scoring.self.personal')}
        </Text>
      </Container>
    </Box>
  );
}
