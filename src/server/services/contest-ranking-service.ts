/**
 * Where a contest is ranked, and its one draw (docs/product.md › Contests: public pages; Contests: payloads; Public side: contests and leaderboards).
 * A gym-run contest's
 * public ranking is computed once per change of the contest (its ranking version) and kept with everything
 * its pages read: the contest's data, the ranking per category (and per round once a final exists), each
 * competitor's 'explain' breakdown. A competitor shows as first name and last-name initial; one who did not
 * consent is listed by bib only; while results are hidden, rank, score, tops and zones are null and the
 * lists go by name. The seeded contest pages are rows bound to their page by slug, ranked by the same
 * engine (src/shared/domain/contest-formats.ts) under the pages' rules (PAGE_RULES).
 */
import { randomInt } from 'node:crypto';
import {
  PUBLIC_CONTEST_MESSAGES as M,
  type Explain,
  type PublicContest,
  type RankedCategory,
  type RankedCompetitor,
  type Ranking,
} from '../../shared/contract/contest-public';
import type { ChallengeResponse, DrawResponse, FinalsContestResponse, PointsContestResponse } from '../../shared/contract/public';
import { PAGE_RULES, rankContest, type ContestFormat, type RankedCategory as Scored, type ScoredCompetitor } from '../../shared/domain/contest-formats';
import { categoryRule, contestState, isRegistrationOpen, type ContestClock } from '../../shared/domain/contest-rules';
import { compareNames, displayPoints, drawEligibleIds, drawWinners, type Competitor, type ContestCategory } from '../../shared/domain/scoring';
import { MESSAGES } from '../../shared/messages';
import type { Database } from '../db/client';
import type { ContestKind } from '../db/schema';
import { readAll, type DbExecutor } from '../db/transaction';
import { AppError, notFound } from '../errors';
import { listResults, type StoredResult } from '../repositories/contest-results-repository';
import {
  findContestById,
  findContestBySlug,
  gymNameOf,
  insertDrawWinners,
  listCategories,
  listContestBoulders,
  listContestResults,
  listDrawWinners,
  listFinalists,
  listPublicCompetitors,
  lockContestRow,
  type CategoryRecord,
  type ContestBoulderRecord,
  type ContestRecord,
  type ContestRow,
  type DrawWinner,
} from '../repositories/contests-repository';
import { lastNameInitial } from './leaderboard-service';

export interface ComputedRanking {
  contestId: number;
  version: number;
  contest: PublicContest;
  ranking: Ranking;
  /** Serialized once: every phone gets the same bytes. */
  rankingJson: string;
  /** Keyed `${round}:${competitorId}`. */
  explain: Map<string, Explain>;
  /** The contest's dates: its state follows the clock, not the version. */
  clock: ContestClock;
}

/** The contest's page data at `now` (its state and registration move with the clock). */
export function publicContestAt(computed: ComputedRanking, now: Date): PublicContest {
  return { ...computed.contest, state: contestState(computed.clock, now), registrationOpen: isRegistrationOpen(computed.clock, now) };
}

type PublicCompetitor = Awaited<ReturnType<typeof listPublicCompetitors>>[number];

function present(scored: ScoredCompetitor, person: PublicCompetitor, hidden: boolean): RankedCompetitor {
  return {
    competitorId: scored.competitorId,
    rank: hidden ? null : scored.rank,
    firstName: person.nameShown ? person.firstName : '',
    lastName: person.nameShown ? lastNameInitial(person.lastName) : '',
    bib: person.bib,
    score: hidden ? null : scored.score,
    tops: hidden ? null : scored.tops,
    zones: hidden ? null : scored.zones,
    disqualified: scored.disqualified,
  };
}

/** One competitor's breakdown in a round: 409 while the results are hidden, 404 for a round or competitor the ranking lacks. */
export function explainCompetitor(computed: ComputedRanking, { competitorId, round }: { competitorId: number; round: 'qualification' | 'final' }): Explain {
  if (computed.contest.hideResults) throw new AppError('conflict', M.hidden);
  if (round === 'final' && !computed.contest.hasFinal) throw notFound(M.noFinal);
  const explain = computed.explain.get(`${round}:${competitorId}`);
  if (!explain) throw notFound(round === 'final' && computed.explain.has(`qualification:${competitorId}`) ? M.notFinalist : M.competitorNotFound);
  return explain;
}

/** A contest scored from its raw rows: the qualification's ranking and, once a final exists, the final's. */
export interface ScoredContest {
  contest: ContestRecord;
  categories: CategoryRecord[];
  qualificationBoulders: ContestBoulderRecord[];
  finalBoulders: ContestBoulderRecord[];
  people: PublicCompetitor[];
  results: StoredResult[];
  qualification: Scored[];
  final: Scored[] | null;
  gymName: string | null;
}

export async function scoreContest(db: DbExecutor, contestId: number): Promise<ScoredContest | null> {
  const contest = await findContestById(db, contestId);
  if (!contest) return null;
  const [categories, qualificationBoulders, finalBoulders, people, results, finalists, gymName] = await readAll(db, [
    () => listCategories(db, contestId),
    () => listContestBoulders(db, contestId, 'qualification'),
    () => listContestBoulders(db, contestId, 'final'),
    () => listPublicCompetitors(db, contestId),
    () => listResults(db, contestId),
    () => listFinalists(db, contestId),
    () => gymNameOf(db, contest.gymId),
  ]);
  const window = { startsAt: contest.startsAt, endsAt: contest.endsAt ?? contest.startsAt };
  const categoryIds = categories.map((c) => c.id);
  const qualification = rankContest({
    format: contest.format,
    boulders: qualificationBoulders,
    competitors: people,
    results: results.filter((r) => r.round === 'qualification'),
    bestN: contest.bestN,
    window,
    categoryIds,
  });
  let final: Scored[] | null = null;
  if (contest.finalCount !== null) {
    const finalistIds = new Set(finalists.map((f) => f.competitorId));
    final = rankContest({
      format: 'finals',
      boulders: finalBoulders,
      competitors: people.filter((p) => finalistIds.has(p.id)),
      results: results.filter((r) => r.round === 'final'),
      bestN: null,
      window,
      categoryIds,
      qualificationRanks: new Map(finalists.map((f) => [f.competitorId, f.qualificationRank])),
    });
  }
  return { contest, categories, qualificationBoulders, finalBoulders, people, results, qualification, final, gymName };
}

/** No end: every top from the start counts (a seeded challenge without an end time). */
const NEVER = new Date(8.64e15);

/**
 * A seeded contest page's ranking (points, finals or vertical gain): the same engine under the pages'
 * rules (PAGE_RULES), with the categories and competitors it ranked.
 */
export async function rankContestPage(db: DbExecutor, contest: { id: number; startsAt: Date; endsAt: Date | null }, format: ContestFormat) {
  const [categories, boulders, people, results] = await readAll(db, [
    () => listCategories(db, contest.id),
    () => listContestBoulders(db, contest.id, 'qualification'),
    () => listPublicCompetitors(db, contest.id),
    () => listResults(db, contest.id),
  ]);
  const ranked = rankContest({
    format,
    boulders,
    competitors: people,
    results: results.filter((r) => r.round === 'qualification'),
    bestN: null,
    window: { startsAt: contest.startsAt, endsAt: contest.endsAt ?? NEVER },
    categoryIds: categories.map((c) => c.id),
    ...PAGE_RULES,
  });
  return { categories, people, ranked };
}

export async function computeRanking(db: DbExecutor, contestId: number, now: Date): Promise<ComputedRanking | null> {
  const scored = await scoreContest(db, contestId);
  if (!scored) return null;
  const { contest, categories, qualificationBoulders, finalBoulders, people, gymName } = scored;
  const endsAt = contest.endsAt ?? contest.startsAt;
  const personById = new Map(people.map((p) => [p.id, p]));
  const hidden = contest.hideResults;
  const explain = new Map<string, Explain>();

  const rankRound = (round: 'qualification' | 'final', rounds: Scored[]): RankedCategory[] =>
    rounds.map((category) => {
      for (const c of category.competitors) {
        explain.set(`${round}:${c.competitorId}`, {
          score: c.score,
          boulders: c.boulders.map((b) => ({
            number: b.number,
            points: b.points,
            counted: b.counted,
            attempts: b.attempts,
            zoneAttempt: b.zoneAttempt,
            topAttempt: b.topAttempt,
          })),
        });
      }
      const competitors = hidden
        ? [...category.competitors].sort((a, b) => compareNames(personById.get(a.competitorId)!, personById.get(b.competitorId)!))
        : category.competitors;
      return {
        id: category.categoryId,
        name: categories.find((c) => c.id === category.categoryId)!.name,
        competitors: competitors.map((c) => present(c, personById.get(c.competitorId)!, hidden)),
      };
    });

  const qualification = rankRound('qualification', scored.qualification);
  const ranking: Ranking = scored.final
    ? {
        rounds: [
          { kind: 'qualification', categories: qualification },
          { kind: 'final', categories: rankRound('final', scored.final) },
        ],
      }
    : { categories: qualification };

  const countIn = (categoryId?: number) => people.filter((p) => categoryId === undefined || p.categoryId === categoryId).length;
  const full = contest.capacity !== null && countIn() >= contest.capacity;
  const clock = { ...contest, endsAt };
  return {
    contestId,
    version: contest.rankingVersion,
    contest: {
      id: contest.id,
      name: contest.name,
      slug: contest.slug,
      gymName,
      format: contest.format,
      startsAt: contest.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      state: contestState(clock, now),
      refreshSeconds: contest.refreshSeconds,
      hideResults: hidden,
      bestN: contest.bestN,
      registrationOpensAt: contest.registrationOpensAt?.toISOString() ?? null,
      registrationClosesAt: contest.registrationClosesAt?.toISOString() ?? null,
      registrationOpen: isRegistrationOpen(clock, now),
      full,
      categories: categories.map((c) => ({ ...categoryRule(c), full: full || (c.capacity !== null && countIn(c.id) >= c.capacity) })),
      boulders: [...qualificationBoulders, ...finalBoulders].map((b) => ({ number: b.number, name: b.name, color: b.color, round: b.round })),
      hasFinal: contest.finalCount !== null,
    },
    ranking,
    rankingJson: JSON.stringify(ranking),
    explain,
    clock,
  };
}

/**
 * The one draw of every contest (an organiser's prizes, a seeded page's draw at its end time): in the
 * caller's transaction, with the contest row locked, `count` distinct winners drawn uniformly among
 * `eligible` minus the winners already `kept` (as the caller read them in that transaction), kept after them. Fewer, possibly none, when fewer are eligible.
 */
export async function drawAndKeep(
  tx: DbExecutor,
  contestId: number,
  {
    kept,
    eligible,
    count,
    drawId = null,
    random,
  }: { kept: readonly { competitorId: number }[]; eligible: readonly number[]; count: number; drawId?: string | null; random: (max: number) => number },
): Promise<number[]> {
  const keptIds = new Set(kept.map((w) => w.competitorId));
  const drawn = drawWinners(
    eligible.filter((id) => !keptIds.has(id)),
    count,
    random,
  );
  await insertDrawWinners(tx, contestId, drawn, { after: kept.length, drawId });
  return drawn;
}

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
 * How a competitor shows on a public page (docs/product.md › Climbers: accounts and privacy): first name and last-name initial; a
 * climber whose account does not allow it keeps their place in the ranking without a name.
 */
function publicNames<T extends Pick<Competitor, 'firstName' | 'lastName'> & { nameShown: boolean }>(competitor: T): T {
  if (!competitor.nameShown) return { ...competitor, firstName: ANONYMOUS_COMPETITOR, lastName: '' };
  return { ...competitor, lastName: lastNameInitial(competitor.lastName) };
}

/**
 * The page's contest ranked by the contests' engine (rankContestPage, above), as a list per category
 * gender: each competitor's public names, rank and scores.
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
