import { IconChartLine, IconHammer } from '@tabler/icons-react';
import { useState } from 'react';
import { AppQueryProvider } from '../../../api/query-provider';
import type { MonthlyLeaderboardResponse } from '../../../../shared/contract/public';
import { useMonthlyLeaderboard } from '../api/get-monthly-leaderboard';
import { useRouteSettersLeaderboard } from '../api/get-route-setters-leaderboard';
import { LeaderboardList, type LeaderboardEntry } from '../components/leaderboard-list';
import { panelId, tabId, Tabs, type TabOption } from '../components/tabs';
import classes from './monthly-challenge-page.module.css';

type Board = 'index' | 'openings';
type Gender = keyof MonthlyLeaderboardResponse;

const BOARDS: TabOption<Board>[] = [
  { value: 'index', label: 'Gaston Index' },
  { value: 'openings', label: 'Ouverture' },
];

const GENDERS: TabOption<Gender>[] = [
  { value: 'mixed', label: 'Mixte' },
  { value: 'female', label: 'Femmes' },
  { value: 'male', label: 'Hommes' },
];

export const EMPTY_CLIMBERS = 'Aucun grimpeur pour le moment.';
export const EMPTY_OPENINGS = 'Aucun bloc ouvert pour le moment.';

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

const outOf100 = () => '/100';
const boulders = (count: number) => (count > 1 ? 'blocs' : 'bloc');

function IndexBoard() {
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
  const genderLabel = GENDERS.find((option) => option.value === gender)!.label;
  return (
    <>
      <div className={classes.boardHeader}>
        <p className={classes.explainer}>
          <IconChartLine size={20} stroke={1.8} aria-hidden="true" />
          Une note sur 100 tirée des 5 blocs les plus durs réussis ce mois-ci dans chaque style.
        </p>
        <Tabs label="Catégorie" idPrefix="genre" options={GENDERS} value={gender} onChange={setGender} variant="pills" />
      </div>
      <div role="tabpanel" id={panelId('genre')} aria-labelledby={tabId('genre', gender)}>
        <LeaderboardList
          label={`Gaston Index, ${genderLabel}`}
          entries={entries}
          loading={query.isPending}
          error={query.error}
          emptyText={EMPTY_CLIMBERS}
          unit={outOf100}
          onRetry={() => void query.refetch()}
        />
      </div>
    </>
  );
}

function OpeningsBoard() {
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
          Les ouvreurs qui ont ouvert le plus de blocs ce mois-ci.
        </p>
      </div>
      <LeaderboardList
        label="Ouverture"
        entries={entries}
        loading={query.isPending}
        error={query.error}
        emptyText={EMPTY_OPENINGS}
        unit={boulders}
        onRetry={() => void query.refetch()}
      />
    </>
  );
}

/**
 * /monthly-challenge (public-pages.md §2, §4): the month's climbers by Gaston Index (Mixte, Femmes,
 * Hommes) and route setters by boulders opened. Each tab's call is made the first time it is shown,
 * then kept in the cache.
 */
export function MonthlyChallengePage() {
  return (
    <AppQueryProvider>
      <MonthlyChallenge />
    </AppQueryProvider>
  );
}

function MonthlyChallenge() {
  const [board, setBoard] = useState<Board>('index');
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="monthly-title">
        <div className={classes.heroInner}>
          <p className={classes.eyebrow}>Classement de {monthFormat.format(new Date())}</p>
          <h1 id="monthly-title">Les défis de Gaston</h1>
          <p>Chaque mois, les grimpeurs les plus forts et les ouvreurs les plus actifs des salles Gaston.</p>
        </div>
      </section>
      <div className={classes.content}>
        <div className={classes.panel}>
          <Tabs label="Classements" idPrefix="classement" options={BOARDS} value={board} onChange={setBoard} />
          <div role="tabpanel" id={panelId('classement')} aria-labelledby={tabId('classement', board)} className={classes.panelBody}>
            {board === 'index' ? <IndexBoard /> : <OpeningsBoard />}
          </div>
        </div>
      </div>
    </div>
  );
}
