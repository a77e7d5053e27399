/**
 * New sets announced to climbers (docs/announcements.md): new boulders of a published gym gather in one
 * pending announcement, which goes once nothing was added for the grace period; staff see each one
 * with who was told, who opened it and who came, write their own, or cancel a pending one.
 */
import {
  ANNOUNCEMENT_MESSAGES as M,
  type Announcement,
  type AnnouncementCandidate,
  type CreateAnnouncementBody,
  type UnsubscribeAnswer,
} from '../../shared/contract/announcements';
import type { Config } from '../config';
import type { DbExecutor } from '../db/transaction';
import { AppError, conflict, invalidFields, notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { newBouldersMail } from '../mail/templates';
import {
  activeBouldersOfGym,
  announcedBoulders,
  announcementsOfGym,
  cancelPendingAnnouncements,
  claimDelivery,
  deliveryByTokenHash,
  gatherIntoPendingAnnouncement,
  insertAnnouncement,
  lockAnnouncementOfGym,
  lockAnnouncementsOfGym,
  lockDueAnnouncements,
  lockUnsentEmails,
  lockUnsentPushes,
  markDelivery,
  markOpened,
  markSentWithDeliveries,
  setAnnouncementTitle,
  stopEmailsOfGym,
  recentActiveBoulders,
  type AnnouncementRow,
  type DeliveryWords,
} from '../repositories/announcements-repository';
import type { Locale } from '../../shared/i18n/locales';
import { authorize } from './authorize';
import type { ServiceContext } from './context';
import { pushToClimber, type PushDeps } from './push-service';
import { newResetToken, resetTokenHash } from './session-tokens';

/** Boulders opened longer ago than this when they are recorded are a set entered after the fact: not announced. */
const ANNOUNCE_OPENED_WITHIN_MS = 36 * 3600_000;
/** Circuits named in an automatic title; more end with '…'. */
const TITLE_CIRCUITS = 3;

/** 'Nouveaux blocs à Bloc Paradise : 12 blocs (4 Bleu, 3 Rouge, 3 Vert, …)', or in English 'New boulders at Bloc Paradise: 12 boulders (…)'. */
export function automaticTitle(gymName: string, circuits: { name: string; count: number }[], locale: Locale = 'fr'): string {
  const total = circuits.reduce((sum, c) => sum + c.count, 0);
  const named = circuits.slice(0, TITLE_CIRCUITS).map((c) => `${c.count} ${c.name}`);
  if (circuits.length > TITLE_CIRCUITS) named.push('…');
  const detail = named.length > 0 ? ` (${named.join(', ')})` : '';
  if (locale === 'en') return `New boulders at ${gymName}: ${total} ${total > 1 ? 'boulders' : 'boulder'}${detail}`;
  return `Nouveaux blocs à ${gymName} : ${total} ${total > 1 ? 'blocs' : 'bloc'}${detail}`;
}

/** A delivery's title in its climber's language: an automatic one is written again in it, the staff's own stays as they wrote it. */
const titleOf = (delivery: DeliveryWords & { gymName: string; title: string }) =>
  delivery.automatic && delivery.locale !== 'fr' ? automaticTitle(delivery.gymName, delivery.circuits, delivery.locale) : delivery.title;

/**
 * Called by the writes that open boulders (a new boulder, a validated setting day), in their transaction:
 * the boulders join the gym's pending announcement when the gym is published and they open now or soon.
 */
export async function announceNewBoulders(
  tx: DbExecutor,
  { gymId, boulderIds, openedAt, now }: { gymId: number; boulderIds: number[]; openedAt: Date; now: Date },
) {
  if (boulderIds.length === 0 || openedAt.getTime() < now.getTime() - ANNOUNCE_OPENED_WITHIN_MS) return;
  // One writer at a time per gym, as the staff's own announcement: never two pending.
  await lockAnnouncementsOfGym(tx, gymId);
  const pending = await gatherIntoPendingAnnouncement(tx, { gymId, boulderIds, notBefore: openedAt });
  if (!pending?.automatic) return;
  const { gymName, circuits } = await announcedBoulders(tx, pending.id);
  await setAnnouncementTitle(tx, pending.id, automaticTitle(gymName, circuits));
}

/** When a pending announcement goes: a grace period after its last change, not before its boulders open. */
const sendAtOf = (row: AnnouncementRow, graceSeconds: number): string | null => {
  if (row.status === 'sent') return row.sentAt!.toISOString();
  if (row.status === 'cancelled') return null;
  const afterGrace = row.changedAt.getTime() + graceSeconds * 1000;
  return new Date(Math.max(afterGrace, row.notBefore?.getTime() ?? 0)).toISOString();
};

const answerOf = (row: AnnouncementRow, graceSeconds: number): Announcement => ({
  id: row.id,
  status: row.status,
  sendAt: sendAtOf(row, graceSeconds),
  sentAt: row.sentAt?.toISOString() ?? null,
  title: row.title,
  boulderIds: row.boulderIds,
  automatic: row.automatic,
  told: row.told,
  opened: row.opened,
  came: row.came,
});

export async function listAnnouncements(ctx: ServiceContext, { gymId, graceSeconds }: { gymId: number; graceSeconds: number }): Promise<Announcement[]> {
  await authorize(ctx, 'announce', { gymId });
  return (await announcementsOfGym(ctx.db, gymId)).map((row) => answerOf(row, graceSeconds));
}

/** Days back the staff's announcement form offers boulders from. */
export const CANDIDATE_DAYS = 14;

/** The boulders staff may announce: the gym's active ones opened in the last two weeks, newest first. */
export async function announcementCandidates(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<AnnouncementCandidate[]> {
  await authorize(ctx, 'announce', { gymId });
  return recentActiveBoulders(ctx.db, gymId, CANDIDATE_DAYS);
}

/**
 * The staff's own announcement of some active boulders: it replaces the gym's pending one (automatic or
 * not), so that climbers hear of a set once, and goes after the grace period like the automatic ones.
 */
export async function createAnnouncement(
  ctx: ServiceContext,
  { gymId, body, graceSeconds }: { gymId: number; body: CreateAnnouncementBody; graceSeconds: number },
): Promise<{ id: number; sendAt: string }> {
  const { staff, membership } = await authorize(ctx, 'announce', { gymId });
  if (membership.gymStatus !== 'published') throw conflict(M.notPublished);
  return ctx.db.transaction(async (tx) => {
    await lockAnnouncementsOfGym(tx, gymId);
    const wanted = [...new Set(body.boulderIds)];
    const active = await activeBouldersOfGym(tx, gymId, wanted);
    if (active.length !== wanted.length) throw invalidFields({ boulderIds: [M.bouldersUnknown] });
    await cancelPendingAnnouncements(tx, gymId);
    const { id, changedAt } = await insertAnnouncement(tx, { gymId, title: body.title, boulderIds: active, createdBy: staff.actor.userId });
    return { id, sendAt: new Date(changedAt.getTime() + graceSeconds * 1000).toISOString() };
  });
}

/** Cancels a pending announcement; cancelling it again answers the same, a sent one is 409. */
export async function cancelAnnouncement(ctx: ServiceContext, { gymId, id }: { gymId: number; id: number }): Promise<void> {
  await authorize(ctx, 'announce', { gymId });
  await ctx.db.transaction(async (tx) => {
    const status = await lockAnnouncementOfGym(tx, gymId, id);
    if (status === undefined) throw notFound(M.notFound);
    if (status === 'sent') throw conflict(M.alreadySent);
    if (status === 'pending') await cancelPendingAnnouncements(tx, gymId, id);
  });
}

export interface SenderDeps extends PushDeps {
  db: ServiceContext['db'];
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'ANNOUNCE_GRACE_S' | 'MAIL_FROM' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
}

/**
 * Sends what is due at `now` (the job calls it every minute; tests pass their own clock): each due
 * announcement is marked sent with one delivery per climber to tell, in one transaction, then its
 * e-mails go. A crash between the two leaves deliveries unsent, which the next run sends.
 * Every time the run writes is `now`, so 'one e-mail per gym and Paris day' compares times of one clock
 * (a test's clock too, a few minutes before Paris midnight).
 */
export async function sendDueAnnouncements(deps: SenderDeps, now: Date): Promise<{ announcements: number; emails: number; pushes: number }> {
  let announcements = 0;
  for (;;) {
    const sent = await deps.db.transaction(async (tx) => {
      const due = await lockDueAnnouncements(tx, now, deps.config.ANNOUNCE_GRACE_S);
      for (const { id, gymId, automatic, published } of due) {
        const { gymName, circuits, active } = await announcedBoulders(tx, id);
        if (!published || active.length === 0) {
          await cancelPendingAnnouncements(tx, gymId, id);
          continue;
        }
        if (automatic) await setAnnouncementTitle(tx, id, automaticTitle(gymName, circuits));
        await markSentWithDeliveries(tx, { id, gymId, boulderIds: active, now });
      }
      return due.length;
    });
    announcements += sent;
    if (sent === 0) break;
  }
  return { announcements, emails: await sendUnsentEmails(deps, now), pushes: await sendUnsentPushes(deps, now) };
}

/**
 * Sends the deliveries `lock` finds unsent, a batch at a time: each is claimed with a new link token in
 * one transaction, then `send` tries it outside (true: accepted) and the delivery is marked sent or
 * failed. Answers how many were accepted.
 */
async function sendClaimed<D extends { deliveryId: number }>(
  deps: SenderDeps,
  now: Date,
  lock: (tx: DbExecutor, now: Date) => Promise<D[]>,
  send: (delivery: D & { token: string }) => Promise<boolean>,
): Promise<number> {
  let accepted = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const claimed = [];
      for (const delivery of await lock(tx, now)) {
        const token = newResetToken();
        await claimDelivery(tx, delivery.deliveryId, resetTokenHash(token), now);
        claimed.push({ ...delivery, token });
      }
      return claimed;
    });
    if (batch.length === 0) return accepted;
    for (const delivery of batch) {
      const sent = await send(delivery);
      await markDelivery(deps.db, delivery.deliveryId, sent ? 'sent' : 'failed', now);
      if (sent) accepted += 1;
    }
  }
}

/**
 * The push deliveries: one message to each of the climber's devices, whose tap opens the delivery's link
 * (it counts the opening). Sent when one push service took it; failed when none did (no device left,
 * or every service refused).
 */
const sendUnsentPushes = (deps: SenderDeps, now: Date) =>
  sendClaimed(deps, now, lockUnsentPushes, async (delivery) => {
    const payload = {
      title: delivery.gymName,
      body: titleOf(delivery),
      url: `/api/v1/announcements/open/${delivery.token}/`,
      tag: `gym-${delivery.gymId}`,
    };
    try {
      return (await pushToClimber(deps, delivery.userId, payload)) > 0;
    } catch (error) {
      deps.log.warn({ err: error, deliveryId: delivery.deliveryId }, 'announcement push not sent');
      return false;
    }
  });

/** The e-mails written but not sent yet; sent when the mail server accepted them. */
const sendUnsentEmails = (deps: SenderDeps, now: Date) =>
  sendClaimed(deps, now, lockUnsentEmails, async (delivery) => {
    const { token } = delivery;
    const base = deps.config.PUBLIC_URL;
    try {
      await deps.mailer.send(
        newBouldersMail({
          to: delivery.email,
          firstName: delivery.firstName,
          title: titleOf(delivery),
          gymName: delivery.gymName,
          locale: delivery.locale,
          sectors: delivery.sectors,
          boulders: delivery.boulders.map((boulder) => ({ ...boulder, picture: boulder.picture && `${base}${boulder.picture}` })),
          link: `${base}/api/v1/announcements/open/${token}/`,
          unsubscribePage: `${base}/desabonnement/${token}`,
          unsubscribeCall: `${base}/api/v1/unsubscribe/${token}/`,
        }),
      );
      return true;
    } catch (error) {
      deps.log.warn({ err: error, deliveryId: delivery.deliveryId }, 'announcement e-mail not sent');
      return false;
    }
  });

async function deliveryOfToken(ctx: ServiceContext, token: string) {
  const delivery = await deliveryByTokenHash(ctx.db, resetTokenHash(token));
  if (!delivery) throw new AppError('not_found', M.unknownLink);
  return delivery;
}

/** What the unsubscribe page shows: the gym, and whether its e-mails still come. No session needed: the link is the credential. */
export async function unsubscribeState(ctx: ServiceContext, { token }: { token: string }): Promise<UnsubscribeAnswer> {
  const { gymName, email } = await deliveryOfToken(ctx, token);
  return { gymName, email };
}

/** Stops the gym's e-mails to the climber the link was sent to (RFC 8058 one-click, or the page's button); a replay answers the same. */
export async function unsubscribe(ctx: ServiceContext, { token }: { token: string }): Promise<UnsubscribeAnswer> {
  const { userId, gymId, gymName } = await deliveryOfToken(ctx, token);
  await stopEmailsOfGym(ctx.db, userId, gymId);
  return { gymName, email: false };
}

/** The e-mail's link: counts the opening, and answers where the app shows the gym's new boulders. */
export async function openAnnouncement(ctx: ServiceContext, { token }: { token: string }): Promise<string> {
  const delivery = await deliveryOfToken(ctx, token);
  await markOpened(ctx.db, delivery.deliveryId);
  return `/app/salles/${delivery.gymId}?tri=nouveaux`;
}
