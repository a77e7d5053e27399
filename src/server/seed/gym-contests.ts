/**
 * The contests a gym runs itself from the back office (docs/product.md › Contests), dated from the demo's `now`
 * (docs/product.md › Demo data asks for each feature with realistic data):
 * - 'contest-hiver', upcoming and open for registration, people already registered;
 * - 'defi-novembre', running around today (a week of self-scoring and judges), results arriving;
 * - 'open-automne', finished three weeks ago, with its final and its draw.
 *
 * It also holds the row types every seeded contest is built as (seed/contests.ts too) before they are inserted.
 */
import { createHash } from 'node:crypto';
import type { ContestFormat } from '../../shared/domain/contest-formats';
import { rankContest } from '../../shared/domain/contest-formats';
import { addCalendarDays, parisDay, parisWallTime } from '../../shared/domain/dates';
import type { ContestCategory } from '../../shared/domain/scoring';
import { asciiSlug } from '../../shared/domain/text-folding';
import type { ContestKind } from '../db/schema';
import type { Random } from './random';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, suggestBoulderName } from './vocabulary';
import type { World } from './world-rows';

const DAY = 86_400_000;
const MINUTE = 60_000;
const CIRCUIT_COLOURS = ['#FFD600', '#2E9E44', '#1E63D6', '#D62828', '#1A1A1A', '#8E44AD'];

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

interface Person {
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  gender: 'female' | 'male';
  birthYear: number;
  /** Strength on the contests' scale (0 = average). */
  skill: number;
}

/**
 * Numbered boulders of a contest, harder as the number grows, with their difficulty on the competitors'
 * scale; `more` adds the columns a contest sets (drawn after the height, so the demo stays the same).
 */
export function addNumberedBoulders(
  out: Contests,
  rng: Random,
  contest: ContestRow,
  shape: { count: number; easiest: number; hardest: number; tallest: number; spread: number },
  more: (index: number) => Partial<ContestBoulderRow> = () => ({}),
) {
  const { count, easiest, hardest, tallest, spread } = shape;
  return Array.from({ length: count }, (_, i) => {
    const row: ContestBoulderRow = {
      id: out.boulders.length + 1,
      contestId: contest.id,
      number: i + 1,
      name: suggestBoulderName(() => rng.next()),
      heightM: Math.round(rng.float(3.5, tallest) * 10) / 10,
      ...more(i),
    };
    out.boulders.push(row);
    return { row, difficulty: easiest + ((hardest - easiest) * i) / Math.max(1, count - 1) + rng.normal(0, spread) };
  });
}

/** A competitor of `contest`: the person's name and account, and what the contest records of them. */
export function addCompetitor(
  out: Contests,
  contest: ContestRow,
  person: Pick<CompetitorRow, 'userId' | 'firstName' | 'lastName'>,
  entry: Omit<CompetitorRow, 'id' | 'contestId' | 'userId' | 'firstName' | 'lastName'>,
): CompetitorRow {
  const row: CompetitorRow = {
    id: out.competitors.length + 1,
    contestId: contest.id,
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    ...entry,
  };
  out.competitors.push(row);
  return row;
}

export function addGymContests(out: Contests, world: World, rng: Random): void {
  const now = world.now;
  const today = parisDay(new Date(now));
  const at = (days: number, hours: number) => parisWallTime(addCalendarDays(today, days), hours).getTime();
  const usersById = new Map(world.users.map((u) => [u.id, u]));
  const thisYear = new Date(now).getUTCFullYear();

  /** Members of gym 1 (with their account), then people the organiser typed in. */
  const people = (count: number, inventedShare: number): Person[] => {
    const members = rng.shuffle(world.climbers.filter((c) => c.homeGym === 0));
    const list: Person[] = [];
    for (const member of members) {
      if (list.length >= Math.round(count * (1 - inventedShare))) break;
      const user = usersById.get(member.userId)!;
      list.push({
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        gender: member.gender,
        birthYear: rng.int(1975, thisYear - 12),
        skill: (member.skill - 17) / 4 + rng.normal(0, 0.3),
      });
    }
    while (list.length < count) {
      const gender = rng.chance(0.45) ? 'female' : 'male';
      const firstName = rng.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      list.push({
        userId: null,
        firstName,
        lastName,
        email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${list.length + 1}@exemple.fr`,
        gender,
        birthYear: rng.int(1970, thisYear - 10),
        skill: rng.normal(0, 1),
      });
    }
    return list;
  };

  const addContest = (row: Omit<ContestRow, 'id' | 'drawCount' | 'refreshSeconds' | 'gymId' | 'createdAt'>, createdDaysBefore: number): ContestRow => {
    const contest: ContestRow = {
      id: out.contests.length + 1,
      gymId: 1,
      refreshSeconds: 15,
      drawCount: 3,
      createdAt: row.startsAt - createdDaysBefore * DAY,
      ...row,
    };
    out.contests.push(contest);
    return contest;
  };
  const addCategories = (contest: ContestRow, categories: Omit<ContestCategoryRow, 'id' | 'contestId' | 'position'>[]) =>
    categories.map((category, index) => {
      const row: ContestCategoryRow = { id: out.categories.length + 1, contestId: contest.id, position: index + 1, ...category };
      out.categories.push(row);
      return row;
    });
  const addBoulders = (contest: ContestRow, count: number, round: 'qualification' | 'final', easiest: number, hardest: number) =>
    addNumberedBoulders(out, rng, contest, { count, easiest, hardest, tallest: 4.8, spread: 0.3 }, (i) => ({
      round,
      color: CIRCUIT_COLOURS[Math.min(CIRCUIT_COLOURS.length - 1, Math.floor((i / count) * CIRCUIT_COLOURS.length))]!,
      zone: round === 'final' || rng.chance(0.8),
    }));
  /** Registers people in the category that fits them (the first one, in the contest's order). */
  const register = (contest: ContestRow, categories: ContestCategoryRow[], persons: Person[], refusedConsentShare = 0.08) =>
    persons.flatMap((person) => {
      const category = categories.find(
        (c) =>
          (c.gender === 'mixed' || c.gender === person.gender) &&
          (c.birthYearMin == null || person.birthYear >= c.birthYearMin) &&
          (c.birthYearMax == null || person.birthYear <= c.birthYearMax),
      );
      if (!category) return [];
      const bib = out.competitors.filter((c) => c.contestId === contest.id).length + 1;
      const row = addCompetitor(out, contest, person, {
        category: person.gender,
        categoryId: category.id,
        email: person.email,
        birthYear: person.birthYear,
        bib,
        nameConsent: person.userId !== null || !rng.chance(refusedConsentShare),
      });
      return [{ row, person }];
    });
  /** A competitor's go at a boulder: attempts, and the attempt of the zone and of the top (null when not reached). */
  const attempt = (skill: number, difficulty: number, hasZone: boolean, maxAttempts: number) => {
    const gap = skill - difficulty;
    let attempts = 0;
    let zone: number | null = null;
    let top: number | null = null;
    const zonePerTry = Math.min(0.95, sigmoid(1.2 * gap + 0.8));
    const topPerTry = Math.min(0.9, sigmoid(1.2 * gap - 0.6));
    while (attempts < maxAttempts && top === null) {
      attempts += 1;
      if (zone === null && rng.chance(zonePerTry)) zone = attempts;
      if ((zone !== null || !hasZone) && rng.chance(topPerTry)) top = attempts;
    }
    return { attempts, zoneAttempt: hasZone ? (zone ?? (top !== null ? top : null)) : null, topAttempt: top };
  };
  const addResult = (contest: ContestRow, competitorId: number, boulder: ContestBoulderRow, result: ReturnType<typeof attempt>, loggedAt: number) =>
    out.results.push({
      competitorId,
      contestBoulderId: boulder.id,
      contestId: contest.id,
      topped: result.topAttempt !== null,
      zone: result.zoneAttempt !== null,
      tries: result.attempts,
      zoneAttempt: result.zoneAttempt,
      topAttempt: result.topAttempt,
      clientId: rng.uuid(),
      loggedAt,
    });
  const addJudges = (contest: ContestRow, boulders: ContestBoulderRow[], names: string[]) =>
    names.forEach((name, index) => {
      const share = boulders.filter((_, i) => i % names.length === index);
      out.judges.push({
        id: out.judges.length + 1,
        contestId: contest.id,
        name,
        code: String(rng.int(100000, 999999)),
        token: rng.uuid().replaceAll('-', ''),
        boulderIds: share.map((b) => b.id),
      });
    });

  // Upcoming, registration open: the winter contest in 12 days.
  {
    const contest = addContest(
      {
        slug: 'contest-hiver',
        name: "Contest d'hiver",
        kind: null,
        format: 'ifsc_2025',
        startsAt: at(12, 10),
        endsAt: at(12, 18),
        registrationOpensAt: at(-10, 9),
        registrationClosesAt: at(10, 22),
        capacity: 150,
      },
      18,
    );
    const categories = addCategories(contest, [
      { name: 'Femmes', gender: 'female', birthYearMax: thisYear - 18 },
      { name: 'Hommes', gender: 'male', birthYearMax: thisYear - 18 },
      { name: 'Jeunes', gender: 'mixed', birthYearMin: thisYear - 17, capacity: 40 },
    ]);
    addBoulders(contest, 24, 'qualification', -2, 2.5);
    register(contest, categories, people(46, 0.3));
  }

  // Running: a week-long challenge around today, scored by the climbers themselves and two judges.
  {
    const contest = addContest(
      {
        slug: 'defi-novembre',
        name: 'Le défi de la semaine',
        kind: null,
        format: 'scramble',
        startsAt: at(-4, 8),
        endsAt: at(3, 22),
        selfScoring: true,
        bestN: 10,
      },
      14,
    );
    const categories = addCategories(contest, [
      { name: 'Femmes', gender: 'female' },
      { name: 'Hommes', gender: 'male' },
    ]);
    const boulders = addBoulders(contest, 30, 'qualification', -1, 4);
    addJudges(
      contest,
      boulders.map((b) => b.row),
      ['Julie', 'Marc'],
    );
    const registered = register(contest, categories, people(64, 0.15));
    // The organiser mailed the personal links on the second morning: from then on, those competitors score themselves.
    for (const { row } of registered.filter(({ row }) => row.userId === null && row.email)) {
      // Derived from the row, not drawn from rng, so that the rest of the demo stays the same.
      row.selfToken = `gcs_${createHash('sha256').update(`demo-self-link-${row.id}`).digest().subarray(0, 18).toString('base64url')}`;
      row.selfLinkSentAt = at(-3, 9);
    }
    for (const { row, person } of registered) {
      for (const boulder of boulders) {
        if (!rng.chance(sigmoid(1.4 * (person.skill - boulder.difficulty + 1.5)))) continue;
        const loggedAt = contest.startsAt + Math.floor(rng.next() * (now - contest.startsAt - 5 * MINUTE));
        addResult(contest, row.id, boulder.row, attempt(person.skill, boulder.difficulty, boulder.row.zone!, 8), loggedAt);
      }
    }
  }

  // Finished three weeks ago: qualification in the afternoon, a final of 6 per category, then the draw.
  {
    const contest = addContest(
      { slug: 'open-automne', name: "Open d'automne", kind: null, format: 'points', startsAt: at(-21, 13), endsAt: at(-21, 22), finalCount: 6, capacity: 120 },
      30,
    );
    const categories = addCategories(contest, [
      { name: 'Femmes', gender: 'female' },
      { name: 'Hommes', gender: 'male' },
    ]);
    const qualification = addBoulders(contest, 20, 'qualification', -2.2, 2.4);
    const final = addBoulders(contest, 4, 'final', 0.8, 2.6);
    addJudges(
      contest,
      [...qualification, ...final].map((b) => b.row),
      ['Léa', 'Thomas', 'Nadia'],
    );
    const registered = register(contest, categories, people(72, 0.25));
    const during = (from: number, to: number) => from + Math.floor(rng.next() * (to - from));
    for (const { row, person } of registered) {
      for (const boulder of qualification) {
        if (!rng.chance(sigmoid(1.5 * (person.skill - boulder.difficulty + 2.5)))) continue;
        addResult(contest, row.id, boulder.row, attempt(person.skill, boulder.difficulty, boulder.row.zone!, 6), during(contest.startsAt, at(-21, 18.5)));
      }
    }
    // The finalists as the app ranks the qualification (Points partagés), frozen with their rank.
    const results = out.results.filter((r) => r.contestId === contest.id);
    const ranking = rankContest({
      format: 'points',
      boulders: qualification.map(({ row }) => ({ id: row.id, number: row.number, zone: row.zone!, points: null, heightM: row.heightM })),
      competitors: registered.map(({ row }) => ({
        id: row.id,
        categoryId: row.categoryId,
        firstName: row.firstName,
        lastName: row.lastName,
        disqualified: false,
      })),
      results: results.map((r) => ({
        competitorId: r.competitorId,
        boulderId: r.contestBoulderId,
        attempts: r.tries,
        zoneAttempt: r.zoneAttempt ?? null,
        topAttempt: r.topAttempt ?? null,
        loggedAt: new Date(r.loggedAt),
      })),
      bestN: null,
      window: { startsAt: new Date(contest.startsAt), endsAt: new Date(contest.endsAt) },
      categoryIds: categories.map((c) => c.id),
    });
    const skillOf = new Map(registered.map(({ row, person }) => [row.id, person.skill]));
    for (const category of ranking) {
      for (const c of category.competitors.filter((c) => c.rank !== null && c.rank <= 6)) {
        out.finalists.push({ contestId: contest.id, competitorId: c.competitorId, qualificationRank: c.rank! });
        for (const boulder of final) {
          addResult(
            contest,
            c.competitorId,
            boulder.row,
            attempt(skillOf.get(c.competitorId)!, boulder.difficulty, true, 10),
            during(at(-21, 19.5), at(-21, 21.5)),
          );
        }
      }
    }
    const toppers = [...new Set(results.filter((r) => r.topped).map((r) => r.competitorId))];
    rng
      .shuffle(toppers)
      .slice(0, 3)
      .forEach((competitorId, index) =>
        out.drawWinners.push({ contestId: contest.id, competitorId, position: index + 1, drawnAt: contest.endsAt + 10 * MINUTE }),
      );
  }
}

export interface ContestRow {
  id: number;
  slug: string;
  name: string;
  /** The page of docs/product.md › Public pages it fills; null for the contests run from the back office. */
  kind: ContestKind | null;
  format?: ContestFormat;
  registrationOpensAt?: number | null;
  registrationClosesAt?: number | null;
  capacity?: number | null;
  bestN?: number | null;
  selfScoring?: boolean;
  finalCount?: number | null;
  gymId: number;
  startsAt: number;
  endsAt: number;
  refreshSeconds: number;
  drawCount: number;
  createdAt: number;
}

export interface ContestCategoryRow {
  id: number;
  contestId: number;
  position: number;
  name: string;
  gender: ContestCategory | 'mixed';
  birthYearMin?: number | null;
  birthYearMax?: number | null;
  capacity?: number | null;
}

export interface ContestBoulderRow {
  id: number;
  contestId: number;
  number: number;
  name: string;
  heightM: number;
  round?: 'qualification' | 'final';
  color?: string | null;
  zone?: boolean;
}

export interface CompetitorRow {
  id: number;
  contestId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  category: ContestCategory;
  categoryId: number;
  email?: string | null;
  birthYear?: number | null;
  bib?: number | null;
  disqualified?: boolean;
  nameConsent?: boolean;
  /** The personal self-scoring link of a competitor without an account, and when it was mailed (docs/product.md › Contests: who may do what). */
  selfToken?: string | null;
  selfLinkSentAt?: number | null;
}

export interface ContestResultRow {
  competitorId: number;
  contestBoulderId: number;
  contestId: number;
  topped: boolean;
  zone: boolean;
  tries: number;
  loggedAt: number;
  /** When known (judged contests): the attempt of the zone and of the top; else both are the tries. */
  zoneAttempt?: number | null;
  topAttempt?: number | null;
  clientId?: string;
}

export interface ContestJudgeRow {
  id: number;
  contestId: number;
  name: string;
  code: string;
  token: string;
  boulderIds: number[];
}

export interface Contests {
  contests: ContestRow[];
  categories: ContestCategoryRow[];
  boulders: ContestBoulderRow[];
  competitors: CompetitorRow[];
  results: ContestResultRow[];
  judges: ContestJudgeRow[];
  finalists: { contestId: number; competitorId: number; qualificationRank: number }[];
  drawWinners: { contestId: number; competitorId: number; position: number; drawnAt: number }[];
}
