import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Explain, PublicContest, RankedCategory, RankedCompetitor, Ranking } from '../../../../shared/contract/contest-public';
import type { ContestFormat } from '../../../../shared/domain/contest-formats';
import { isOver } from '../../../../shared/domain/countdown';
import { errorText } from '../../../api/api-client';
import { contestSlugPage } from '../components/contest-slug-page';
import { contestExplainQueryOptions, liveContestQueryOptions } from '../../../api/live-contest';
import { ContestCountdown } from '../components/contest-countdown';
import { RankingTable, type RankingColumn } from '../components/ranking-table';
import { ContestFrame } from '../components/contest-frame';
import classes from '../components/contest-page-view.module.css';
import live from '../components/contest-live.module.css';
import { useLiveRanking } from '../hooks/use-rankings';
import type { Locale } from '../../../../shared/i18n/locales';
import { useLocale, useT, type TranslateOf } from '../../../lib/i18n';
import { onActivateKeys } from '../../../lib/activate-keys';
import { contestCatalog } from '../../../lib/catalogs/contest';

type Round = 'qualification' | 'final';

type ContestT = TranslateOf<typeof contestCatalog>;

/** The decimals each format's scores are shown with. */
const SCORE_DIGITS: Record<ContestFormat, number> = { points: 2, scramble: 0, ifsc_2025: 1, finals: 0, vertical_gain: 2 };
const formatScore = (format: ContestFormat, value: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: SCORE_DIGITS[format] }).format(value);

/** The format's columns (docs/product.md › Contests: public pages); a final ranks by tops and zones. */
function columnsOf(t: ContestT, locale: Locale, format: ContestFormat, round: Round): RankingColumn<RankedCompetitor>[] {
  const count = (key: 'tops' | 'zones') => (c: RankedCompetitor) => (c[key] === null ? '–' : String(c[key]));
  const tops = { label: t('contest.col.tops'), cell: count('tops') };
  const zones = { label: t('contest.col.zones'), cell: count('zones') };
  if (round === 'final' || format === 'finals') return [tops, zones];
  const score = (c: RankedCompetitor) => (c.score === null ? '–' : formatScore(format, c.score, locale));
  if (format === 'vertical_gain') return [{ label: t('contest.col.height'), cell: score }];
  if (format === 'ifsc_2025') return [{ label: t('contest.col.points'), cell: score }, tops, zones];
  return [{ label: t('contest.col.points'), cell: score }];
}

/** 'Amélie R.', or the bib alone for someone who did not want their name shown. */
const displayName = (t: ContestT, c: RankedCompetitor) => (c.firstName ? `${c.firstName} ${c.lastName}` : t('contest.bib', { bib: c.bib ?? '?' }));

/** One boulder of the breakdown, in words: 'Top au 3e essai, zone au 1er'. */
export function resultText(t: ContestT, line: Explain['boulders'][number]): string {
  if (line.topAttempt !== null) {
    const top = line.topAttempt === 1 ? t('contest.result.flash') : t('contest.result.top', { attempt: line.topAttempt });
    return line.zoneAttempt !== null && line.topAttempt !== 1 ? t('contest.result.topZone', { top, zone: line.zoneAttempt }) : top;
  }
  if (line.zoneAttempt !== null) return t('contest.result.zone', { attempt: line.zoneAttempt });
  if (line.attempts > 0) return t('contest.result.attempts', { count: line.attempts });
  return t('contest.result.notTried');
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
  const t = useT(contestCatalog);
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const query = useQuery(contestExplainQueryOptions(slug, competitor.competitorId, round));
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  const points = (value: number | null) => (value === null ? '' : `${formatScore(format, value, locale)} ${format === 'vertical_gain' ? 'm' : 'pts'}`);
  return (
    <dialog ref={ref} className={live.dialog} aria-labelledby="explain-title" onClose={onClose} onCancel={onClose}>
      <header className={live.dialogHeader}>
        <h2 id="explain-title">
          {displayName(t, competitor)} · {competitor.rank === null ? t('contest.explain.unranked') : t('contest.explain.rank', { rank: competitor.rank })}
        </h2>
        <button type="button" aria-label={t('contest.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {query.isPending && <p className={classes.empty}>{t('contest.explain.loading')}</p>}
      {query.isError && <p className={classes.empty}>{errorText(query.error)}</p>}
      {query.data && (
        <table className={live.explain}>
          <tbody>
            {query.data.boulders.map((line) => (
              <tr key={line.number} data-counted={String(line.counted)}>
                <td>{t('contest.explain.boulder', { number: line.number })}</td>
                <td>{resultText(t, line)}</td>
                <td className={classes.numberCell}>{format === 'finals' || round === 'final' ? '' : points(line.points)}</td>
              </tr>
            ))}
          </tbody>
          {query.data.score !== null && round === 'qualification' && (
            <tfoot>
              <tr>
                <td colSpan={2}>{query.data.boulders.some((b) => !b.counted) ? t('contest.explain.totalStruck') : t('contest.explain.total')}</td>
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
  const t = useT(contestCatalog);
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
            <strong>{t('contest.bib', { bib: c.bib ?? '?' })}</strong>
          )}
          {c.firstName && c.bib !== null && <span className={live.bib}>{t('contest.bibNumber', { bib: c.bib })}</span>}
          {c.disqualified && <span className={live.flag}>{t('contest.disqualified')}</span>}
        </>
      )}
      empty={t('contest.emptyCategory')}
      rowProps={(c) => ({
        className: live.row,
        tabIndex: 0,
        onClick: () => onOpen(c),
        onKeyDown: onActivateKeys(() => onOpen(c)),
        'aria-label': t('contest.rowLabel', { name: displayName(t, c) }),
      })}
    />
  );
}

const roundsOf = (ranking: Ranking): { kind: Round; categories: RankedCategory[] }[] =>
  'rounds' in ranking ? ranking.rounds : [{ kind: 'qualification', categories: ranking.categories }];

function LiveContest({ slug }: { slug: string }) {
  const t = useT(contestCatalog);
  const locale = useLocale();
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
    return <ContestFrame title={t('contest.notFound')} intro={<p>{errorText(contestQuery.error)}</p>} />;
  }

  const rounds = ranking.data ? roundsOf(ranking.data) : [];
  const shownRound = rounds.find((r) => r.kind === round) ?? rounds.at(-1);
  const categories = shownRound?.categories ?? [];
  const shownCategory = categories.find((c) => c.id === categoryId) ?? categories[0];
  const columns = contest && shownRound ? columnsOf(t, locale, contest.format, shownRound.kind) : [];
  const state = contest?.state;

  return (
    <ContestFrame
      eyebrow={contest ? `${t(`contest.format.${contest.format}`)}${contest.gymName ? ` · ${contest.gymName}` : ''}` : 'Contest'}
      title={contest?.name ?? t('contest.loading')}
      intro={
        <>
          {contest && state === 'registration_open' && (
            <p>
              {t('contest.registrationUntil', {
                date: new Date(contest.registrationClosesAt!).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
                  timeZone: 'Europe/Paris',
                  day: 'numeric',
                  month: 'long',
                }),
              })}
            </p>
          )}
          {contest && (
            <div className={live.actions}>
              {contest.registrationOpen && !contest.full && <a href={`/contests/${slug}/inscription`}>{t('contest.register')}</a>}
              <a href={`/contests/${slug}/ecran`}>{t('contest.bigScreen')}</a>
            </div>
          )}
        </>
      }
      aside={
        // While the contest loads the box keeps its room, so that the ranking below does not jump when it comes.
        <ContestCountdown
          endTime={contest?.endsAt ?? null}
          now={now}
          over={contest ? over : false}
          refreshSeconds={contest?.refreshSeconds ?? null}
          showEndTime
          loading={!contest}
        />
      }
    >
      {contest?.hideResults && <p className={live.notice}>{t('contest.hidden')}</p>}
      {rounds.length > 1 && (
        <div className={live.tabs} role="group" aria-label={t('contest.round')}>
          {rounds.map((r) => (
            <button key={r.kind} type="button" aria-pressed={shownRound?.kind === r.kind} onClick={() => setRound(r.kind)}>
              {r.kind === 'final' ? t('contest.final') : t('contest.qualification')}
            </button>
          ))}
        </div>
      )}
      {categories.length > 1 && (
        <div className={live.tabs} role="group" aria-label={t('contest.category')}>
          {categories.map((c) => (
            <button key={c.id} type="button" aria-pressed={shownCategory?.id === c.id} onClick={() => setCategoryId(c.id)}>
              {c.name}
            </button>
          ))}
        </div>
      )}
      {ranking.isPending && <p className={live.notice}>{t('contest.rankingLoading')}</p>}
      {ranking.isError && <p className={live.notice}>{t('contest.rankingUnavailable')}</p>}
      {shownCategory && <CategoryTable category={shownCategory} columns={columns} onOpen={contest?.hideResults ? () => undefined : setOpen} />}
      {open && contest && shownRound && (
        <ExplainDialog slug={slug} format={contest.format} round={shownRound.kind} competitor={open} onClose={() => setOpen(null)} />
      )}
    </ContestFrame>
  );
}

/** /contests/{slug}: a contest's live ranking per category, pushed by server-sent events (docs/product.md › Contests: public pages). */
export const ContestLivePage = contestSlugPage(LiveContest);
