/**
 * Scoring a contest (docs/product.md › Contests: scoring entry): results entered by the organiser, by judges (link and 6-digit
 * code, only their boulders, only during their time) or by competitors themselves (self-scoring
 * window); each an upsert of (competitor, boulder) under a client-made id, so that an entry sent
 * twice counts once. Every entry is kept as the history of corrections.
 */
import { PUBLIC_CONTEST_MESSAGES } from '../../shared/contract/contest-public';
import {
  judgeLinkPath,
  SCORING_MESSAGES as M,
  JUDGE_EDIT_MESSAGES,
  type ContestResult,
  type ContestResults,
  type CreateJudgeBody,
  type Judge,
  type JudgeView,
  type ResultBody,
  type ResultHistory,
  type UpdateJudgeBody,
} from '../../shared/contract/contest-scoring';
import { addCalendarDays, parisDay, parisDayStart } from '../../shared/domain/dates';
import type { DbExecutor } from '../db/transaction';
import { AppError, conflict, forbidden, invalidFields, notFound } from '../errors';
import {
  bumpRanking,
  findCompetitor,
  findContestById,
  listAllCompetitors,
  listContestBoulders,
  listFinalists,
  lockContestRow,
  type CompetitorRecord,
  type ContestRecord,
} from '../repositories/contests-repository';
import {
  deleteJudgeRow,
  deleteJudgeSessions,
  findContestBoulder,
  findEntry,
  findJudge,
  listContestBoulderIds,
  findJudgeByToken,
  insertEntry,
  insertJudge,
  insertJudgeSession,
  isFinalist,
  judgeOfSession,
  listEntries,
  listJudges,
  listResults,
  updateJudgeRow,
  upsertResult,
  type JudgeRecord,
  type ResultEntry,
} from '../repositories/contest-results-repository';
import { authorize, requireActor } from './authorize';
import { contestFor } from './contest-admin-service';
import type { AccountContext, ServiceContext } from './context';
import { judgeSessionHash, newJudgeLinkToken, newJudgeSessionToken } from './session-tokens';

export const contestEnd = (contest: ContestRecord) => contest.endsAt ?? contest.startsAt;

/** A judge's link works from the contest's start until the end of the day after its end, Europe/Paris (docs/product.md › Contests: who may do what). */
export function judgeLinkEnd(contest: ContestRecord): Date {
  return parisDayStart(addCalendarDays(parisDay(contestEnd(contest)), 2));
}

const inJudgeTime = (contest: ContestRecord, now: Date) => now.getTime() >= contest.startsAt.getTime() && now.getTime() < judgeLinkEnd(contest).getTime();

const presentResult = (
  entry: Pick<ResultEntry, 'clientId' | 'competitorId' | 'contestBoulderId' | 'attempts' | 'zoneAttempt' | 'topAttempt'>,
): ContestResult => ({
  clientId: entry.clientId,
  competitorId: entry.competitorId,
  boulderId: entry.contestBoulderId,
  attempts: entry.attempts,
  zoneAttempt: entry.zoneAttempt,
  topAttempt: entry.topAttempt,
});

/** Who enters a result: a judge (by their session), else the organiser, else the competitor themselves. */
async function sourceOf(
  ctx: ServiceContext,
  contest: ContestRecord,
  by: { judge: JudgeRecord | null; linkCompetitor: CompetitorRecord | null },
  now: Date,
): Promise<'judge' | 'organiser' | 'self'> {
  const { judge, linkCompetitor } = by;
  // Someone with no part in this contest learns nothing of it, nor of its ids: 404 as for no contest
  // (docs/product.md › Conventions of the calls), never a 403 telling which contest, boulder or competitor exists.
  if (judge) {
    if (judge.contestId !== contest.id) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
    if (!inJudgeTime(contest, now)) throw conflict(M.judgeOutsideTime);
    return 'judge';
  }
  if (linkCompetitor) {
    if (linkCompetitor.contestId !== contest.id) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
    return 'self';
  }
  const actor = requireActor(ctx);
  try {
    await authorize(ctx, 'runContests', { contestId: contest.id });
    return 'organiser';
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'forbidden' || error.code === 'not_found'))) throw error;
    if (!(await findCompetitor(ctx.db, contest.id, { userId: actor.userId }))) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
    return 'self';
  }
}

/**
 * PUT /api/contests/{id}/results/{clientId}/. Refusals (docs/product.md › Contests: scoring entry): a person with no part in the
 * contest (neither its organiser, judge nor competitor), or a competitor or boulder of another
 * contest: 404; a boulder not the judge's, another competitor's result: 403; a judge outside their time or a self-scored result
 * outside the self-scoring window: 409. The same client id again with the same result answers it
 * unchanged (even if a later entry corrected it since); with another result, 409.
 */
export async function recordResult(
  ctx: ServiceContext,
  params: { contestId: number; clientId: string; body: ResultBody; judge: JudgeRecord | null; linkCompetitor?: CompetitorRecord | null; now?: Date },
): Promise<ContestResult> {
  const { body, clientId, judge } = params;
  const linkCompetitor = params.linkCompetitor ?? null;
  const now = params.now ?? new Date();
  const contest = await findContestById(ctx.db, params.contestId);
  if (!contest || contest.gymId === null) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
  const source = await sourceOf(ctx, contest, { judge, linkCompetitor }, now);
  const boulder = await findContestBoulder(ctx.db, body.boulderId);
  if (!boulder || boulder.contestId !== contest.id) throw notFound(M.boulderElsewhere);
  const competitor = await findCompetitor(ctx.db, contest.id, { id: body.competitorId });
  if (!competitor) throw notFound(M.competitorElsewhere);
  if (source === 'judge' && !judge!.boulderIds.includes(boulder.id)) throw forbidden(M.boulderNotAssigned);
  if (source === 'self') {
    const mine = linkCompetitor ? competitor.id === linkCompetitor.id : competitor.userId !== null && competitor.userId === ctx.actor!.userId;
    if (!mine) throw forbidden(M.notYourResult);
    if (!contest.selfScoring) throw conflict(M.selfScoringOff);
    const { opens, closes } = selfScoringWindow(contest);
    if (now.getTime() < opens.getTime() || now.getTime() >= closes.getTime()) throw conflict(M.selfScoringClosed);
  }
  if (boulder.round === 'final' && !(await isFinalist(ctx.db, contest.id, competitor.id))) throw forbidden(M.notFinalist);
  if (!boulder.zone && body.zoneAttempt !== null && body.topAttempt === null) throw invalidFields({ zoneAttempt: [M.noZone] });

  const values = {
    contestId: contest.id,
    competitorId: competitor.id,
    contestBoulderId: boulder.id,
    attempts: body.attempts,
    zoneAttempt: boulder.zone ? body.zoneAttempt : null,
    topAttempt: body.topAttempt,
  };
  return ctx.db.transaction(async (tx) => {
    const inserted = await insertEntry(tx, {
      ...values,
      clientId,
      source,
      judgeId: judge?.id ?? null,
      userId: linkCompetitor ? null : (ctx.actor?.userId ?? null),
    });
    if (!inserted) {
      const first = (await findEntry(tx, clientId))!;
      const same = (Object.keys(values) as (keyof typeof values)[]).every((key) => first[key] === values[key]);
      if (!same) throw conflict(M.clientIdReused);
      return presentResult(first);
    }
    // Results typed after the end (sheets entered late) count as made during the contest.
    const loggedAt = new Date(Math.min(Math.max(now.getTime(), contest.startsAt.getTime()), contestEnd(contest).getTime()));
    await upsertResult(tx, { ...values, clientId, loggedAt });
    await bumpRanking(tx, contest.id);
    return presentResult({ ...values, clientId });
  });
}

/** A competitor's result on a boulder, as the organiser's table and the history show it. */
const resultOf = (r: { competitorId: number; boulderId: number; attempts: number; zoneAttempt: number | null; topAttempt: number | null }) => ({
  competitorId: r.competitorId,
  boulderId: r.boulderId,
  attempts: r.attempts,
  zoneAttempt: r.zoneAttempt,
  topAttempt: r.topAttempt,
});

/** GET /api/contests/{id}/results/: the organiser's table (staff who may read the contest). */
export async function listContestResults(ctx: ServiceContext, params: { contestId: number }): Promise<ContestResults> {
  const contest = await contestFor(ctx, 'read', params.contestId);
  const results = await listResults(ctx.db, contest.id);
  return {
    results: results.map(resultOf),
  };
}

const HISTORY_LIMIT = 500;

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** A judge by their name, a competitor scoring themselves (from the app or their personal link) by theirs, staff by theirs. */
function authorOf(row: {
  source: string;
  judgeName: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  competitorFirstName: string;
  competitorLastName: string;
}) {
  if (row.source === 'judge') return row.judgeName;
  if (row.source === 'self') return fullName(row.competitorFirstName, row.competitorLastName);
  return fullName(row.userFirstName, row.userLastName);
}

/** GET /api/contests/{id}/results/history/: every entry (judge, organiser, self), newest first, with its author. */
export async function resultHistory(ctx: ServiceContext, params: { contestId: number; competitorId?: number; boulderId?: number }): Promise<ResultHistory> {
  const contest = await contestFor(ctx, 'read', params.contestId);
  const rows = await listEntries(ctx.db, contest.id, { competitorId: params.competitorId, boulderId: params.boulderId }, HISTORY_LIMIT);
  return {
    entries: rows.map((row) => ({
      clientId: row.clientId,
      ...resultOf(row),
      source: row.source,
      author: authorOf(row),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The self-scoring window of a contest: its own times when the organiser set none. */
export const selfScoringWindow = (contest: ContestRecord) => ({
  opens: contest.selfScoringOpensAt ?? contest.startsAt,
  closes: contest.selfScoringClosesAt ?? contestEnd(contest),
});

// ---------------------------------------------------------------- judges

const presentJudge = (judge: JudgeRecord): Judge => ({
  id: judge.id,
  name: judge.name,
  code: judge.code,
  boulderIds: judge.boulderIds,
  link: judgeLinkPath(judge.token),
  token: judge.token,
});

/**
 * A judge with their link. The same judge sent again (same name, code and boulders: a replay, or two
 * clicks at once) answers the existing one with `created` false instead of a second link.
 */
export async function createJudge(ctx: ServiceContext, params: { contestId: number; body: CreateJudgeBody }): Promise<{ judge: Judge; created: boolean }> {
  await contestFor(ctx, 'runContests', params.contestId);
  return ctx.db.transaction(async (tx) => {
    const contest = (await lockContestRow(tx, params.contestId))!;
    const boulderIds = await judgeBoulders(tx, contest.id, params.body.boulderIds);
    const same = (await listJudges(tx, contest.id)).find(
      (j) => j.name === params.body.name && j.code === params.body.code && [...j.boulderIds].sort((a, b) => a - b).join() === boulderIds.join(),
    );
    if (same) return { judge: presentJudge(same), created: false };
    const judge = await insertJudge(tx, { contestId: contest.id, name: params.body.name, code: params.body.code, token: newJudgeLinkToken(), boulderIds });
    return { judge: presentJudge(judge), created: true };
  });
}

export async function listContestJudges(ctx: ServiceContext, params: { contestId: number }): Promise<Judge[]> {
  const contest = await contestFor(ctx, 'runContests', params.contestId);
  return (await listJudges(ctx.db, contest.id)).map(presentJudge);
}

/** A judge's boulders, each once and in order; 400 unless every one is a boulder (either round) of this contest. */
async function judgeBoulders(db: DbExecutor, contestId: number, requested: readonly number[]): Promise<number[]> {
  const ids = new Set(await listContestBoulderIds(db, contestId));
  const boulderIds = [...new Set(requested)].sort((a, b) => a - b);
  if (boulderIds.some((id) => !ids.has(id))) throw invalidFields({ boulderIds: [M.judgeBoulders] });
  return boulderIds;
}

/** PATCH …/judges/{judgeId}/: name, code, boulders. A new code closes the judge's open sessions. */
export async function updateJudge(ctx: ServiceContext, params: { contestId: number; judgeId: number; body: UpdateJudgeBody }): Promise<Judge> {
  await contestFor(ctx, 'runContests', params.contestId);
  const { body } = params;
  return ctx.db.transaction(async (tx) => {
    await lockContestRow(tx, params.contestId);
    const values: Partial<Pick<JudgeRecord, 'name' | 'code' | 'boulderIds'>> = {};
    if (body.name !== undefined) values.name = body.name;
    if (body.code !== undefined) values.code = body.code;
    if (body.boulderIds !== undefined) values.boulderIds = await judgeBoulders(tx, params.contestId, body.boulderIds);
    const before = await findJudge(tx, params.contestId, params.judgeId);
    if (!before) throw notFound(JUDGE_EDIT_MESSAGES.notFound);
    const judge = (await updateJudgeRow(tx, params.contestId, params.judgeId, values))!;
    if (values.code !== undefined && values.code !== before.code) await deleteJudgeSessions(tx, judge.id);
    return presentJudge(judge);
  });
}

/** DELETE …/judges/{judgeId}/: the link stops working at once; the judge's entries stay in the history. */
export async function deleteJudge(ctx: ServiceContext, params: { contestId: number; judgeId: number }): Promise<void> {
  await contestFor(ctx, 'runContests', params.contestId);
  if (!(await deleteJudgeRow(ctx.db, params.contestId, params.judgeId))) throw notFound(JUDGE_EDIT_MESSAGES.notFound);
}

/**
 * POST /api/contests/judge/session/: the link's token and the judge's code open a session valid until
 * the link's end. A wrong code is refused (403); after 5 wrong codes on a link within 15 minutes every
 * try, even with the right code, answers 429 until those 15 minutes have passed.
 */
export async function openJudgeSession(ctx: AccountContext, params: { token: string; code: string; now?: Date }): Promise<{ token: string; expiresAt: Date }> {
  const now = params.now ?? new Date();
  const judge = await findJudgeByToken(ctx.db, params.token);
  if (!judge) throw notFound(M.judgeLink);
  const tries = await ctx.limits.count('judgeCodeLink', String(judge.id));
  if (tries.current > 5) throw new AppError('too_many_requests', M.judgeLocked);
  if (params.code !== judge.code) throw forbidden(M.judgeWrongCode);
  await ctx.limits.refund('judgeCodeLink', String(judge.id));
  const contest = (await findContestById(ctx.db, judge.contestId))!;
  if (!inJudgeTime(contest, now)) throw conflict(M.judgeOutsideTime);
  const token = newJudgeSessionToken();
  const expiresAt = judgeLinkEnd(contest);
  await insertJudgeSession(ctx.db, { tokenHash: judgeSessionHash(ctx.config.SESSION_SECRET, token), judgeId: judge.id, expiresAt });
  return { token, expiresAt };
}

/** The judge of a session token (null for none, unknown or expired). */
export async function judgeOfToken(ctx: AccountContext, token: string | undefined, now = new Date()): Promise<JudgeRecord | null> {
  if (!token || token.length > 200) return null;
  return (await judgeOfSession(ctx.db, judgeSessionHash(ctx.config.SESSION_SECRET, token), now)) ?? null;
}

/** What the judge's phone shows: their boulders, the competitors (finalists marked), the results so far. */
export async function judgeView(ctx: ServiceContext, params: { judge: JudgeRecord }): Promise<JudgeView> {
  const { judge } = params;
  const contest = (await findContestById(ctx.db, judge.contestId))!;
  const [qualification, final, competitors, finalists, results] = await Promise.all([
    listContestBoulders(ctx.db, contest.id, 'qualification'),
    listContestBoulders(ctx.db, contest.id, 'final'),
    listAllCompetitors(ctx.db, contest.id),
    listFinalists(ctx.db, contest.id),
    listResults(ctx.db, contest.id),
  ]);
  const mine = new Set(judge.boulderIds);
  const finalistIds = new Set(finalists.map((f) => f.competitorId));
  return {
    judge: { id: judge.id, name: judge.name },
    contest: {
      id: contest.id,
      name: contest.name,
      slug: contest.slug,
      format: contest.format,
      startsAt: contest.startsAt.toISOString(),
      endsAt: contestEnd(contest).toISOString(),
    },
    boulders: [...qualification, ...final]
      .filter((b) => mine.has(b.id))
      .map((b) => ({ id: b.id, number: b.number, name: b.name, color: b.color, zone: b.zone, round: b.round })),
    competitors: competitors
      .filter((c) => !c.disqualified)
      .map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, bib: c.bib, categoryId: c.categoryId, finalist: finalistIds.has(c.id) })),
    results: results
      .filter((r) => mine.has(r.boulderId))
      .map((r) => ({ competitorId: r.competitorId, boulderId: r.boulderId, attempts: r.attempts, zoneAttempt: r.zoneAttempt, topAttempt: r.topAttempt })),
    validUntil: judgeLinkEnd(contest).toISOString(),
  };
}
