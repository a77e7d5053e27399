/**
 * Moderation (docs/product.md › Climbers: moderation): every staff member of a gym sees its inbox and may resolve reports,
 * hide comments or keep them (read, left visible); another gym's inbox or items answer 404. A hidden comment leaves every list on
 * the very next read (comment updates bump the gym's data version at once).
 */
import { MODERATION_MESSAGES as M, type ModerationInbox } from '../../shared/contract/moderation';
import { conflict, notFound } from '../errors';
import { commentGym, hideComment, inboxPage, keepComment, reportGym, resolveReport } from '../repositories/moderation-repository';
import { authorize, staffOf } from './authorize';
import type { ServiceContext } from './context';

const HOUR_MS = 3600_000;
const DEFAULT_PAGE_SIZE = 50;

export async function moderationInbox(
  ctx: ServiceContext,
  { gymId, page = 1, pageSize = DEFAULT_PAGE_SIZE, now = new Date() }: { gymId: number; page?: number; pageSize?: number; now?: Date },
): Promise<ModerationInbox> {
  await authorize(ctx, 'moderate', { gymId });
  const { count, rows } = await inboxPage(ctx.db, gymId, pageSize, (page - 1) * pageSize);
  return {
    count,
    results: rows.map((row) => ({
      type: row.type,
      id: row.id,
      boulder: { id: row.boulderId, name: row.boulderName },
      climber: row.uuid && !row.deleted ? { uuid: row.uuid, firstName: row.firstName ?? '', lastName: row.lastName ?? '' } : null,
      kind: row.kind,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      ageHours: Math.floor((now.getTime() - row.createdAt.getTime()) / HOUR_MS),
    })),
  };
}

/** The actor's staff id, once the item's gym is one of theirs (404 otherwise, as if it did not exist). */
async function moderatorOf(ctx: ServiceContext, gymId: number | undefined, notYours: string): Promise<number> {
  const staff = await staffOf(ctx);
  if (gymId === undefined || !staff.memberships.some((m) => m.gymId === gymId)) throw notFound(notYours);
  await authorize(ctx, 'moderate', { gymId });
  return staff.actor.userId;
}

export async function resolveProblemReport(ctx: ServiceContext, { reportId, note }: { reportId: number; note: string | null }) {
  const report = await reportGym(ctx.db, reportId);
  const staffId = await moderatorOf(ctx, report?.gymId, M.reportNotFound);
  const resolved = await resolveReport(ctx.db, reportId, staffId, note || null);
  if (!resolved) throw conflict(M.alreadyResolved);
  return { id: resolved.id, resolvedAt: resolved.resolvedAt.toISOString(), note: resolved.note };
}

export async function hideClimberComment(ctx: ServiceContext, { commentId, reason }: { commentId: number; reason: string }) {
  const comment = await commentGym(ctx.db, commentId);
  const staffId = await moderatorOf(ctx, comment?.gymId, M.commentNotFound);
  const hidden = await hideComment(ctx.db, commentId, staffId, reason);
  if (!hidden) throw conflict(M.alreadyHidden);
  return { id: hidden.id, hiddenAt: hidden.hiddenAt.toISOString(), reason: hidden.reason };
}

/**
 * Keeps a comment the staff read (it stays visible and leaves the inbox): without it every comment
 * ever written would wait in the inbox, and the 20-hour highlight would mean nothing.
 */
export async function keepClimberComment(ctx: ServiceContext, { commentId }: { commentId: number }) {
  const comment = await commentGym(ctx.db, commentId);
  const staffId = await moderatorOf(ctx, comment?.gymId, M.commentNotFound);
  const kept = await keepComment(ctx.db, commentId, staffId);
  if (!kept) throw conflict(M.alreadyReviewed);
  return { id: kept.id, reviewedAt: kept.reviewedAt.toISOString() };
}
