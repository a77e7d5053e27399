import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { Explain, PublicContest, RankedCategory, RankedCompetitor, Ranking } from '../../../../shared/contract/contest-public';
import type { ContestFormat } from '../../../../shared/domain/contest-formats';
import { isOver } from '../../../../shared/domain/countdown';
import { errorText } from '../../../api/api-client';
import { AppQueryProvider } from '../../../api/query-provider';
import { contestExplainQueryOptions, liveContestQueryOptions } from '../../../api/live-contest';
import { ContestCountdown } from '../components/contest-countdown';
import { RankingTable, type RankingColumn } from '../components/ranking-table';
import classes from '../components/contest-page-view.module.css';
import live from '../components/contest-live.module.css';
import { useLiveRanking } from '../hooks/use-rankings';

type Round = 'qualification' | 'final';

const FORMAT_LABELS: Record<ContestFormat, string> = {
  points: 'Points partagés',
  scramble: 'Points fixes',
  ifsc_2025: 'IFSC 2025',
  finals: 'Tops, zones, essais',
  vertical_gain: 'Dénivelé',
};

const number = (digits: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits });
const SCORE_FORMAT: Record<ContestFormat, Intl.NumberFormat> = {
  points: number(2),
  scramble: number(0),
  ifsc_2025: number(1),
  finals: number(0),
  vertical_gain: number(2),
};

/** The format's columns (contests.md §5); a final ranks by tops and zones. */
function columnsOf(format: ContestFormat, round: Round): RankingColumn<RankedCompetitor>[] {
  const count = (key: 'tops' | 'zones') => (c: RankedCompetitor) => (c[key] === null ? '–' : String(c[key]));
  const tops = { label: 'Tops', cell: count('tops') };
  const zones = { label: 'Zones', cell: count('zones') };
  if (round === 'final' || format === 'finals') return [tops, zones];
  const score = (c: RankedCompetitor) => (c.score === null ? '–' : SCORE_FORMAT[format].format(c.score));
  if (format === 'vertical_gain') return [{ label: 'Dénivelé (m)', cell: score }];
  if (format === 'ifsc_2025') return [{ label: 'Points', cell: score }, tops, zones];
  return [{ label: 'Points', cell: score }];
}

/** 'Amélie R.', or the bib alone for someone who did not want their name shown. */
const displayName = (c: RankedCompetitor) => (c.firstName ? `${c.firstName} ${c.lastName}` : `Dossard ${c.bib ?? '?'}`);

const ordinal = (n: number) => (n === 1 ? '1er' : `${n}e`);

/** One boulder of the breakdown, in words: 'Top au 3e essai, zone au 1er'. */
export function resultText(line: Explain['boulders'][number]): string {
  if (line.topAttempt !== null) {
    const top = line.topAttempt === 1 ? 'Flash' : `Top au ${ordinal(line.topAttempt)} essai`;
    return line.zoneAttempt !== null && line.topAttempt !== 1 ? `${top}, zone au ${ordinal(line.zoneAttempt)}` : top;
  }
  if (line.zoneAttempt !== null) return `Zone au ${ordinal(line.zoneAttempt)} essai`;
  if (line.attempts > 0) return `${line.attempts} essai${line.attempts > 1 ? 's' : ''}`;
  return 'Pas tenté';
}

function ExplainDialog({
  slug,
  format,
  round,
  competitor,
  onClose,
}: {
  slug: string;
  format: ContestFormat;
  round: Round;
  competitor: RankedCompetitor;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const query = useQuery(contestExplainQueryOptions(slug, competitor.competitorId, round));
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  const points = (value: number | null) => (value === null ? '' : `${SCORE_FORMAT[format].format(value)} ${format === 'vertical_gain' ? 'm' : 'pts'}`);
  return (
    <dialog ref={ref} className={live.dialog} aria-labelledby="explain-title" onClose={onClose} onCancel={onClose}>
      <header className={live.dialogHeader}>
        <h2 id="explain-title">
          {displayName(competitor)} · {competitor.rank === null ? 'non classé' : `rang ${competitor.rank}`}
        </h2>
        <button type="button" aria-label="Fermer" onClick={onClose}>
          ×
        </button>
      </header>
      {query.isPending && <p className={classes.empty}>Chargement du détail…</p>}
      {query.isError && <p className={classes.empty}>{errorText(query.error)}</p>}
      {query.data && (
        <table className={live.explain}>
          <tbody>
            {query.data.boulders.map((line) => (
              <tr key={line.number} data-counted={String(line.counted)}>
                <td>Bloc {line.number}</td>
                <td>{resultText(line)}</td>
                <td className={classes.numberCell}>{format === 'finals' || round === 'final' ? '' : points(line.points)}</td>
              </tr>
            ))}
          </tbody>
          {query.data.score !== null && round === 'qualification' && (
            <tfoot>
              <tr>
                <td colSpan={2}>Total{query.data.boulders.some((b) => !b.counted) ? ' (blocs barrés non comptés)' : ''}</td>
                <td className={classes.numberCell}>{points(query.data.score)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
    </dialog>
  );
}

function CategoryTable({
  category,
  columns,
  onOpen,
}: {
  category: RankedCategory;
  columns: RankingColumn<RankedCompetitor>[];
  onOpen: (c: RankedCompetitor) => void;
}) {
  return (
    <RankingTable
      id={`categorie-${category.id}`}
      title={category.name}
      rows={category.competitors}
      columns={columns}
      rowKey={(c) => c.competitorId}
      rank={(c) => c.rank}
      name={(c) => (
        <>
          {c.firstName ? (
            <>
              {c.firstName} <strong>{c.lastName}</strong>
            </>
          ) : (
            <strong>Dossard {c.bib}</strong>
          )}
          {c.firstName && c.bib !== null && <span className={live.bib}>n° {c.bib}</span>}
          {c.disqualified && <span className={live.flag}>Disqualifié</span>}
        </>
      )}
      empty="Aucun grimpeur dans cette catégorie."
      rowProps={(c) => ({
        className: live.row,
        tabIndex: 0,
        onClick: () => onOpen(c),
        onKeyDown: (event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onOpen(c)),
        'aria-label': `${displayName(c)} : voir le détail du score`,
      })}
    />
  );
}

const roundsOf = (ranking: Ranking): { kind: Round; categories: RankedCategory[] }[] =>
  'rounds' in ranking ? ranking.rounds : [{ kind: 'qualification', categories: ranking.categories }];

function LiveContest({ slug }: { slug: string }) {
  const contestQuery = useQuery(liveContestQueryOptions(slug));
  const contest: PublicContest | undefined = contestQuery.data;
  const [now, setNow] = useState(Date.now);
  const over = contest ? isOver(contest.endsAt, now) : false;
  const ranking = useLiveRanking(slug, contest?.refreshSeconds ?? 15, !!contest && !over);
  const [round, setRound] = useState<Round | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [open, setOpen] = useState<RankedCompetitor | null>(null);

  useEffect(() => {
    if (!contest || over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [contest, over]);
  useEffect(() => {
    if (contest) document.title = `${contest.name} · Gaston`;
  }, [contest]);

  if (contestQuery.isError) {
    return (
      <div className={classes.page}>
        <section className={classes.hero}>
          <div className={classes.heroInner}>
            <div className={classes.heroText}>
              <h1>Contest introuvable</h1>
              <p>{errorText(contestQuery.error)}</p>
            </div>
          </div>
        </section>
      </div>
    );
  }

  const rounds = ranking.data ? roundsOf(ranking.data) : [];
  const shownRound = rounds.find((r) => r.kind === round) ?? rounds.at(-1);
  const categories = shownRound?.categories ?? [];
  const shownCategory = categories.find((c) => c.id === categoryId) ?? categories[0];
  const columns = contest && shownRound ? columnsOf(contest.format, shownRound.kind) : [];
  const state = contest?.state;

  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="contest-title">
        <div className={classes.heroInner}>
          <div className={classes.heroText}>
            <p className={classes.eyebrow}>{contest ? `${FORMAT_LABELS[contest.format]}${contest.gymName ? ` · ${contest.gymName}` : ''}` : 'Contest'}</p>
            <h1 id="contest-title">{contest?.name ?? 'Chargement…'}</h1>
            {contest && state === 'registration_open' && (
              <p>
                Inscriptions ouvertes jusqu’au{' '}
                {new Date(contest.registrationClosesAt!).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long' })}.
              </p>
            )}
            {contest && (
              <div className={live.actions}>
                {contest.registrationOpen && !contest.full && <a href={`/contests/${slug}/inscription`}>S’inscrire</a>}
                <a href={`/contests/${slug}/ecran`}>Grand écran</a>
              </div>
            )}
          </div>
          {contest && <ContestCountdown endTime={contest.endsAt} now={now} over={over} refreshSeconds={contest.refreshSeconds} showEndTime loading={false} />}
        </div>
      </section>
      <div className={classes.content}>
        {contest?.hideResults && <p className={live.notice}>L’organisateur a masqué les résultats : le classement s’affichera à l’annonce.</p>}
        {rounds.length > 1 && (
          <div className={live.tabs} role="group" aria-label="Manche">
            {rounds.map((r) => (
              <button key={r.kind} type="button" aria-pressed={shownRound?.kind === r.kind} onClick={() => setRound(r.kind)}>
                {r.kind === 'final' ? 'Finale' : 'Qualifications'}
              </button>
            ))}
          </div>
        )}
        {categories.length > 1 && (
          <div className={live.tabs} role="group" aria-label="Catégorie">
            {categories.map((c) => (
              <button key={c.id} type="button" aria-pressed={shownCategory?.id === c.id} onClick={() => setCategoryId(c.id)}>
                {c.name}
              </button>
            ))}
          </div>
        )}
        {ranking.isPending && <p className={live.notice}>Chargement du classement…</p>}
        {ranking.isError && <p className={live.notice}>Classement indisponible pour le moment.</p>}
        {shownCategory && <CategoryTable category={shownCategory} columns={columns} onOpen={contest?.hideResults ? () => undefined : setOpen} />}
      </div>
      {open && contest && shownRound && (
        <ExplainDialog slug={slug} format={contest.format} round={shownRound.kind} competitor={open} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

/** /contests/{slug}: a contest's live ranking per category, pushed by server-sent events (contests.md §5). */
export function ContestLivePage() {
  const { slug = '' } = useParams();
  return (
    <AppQueryProvider>
      <LiveContest slug={slug} />
    </AppQueryProvider>
  );
}
