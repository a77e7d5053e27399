import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RankedCategory, RankedCompetitor } from '../../../../shared/contract/contest-public';
import { isOver } from '../../../../shared/domain/countdown';
import { contestSlugPage } from '../components/contest-slug-page';
import { liveContestQueryOptions } from '../../../api/live-contest';
import classes from '../components/contest-live.module.css';
import { useLiveRanking } from '../hooks/use-rankings';
import type { Locale } from '../../../../shared/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n';
import { contestCatalog } from '../../../lib/catalogs/contest';

/** docs/product.md › Contests: public pages; Contests: limits: the big screen shows one category after another, every 15 s. */
export const SCREEN_ROTATION_MS = 15_000;
/** As many lines as stay readable from 10 m at 1920 × 1080. */
const LINES = 12;

const scoreText = (c: RankedCompetitor, locale: Locale) => {
  if (c.score !== null) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(c.score);
  if (c.tops !== null) return `${c.tops} T · ${c.zones} Z`;
  return '';
};

function Screen({ slug }: { slug: string }) {
  const t = useT(contestCatalog);
  const locale = useLocale();
  const contest = useQuery(liveContestQueryOptions(slug)).data;
  const over = contest ? isOver(contest.endsAt) : false;
  const ranking = useLiveRanking(slug, contest?.refreshSeconds ?? 15, !!contest && !over).data;
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTurn((t) => t + 1), SCREEN_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (contest) document.title = t('screen.title', { name: contest.name });
  }, [contest, t]);

  // The final's categories once it exists, else the qualification's.
  const categories: RankedCategory[] = ranking ? ('rounds' in ranking ? ranking.rounds.at(-1)!.categories : ranking.categories) : [];
  const category = categories.length > 0 ? categories[turn % categories.length] : undefined;
  const isFinal = !!ranking && 'rounds' in ranking;
  return (
    <main className={classes.screen}>
      <header className={classes.header}>
        <h1>{contest?.name ?? t('contest.loading')}</h1>
        <p className={classes.category} aria-live="polite">
          {category ? (isFinal ? t('screen.final', { category: category.name }) : category.name) : ''}
        </p>
      </header>
      <ol className={classes.list}>
        {category?.competitors.slice(0, LINES).map((c) => (
          <li key={c.competitorId}>
            <span className={classes.rank} data-rank={c.rank ?? undefined}>
              {c.rank ?? '–'}
            </span>
            <span className={classes.name}>{c.firstName ? `${c.firstName} ${c.lastName}` : t('contest.bib', { bib: c.bib ?? '' })}</span>
            <span className={classes.score}>{scoreText(c, locale)}</span>
          </li>
        ))}
      </ol>
      <footer className={classes.footer}>
        <span>{over ? t('countdown.over') : t('screen.live')}</span>
        <span>
          {categories.length > 1 ? t('screen.categoryOf', { index: (turn % categories.length) + 1, total: categories.length }) : ''} ·
          gaston-escalade.fr/contests/{slug}
        </span>
      </footer>
    </main>
  );
}

/** /contests/{slug}/ecran: the big-screen view, readable from 10 m (names ≥ 32 px at 1920 × 1080). */
export const ContestScreenPage = contestSlugPage(Screen);
