/**
 * Who competes, and how they enter (docs/product.md › Contests: who may do what; Contests: back office; Contests: scoring entry; Contests: public
 * pages): the organiser's competitors (by hand
 * or by CSV import), the public registration, and the competitors scoring themselves, from the
 * climbers' app with their account or from the personal link mailed to those registered without one.
 */
import { PUBLIC_CONTEST_MESSAGES } from '../../shared/contract/contest-public';
import { REGISTRATION_MESSAGES as R, type Registration, type RegistrationBody } from '../../shared/contract/contest-public';
import {
  COMPETITOR_TOKEN_PREFIX,
  SCORING_MESSAGES,
  selfScoringLinkPath,
  type MyContest,
  type MyContests,
  type SelfScoringLinks,
} from '../../shared/contract/contest-scoring';
import {
  CONTEST_MESSAGES,
  IMPORT_HEADER,
  IMPORT_MESSAGES,
  CONTEST_MESSAGES as M,
  type CompetitorList,
  type ContestCompetitor,
  type CreateCompetitorBody,
  type ImportAnswer,
  type UpdateCompetitorBody,
} from '../../shared/contract/contests';
import { CONTEST_LIMITS, fitsCategory, isRegistrationOpen, parseBirthYear, sameCategoryName } from '../../shared/domain/contest-rules';
import type { Locale } from '../../shared/i18n/locales';
import { isValidEmail } from '../../shared/domain/email';
import { foldKey } from '../../shared/domain/text-folding';
import type { DbExecutor } from '../db/transaction';
import { AppError, conflict, invalidFields, notFound } from '../errors';
import { parseCsv } from '../lib/csv';
import { contestRegistrationMail, selfScoringLinkMail } from '../mail/templates';
import {
  claimSelfLinks,
  findCompetitionOfSelfToken,
  listBouldersOfContests,
  listCompetitionsOfUser,
  listResultsOfCompetitors,
  releaseSelfLink,
} from '../repositories/contest-results-repository';
import {
  bibHolder,
  bumpRanking,
  contestHeadBySlug,
  countCompetitors,
  findCompetitor,
  gymNameOf,
  highestBib,
  insertCompetitors,
  listAllCompetitors,
  listCategories,
  listCompetitorsPage,
  lockContestRow,
  updateCompetitor,
  type CompetitorRecord,
  type ContestRecord,
} from '../repositories/contests-repository';
import { requireActor } from './authorize';
import { contestFor } from './contest-admin-service';
import { contestEnd, selfScoringWindow } from './contest-scoring-service';
import type { AccountContext, ServiceContext } from './context';
import { newSelfScoringToken } from './session-tokens';

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

// ---------------------------------------------------------------- competitors

export async function listCompetitors(ctx: ServiceContext, params: { id: number; page?: number; pageSize?: number }): Promise<CompetitorList> {
  const contest = await contestFor(ctx, 'read', params.id);
  const [count, rows] = await Promise.all([
    countCompetitors(ctx.db, contest.id),
    listCompetitorsPage(ctx.db, contest.id, params.page ?? 1, params.pageSize ?? CONTEST_LIMITS.pageSize),
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
    const competitor = await findCompetitor(tx, contest.id, { id: params.competitorId });
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
 * Imports a CSV of competitors (docs/product.md › Contests: back office): prenom;nom;email;annee_naissance;categorie, the
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

// ---------------------------------------------------------------- registration

/**
 * POST /api/public/contests/{slug}/registrations/ (docs/product.md › Contests: public pages): creates the competitor at once and
 * mails a confirmation (nothing to confirm). 409 'Inscriptions fermées' outside the window, 409 'Complet'
 * when the contest or the category is full. The same e-mail again is a replay: the same competitor, no
 * second mail. A signed-in climber's registration is linked to their account (self-scoring).
 */
export async function registerForContest(
  ctx: AccountContext,
  params: { slug: string; body: RegistrationBody; locale?: Locale; now?: Date },
): Promise<{ registration: Registration; created: boolean }> {
  const { body } = params;
  const now = params.now ?? new Date();
  const head = await contestHeadBySlug(ctx.db, params.slug);
  if (!head) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
  const outcome = await ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, head.id))!;
    const categories = await listCategories(tx, contest.id);
    const category = categories.find((c) => c.id === body.categoryId);
    if (!category) throw invalidFields({ categoryId: [CONTEST_MESSAGES.unknownCategory] });
    const competitors = await listAllCompetitors(tx, contest.id);
    const same = competitors.find((c) => c.email === body.email);
    if (same) {
      const identical = same.firstName === body.firstName && same.lastName === body.lastName;
      if (!identical) throw conflict(R.alreadyRegistered, { email: [R.alreadyRegistered] });
      return { competitor: same, contest, category: categories.find((c) => c.id === same.categoryId)!, created: false };
    }
    if (!isRegistrationOpen({ ...contest, endsAt: contestEnd(contest) }, now)) throw conflict(R.closed);
    if (!fitsCategory(category, body.birthYear, body.gender)) throw invalidFields({ categoryId: [R.categoryMismatch] });
    const inCategory = competitors.filter((c) => c.categoryId === category.id).length;
    if ((contest.capacity !== null && competitors.length >= contest.capacity) || (category.capacity !== null && inCategory >= category.capacity)) {
      throw conflict(R.full);
    }
    const [competitor] = await insertCompetitors(tx, [
      {
        contestId: contest.id,
        categoryId: category.id,
        userId: ctx.actor?.userId ?? null,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        birthYear: body.birthYear,
        nameConsent: body.consent,
        bib: (await highestBib(tx, contest.id)) + 1,
        locale: params.locale ?? 'fr',
      },
    ]);
    await bumpRanking(tx, contest.id);
    return { competitor: competitor!, contest, category, created: true };
  });
  const { competitor, contest, category, created } = outcome;
  if (created) {
    await ctx.mailer.send(
      contestRegistrationMail({
        to: body.email,
        firstName: body.firstName,
        contestName: contest.name,
        gymName: await gymNameOf(ctx.db, contest.gymId),
        startsAt: contest.startsAt,
        categoryName: category.name,
        bib: competitor.bib,
        link: `${ctx.config.PUBLIC_URL}/contests/${contest.slug}`,
        locale: competitor.locale === 'en' ? 'en' : 'fr',
      }),
    );
  }
  return {
    registration: {
      competitorId: competitor.id,
      bib: competitor.bib,
      categoryId: competitor.categoryId,
      firstName: competitor.firstName,
      lastName: competitor.lastName,
    },
    created,
  };
}

interface Competition {
  competitor: CompetitorRecord;
  contest: ContestRecord;
  category: string;
}

type Boulder = Awaited<ReturnType<typeof listBouldersOfContests>>[number];
type Result = Awaited<ReturnType<typeof listResultsOfCompetitors>>[number];

/** A contest as its competitor sees it: their boulders (qualification), their results, the self-scoring window. */
function presentCompetition({ competitor, contest, category }: Competition, boulders: readonly Boulder[], results: readonly Result[], now: Date): MyContest {
  const window = selfScoringWindow(contest);
  const own = boulders.filter((b) => b.contestId === contest.id);
  const ids = new Set(own.map((b) => b.id));
  return {
    id: contest.id,
    name: contest.name,
    slug: contest.slug,
    startsAt: contest.startsAt.toISOString(),
    endsAt: contestEnd(contest).toISOString(),
    competitorId: competitor.id,
    bib: competitor.bib,
    category,
    disqualified: competitor.disqualified,
    selfScoring: contest.selfScoring,
    selfScoringOpensAt: window.opens.toISOString(),
    selfScoringClosesAt: window.closes.toISOString(),
    selfScoringOpen: contest.selfScoring && now.getTime() >= window.opens.getTime() && now.getTime() < window.closes.getTime(),
    boulders: own.map((b) => ({ id: b.id, number: b.number, name: b.name, color: b.color, zone: b.zone })),
    results: results
      .filter((r) => r.competitorId === competitor.id && ids.has(r.boulderId))
      .map((r) => ({ boulderId: r.boulderId, attempts: r.attempts, zoneAttempt: r.zoneAttempt, topAttempt: r.topAttempt })),
  };
}

async function presentCompetitions(ctx: AccountContext, rows: readonly Competition[], now: Date): Promise<MyContest[]> {
  const [boulders, results] = await Promise.all([
    listBouldersOfContests(
      ctx.db,
      rows.map((row) => row.contest.id),
      'qualification',
    ),
    listResultsOfCompetitors(
      ctx.db,
      rows.map((row) => row.competitor.id),
    ),
  ]);
  return rows.map((row) => presentCompetition(row, boulders, results, now));
}

// Finished contests stay listed for a month, so that a climber finds their results.
const MY_CONTESTS_DAYS = 30;

/** GET /api/v1/me/contests/: the contests the signed-in climber competes in, with their boulders and own results. */
export async function myContests(ctx: AccountContext, params: { now?: Date } = {}): Promise<MyContests> {
  const actor = requireActor(ctx);
  const now = params.now ?? new Date();
  const rows = await listCompetitionsOfUser(ctx.db, actor.userId, new Date(now.getTime() - MY_CONTESTS_DAYS * 86_400_000));
  return { contests: await presentCompetitions(ctx, rows, now) };
}

/** The competitor a personal link opens; a 404 for a token that is no one's (never issued, or its contest deleted). */
export async function competitorOfSelfToken(ctx: AccountContext, token: string): Promise<Competition> {
  const row = token.startsWith(COMPETITOR_TOKEN_PREFIX) ? await findCompetitionOfSelfToken(ctx.db, token) : undefined;
  if (!row) throw notFound(SCORING_MESSAGES.selfLink);
  return row;
}

/** GET /api/contests/self-scoring/ with a personal link's token: that competitor's contest, as the app shows it. */
export async function selfScoringView(ctx: AccountContext, params: { token: string; now?: Date }): Promise<MyContest> {
  const competition = await competitorOfSelfToken(ctx, params.token);
  const [view] = await presentCompetitions(ctx, [competition], params.now ?? new Date());
  return view!;
}

/**
 * POST /api/contests/{id}/self-scoring-links/ (organisers): mails the personal link to each competitor
 * with an e-mail and no account who has not had it (docs/product.md › Contests: who may do what). Sending again mails only those
 * added since, so a replay or a second click sends nothing twice; a mail that did not leave is
 * released and goes at the next sending. 409 while self-scoring is off.
 */
export async function sendSelfScoringLinks(ctx: AccountContext, params: { contestId: number; now?: Date }): Promise<SelfScoringLinks> {
  const contest = await contestFor(ctx, 'runContests', params.contestId);
  if (!contest.selfScoring) throw conflict(SCORING_MESSAGES.selfLinksOff);
  const now = params.now ?? new Date();
  const claimed = await ctx.db.transaction((tx) => claimSelfLinks(tx, contest.id, newSelfScoringToken, now));
  const gymName = await gymNameOf(ctx.db, contest.gymId);
  const { opens, closes } = selfScoringWindow(contest);
  let sent = 0;
  for (const competitor of claimed) {
    try {
      await ctx.mailer.send(
        selfScoringLinkMail({
          to: competitor.email!,
          firstName: competitor.firstName,
          contestName: contest.name,
          gymName,
          opens,
          closes,
          bib: competitor.bib,
          link: `${ctx.config.PUBLIC_URL}${selfScoringLinkPath(contest.slug, competitor.selfToken!)}`,
          locale: competitor.locale === 'en' ? 'en' : 'fr',
        }),
      );
      sent += 1;
    } catch (error) {
      ctx.log.warn({ err: error, competitorId: competitor.id }, 'self-scoring link not sent');
      await releaseSelfLink(ctx.db, competitor.id);
    }
  }
  const competitors = await listAllCompetitors(ctx.db, contest.id);
  return {
    sent,
    failed: claimed.length - sent,
    withLink: competitors.filter((c) => c.selfLinkSentAt !== null).length,
    withoutEmail: competitors.filter((c) => c.userId === null && c.email === null).length,
  };
}
