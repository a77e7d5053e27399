/**
 * What a climber logs through the app's API (docs/product.md › Climbers: the app; Climbers: validation and limits): ascents stored once per client id
 * (a log sent twice is stored once), batches judged item by item, ratings, grade votes (only after a
 * top), comments and problem reports. Any gym's boulder may be logged: climbers visit many gyms.
 */
import type { z } from 'zod';
import { batchItemSchema, LOG_MESSAGES as L, type Ascent, type AscentBody, type BatchAnswer } from '../../shared/contract/climber-logs';
import { CLIMBER_LIMITS, type GradeFeeling, type ReportKind } from '../../shared/domain/climber-rules';
import { gradeIndex } from '../../shared/domain/grades';
import { AppError, conflict, invalidFields, notFound } from '../errors';
import type { RateLimitName } from '../repositories/rate-limits-repository';
import {
  boulderGym,
  deleteAscentByClientId,
  deleteOwnComment,
  findAscentByClientId,
  findBoulderWindow,
  hasTopped,
  insertAscentIfOpen,
  findRecentSameComment,
  findRecentSameReport,
  insertComment,
  lockClimberBoulder,
  insertReport,
  upsertGradeVote,
  upsertRating,
  type StoredAscent,
} from '../repositories/climber-logs-repository';
import { requireActor } from './authorize';
import type { AccountContext, ServiceContext } from './context';

/**
 * Counts one against each named limit of the climber; when one is reached nothing counts and the
 * answer is a 429 with that limit's message. Answers how to give the counts back (a replayed log).
 */
async function spend(ctx: AccountContext, userId: number, limits: [RateLimitName, string][]): Promise<() => Promise<void>> {
  const key = String(userId);
  const allowed = await Promise.all(limits.map(([name]) => ctx.limits.hit(name, key)));
  const refund = async () => {
    await Promise.all(limits.map(([name]) => ctx.limits.refund(name, key)));
  };
  const blocked = limits.find((_, i) => !allowed[i]);
  if (blocked) {
    await refund();
    throw new AppError('too_many_requests', blocked[1]);
  }
  return refund;
}

const ascentAnswer = (clientId: string, row: StoredAscent): Ascent => ({
  clientId,
  boulderId: row.boulderId,
  tries: row.tries,
  topped: row.topped,
  loggedAt: row.loggedAt.toISOString(),
  flash: row.flash,
});

/**
 * Stores one log under the climber's client id: 201 when stored now, 200 when the same log was
 * already stored (a replay), 409 when the id holds another log. `insertMs` is how long the insert
 * statement took, as this process timed it (the route sends it as Server-Timing).
 */
export async function logAscent(
  ctx: AccountContext,
  { clientId, body, now = new Date() }: { clientId: string; body: AscentBody; now?: Date },
): Promise<{ status: 200 | 201; ascent: Ascent; insertMs: number }> {
  const { userId } = requireActor(ctx);
  const loggedAt = new Date(body.loggedAt);
  if (loggedAt.getTime() > now.getTime() + CLIMBER_LIMITS.logFutureSlackMs) throw invalidFields({ loggedAt: [L.loggedAtFuture] });
  if (loggedAt.getTime() < now.getTime() - CLIMBER_LIMITS.logPastMs) throw invalidFields({ loggedAt: [L.loggedAtTooOld] });

  const refund = await spend(ctx, userId, [
    ['ascentsMinute', L.tooManyPerMinute],
    ['ascentsDay', L.tooManyPerDay],
  ]);
  const started = performance.now();
  const inserted = await insertAscentIfOpen(ctx.db, { userId, clientId, boulderId: body.boulderId, tries: body.tries, topped: body.topped, loggedAt });
  const insertMs = performance.now() - started;
  if (inserted) return { status: 201, ascent: ascentAnswer(clientId, inserted), insertMs };

  await refund();
  const existing = await findAscentByClientId(ctx.db, userId, clientId);
  if (existing) {
    const same =
      existing.boulderId === body.boulderId &&
      existing.tries === body.tries &&
      existing.topped === body.topped &&
      existing.loggedAt.getTime() === loggedAt.getTime();
    if (!same) throw conflict(L.clientIdTaken);
    return { status: 200, ascent: ascentAnswer(clientId, existing), insertMs };
  }
  const window = await findBoulderWindow(ctx.db, body.boulderId);
  if (!window) throw notFound(L.boulderNotFound);
  throw invalidFields({ loggedAt: [L.boulderNotOpen] });
}

/** Up to 50 logs, each judged as its own PUT would be, in the items' order (docs/product.md › Climbers: payloads). */
export async function logAscentBatch(ctx: AccountContext, { items, now = new Date() }: { items: unknown[]; now?: Date }): Promise<BatchAnswer> {
  requireActor(ctx);
  const results: BatchAnswer['results'] = [];
  for (const item of items) {
    const clientId = typeof (item as { clientId?: unknown })?.clientId === 'string' ? (item as { clientId: string }).clientId : null;
    const parsed = batchItemSchema.safeParse(item);
    if (!parsed.success) {
      results.push({ clientId, status: 400, messages: issueMessages(parsed.error) });
      continue;
    }
    try {
      const { status } = await logAscent(ctx, { clientId: parsed.data.clientId, body: parsed.data, now });
      results.push({ clientId, status, messages: [] });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      results.push({ clientId, status: error.status, messages: [error.message] });
    }
  }
  return { results };
}

const issueMessages = (error: z.ZodError): string[] => [...new Set(error.issues.map((issue) => issue.message))];

/** Deletes one of the climber's own logs (the 10-minute undo, or later); 404 for anyone else's. */
export async function deleteAscent(ctx: ServiceContext, { clientId }: { clientId: string }): Promise<void> {
  const { userId } = requireActor(ctx);
  if (!(await deleteAscentByClientId(ctx.db, userId, clientId))) throw notFound(L.ascentNotFound);
}

async function existingBoulderGym(ctx: ServiceContext, boulderId: number): Promise<number> {
  const gymId = await boulderGym(ctx.db, boulderId);
  if (gymId === undefined) throw notFound(L.boulderNotFound);
  return gymId;
}

/** Stars on any boulder, topped or not; a new rating replaces the climber's previous one. */
export async function rateBoulder(ctx: ServiceContext, { boulderId, stars }: { boulderId: number; stars: number }): Promise<{ stars: number }> {
  const { userId } = requireActor(ctx);
  await existingBoulderGym(ctx, boulderId);
  await upsertRating(ctx.db, userId, boulderId, stars);
  return { stars };
}

/** A grade vote needs a top of the climber's on the boulder (409 otherwise); it replaces their previous vote. */
export async function voteGrade(
  ctx: ServiceContext,
  { boulderId, feeling, grade }: { boulderId: number; feeling: GradeFeeling; grade: string },
): Promise<{ feeling: GradeFeeling; grade: string }> {
  const { userId } = requireActor(ctx);
  const index = gradeIndex(grade.trim().toUpperCase());
  if (index === undefined) throw invalidFields({ grade: [L.grade] });
  await existingBoulderGym(ctx, boulderId);
  if (!(await hasTopped(ctx.db, userId, boulderId))) throw conflict(L.voteNeedsTop);
  await upsertGradeVote(ctx.db, { userId, boulderId, grade: index, feeling });
  return { feeling, grade: grade.trim().toUpperCase() };
}

/**
 * A comment (1–500 characters, any gym's boulder). The same text sent again on the same boulder
 * within 10 minutes is a replay (a retried request, a double tap): the first comment is answered
 * with `replayed`, nothing is added and the daily limit is not spent again.
 */
export async function commentBoulder(ctx: AccountContext, { boulderId, text, now = new Date() }: { boulderId: number; text: string; now?: Date }) {
  const { userId } = requireActor(ctx);
  const gymId = await existingBoulderGym(ctx, boulderId);
  const since = new Date(now.getTime() - CLIMBER_LIMITS.replayWindowMs);
  const { row, replayed } = await ctx.db.transaction(async (tx) => {
    await lockClimberBoulder(tx, 'comment', userId, boulderId);
    const earlier = await findRecentSameComment(tx, { userId, boulderId, text, since });
    if (earlier) return { row: earlier, replayed: true };
    await spend(ctx, userId, [['commentsDay', L.tooManyComments]]);
    return { row: await insertComment(tx, { userId, boulderId, gymId, text }), replayed: false };
  });
  return { comment: { id: row.id, text: row.text, createdAt: row.createdAt.toISOString() }, replayed };
}

export async function deleteComment(ctx: ServiceContext, { commentId }: { commentId: number }): Promise<void> {
  const { userId } = requireActor(ctx);
  if (!(await deleteOwnComment(ctx.db, userId, commentId))) throw notFound(L.commentNotFound);
}

/** A problem report for the gym's staff; the same report again within 10 minutes is a replay (see commentBoulder). */
export async function reportProblem(
  ctx: AccountContext,
  { boulderId, kind, text, now = new Date() }: { boulderId: number; kind: ReportKind; text: string | null; now?: Date },
) {
  const { userId } = requireActor(ctx);
  const gymId = await existingBoulderGym(ctx, boulderId);
  const since = new Date(now.getTime() - CLIMBER_LIMITS.replayWindowMs);
  const wanted = { userId, boulderId, kind, text: text || null };
  const { row, replayed } = await ctx.db.transaction(async (tx) => {
    await lockClimberBoulder(tx, 'report', userId, boulderId);
    const earlier = await findRecentSameReport(tx, { ...wanted, since });
    if (earlier) return { row: earlier, replayed: true };
    await spend(ctx, userId, [['reportsDay', L.tooManyReports]]);
    return { row: await insertReport(tx, { ...wanted, gymId }), replayed: false };
  });
  return { report: { id: row.id, kind: row.kind, text: row.text, createdAt: row.createdAt.toISOString() }, replayed };
}
