/**
 * The contests of docs/product.md › Public side: contests and leaderboards with the dates of docs/product.md › Public pages: screens: their boulders,
 * competitors and results. The draw's winners are not stored: the app draws them at the end time.
 */
import { parisWallTime } from '../../shared/domain/dates';
import type { ContestCategory } from '../../shared/domain/scoring';
import type { ContestKind } from '../db/schema';
import type { ContestRow, Contests } from './gym-contests';
import { addCompetitor, addGymContests, addNumberedBoulders } from './gym-contests';
import { clamp, type Random } from './random';
import { FEMALE_FIRST_NAMES, JUNIOR_FEMALE_FIRST_NAMES, JUNIOR_MALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './vocabulary';
import type { World } from './world-rows';

const parisTime = (day: string, hours: number) => parisWallTime(day, hours).getTime();

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Entrant {
  userId: number | null;
  firstName: string;
  lastName: string;
  category: ContestCategory;
  /** Strength on the contest's own scale (0 = an average competitor). */
  skill: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export function buildContests(world: World, rng: Random): Contests {
  const out: Contests = { contests: [], categories: [], boulders: [], competitors: [], results: [], judges: [], finalists: [], drawWinners: [] };
  const usersById = new Map(world.users.map((u) => [u.id, u]));

  const addContest = (slug: string, name: string, kind: ContestKind, gymId: number, startsAt: number, endsAt: number, refreshSeconds: number) => {
    const contest: ContestRow = {
      id: out.contests.length + 1,
      slug,
      name,
      kind,
      gymId,
      startsAt,
      endsAt,
      refreshSeconds,
      drawCount: 3,
      createdAt: startsAt - rng.int(20, 40) * DAY - rng.int(0, 600) * MINUTE,
    };
    out.contests.push(contest);
    const junior = slug.includes('junior');
    for (const [position, gender] of (['female', 'male'] as const).entries()) {
      const name = gender === 'female' ? (junior ? 'Filles' : 'Femmes') : junior ? 'Garçons' : 'Hommes';
      out.categories.push({ id: out.categories.length + 1, contestId: contest.id, position: position + 1, name, gender });
    }
    return contest;
  };

  const addBoulders = (contest: ContestRow, count: number, easiest: number, hardest: number) =>
    addNumberedBoulders(out, rng, contest, { count, easiest, hardest, tallest: 5, spread: 0.35 });

  /** Members of the gym when there are enough of them, otherwise invented people. */
  const entrants = (gymId: number, category: ContestCategory, count: number, junior = false): Entrant[] => {
    const list: Entrant[] = [];
    if (!junior) {
      const members = rng.shuffle(world.climbers.filter((c) => c.homeGym + 1 === gymId && c.gender === category));
      for (const member of members.slice(0, count)) {
        const user = usersById.get(member.userId)!;
        list.push({ userId: user.id, firstName: user.firstName, lastName: user.lastName, category, skill: (member.skill - 17) / 4 + rng.normal(0, 0.3) });
      }
    }
    const firstNames = junior
      ? category === 'female'
        ? JUNIOR_FEMALE_FIRST_NAMES
        : JUNIOR_MALE_FIRST_NAMES
      : category === 'female'
        ? FEMALE_FIRST_NAMES
        : MALE_FIRST_NAMES;
    while (list.length < count) list.push({ userId: null, firstName: rng.pick(firstNames), lastName: rng.pick(LAST_NAMES), category, skill: rng.normal(0, 1) });
    return list;
  };

  const register = (contest: ContestRow, people: Entrant[]) =>
    people.map((person) => {
      const row = addCompetitor(out, contest, person, {
        category: person.category,
        categoryId: out.categories.find((c) => c.contestId === contest.id && c.gender === person.category)!.id,
      });
      return { row, person };
    });

  const during = (contest: ContestRow) => contest.startsAt + Math.floor((rng.next() * (contest.endsAt - contest.startsAt - 10 * MINUTE)) / 1000) * 1000;

  /** Qualification format: everyone tries the boulders they can, tops and zones with a few tries. */
  const runQualification = (contest: ContestRow, boulderCount: number, people: Entrant[], absentShare = 0) => {
    const problems = addBoulders(contest, boulderCount, -2.2, 2.4);
    const registered = register(contest, people);
    const points = new Map<number, number>();
    for (const { row, person } of registered) {
      if (rng.chance(absentShare)) continue;
      for (const problem of problems) {
        const gap = person.skill - problem.difficulty;
        if (!rng.chance(sigmoid(1.5 * (gap + 2.5)))) continue;
        const topped = rng.chance(sigmoid(1.4 * gap));
        const zone = topped || rng.chance(sigmoid(1.4 * (gap + 1.2)));
        const tries = topped ? 1 + Math.min(7, Math.floor(-Math.log(1 - rng.next()) / Math.log(1 + Math.exp(gap)))) : rng.int(2, 6);
        out.results.push({ competitorId: row.id, contestBoulderId: problem.row.id, contestId: contest.id, topped, zone, tries, loggedAt: during(contest) });
        if (topped) points.set(row.id, (points.get(row.id) ?? 0) + 1);
      }
    }
    return registered.map((r) => ({ ...r, tops: points.get(r.row.id) ?? 0 }));
  };

  const may17 = (hours: number) => parisTime('2025-05-17', hours);

  // Vertical gain: every top during the two weeks adds the boulder's height.
  {
    const contest = addContest('defi-gaston', 'Le défi de Gaston', 'vertical_gain', 1, parisTime('2025-01-16', 0), parisTime('2025-01-30', 20.5), 60);
    const problems = addBoulders(contest, 30, -2.5, 2.5);
    const people = [...entrants(1, 'female', rng.int(25, 35)), ...entrants(1, 'male', rng.int(28, 40))];
    for (const { row, person } of register(contest, people)) {
      const commitment = rng.float(0.35, 1);
      for (const problem of problems) {
        const gap = person.skill - problem.difficulty;
        if (!rng.chance(commitment * sigmoid(1.5 * (gap + 2)))) continue;
        const topped = rng.chance(sigmoid(1.3 * gap + 0.5));
        out.results.push({
          competitorId: row.id,
          contestBoulderId: problem.row.id,
          contestId: contest.id,
          topped,
          zone: topped || rng.chance(0.5),
          tries: topped ? rng.int(1, 4) : rng.int(1, 6),
          loggedAt: during(contest),
        });
      }
    }
  }

  const spring = addContest('contest', 'Contest de printemps', 'points', 1, may17(14), may17(21), 15);
  const qualified = runQualification(spring, 26, [...entrants(1, 'female', rng.int(30, 38)), ...entrants(1, 'male', rng.int(32, 40))]);

  const sameTime = addContest('contestsametime', 'Contest de printemps : Villeurbanne', 'points', 2, may17(14), may17(18), 15);
  runQualification(sameTime, 24, [...entrants(2, 'female', rng.int(22, 30)), ...entrants(2, 'male', rng.int(25, 34))]);

  const junior = addContest('contest-junior', 'Contest junior', 'points', 1, may17(14), may17(18), 15);
  runQualification(junior, 20, [...entrants(1, 'female', rng.int(20, 28), true), ...entrants(1, 'male', rng.int(22, 30), true)]);

  // Finals: the best twenty of each category of the spring contest, on four boulders.
  {
    const contest = addContest('contest-finals', 'Finales du contest de printemps', 'finals', 1, may17(21.25), may17(22.5), 15);
    const problems = addBoulders(contest, 4, 0.6, 2.6);
    const finalists = (['female', 'male'] as const).flatMap((category) =>
      qualified
        .filter((q) => q.row.category === category)
        .sort((x, y) => y.tops - x.tops || x.row.id - y.row.id)
        .slice(0, 20)
        .map((q) => q.person),
    );
    for (const { row, person } of register(contest, finalists)) {
      for (const problem of problems) {
        const gap = person.skill - problem.difficulty;
        const perTry = clamp(sigmoid(1.2 * gap - 0.8), 0.03, 0.9);
        const zonePerTry = clamp(sigmoid(1.2 * gap + 0.6), 0.05, 0.97);
        let tries = 0;
        let zone = false;
        let topped = false;
        while (tries < 8 && !topped) {
          tries++;
          if (!zone && rng.chance(zonePerTry)) zone = true;
          if (zone && rng.chance(perTry)) topped = true;
        }
        out.results.push({ competitorId: row.id, contestBoulderId: problem.row.id, contestId: contest.id, topped, zone, tries, loggedAt: during(contest) });
      }
    }
  }

  // The draw is among competitors with at least one top: some registered people never climbed.
  const draw = addContest('alea-sorting', 'Tirage au sort du contest', 'draw', 1, may17(14), may17(22), 60);
  runQualification(draw, 20, [...entrants(1, 'female', rng.int(25, 32)), ...entrants(1, 'male', rng.int(26, 35))], 0.15);

  addGymContests(out, world, rng.fork('gym-contests'));
  return out;
}
