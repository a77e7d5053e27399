/**
 * A contest's public ranking (contests.md §5, §8): computed once per change of the contest (its
 * ranking version) and kept with everything its pages read: the contest's data, the ranking per
 * category (and per round once a final exists), each competitor's 'explain' breakdown.
 * A competitor shows as first name and last-name initial; one who did not consent is listed by bib
 * only; while results are hidden, rank, score, tops and zones are null and the lists go by name.
 */
import {
  PUBLIC_CONTEST_MESSAGES as M,
  type Explain,
  type PublicContest,
  type RankedCategory,
  type RankedCompetitor,
  type Ranking,
} from '../../shared/contract/contest-public';
import { AppError, notFound } from '../errors';
import { PAGE_RULES, rankContest, type ContestFormat, type RankedCategory as Scored, type ScoredCompetitor } from '../../shared/domain/contest-formats';
import { contestState, isRegistrationOpen, type ContestClock } from '../../shared/domain/contest-rules';
import { compareNames } from '../../shared/domain/scoring';
import { readAll, type DbExecutor } from '../db/transaction';
import {
  findContestById,
  gymNameOf,
  type CategoryRecord,
  type ContestBoulderRecord,
  type ContestRecord,
  listCategories,
  listContestBoulders,
  listFinalists,
  listPublicCompetitors,
} from '../repositories/contest-admin-repository';
import { listResults, type StoredResult } from '../repositories/contest-results-repository';
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
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        gender: c.gender,
        birthYearMin: c.birthYearMin,
        birthYearMax: c.birthYearMax,
        full: full || (c.capacity !== null && countIn(c.id) >= c.capacity),
      })),
      boulders: [...qualificationBoulders, ...finalBoulders].map((b) => ({ number: b.number, name: b.name, color: b.color, round: b.round })),
      hasFinal: contest.finalCount !== null,
    },
    ranking,
    rankingJson: JSON.stringify(ranking),
    explain,
    clock,
  };
}
