/**
 * A year of climbing: sessions of every climber, the ascents they log, app opens, and the
 * ratings, grade proposals and comments left after a first top. Columns are typed arrays so
 * two million ascents stay cheap.
 */
import { atHour, type CalendarDay } from './paris-time';
import { clamp, type Random } from './random';
import { COMMENTS } from './vocabulary';
import type { World } from './world-rows';
import { dayIndex } from './world';

const MINUTE = 60_000;
/** Ascents at scale 1 (docs/product.md › Demo data). */
const ASCENTS = 200_000;
/** Measured share of planned logs that become ascents (skipped picks, sessions cut by `now`). */
const LOG_EFFICIENCY = 0.93;

/** A growable column of numbers backed by a typed array. */
class Column<T extends Float64Array | Int32Array | Int16Array | Uint8Array> {
  length = 0;
  constructor(
    private data: T,
    private readonly make: (size: number) => T,
  ) {}
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  get values(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

const float64 = (n: number) => new Float64Array(n);
const int32 = (n: number) => new Int32Array(n);
const int16 = (n: number) => new Int16Array(n);
const uint8 = (n: number) => new Uint8Array(n);

export interface AscentColumns {
  count: number;
  userId: Int32Array;
  boulderId: Int32Array;
  gymId: Int32Array;
  loggedAt: Float64Array;
  tries: Int16Array;
  topped: Uint8Array;
}

export interface ConnectionColumns {
  count: number;
  userId: Int32Array;
  gymId: Int32Array;
  openedAt: Float64Array;
}

export interface FeedbackRow {
  userId: number;
  boulderId: number;
  gymId: number;
  value: number;
  createdAt: number;
}

export interface CommentRow {
  userId: number;
  boulderId: number;
  gymId: number;
  comment: string;
  createdAt: number;
}

export interface Activity {
  ascents: AscentColumns;
  connections: ConnectionColumns;
  ratings: FeedbackRow[];
  gradeProposals: FeedbackRow[];
  comments: CommentRow[];
}

/** Day weights: more activity lately (the app grows), less in summer and at Christmas, busy weekends. */
function dayWeights(calendar: CalendarDay[]): Float64Array {
  const weekday = [0.9, 1.1, 1.05, 1.1, 0.8, 1.15, 0.95];
  const weights = new Float64Array(calendar.length);
  calendar.forEach((day, i) => {
    const trend = 0.65 + (0.7 * i) / Math.max(1, calendar.length - 1);
    const dayOfMonth = Number(day.date.slice(8, 10));
    const season = day.month === 8 ? 0.55 : day.month === 7 ? 0.75 : day.month === 12 && dayOfMonth >= 22 ? 0.6 : 1;
    weights[i] = weekday[day.weekday]! * trend * season;
  });
  return weights;
}

/** Per gym and day, the boulders climbable that day sorted by grade, for picks near a target grade. */
interface ActiveIndex {
  /** offsets[gym][day] .. offsets[gym][day + 1] delimit the day's slice of `boulders`/`grades`. */
  offsets: Int32Array[];
  boulders: Int32Array[];
  grades: Uint8Array[];
}

function buildActiveIndex(world: World): ActiveIndex {
  const days = world.calendar.length;
  const index: ActiveIndex = { offsets: [], boulders: [], grades: [] };
  for (const gym of world.gyms) {
    const perDay: number[][] = Array.from({ length: days }, () => []);
    const gymBoulders = world.boulders
      .map((b, i) => ({ b, i }))
      .filter(({ b }) => b.gymId === gym.id)
      .sort((x, y) => x.b.difficulty - y.b.difficulty || x.b.id - y.b.id);
    for (const { b, i } of gymBoulders) {
      const end = b.closedAt ?? world.now;
      if (end < world.calendar[0]!.start) continue;
      const first = dayIndex(world.calendar, b.createdAt);
      const last = dayIndex(world.calendar, end);
      for (let d = first; d <= last; d++) perDay[d]!.push(i);
    }
    const offsets = new Int32Array(days + 1);
    for (let d = 0; d < days; d++) offsets[d + 1] = offsets[d]! + perDay[d]!.length;
    const boulders = new Int32Array(offsets[days]!);
    const grades = new Uint8Array(offsets[days]!);
    perDay.forEach((list, d) => {
      list.forEach((boulderIndex, k) => {
        boulders[offsets[d]! + k] = boulderIndex;
        grades[offsets[d]! + k] = world.boulders[boulderIndex]!.difficulty;
      });
    });
    index.offsets.push(offsets);
    index.boulders.push(boulders);
    index.grades.push(grades);
  }
  return index;
}

function lowerBound(grades: Uint8Array, from: number, to: number, grade: number): number {
  while (from < to) {
    const middle = (from + to) >> 1;
    if (grades[middle]! < grade) from = middle + 1;
    else to = middle;
  }
  return from;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** Tries a climber gives a boulder in one session before moving on (1 to 8, mostly 2 to 4). */
const MAX_TRIES_WEIGHTS = [20, 25, 22, 15, 9, 5, 3, 1];

export function simulateActivity(world: World, rng: Random, scale: number): Activity {
  const { calendar, boulders, climbers, now } = world;
  const days = calendar.length;
  const weights = dayWeights(calendar);
  const prefix = new Float64Array(days + 1);
  for (let d = 0; d < days; d++) prefix[d + 1] = prefix[d]! + weights[d]!;
  let plannedLogs = 0;
  for (const c of climbers) plannedLogs += c.activity * (prefix[c.lastDay + 1]! - prefix[c.firstDay]!) * c.logsPerSession;
  const sessionRate = (ASCENTS * scale) / (plannedLogs * LOG_EFFICIENCY);

  const index = buildActiveIndex(world);
  const created = new Float64Array(boulders.map((b) => b.createdAt));
  const closed = new Float64Array(boulders.map((b) => b.closedAt ?? Infinity));
  const gymOf = new Int32Array(boulders.map((b) => b.gymId));
  // Per-boulder state of the climber being simulated, stamped with the climber's number so
  // nothing needs clearing between climbers.
  const seenBy = new Int32Array(boulders.length);
  const triesSoFar = new Int32Array(boulders.length);
  const toppedBy = new Int32Array(boulders.length);
  const sessionOf = new Int32Array(boulders.length);
  let sessionSerial = 0;

  const capacity = Math.ceil(ASCENTS * scale * 1.2) + 1024;
  const a = {
    userId: new Column(int32(capacity), int32),
    boulderId: new Column(int32(capacity), int32),
    gymId: new Column(int32(capacity), int32),
    loggedAt: new Column(float64(capacity), float64),
    tries: new Column(int16(capacity), int16),
    topped: new Column(uint8(capacity), uint8),
  };
  const c = {
    userId: new Column(int32(capacity / 2), int32),
    gymId: new Column(int32(capacity / 2), int32),
    openedAt: new Column(float64(capacity / 2), float64),
  };
  const ratings: FeedbackRow[] = [];
  const gradeProposals: FeedbackRow[] = [];
  const comments: CommentRow[] = [];
  const openApp = (userId: number, gymId: number, at: number) => {
    if (at > now) return;
    c.userId.push(userId);
    c.gymId.push(gymId);
    c.openedAt.push(Math.floor(at / 1000) * 1000);
  };

  climbers.forEach((climber, climberIndex) => {
    const stamp = climberIndex + 1;
    const projects: number[] = [];
    const pick = (gymIndex: number, day: number, target: number): number => {
      const offsets = index.offsets[gymIndex]!;
      const from = offsets[day]!;
      const to = offsets[day + 1]!;
      if (from === to) return -1;
      const grades = index.grades[gymIndex]!;
      for (let spread = 1; spread <= 4; spread++) {
        const low = lowerBound(grades, from, to, target - spread);
        const high = lowerBound(grades, from, to, target + spread + 1);
        if (high > low) return index.boulders[gymIndex]![low + Math.floor(rng.next() * (high - low))]!;
      }
      return index.boulders[gymIndex]![from + Math.floor(rng.next() * (to - from))]!;
    };

    for (let d = climber.firstDay; d <= climber.lastDay; d++) {
      const p = Math.min(0.85, sessionRate * climber.activity * weights[d]!);
      const roll = rng.next();
      const day = calendar[d]!;
      if (roll >= p) {
        // Some days the app is opened at home, without climbing.
        if (roll < p * 1.3) openApp(climber.userId, climber.homeGym + 1, atHour(day, rng.float(8, 23.5)));
        continue;
      }
      const weekend = day.weekday >= 5;
      const lunch = rng.next();
      const hour = weekend ? rng.float(10, 18.5) : lunch < 0.15 ? rng.float(12, 13.5) : lunch < 0.25 ? rng.float(14, 17) : clamp(rng.normal(19, 0.9), 17, 21.5);
      const start = atHour(day, hour);
      if (start >= now) continue;
      const gymIndex = rng.chance(0.9) ? climber.homeGym : climber.otherGym;
      const gymId = gymIndex + 1;
      openApp(climber.userId, gymId, start - rng.int(0, 10) * MINUTE);
      const skill = climber.skill + (climber.progress * d) / days;
      const logs = Math.max(1, Math.round(rng.normal(climber.logsPerSession, 2)));
      sessionSerial++;
      let t = start + rng.int(5, 15) * MINUTE;
      for (let i = 0; i < logs && t < now; i++, t += rng.int(4, 14) * MINUTE) {
        let boulder = -1;
        for (let attempt = 0; attempt < 4 && boulder < 0; attempt++) {
          let candidate: number;
          if (projects.length && rng.chance(0.35)) candidate = projects[Math.floor(rng.next() * projects.length)]!;
          else candidate = pick(gymIndex, d, Math.round(skill + rng.normal(-1.2, 2.2)));
          if (candidate < 0) break;
          if (gymOf[candidate] !== gymId || created[candidate]! >= t || closed[candidate]! <= t) continue;
          if (sessionOf[candidate] === sessionSerial) continue;
          // Once topped, a boulder is mostly left alone; now and then it is repeated for fun.
          if (toppedBy[candidate] === stamp && rng.chance(0.8)) continue;
          boulder = candidate;
        }
        if (boulder < 0) continue;
        sessionOf[boulder] = sessionSerial;
        const row = boulders[boulder]!;
        const before = seenBy[boulder] === stamp ? triesSoFar[boulder]! : 0;
        let tries = 0;
        let topped = false;
        if (toppedBy[boulder] === stamp) {
          tries = rng.int(1, 2);
          topped = rng.chance(0.9);
        } else {
          const gap = row.difficulty - skill + row.gradeBias * 0.5;
          const chance = sigmoid(-0.9 * gap - 0.6 + 0.25 * Math.min(before, 8));
          const maxTries = rng.weighted(MAX_TRIES_WEIGHTS) + 1;
          while (tries < maxTries) {
            tries++;
            if (rng.next() < chance) {
              topped = true;
              break;
            }
          }
        }
        const loggedAt = Math.floor(t / 1000) * 1000;
        a.userId.push(climber.userId);
        a.boulderId.push(row.id);
        a.gymId.push(gymId);
        a.loggedAt.push(loggedAt);
        a.tries.push(tries);
        a.topped.push(topped ? 1 : 0);
        seenBy[boulder] = stamp;
        triesSoFar[boulder] = before + tries;

        const projectAt = projects.indexOf(boulder);
        if (topped && toppedBy[boulder] !== stamp) {
          toppedBy[boulder] = stamp;
          if (projectAt >= 0) projects.splice(projectAt, 1);
          const after = (minutes: number) => Math.min(now, loggedAt + rng.int(1, minutes) * MINUTE);
          if (rng.chance(0.2)) {
            const stars = clamp(Math.round(row.quality + rng.normal(0, 0.8)), 1, 5);
            ratings.push({ userId: climber.userId, boulderId: row.id, gymId, value: stars, createdAt: after(40) });
          }
          if (rng.chance(0.1)) {
            const grade = clamp(Math.round(row.difficulty + row.gradeBias + rng.normal(0, 0.8)), 0, 39);
            gradeProposals.push({ userId: climber.userId, boulderId: row.id, gymId, value: grade, createdAt: after(40) });
          }
          if (rng.chance(0.02)) {
            comments.push({ userId: climber.userId, boulderId: row.id, gymId, comment: commentFor(rng, row.quality, row.gradeBias), createdAt: after(90) });
          }
        } else if (!topped && projectAt < 0 && row.difficulty - skill <= 3) {
          projects.push(boulder);
          if (projects.length > 6) projects.shift();
        }
      }
      // A look at the app during the session, and sometimes at the end to log the last boulders.
      if (rng.chance(0.55)) openApp(climber.userId, gymId, start + rng.int(20, 80) * MINUTE);
      if (rng.chance(0.25)) openApp(climber.userId, gymId, Math.min(t, now) + rng.int(0, 20) * MINUTE);
    }
  });

  return {
    ascents: sortAscents(a),
    connections: sortConnections(c),
    ratings,
    gradeProposals,
    comments: comments.sort((x, y) => x.createdAt - y.createdAt),
  };
}

function commentFor(rng: Random, quality: number, gradeBias: number): string {
  if (gradeBias > 0.8 && rng.chance(0.5)) return rng.pick(COMMENTS.hard);
  if (gradeBias < -0.8 && rng.chance(0.5)) return rng.pick(COMMENTS.soft);
  const tone = quality >= 3.8 ? 'positive' : quality <= 2.6 ? 'negative' : rng.chance(0.5) ? 'neutral' : 'positive';
  return rng.pick(COMMENTS[tone]);
}

/** Chronological order, so ids follow time like in a real database. */
function order(times: Float64Array): Uint32Array {
  const order = new Uint32Array(times.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((x, y) => times[x]! - times[y]! || x - y);
}

function sortAscents(a: {
  userId: Column<Int32Array>;
  boulderId: Column<Int32Array>;
  gymId: Column<Int32Array>;
  loggedAt: Column<Float64Array>;
  tries: Column<Int16Array>;
  topped: Column<Uint8Array>;
}): AscentColumns {
  const sorted = order(a.loggedAt.values);
  const count = sorted.length;
  const out: AscentColumns = {
    count,
    userId: new Int32Array(count),
    boulderId: new Int32Array(count),
    gymId: new Int32Array(count),
    loggedAt: new Float64Array(count),
    tries: new Int16Array(count),
    topped: new Uint8Array(count),
  };
  const [u, b, g, l, t, p] = [a.userId.values, a.boulderId.values, a.gymId.values, a.loggedAt.values, a.tries.values, a.topped.values];
  for (let i = 0; i < count; i++) {
    const k = sorted[i]!;
    out.userId[i] = u[k]!;
    out.boulderId[i] = b[k]!;
    out.gymId[i] = g[k]!;
    out.loggedAt[i] = l[k]!;
    out.tries[i] = t[k]!;
    out.topped[i] = p[k]!;
  }
  return out;
}

function sortConnections(c: { userId: Column<Int32Array>; gymId: Column<Int32Array>; openedAt: Column<Float64Array> }): ConnectionColumns {
  const sorted = order(c.openedAt.values);
  const count = sorted.length;
  const out: ConnectionColumns = { count, userId: new Int32Array(count), gymId: new Int32Array(count), openedAt: new Float64Array(count) };
  const [u, g, o] = [c.userId.values, c.gymId.values, c.openedAt.values];
  for (let i = 0; i < count; i++) {
    const k = sorted[i]!;
    out.userId[i] = u[k]!;
    out.gymId[i] = g[k]!;
    out.openedAt[i] = o[k]!;
  }
  return out;
}
