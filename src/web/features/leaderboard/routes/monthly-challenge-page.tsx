import { IconChartLine, IconHammer } from '@tabler/icons-react';
import { useState } from 'react';
import { withAppQueries } from '../../../api/with-app-queries';
import type { MonthlyLeaderboardResponse } from '../../../../shared/contract/public';
import { useMonthlyLeaderboard } from '../api/get-monthly-leaderboard';
import { useRouteSettersLeaderboard } from '../api/get-route-setters-leaderboard';
import { LeaderboardList, type LeaderboardEntry } from '../components/leaderboard-list';
import { panelId, tabId, Tabs, type TabOption } from '../components/tabs';
import { useLocale, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { challengeCatalog } from '../../../lib/catalogs/challenge';
import classes from './monthly-challenge-page.module.css';

type Board = 'index' | 'openings';
type Gender = keyof MonthlyLeaderboardResponse;

const BOARDS = ['index', 'openings'] as const satisfies readonly Board[];
const BOARD_LABELS = { index: 'boardIndex', openings: 'boardOpenings' } as const;
const GENDERS = ['mixed', 'female', 'male'] as const satisfies readonly Gender[];

function IndexBoard() {
  const t = useT(challengeCatalog);
  const [gender, setGender] = useState<Gender>('mixed');
  const query = useMonthlyLeaderboard(true);
  const entries: LeaderboardEntry[] | undefined = query.data?.[gender].map((climber) => ({
    id: climber.userId,
    rank: climber.rank,
    firstName: climber.firstName,
    lastName: climber.lastName,
    profilePicture: climber.profilePicture,
    gymName: climber.gymName,
    value: climber.points,
  }));
  const genders: TabOption<Gender>[] = GENDERS.map((value) => ({ value, label: t(value) }));
  return (
    <>
      <div className={classes.boardHeader}>
        <p className={classes.explainer}>
          <IconChartLine size={20} stroke={1.8} aria-hidden="true" />
          {t('indexExplainer')}
        </p>
        <Tabs label={t('category')} idPrefix="genre" options={genders} value={gender} onChange={setGender} variant="pills" />
      </div>
      <div role="tabpanel" id={panelId('genre')} aria-labelledby={tabId('genre', gender)}>
        <LeaderboardList
          label={t('indexList', { category: t(gender) })}
          entries={entries}
          loading={query.isPending}
          error={query.error}
          emptyText={t('emptyClimbers')}
          unit={() => t('outOf100')}
          onRetry={() => void query.refetch()}
        />
      </div>
    </>
  );
}

function OpeningsBoard() {
  const t = useT(challengeCatalog);
  const query = useRouteSettersLeaderboard(true);
  const entries: LeaderboardEntry[] | undefined = query.data?.map((setter) => ({
    id: setter.userId,
    rank: setter.rank,
    firstName: setter.firstName,
    lastName: setter.lastName,
    profilePicture: setter.profilePicture,
    gymName: setter.gymName,
    value: setter.count,
  }));
  return (
    <>
      <div className={classes.boardHeader}>
        <p className={classes.explainer}>
          <IconHammer size={20} stroke={1.8} aria-hidden="true" />
          {t('openingsExplainer')}
        </p>
      </div>
      <LeaderboardList
        label={t('boardOpenings')}
        entries={entries}
        loading={query.isPending}
        error={query.error}
        emptyText={t('emptyOpenings')}
        unit={(count) => t('boulders', { count })}
        onRetry={() => void query.refetch()}
      />
    </>
  );
}

/**
 * /monthly-challenge (docs/product.md › Public pages: screens; Public pages: states): the month's climbers by Gaston Index (Mixte, Femmes,
 * Hommes) and route setters by boulders opened. Each tab's call is made the first time it is shown,
 * then kept in the cache.
 */
export const MonthlyChallengePage = withAppQueries(MonthlyChallenge);

function MonthlyChallenge() {
  const t = useT(challengeCatalog);
  useDocumentTitle(t('title'));
  const locale = useLocale();
  const [board, setBoard] = useState<Board>('index');
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());
  const boards: TabOption<Board>[] = BOARDS.map((value) => ({ value, label: t(BOARD_LABELS[value]) }));
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="monthly-title">
        <div className={classes.heroInner}>
          <p className={classes.eyebrow}>{t('month', { month })}</p>
          <h1 id="monthly-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </section>
      <div className={classes.content}>
        <div className={classes.panel}>
          <Tabs label={t('boards')} idPrefix="classement" options={boards} value={board} onChange={setBoard} />
          <div role="tabpanel" id={panelId('classement')} aria-labelledby={tabId('classement', board)} className={classes.panelBody}>
            {board === 'index' ? <IndexBoard /> : <OpeningsBoard />}
          </div>
        </div>
      </div>
    </div>
  );
}
