/**
 * The pages that score a contest without an account (contests.md §1, §4), in one module so that the entry
 * names one chunk for both: the judge's phone and a competitor's personal link.
 */
import { Alert, Anchor, Box, Container, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { JudgeView } from '../../../../shared/contract/contest-scoring';
import { applyAction, nextEntryText, NONE, scoreLine, storedResult, type Score } from '../../../../shared/domain/result-entry';
import { ApiError, errorText } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { enqueue, flushQueue, judgeQueue, readQueue, selfLinkQueue } from '../../../api/result-queue';
import { SelfScoringCard } from '../../../components/self-scoring-card';
import { fetchJudgeView, openJudgeSession, selfScoringLinkQueryOptions, sendLinkResult, sendResult, type ResultEntry } from '../api/judging-api';
import classes from '../components/contest-judge.module.css';

const sessionKey = (linkToken: string) => `gaston.judge.${linkToken}.session`;

function CodeForm({ linkToken, onSession }: { linkToken: string; onSession: (token: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
      <h1>Saisie des résultats</h1>
      <p className={classes.muted}>Tape le code à 6 chiffres que l’organisateur t’a donné.</p>
      <label className={classes.field}>
        Code du juge
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
        Ouvrir la saisie
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
  if (!view) return <p className={classes.card}>Chargement…</p>;
  return (
    <>
      <header className={classes.card}>
        <h1>{view.contest.name}</h1>
        <p className={classes.muted}>Juge : {view.judge.name}</p>
        {pending > 0 && (
          <p className={classes.status} role="status">
            {pending} saisie{pending > 1 ? 's' : ''} en attente d’envoi : elles partiront dès que le réseau reviendra.
          </p>
        )}
        {problem && (
          <p className={classes.error} role="alert">
            {problem}
          </p>
        )}
      </header>
      <section className={classes.card} aria-labelledby="blocs">
        <h2 id="blocs">Bloc</h2>
        <div className={classes.chips} role="group" aria-labelledby="blocs">
          {view.boulders.map((b) => (
            <button key={b.id} type="button" aria-pressed={b.id === boulderId} onClick={() => setBoulderId(b.id)}>
              {b.round === 'final' ? `Finale ${b.number}` : `Bloc ${b.number}`}
            </button>
          ))}
        </div>
      </section>
      <section className={classes.card} aria-labelledby="competiteur">
        <h2 id="competiteur">Compétiteur</h2>
        <label className={classes.field}>
          Dossard ou nom
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} inputMode="search" />
        </label>
        <ul className={classes.list}>
          {candidates.map((c) => (
            <li key={c.id}>
              <button type="button" aria-pressed={c.id === competitorId} onClick={() => setCompetitorId(c.id)}>
                <span>
                  {c.firstName} {c.lastName}
                </span>
                <span>n° {c.bib ?? '–'}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {competitor && boulder && (
        <section className={classes.card} aria-labelledby="saisie">
          <h2 id="saisie">
            {competitor.firstName} {competitor.lastName} · {boulder.round === 'final' ? 'Finale' : 'Bloc'} {boulder.number}
          </h2>
          <p className={classes.scoreLine} aria-live="polite">
            {scoreLine(score)}
          </p>
          {nextEntryText(score) && (
            <p className={classes.muted} data-testid="next-entry">
              {nextEntryText(score)}
            </p>
          )}
          <div className={classes.actions}>
            <button type="button" className={classes.attempt} onClick={() => act('attempt')} disabled={score.topAttempt !== null}>
              Essai
            </button>
            <button
              type="button"
              className={classes.zone}
              onClick={() => act('zone')}
              disabled={!boulder.zone || score.zoneAttempt !== null || score.topAttempt !== null}
            >
              Zone
            </button>
            <button type="button" className={classes.top} onClick={() => act('top')} disabled={score.topAttempt !== null}>
              Top
            </button>
          </div>
          <button type="button" className={classes.undo} onClick={undo} disabled={!history.some((h) => h.key === key)}>
            Annuler la dernière saisie
          </button>
          <button type="button" className={classes.undo} onClick={clear} disabled={score.attempts === 0 && score.topAttempt === null}>
            Effacer ce résultat
          </button>
        </section>
      )}
    </>
  );
}

/** /contests/juge/{token}: a judge's phone (contests.md §4): the code, then their boulders, one hand, big buttons, offline queue. */
export function ContestJudgePage() {
  const { token: linkToken = '' } = useParams();
  const [sessionToken, setSessionToken] = useState<string | null>(() => localStorage.getItem(sessionKey(linkToken)));
  const expired = useCallback(() => {
    localStorage.removeItem(sessionKey(linkToken));
    setSessionToken(null);
  }, [linkToken]);
  useEffect(() => {
    document.title = 'Juge · Gaston';
  }, []);
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

  return (
    <Box component="main" bg="gray.1" mih="100dvh" py="md">
      <Container size={560} px="sm">
        <Text fz="sm" c="dimmed" mb="xs">
          Gaston · mes résultats
        </Text>
        {contest.isPending ? (
          <Loader role="status" aria-label="Chargement" />
        ) : contest.isError ? (
          <Alert color="red" title="Lien inutilisable">
            {errorText(contest.error)} <Anchor href={`/contests/${encodeURIComponent(slug)}`}>Voir la page du contest</Anchor>
          </Alert>
        ) : (
          <SelfScoringCard contest={contest.data} queue={selfLinkQueue(token)} send={send} onSent={refresh} heading={1} />
        )}
        <Text fz="xs" c="dimmed" mt="md">
          Ce lien est personnel : ne le partage pas. Tes saisies faites sans réseau partent dès qu’il revient.
        </Text>
      </Container>
    </Box>
  );
}
