/**
 * Monthly leaderboards (docs/product.md › Public side: contests and leaderboards) of the current Paris calendar month: climbers by Gaston Index
 * and route setters by boulders opened.
 */
import type { MonthlyLeaderboardEntry, MonthlyLeaderboardResponse, RouteSettersLeaderboardResponse } from '../../shared/contract/public';
import { gastonIndex, LEADERBOARD_LIMIT, parisMonthRange, rankByPoints, type MonthlyTop } from '../../shared/domain/leaderboard';
import { compareNames, withCompetitionRanks } from '../../shared/domain/scoring';
import type { Database } from '../db/client';
import { listRankableClimbers, listMonthlyTops, listRouteSetterOpenings, listStyleTagIds } from '../repositories/leaderboard-repository';

/** 'N.': all a public page shows of a climber's last name (docs/product.md › Climbers: accounts and privacy). */
export function lastNameInitial(lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${initial}.` : '';
}

/** 'Prénom N.': the display name of the rank lists, which show only the initial of the last name. */
export function leaderboardUsername(firstName: string, lastName: string): string {
  const initial = lastNameInitial(lastName);
  return initial ? `${firstName.trim()} ${initial}` : firstName.trim();
}

type Unranked = Omit<MonthlyLeaderboardEntry, 'rank'> & { gender: 'female' | 'male' | null };

const byName = (a: Unranked, b: Unranked) => compareNames({ ...a, id: a.climberId }, { ...b, id: b.climberId });

/**
 * Climbers who topped at least one boulder this month, with their Gaston Index, best first; each list
 * (mixed, female, male) has its own ranks and keeps its first 100. A climber with no gender only appears
 * in the mixed list.
 */
export async function monthlyLeaderboard(db: Database, now: Date, options: { homeGymId?: number } = {}): Promise<MonthlyLeaderboardResponse> {
  const { from, to } = parisMonthRange(now);
  const [styleTagIds, tops] = await Promise.all([listStyleTagIds(db), listMonthlyTops(db, from, to)]);
  const topsByClimber = new Map<number, MonthlyTop[]>();
  for (const top of tops) {
    const list = topsByClimber.get(top.userId) ?? [];
    list.push(top);
    topsByClimber.set(top.userId, list);
  }
  // A gym's own leaderboard (the climbers' app) lists the climbers whose home gym it is.
  const climbers = (await listRankableClimbers(db, [...topsByClimber.keys()])).filter(
    (climber) => options.homeGymId === undefined || climber.homeGymId === options.homeGymId,
  );
  const entries: Unranked[] = climbers.map((climber) => ({
    userId: climber.uuid,
    username: leaderboardUsername(climber.firstName, climber.lastName),
    firstName: climber.firstName,
    lastName: climber.lastName,
    profilePicture: climber.profilePicture,
    climberId: climber.id,
    gymName: climber.gymName,
    points: gastonIndex(topsByClimber.get(climber.id) ?? [], styleTagIds),
    gender: climber.gender,
  }));
  const ranked = (list: Unranked[]): MonthlyLeaderboardEntry[] =>
    // Ties are listed by full name; the page shows only the initial (docs/product.md › Climbers: accounts and privacy).
    rankByPoints(list, byName).map(({ gender: _gender, lastName, ...entry }) => ({ ...entry, lastName: lastNameInitial(lastName) }));
  return {
    mixed: ranked(entries),
    female: ranked(entries.filter((e) => e.gender === 'female')),
    male: ranked(entries.filter((e) => e.gender === 'male')),
  };
}

/** Route setters by boulders opened this month, most first (ties share a rank, listed by name), first 100. */
export async function routeSettersLeaderboard(db: Database, now: Date): Promise<RouteSettersLeaderboardResponse> {
  const { from, to } = parisMonthRange(now);
  const setters = await listRouteSetterOpenings(db, from, to);
  const sorted = [...setters].sort((a, b) => b.count - a.count || compareNames(a, b));
  return withCompetitionRanks(sorted, (a, b) => a.count === b.count)
    .slice(0, LEADERBOARD_LIMIT)
    .map((setter) => ({
      userId: setter.uuid,
      firstName: setter.firstName,
      lastName: setter.lastName,
      profilePicture: setter.profilePicture,
      gymName: setter.gymName,
      count: setter.count,
      rank: setter.rank,
    }));
}
