/**
 * The contests a gym runs from the back office (contests.md §2, §6): create and edit a contest with its
 * categories and boulders, list them, and manage its competitors (by hand or by CSV import).
 * Chief route setters and admins of the contest's gym write; every staff member of that gym reads.
 */
import {
  CONTEST_MESSAGES as M,
  IMPORT_HEADER,
  IMPORT_MESSAGES,
  type CompetitorList,
  type Contest,
  type ContestBoulderInput,
  type ContestCompetitor,
  type ContestList,
  type CreateCompetitorBody,
  type CreateContestBody,
  type ImportAnswer,
  type UpdateCompetitorBody,
  type UpdateContestBody,
  windowErrors,
} from '../../shared/contract/contests';
import { CONTEST_LIMITS, contestState, parseBirthYear, sameCategoryName } from '../../shared/domain/contest-rules';
import { isValidEmail } from '../../shared/domain/email';
import { foldKey } from '../../shared/domain/text-folding';
import { readAll, type DbExecutor } from '../db/transaction';
import { AppError, conflict, invalidFields, notFound } from '../errors';
import { parseCsv } from '../lib/csv';
import {
  bibHolder,
  bouldersWithResults,
  categoriesInUse,
  countCompetitors,
  deleteCategories,
  deleteContestBoulders,
  findCompetitor,
  findContestById,
  gymBouldersAmong,
  highestBib,
  insertCategory,
  insertCompetitors,
  insertContest,
  insertContestBoulders,
  listAllCompetitors,
  listCategories,
  listCompetitorsPage,
  listContestBoulders,
  listGymContests,
  lockContestRow,
  lockSlug,
  parkBoulderNumbers,
  slugTaken,
  updateCategory,
  updateCompetitor,
  updateContest,
  bumpRanking,
  updateContestBoulder,
  type CompetitorRecord,
  type ContestBoulderRecord,
  type ContestRecord,
} from '../repositories/contest-admin-repository';
import { authorize } from './authorize';
import type { ServiceContext } from './context';
import { listDrawWinners } from '../repositories/contests-repository';

const DEFAULT_PAGE_SIZE = 20;

// ---------------------------------------------------------------- presenters

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentBoulder(b: ContestBoulderRecord) {
  return { id: b.id, number: b.number, name: b.name, color: b.color, zone: b.zone, heightM: b.heightM, points: b.points, boulderId: b.boulderId };
}

/** The contest as the back office reads it (contests.md §8), its state on the clock of `now`. */
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
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      gender: c.gender,
      birthYearMin: c.birthYearMin,
      birthYearMax: c.birthYearMax,
      capacity: c.capacity,
    })),
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

export const presentCompetitor = (c: CompetitorRecord): ContestCompetitor => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  birthYear: c.birthYear,
  categoryId: c.categoryId,
  bib: c.bib,
  disqualified: c.disqualified,
});

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
  const { count, rows } = await listGymContests(ctx.db, params.gymId, params.page ?? 1, params.pageSize ?? DEFAULT_PAGE_SIZE);
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

// ---------------------------------------------------------------- competitors

export async function listCompetitors(ctx: ServiceContext, params: { id: number; page?: number; pageSize?: number }): Promise<CompetitorList> {
  const contest = await contestFor(ctx, 'read', params.id);
  const [count, rows] = await Promise.all([
    countCompetitors(ctx.db, contest.id),
    listCompetitorsPage(ctx.db, contest.id, params.page ?? 1, params.pageSize ?? DEFAULT_PAGE_SIZE),
  ]);
  return { count, results: rows.map(presentCompetitor) };
}

async function requireCategory(tx: DbExecutor, contestId: number, categoryId: number) {
  const categories = await listCategories(tx, contestId);
  if (!categories.some((c) => c.id === categoryId)) throw invalidFields({ categoryId: [M.unknownCategory] });
}

async function requireFreeBib(tx: DbExecutor, contestId: number, bib: number, competitorId?: number) {
  const holder = await bibHolder(tx, contestId, bib);
  if (holder !== undefined && holder !== competitorId) throw conflict(M.bibTaken, { bib: [M.bibTaken] });
}

/** One person of a list: the same e-mail, or without one the same names and birth year. */
const personKey = (c: { firstName: string; lastName: string; email?: string | null; birthYear?: number | null }) =>
  c.email ? `@${c.email.toLowerCase()}` : `${foldKey(c.firstName)}|${foldKey(c.lastName)}|${c.birthYear ?? ''}`;

export const DUPLICATE_EMAIL = 'Cette adresse e-mail est déjà inscrite à ce contest.';

/**
 * Adds a competitor by hand; the bib is the next free one unless given. The same person sent again
 * (a replay) answers the existing competitor with `created` false; the same e-mail for someone else
 * answers 409.
 */
export async function addCompetitor(
  ctx: ServiceContext,
  params: { id: number; body: CreateCompetitorBody },
): Promise<{ competitor: ContestCompetitor; created: boolean }> {
  const { body } = params;
  await contestFor(ctx, 'runContests', params.id);
  return ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, params.id))!;
    await requireCategory(tx, contest.id, body.categoryId);
    const key = personKey(body);
    const same = (await listAllCompetitors(tx, contest.id)).find((c) => personKey(c) === key);
    if (same) {
      const identical =
        foldKey(same.firstName) === foldKey(body.firstName) && foldKey(same.lastName) === foldKey(body.lastName) && same.categoryId === body.categoryId;
      if (!identical) throw conflict(DUPLICATE_EMAIL, { email: [DUPLICATE_EMAIL] });
      return { competitor: presentCompetitor(same), created: false };
    }
    if (body.bib != null) await requireFreeBib(tx, contest.id, body.bib);
    const [row] = await insertCompetitors(tx, [
      {
        contestId: contest.id,
        categoryId: body.categoryId,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email ?? null,
        birthYear: body.birthYear ?? null,
        bib: body.bib ?? (await highestBib(tx, contest.id)) + 1,
      },
    ]);
    await bumpRanking(tx, contest.id);
    return { competitor: presentCompetitor(row!), created: true };
  });
}

export async function editCompetitor(
  ctx: ServiceContext,
  params: { id: number; competitorId: number; body: UpdateCompetitorBody },
): Promise<ContestCompetitor> {
  const { body } = params;
  await contestFor(ctx, 'runContests', params.id);
  return ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, params.id))!;
    const competitor = await findCompetitor(tx, contest.id, params.competitorId);
    if (!competitor) throw notFound(M.competitorNotFound);
    if (body.categoryId !== undefined) await requireCategory(tx, contest.id, body.categoryId);
    if (body.bib != null) await requireFreeBib(tx, contest.id, body.bib, competitor.id);
    const row = await updateCompetitor(tx, competitor.id, {
      ...(body.categoryId === undefined ? {} : { categoryId: body.categoryId }),
      ...(body.bib === undefined ? {} : { bib: body.bib }),
      ...(body.disqualified === undefined ? {} : { disqualified: body.disqualified }),
    });
    await bumpRanking(tx, contest.id);
    return presentCompetitor(row);
  });
}

const MAX_REPORTED_LINES = 20;

/**
 * Imports a CSV of competitors (contests.md §2): prenom;nom;email;annee_naissance;categorie, the
 * header first. Any bad line rejects the whole file, every bad line named by its number (the header is
 * line 1). People already in the contest (same e-mail, or same names and birth year) and repeated
 * lines are skipped, so importing the same file again adds nobody. New competitors get the next bibs.
 */
export async function importCompetitors(ctx: ServiceContext, params: { id: number; file: Buffer }): Promise<ImportAnswer> {
  await contestFor(ctx, 'runContests', params.id);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(params.file);
  } catch {
    throw invalidFields({ file: [IMPORT_MESSAGES.encoding] });
  }
  const lines = parseCsv(text);
  const header = (lines[0] ?? []).map((cell) => foldKey(cell));
  if (header.length !== IMPORT_HEADER.length || IMPORT_HEADER.some((name, i) => header[i] !== name)) throw invalidFields({ file: [IMPORT_MESSAGES.header] });
  const body = lines
    .slice(1)
    .map((cells, index) => ({ cells, number: index + 2 }))
    .filter((line) => line.cells.some((cell) => cell.trim() !== ''));
  if (body.length === 0) throw invalidFields({ file: [IMPORT_MESSAGES.empty] });
  if (body.length > CONTEST_LIMITS.importMaxLines) throw invalidFields({ file: [IMPORT_MESSAGES.tooMany] });

  return ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, params.id))!;
    const categories = await listCategories(tx, contest.id);
    const errors: string[] = [];
    const people: { firstName: string; lastName: string; email: string | null; birthYear: number | null; categoryId: number }[] = [];
    for (const { cells, number } of body) {
      const [firstName = '', lastName = '', email = '', born = '', categoryName = ''] = cells.map((cell) => cell.trim());
      const problems: string[] = [];
      if (cells.length !== IMPORT_HEADER.length) problems.push(`${IMPORT_HEADER.length} colonnes attendues, ${cells.length} trouvées`);
      if (!firstName || firstName.length > CONTEST_LIMITS.personNameMaxLength) problems.push('prénom manquant ou trop long');
      if (!lastName || lastName.length > CONTEST_LIMITS.personNameMaxLength) problems.push('nom manquant ou trop long');
      if (email && !isValidEmail(email)) problems.push(`adresse e-mail « ${email} » invalide`);
      const birthYear = born ? parseBirthYear(born) : null;
      if (born && birthYear === null) problems.push(`date de naissance « ${born} » illisible (1994, 12/03/1994 ou 12 mars 1994)`);
      const category = categories.find((c) => sameCategoryName(c.name, categoryName));
      if (!category) problems.push(`la catégorie « ${categoryName} » n'existe pas dans ce contest`);
      if (problems.length > 0) errors.push(`Ligne ${number} : ${problems.join(', ')}.`);
      else people.push({ firstName, lastName, email: email ? email.toLowerCase() : null, birthYear, categoryId: category!.id });
    }
    if (errors.length > 0) {
      const shown = errors.slice(0, MAX_REPORTED_LINES);
      if (errors.length > shown.length) shown.push(`… et ${errors.length - shown.length} autres lignes en erreur.`);
      throw new AppError(
        'bad_request',
        `${errors.length === 1 ? 'Une ligne est' : `${errors.length} lignes sont`} en erreur : rien n'a été importé. ${errors[0]}`,
        { file: shown },
      );
    }
    const seen = new Set((await listAllCompetitors(tx, contest.id)).map(personKey));
    let bib = await highestBib(tx, contest.id);
    const fresh = people.filter((person) => {
      const key = personKey(person);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    await insertCompetitors(
      tx,
      fresh.map((person) => ({ contestId: contest.id, ...person, bib: ++bib })),
    );
    if (fresh.length > 0) await bumpRanking(tx, contest.id);
    return { imported: fresh.length, skipped: people.length - fresh.length };
  });
}
