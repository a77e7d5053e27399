/**
 * The contests a gym runs from the back office (docs/product.md › Contests: back office; Contests: calls): create and edit a contest with its
 * categories and boulders, list them, and manage its competitors (by hand or by CSV import).
 * Chief route setters and admins of the contest's gym write; every staff member of that gym reads.
 */
import {
  CONTEST_MESSAGES as M,
  windowErrors,
  type Contest,
  type ContestBoulderInput,
  type ContestList,
  type CreateContestBody,
  type UpdateContestBody,
} from '../../shared/contract/contests';
import { categoryRule, CONTEST_LIMITS, contestState } from '../../shared/domain/contest-rules';
import { readAll, type DbExecutor } from '../db/transaction';
import { conflict, invalidFields, notFound } from '../errors';
import {
  bouldersWithResults,
  categoriesInUse,
  countCompetitors,
  deleteCategories,
  deleteContestBoulders,
  findContestById,
  gymBouldersAmong,
  insertCategory,
  insertContest,
  insertContestBoulders,
  listCategories,
  listContestBoulders,
  listDrawWinners,
  listGymContests,
  lockContestRow,
  lockSlug,
  parkBoulderNumbers,
  slugTaken,
  updateCategory,
  updateContest,
  updateContestBoulder,
  type ContestBoulderRecord,
  type ContestRecord,
} from '../repositories/contests-repository';
import { authorize } from './authorize';
import type { ServiceContext } from './context';

// ---------------------------------------------------------------- presenters

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentBoulder(b: ContestBoulderRecord) {
  return { id: b.id, number: b.number, name: b.name, color: b.color, zone: b.zone, heightM: b.heightM, points: b.points, boulderId: b.boulderId };
}

/** The contest as the back office reads it (docs/product.md › Contests: payloads), its state on the clock of `now`. */
export async function presentContest(db: DbExecutor, contest: ContestRecord, now: Date): Promise<Contest> {
  const [categories, qualification, final, winners, competitorsCount] = await readAll(db, [
    () => listCategories(db, contest.id),
    () => listContestBoulders(db, contest.id, 'qualification'),
    async () => (contest.finalCount === null ? [] : await listContestBoulders(db, contest.id, 'final')),
    () => listDrawWinners(db, contest.id),
    () => countCompetitors(db, contest.id),
  ]);
  const endsAt = contest.endsAt ?? contest.startsAt;
  return {
    id: contest.id,
    name: contest.name,
    slug: contest.slug,
    gymId: contest.gymId!,
    format: contest.format,
    startsAt: contest.startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    registrationOpensAt: iso(contest.registrationOpensAt),
    registrationClosesAt: iso(contest.registrationClosesAt),
    capacity: contest.capacity,
    refreshSeconds: contest.refreshSeconds,
    hideResults: contest.hideResults,
    bestN: contest.bestN,
    selfScoring: contest.selfScoring,
    selfScoringOpensAt: iso(contest.selfScoringOpensAt),
    selfScoringClosesAt: iso(contest.selfScoringClosesAt),
    state: contestState({ ...contest, endsAt }, now),
    categories: categories.map((c) => ({ ...categoryRule(c), capacity: c.capacity })),
    boulders: qualification.map(presentBoulder),
    rounds: [
      { kind: 'qualification' as const },
      ...(contest.finalCount === null ? [] : [{ kind: 'final' as const, count: contest.finalCount, boulders: final.map(presentBoulder) }]),
    ],
    winners,
    competitorsCount,
    updatedAt: contest.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------- contests

/** The contest, once the actor may do `action` on it (404 when it is not of their gyms). */
export async function contestFor(ctx: ServiceContext, action: 'read' | 'runContests', contestId: number): Promise<ContestRecord> {
  await authorize(ctx, action, { contestId });
  const contest = await findContestById(ctx.db, contestId);
  if (!contest) throw notFound(M.notFound);
  return contest;
}

export async function listContests(ctx: ServiceContext, params: { gymId: number; page?: number; pageSize?: number }): Promise<ContestList> {
  await authorize(ctx, 'read', { gymId: params.gymId });
  const { count, rows } = await listGymContests(ctx.db, params.gymId, params.page ?? 1, params.pageSize ?? CONTEST_LIMITS.pageSize);
  const now = new Date();
  return {
    count,
    results: rows.map((row) => {
      const endsAt = row.endsAt ?? row.startsAt;
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        startsAt: row.startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        state: contestState({ ...row, endsAt }, now),
        competitorsCount: row.competitorsCount,
      };
    }),
  };
}

export async function getContest(ctx: ServiceContext, params: { id: number }): Promise<Contest> {
  const contest = await contestFor(ctx, 'read', params.id);
  return presentContest(ctx.db, contest, new Date());
}

function throwWindowErrors(body: Parameters<typeof windowErrors>[0]) {
  const errors = windowErrors(body);
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

async function claimSlug(tx: DbExecutor, slug: string, exceptId?: number) {
  await lockSlug(tx, slug);
  if (await slugTaken(tx, slug, exceptId)) throw conflict(M.slugTaken, { slug: [M.slugTaken] });
}

/** The gym boulders a list names must be the contest gym's (404 otherwise); answers their names. */
async function gymBoulderNames(tx: DbExecutor, gymId: number, boulders: readonly ContestBoulderInput[]): Promise<Map<number, string>> {
  const ids = [...new Set(boulders.flatMap((b) => (b.boulderId ? [b.boulderId] : [])))];
  const found = await gymBouldersAmong(tx, gymId, ids);
  if (found.length !== ids.length) throw notFound(M.boulderId);
  return new Map(found.map((b) => [b.id, b.name]));
}

function boulderValues(input: ContestBoulderInput, names: Map<number, string>, previous?: ContestBoulderRecord) {
  const gymName = input.boulderId ? names.get(input.boulderId) : undefined;
  return {
    number: input.number,
    name: input.name || gymName || previous?.name || `Bloc ${input.number}`,
    color: input.color === undefined ? (previous?.color ?? null) : input.color,
    zone: input.zone ?? previous?.zone ?? true,
    heightM: input.heightM ?? previous?.heightM ?? 4,
    points: input.points === undefined ? (previous?.points ?? null) : input.points,
    boulderId: input.boulderId === undefined ? (previous?.boulderId ?? null) : input.boulderId,
  };
}

/** Replaces a round's boulders: items with an id are kept and edited, new ones added, missing ones deleted (409 once they have results). */
async function replaceBoulders(tx: DbExecutor, contest: ContestRecord, inputs: readonly ContestBoulderInput[], round: 'qualification' | 'final') {
  const names = await gymBoulderNames(tx, contest.gymId!, inputs);
  const existing = await listContestBoulders(tx, contest.id, round);
  const byId = new Map(existing.map((b) => [b.id, b]));
  if (inputs.some((b) => b.id !== undefined && !byId.has(b.id))) throw invalidFields({ boulders: [M.unknownBoulder] });
  const kept = new Set(inputs.flatMap((b) => (b.id === undefined ? [] : [b.id])));
  const removed = existing.filter((b) => !kept.has(b.id)).map((b) => b.id);
  if ((await bouldersWithResults(tx, removed)).length > 0) throw conflict(M.boulderInUse);
  await deleteContestBoulders(tx, removed);
  await parkBoulderNumbers(tx, contest.id, round);
  for (const input of inputs) {
    if (input.id !== undefined) await updateContestBoulder(tx, input.id, boulderValues(input, names, byId.get(input.id)));
  }
  await insertContestBoulders(
    tx,
    inputs.filter((b) => b.id === undefined).map((b) => ({ contestId: contest.id, round, ...boulderValues(b, names) })),
  );
}

type CategoryInput = NonNullable<CreateContestBody['categories']>[number];

async function replaceCategories(tx: DbExecutor, contestId: number, inputs: readonly CategoryInput[]) {
  const existing = await listCategories(tx, contestId);
  const ids = new Set(existing.map((c) => c.id));
  if (inputs.some((c) => c.id !== undefined && !ids.has(c.id))) throw invalidFields({ categories: [M.unknownCategory] });
  const kept = new Set(inputs.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  const removed = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if ((await categoriesInUse(tx, removed)).length > 0) throw conflict(M.categoryInUse);
  await deleteCategories(tx, removed);
  for (const [index, input] of inputs.entries()) {
    const values = {
      position: index + 1,
      name: input.name,
      gender: input.gender,
      birthYearMin: input.birthYearMin ?? null,
      birthYearMax: input.birthYearMax ?? null,
      capacity: input.capacity ?? null,
    };
    if (input.id !== undefined) await updateCategory(tx, input.id, values);
    else await insertCategory(tx, { contestId, ...values });
  }
}

export async function createContest(ctx: ServiceContext, params: { gymId: number; body: CreateContestBody }): Promise<Contest> {
  const { body, gymId } = params;
  await authorize(ctx, 'runContests', { gymId });
  if (body.gymId !== undefined && body.gymId !== gymId) throw invalidFields({ gymId: [M.gymId] });
  throwWindowErrors(body);
  const now = new Date();
  const id = await ctx.db.transaction(async (tx) => {
    await claimSlug(tx, body.slug);
    const contestId = await insertContest(tx, {
      name: body.name,
      slug: body.slug,
      gymId,
      format: body.format,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      registrationOpensAt: body.registrationOpensAt ?? null,
      registrationClosesAt: body.registrationClosesAt ?? null,
      capacity: body.capacity ?? null,
      refreshSeconds: body.refreshSeconds ?? 15,
      hideResults: body.hideResults ?? false,
      bestN: body.bestN ?? null,
      selfScoring: body.selfScoring ?? false,
      selfScoringOpensAt: body.selfScoringOpensAt ?? null,
      selfScoringClosesAt: body.selfScoringClosesAt ?? null,
    });
    const contest = (await findContestById(tx, contestId))!;
    await replaceCategories(tx, contestId, body.categories);
    await replaceBoulders(tx, contest, body.boulders ?? [], 'qualification');
    return contestId;
  });
  return presentContest(ctx.db, (await findContestById(ctx.db, id))!, now);
}

export async function updateContestSettings(ctx: ServiceContext, params: { id: number; body: UpdateContestBody }): Promise<Contest> {
  const { body } = params;
  await contestFor(ctx, 'runContests', params.id);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, params.id))!;
    if (body.updatedAt !== undefined && body.updatedAt.getTime() !== contest.updatedAt.getTime()) throw conflict(M.stale);
    if (body.gymId !== undefined && body.gymId !== contest.gymId) throw conflict(M.gymChange, { gymId: [M.gymChange] });
    const pick = <K extends keyof UpdateContestBody & keyof ContestRecord>(key: K) => (body[key] === undefined ? contest[key] : body[key]);
    throwWindowErrors({
      startsAt: pick('startsAt') as Date,
      endsAt: (pick('endsAt') ?? contest.startsAt) as Date,
      registrationOpensAt: pick('registrationOpensAt') as Date | null,
      registrationClosesAt: pick('registrationClosesAt') as Date | null,
      selfScoringOpensAt: pick('selfScoringOpensAt') as Date | null,
      selfScoringClosesAt: pick('selfScoringClosesAt') as Date | null,
    });
    if (body.slug !== undefined && body.slug !== contest.slug) await claimSlug(tx, body.slug, contest.id);
    if (body.categories) await replaceCategories(tx, contest.id, body.categories);
    if (body.boulders) await replaceBoulders(tx, contest, body.boulders, 'qualification');
    const { categories: _categories, boulders: _boulders, gymId: _gymId, updatedAt: _updatedAt, ...settings } = body;
    const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
    // An empty PATCH changes nothing, not even the ranking's version.
    if (Object.keys(changes).length > 0 || body.categories || body.boulders) await updateContest(tx, contest.id, changes);
  });
  return presentContest(ctx.db, (await findContestById(ctx.db, params.id))!, now);
}
