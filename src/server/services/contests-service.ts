/**
 * The public contest rankings (decisions.md §5): contests are rows bound to their page by slug; the
 * scoring rules live in src/shared/domain/scoring.ts.
 */
import { randomInt } from 'node:crypto';
import type { ChallengeResponse, DrawResponse, FinalsContestResponse, PointsContestResponse } from '../../shared/contract/public';
import { displayPoints, drawEligibleIds, drawWinners, finalsRanking, pointsRanking, verticalGainRanking, type Competitor } from '../../shared/domain/scoring';
import { MESSAGES } from '../../shared/messages';
import type { Database } from '../db/client';
import type { ContestKind } from '../db/schema';
import { notFound } from '../errors';
import {
  findContestBySlug,
  insertDrawWinners,
  listContestCompetitors,
  listContestResults,
  listDrawWinners,
  lockContest,
  type ContestRow,
  type DrawWinner,
} from '../repositories/contests-repository';
import { lastNameInitial } from './leaderboard-service';

/** The seeded contests behind the spec's pages (public-pages.md §2). */
export const PUBLIC_CONTESTS = {
  challenge: { slug: 'defi-gaston', kind: 'vertical_gain' },
  contest: { slug: 'contest', kind: 'points' },
  contestSameTime: { slug: 'contestsametime', kind: 'points' },
  contestJunior: { slug: 'contest-junior', kind: 'points' },
  contestFinals: { slug: 'contest-finals', kind: 'finals' },
  draw: { slug: 'alea-sorting', kind: 'draw' },
} as const satisfies Record<string, { slug: string; kind: ContestKind }>;

/** The contest with this slug and kind, else 404 (a contest of another kind cannot fill this page). */
async function requireContest(db: Database, slug: string, kind: ContestKind): Promise<ContestRow> {
  const contest = await findContestBySlug(db, slug);
  if (!contest || contest.kind !== kind) throw notFound(MESSAGES.contestNotFound);
  return contest;
}

const timing = (contest: ContestRow) => ({
  end_time: contest.endsAt ? contest.endsAt.toISOString() : null,
  refresh_seconds: contest.refreshSeconds,
});

const names = (competitor: Pick<Competitor, 'firstName' | 'lastName'>) => ({
  first_name: competitor.firstName,
  last_name: competitor.lastName,
});

/** The public name of a competitor whose account does not allow showing theirs (kept out of the pages' bundle). */
export const ANONYMOUS_COMPETITOR = 'Participant anonyme';

/**
 * How a competitor shows on a public page (climbers.md §1): first name and last-name initial; a
 * climber whose account does not allow it keeps their place in the ranking without a name.
 */
function publicNames<T extends Pick<Competitor, 'firstName' | 'lastName'> & { nameShown: boolean }>(competitor: T): T {
  if (!competitor.nameShown) return { ...competitor, firstName: ANONYMOUS_COMPETITOR, lastName: '' };
  return { ...competitor, lastName: lastNameInitial(competitor.lastName) };
}

async function loadContest(db: Database, slug: string, kind: ContestKind) {
  const contest = await requireContest(db, slug, kind);
  const [competitors, results] = await Promise.all([listContestCompetitors(db, contest.id), listContestResults(db, contest.id)]);
  return { contest, competitors: competitors.map(publicNames), results };
}

export async function pointsContestAnswer(db: Database, slug: string): Promise<PointsContestResponse> {
  const { contest, competitors, results } = await loadContest(db, slug, 'points');
  const ranking = pointsRanking(competitors, results);
  const list = (category: 'female' | 'male') =>
    ranking[category].map((c) => ({ ...names(c), points: displayPoints(c.points), rank: c.rank }));
  return { male_competitors: list('male'), female_competitors: list('female'), ...timing(contest) };
}

export async function finalsContestAnswer(db: Database, slug: string): Promise<FinalsContestResponse> {
  const { contest, competitors, results } = await loadContest(db, slug, 'finals');
  const ranking = finalsRanking(competitors, results);
  const list = (category: 'female' | 'male') =>
    ranking[category].map((c) => ({ ...names(c), tops: c.tops, zones: c.zones, tries: c.tries, rank: c.rank }));
  return { male_competitors: list('male'), female_competitors: list('female'), ...timing(contest) };
}

export async function challengeAnswer(db: Database, slug: string): Promise<ChallengeResponse> {
  const { contest, competitors, results } = await loadContest(db, slug, 'vertical_gain');
  const ranking = verticalGainRanking(competitors, results, { startsAt: contest.startsAt, endsAt: contest.endsAt });
  const list = (category: 'female' | 'male') =>
    ranking[category].map((c) => ({ ...names(c), total_points: c.totalPoints, rank: c.rank }));
  return { climbers_strongest_male: list('male'), climbers_strongest_female: list('female'), ...timing(contest) };
}

/**
 * The draw's winners: none before the end time (nor for a draw without an end); at the first request from
 * the end time on, `drawCount` distinct competitors among those who topped a boulder by the end time are
 * drawn with crypto.randomInt and stored; later requests read them back. The contest row is locked while
 * drawing, so concurrent first requests (in any server process) draw only once.
 */
export async function drawOnce(
  db: Database,
  contest: ContestRow,
  now: Date,
  random: (max: number) => number = (max) => randomInt(max),
): Promise<DrawWinner[]> {
  if (!contest.endsAt || now.getTime() < contest.endsAt.getTime()) return [];
  const stored = await listDrawWinners(db, contest.id);
  if (stored.length > 0) return stored;
  return db.transaction(async (tx) => {
    await lockContest(tx, contest.id);
    const drawnMeanwhile = await listDrawWinners(tx, contest.id);
    if (drawnMeanwhile.length > 0) return drawnMeanwhile;
    const eligible = drawEligibleIds(await listContestResults(tx, contest.id), contest.endsAt);
    await insertDrawWinners(tx, contest.id, drawWinners(eligible, contest.drawCount, random));
    return listDrawWinners(tx, contest.id);
  });
}

export async function drawAnswer(db: Database, slug: string, now: Date): Promise<DrawResponse> {
  const contest = await requireContest(db, slug, 'draw');
  const winners = await drawOnce(db, contest, now);
  return { top_competitors: winners.map(publicNames).map(names), ...timing(contest) };
}
