/**
 * A gym's crowd level, 'Affluence' (docs/occupancy.md): the level now (the entry counter's while it
 * reported in the last 15 minutes, else the app's estimate), 'Meilleurs moments' by hour of the week,
 * the counter's report, and the staff's settings (shown or not, capacity, the counter's token).
 */
import {
  OCCUPANCY_MESSAGES as M,
  type Occupancy,
  type OccupancyHour,
  type OccupancySettings,
  type OccupancySettingsBody,
} from '../../shared/contract/occupancy';
import { occupancyLevel, OCCUPANCY_RULES } from '../../shared/domain/occupancy';
import { AppError, conflict, invalidFields, notFound } from '../errors';
import { cachedOrComputed, computedCache, type ComputedCache } from '../lib/computed-cache';
import {
  lockOccupancy,
  occupancyOf,
  occupancyOfToken,
  peopleActive,
  peopleByHourOfWeek,
  recordCount,
  saveOccupancySettings,
  setCounterToken,
  type OccupancyRow,
} from '../repositories/occupancy-repository';
import { authorize } from './authorize';
import { openGym } from './climber-reads-service';
import type { AccountContext, ServiceContext } from './context';
import { counterTokenHash, newCounterToken } from './session-tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The gym, seen as climbers see it, with its crowd level shown (404 otherwise). */
async function shownOccupancy(ctx: ServiceContext, gymId: number): Promise<OccupancyRow> {
  await openGym(ctx, gymId);
  const row = await occupancyOf(ctx.db, gymId);
  if (!row.enabled) throw notFound(M.off);
  return row;
}

export interface WeekProfile {
  hours: { weekday: number; hour: number; people: number; mean: number }[];
  busiest: number;
}

/**
 * The yardstick of the estimate and 'Meilleurs moments': per hour of the week, the mean number of
 * people active in it over the last weeks (clock hours before the current one), and the highest mean.
 * It reads 8 weeks of openings and logs (about 40 ms for a gym of the demo) and changes only when the
 * clock hour does: with `profiles`, each process computes it once per gym and hour, whoever asks.
 */
async function weekProfile(ctx: ServiceContext, gymId: number, now: Date, profiles?: ComputedCache<WeekProfile>): Promise<WeekProfile> {
  const to = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const compute = async () => {
    const from = new Date(to.getTime() - OCCUPANCY_RULES.historyWeeks * 7 * 24 * HOUR);
    const hours = (await peopleByHourOfWeek(ctx.db, gymId, from, to)).map((h) => ({ ...h, mean: h.people / OCCUPANCY_RULES.historyWeeks }));
    return { hours, busiest: Math.max(0, ...hours.map((h) => h.mean)) };
  };
  return profiles ? cachedOrComputed(profiles, `${gymId}:${to.getTime()}`, compute) : compute();
}

/** Week profiles kept by a process: the key holds the clock hour, so an hour's profile is never served in the next. */
export const weekProfileCache = () => computedCache<WeekProfile>({ ttlMs: HOUR, max: 1_000 });

const counterPrevails = (row: OccupancyRow, now: Date): row is OccupancyRow & { count: number; countedAt: Date; capacity: number } =>
  row.count !== null &&
  row.countedAt !== null &&
  row.capacity !== null &&
  row.countedAt.getTime() > now.getTime() - OCCUPANCY_RULES.counterPrevailsMinutes * MINUTE;

export async function gymOccupancy(
  ctx: ServiceContext,
  { gymId, now = new Date(), profiles }: { gymId: number; now?: Date; profiles?: ComputedCache<WeekProfile> },
): Promise<Occupancy> {
  const row = await shownOccupancy(ctx, gymId);
  if (counterPrevails(row, now)) return { level: occupancyLevel(row.count, row.capacity), source: 'counter', updatedAt: row.countedAt.toISOString() };
  const [people, { busiest }] = await Promise.all([
    peopleActive(ctx.db, gymId, new Date(now.getTime() - OCCUPANCY_RULES.windowMinutes * MINUTE), now),
    weekProfile(ctx, gymId, now, profiles),
  ]);
  return { level: occupancyLevel(people, busiest), source: 'estimate', updatedAt: now.toISOString() };
}

/** 'Meilleurs moments': each hour of the week with any activity over the last weeks, with its level. */
export async function occupancyHistory(
  ctx: ServiceContext,
  { gymId, now = new Date(), profiles }: { gymId: number; now?: Date; profiles?: ComputedCache<WeekProfile> },
): Promise<OccupancyHour[]> {
  await shownOccupancy(ctx, gymId);
  const { hours, busiest } = await weekProfile(ctx, gymId, now, profiles);
  return hours.map(({ weekday, hour, mean }) => ({ weekday, hour, level: occupancyLevel(mean, busiest) }));
}

/** POST /api/v1/gyms/{id}/occupancy/: the gym's entry counter reports how many people are in. */
export async function reportOccupancy(
  ctx: AccountContext,
  { gymId, token, count, now = new Date() }: { gymId: number; token: string | undefined; count: number; now?: Date },
): Promise<void> {
  const row = token && token.length <= 200 ? await occupancyOfToken(ctx.db, counterTokenHash(ctx.config.SESSION_SECRET, token)) : undefined;
  if (!row || row.gymId !== gymId) throw new AppError('unauthenticated', M.token);
  if (!row.enabled) throw conflict(M.off);
  await recordCount(ctx.db, gymId, count, now);
}

const settingsAnswer = (row: OccupancyRow): OccupancySettings => ({
  enabled: row.enabled,
  capacity: row.capacity,
  tokenCreatedAt: row.tokenCreatedAt?.toISOString() ?? null,
  count: row.count,
  countedAt: row.countedAt?.toISOString() ?? null,
});

export async function occupancySettings(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<OccupancySettings> {
  await authorize(ctx, 'read', { gymId });
  return settingsAnswer(await occupancyOf(ctx.db, gymId));
}

export async function saveOccupancy(ctx: ServiceContext, { gymId, body }: { gymId: number; body: OccupancySettingsBody }): Promise<OccupancySettings> {
  await authorize(ctx, 'setUpGym', { gymId });
  return ctx.db.transaction(async (tx) => {
    const row = await lockOccupancy(tx, gymId);
    if (row.hasToken && body.capacity === null) throw invalidFields({ capacity: [M.capacityForCounter] });
    await saveOccupancySettings(tx, gymId, body);
    return settingsAnswer({ ...row, ...body });
  });
}

/** A new token for the gym's counter, shown this once; the previous one stops working. */
export async function makeCounterToken(ctx: AccountContext, { gymId, now = new Date() }: { gymId: number; now?: Date }): Promise<{ token: string }> {
  await authorize(ctx, 'setUpGym', { gymId });
  const token = newCounterToken();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOccupancy(tx, gymId);
    if (row.capacity === null) throw invalidFields({ capacity: [M.capacityForCounter] });
    await setCounterToken(tx, gymId, counterTokenHash(ctx.config.SESSION_SECRET, token), now);
  });
  return { token };
}

export async function removeCounterToken(ctx: ServiceContext, { gymId, now = new Date() }: { gymId: number; now?: Date }): Promise<void> {
  await authorize(ctx, 'setUpGym', { gymId });
  await ctx.db.transaction(async (tx) => {
    await lockOccupancy(tx, gymId);
    await setCounterToken(tx, gymId, null, now);
  });
}
