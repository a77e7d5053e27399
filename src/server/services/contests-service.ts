/**
 * The seeded contest pages (decisions.md §5): contests are rows bound to their page by slug, ranked by
 * the contests' engine (src/shared/domain/contest-formats.ts) under the pages' rules (PAGE_RULES).
 */
import { randomInt } from 'node:crypto';
import type { ChallengeResponse, DrawResponse, FinalsContestResponse, PointsContestResponse } from '../../shared/contract/public';
import { displayPoints, drawEligibleIds, type Competitor, type ContestCategory } from '../../shared/domain/scoring';
import { lockContestRow } from '../repositories/contest-admin-repository';
import { drawAndKeep } from './contest-rounds-service';
import { MESSAGES } from '../../shared/messages';
import type { Database } from '../db/client';
import type { ContestKind } from '../db/schema';
import { notFound } from '../errors';
import { findContestBySlug, listContestResults, listDrawWinners, type ContestRow, type DrawWinner } from '../repositories/contests-repository';
import { rankContestPage } from './contest-ranking-service';
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

/**
 * The page's contest ranked by the contests' engine (contest-ranking-service.ts, rankContestPage), as
 * a list per category gender: each competitor's public names, rank and scores.
 */
async function rankedPage(db: Database, slug: string, kind: 'points' | 'finals' | 'vertical_gain') {
  const contest = await requireContest(db, slug, kind);
  const { categories, people, ranked } = await rankContestPage(db, contest, kind);
  const personById = new Map(people.map((person) => [person.id, publicNames(person)]));
  const genderOf = new Map(categories.map((category) => [category.id, category.gender]));
  const list = (gender: ContestCategory) =>
    ranked
      .filter((category) => genderOf.get(category.categoryId) === gender)
      .flatMap((category) =>
        category.competitors.filter((c) => c.rank !== null).map((c) => ({ ...c, rank: c.rank!, person: personById.get(c.competitorId)! })),
      );
  return { contest, list };
}

export async function pointsContestAnswer(db: Database, slug: string): Promise<PointsContestResponse> {
  const { contest, list } = await rankedPage(db, slug, 'points');
  const answer = (gender: ContestCategory) => list(gender).map((c) => ({ ...names(c.person), points: displayPoints(c.score ?? 0), rank: c.rank }));
  return { male_competitors: answer('male'), female_competitors: answer('female'), ...timing(contest) };
}

export async function finalsContestAnswer(db: Database, slug: string): Promise<FinalsContestResponse> {
  const { contest, list } = await rankedPage(db, slug, 'finals');
  const answer = (gender: ContestCategory) => list(gender).map((c) => ({ ...names(c.person), tops: c.tops, zones: c.zones, tries: c.attempts, rank: c.rank }));
  return { male_competitors: answer('male'), female_competitors: answer('female'), ...timing(contest) };
}

export async function challengeAnswer(db: Database, slug: string): Promise<ChallengeResponse> {
  const { contest, list } = await rankedPage(db, slug, 'vertical_gain');
  const answer = (gender: ContestCategory) => list(gender).map((c) => ({ ...names(c.person), total_points: c.score ?? 0, rank: c.rank }));
  return { climbers_strongest_male: answer('male'), climbers_strongest_female: answer('female'), ...timing(contest) };
}

/**
 * The draw's winners: none before the end time (nor for a draw without an end); at the first request from
 * the end time on, `drawCount` distinct competitors among those who topped a boulder by the end time are
 * drawn with crypto.randomInt and stored; later requests read them back. The contest row is locked while
 * drawing, so concurrent first requests (in any server process) draw only once.
 */
export async function drawOnce(db: Database, contest: ContestRow, now: Date, random: (max: number) => number = (max) => randomInt(max)): Promise<DrawWinner[]> {
  if (!contest.endsAt || now.getTime() < contest.endsAt.getTime()) return [];
  const stored = await listDrawWinners(db, contest.id);
  if (stored.length > 0) return stored;
  return db.transaction(async (tx) => {
    await lockContestRow(tx, contest.id);
    const kept = await listDrawWinners(tx, contest.id);
    if (kept.length > 0) return kept;
    const eligible = drawEligibleIds(await listContestResults(tx, contest.id), contest.endsAt);
    await drawAndKeep(tx, contest.id, { kept, eligible, count: contest.drawCount, random });
    return listDrawWinners(tx, contest.id);
  });
}

export async function drawAnswer(db: Database, slug: string, now: Date): Promise<DrawResponse> {
  const contest = await requireContest(db, slug, 'draw');
  const winners = await drawOnce(db, contest, now);
  return { top_competitors: winners.map(publicNames).map(names), ...timing(contest) };
}
