/**
 * Staff invitations by e-mail (docs/product.md › Going live: invitations). An admin invites into the gyms they administer; the
 * operator (`gaston staff invite`, `gaston gym create`) into any gym. A link works once, for 7 days;
 * 'Renvoyer' replaces it. An invitation never grants more than its sender holds.
 */
import {
  INVITATION_LIFETIME_DAYS,
  INVITATION_MESSAGES as M,
  type AcceptInvitationBody,
  type CreateInvitationBody,
  type Invitation,
  type InvitationByToken,
} from '../../shared/contract/invitations';
import { rightsLabels, type AccessType } from '../../shared/domain/roles';
import { CLIMBER_MESSAGES } from '../../shared/domain/climber-rules';
import { MESSAGES } from '../../shared/messages';
import { AppError, conflict, forbidden, invalidFields, notFound } from '../errors';
import { invitationMail } from '../mail/templates';
import { recordAudit, type AuditEntry } from '../repositories/audit-repository';
import {
  deleteInvitation,
  findInvitation,
  findUsableInvitationByToken,
  gymNames,
  gymsWhereEmailIsStaff,
  grantStaffRights,
  insertInvitation,
  lockInvitationsOfEmail,
  markInvitationAccepted,
  openInvitationsOfGyms,
  pendingInvitationsOfEmail,
  replaceInvitationToken,
  type InvitationRow,
} from '../repositories/invitations-repository';
import { confirmEmailIfNeeded, findUserByEmail, findUserById, insertConfirmedAccount } from '../repositories/users-repository';
import { authorize, gymsAllowing, requireActor, staffOf } from './authorize';
import type { AccountContext, ServiceContext } from './context';
import { hashPassword } from './passwords';
import { newResetToken, resetTokenHash } from './session-tokens';

export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000;
export const INVITATION_PAGE = '/invitation';

export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}${INVITATION_PAGE}/${token}`;

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));
const byId = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

const invitationAnswer = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  roles: row.accessTypes,
  admin: row.isAdmin,
  gyms: row.gyms,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export interface IssuedInvitation {
  id: number;
  expiresAt: string;
  /** The link as mailed: the operator's command prints it; the HTTP answer never carries it. */
  link: string;
}

/** Who sends: an admin (their user id and name in the mail) or the operator (null: 'L'équipe Gaston'). */
type Sender = { userId: number; name: string } | null;

/**
 * Writes the invitation and mails it. Under a lock on the address: an identical invitation already
 * pending is answered again (a replayed request, or two admins at once) without a second mail; a
 * different one pending for one of these gyms is a 409.
 */
export async function issueInvitation(
  ctx: AccountContext,
  {
    email,
    roles,
    admin,
    gymIds,
    sender,
    now = new Date(),
  }: { email: string; roles: AccessType[]; admin: boolean; gymIds: number[]; sender: Sender; now?: Date },
): Promise<IssuedInvitation & { created: boolean }> {
  const gyms = byId(gymIds);
  const accessTypes = [...new Set(roles)].sort();
  const token = newResetToken();
  const result = await ctx.db.transaction(async (tx) => {
    await lockInvitationsOfEmail(tx, email);
    const already = await gymsWhereEmailIsStaff(tx, email, gyms);
    if (already.length === gyms.length) throw conflict(M.alreadyInTeam);
    const pending = (await pendingInvitationsOfEmail(tx, email, now)).filter((i) => i.gyms.some((g) => gyms.includes(g.id)));
    const same = pending.find(
      (i) =>
        i.isAdmin === admin &&
        sameSet(i.accessTypes, accessTypes) &&
        sameSet(
          i.gyms.map((g) => g.id),
          gyms,
        ),
    );
    if (same) return { id: same.id, expiresAt: same.expiresAt, created: false };
    if (pending.length > 0) throw conflict(M.alreadyPending);
    const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
    const id = await insertInvitation(tx, {
      email,
      tokenHash: resetTokenHash(token),
      accessTypes,
      isAdmin: admin,
      invitedBy: sender?.userId ?? null,
      sentAt: now,
      expiresAt,
      gymIds: gyms,
    });
    return { id, expiresAt, created: true };
  });
  const link = invitationLink(ctx.config.PUBLIC_URL, token);
  if (result.created) {
    try {
      await mailInvitation(ctx, { email, accessTypes, admin, gymIds: gyms, sender, link });
    } catch (err) {
      // A link nobody received must not block the next try as 'already pending'.
      await ctx.db.transaction((tx) => deleteInvitation(tx, result.id));
      ctx.log.error({ err, invitationId: result.id }, 'invitation: the mail could not be sent');
      throw new AppError('unavailable', "L'e-mail d'invitation n'a pas pu être envoyé. Réessayez dans quelques minutes.");
    }
  }
  return { id: result.id, expiresAt: result.expiresAt.toISOString(), link: result.created ? link : '', created: result.created };
}

async function mailInvitation(
  ctx: AccountContext,
  {
    email,
    accessTypes,
    admin,
    gymIds,
    sender,
    link,
  }: { email: string; accessTypes: AccessType[]; admin: boolean; gymIds: number[]; sender: Sender; link: string },
) {
  const names = (await gymNames(ctx.db, gymIds)).map((g) => g.name);
  const roleNames = rightsLabels(accessTypes, admin).map((label) => label.toLowerCase());
  await ctx.mailer.send(
    invitationMail({ to: email, inviterName: sender?.name ?? null, gymNames: names, roleNames, link, validDays: INVITATION_LIFETIME_DAYS }),
  );
}

async function senderOf(ctx: ServiceContext): Promise<Sender> {
  const actor = requireActor(ctx);
  const user = await findUserById(ctx.db, actor.userId);
  return { userId: actor.userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
}

/**
 * POST /api/gyms/{gymId}/invitations/: an admin of the path's gym invites into gyms they administer.
 * A gym named that they do not administer is refused (403): an invitation grants nothing they lack.
 */
export async function inviteStaff(
  ctx: AccountContext,
  { gymId, body, now = new Date() }: { gymId: number; body: CreateInvitationBody; now?: Date },
): Promise<IssuedInvitation & { created: boolean }> {
  const { staff } = await authorize(ctx, 'manageStaff', { gymId });
  const managed = new Set(gymsAllowing(staff, 'manageStaff').map((m) => m.gymId));
  if (body.gymIds.some((id) => !managed.has(id))) throw forbidden(M.beyondYourGyms);
  return issueInvitation(ctx, { email: body.email, roles: body.roles, admin: body.admin, gymIds: body.gymIds, sender: await senderOf(ctx), now });
}

/** GET /api/gyms/{gymId}/invitations/: 'Invitations en attente' of the gym (admins). */
export async function invitationsOfGym(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<Invitation[]> {
  await authorize(ctx, 'manageStaff', { gymId });
  return (await openInvitationsOfGyms(ctx.db, [gymId])).map(invitationAnswer);
}

/** An invitation an admin may handle: one naming a gym they administer (404 otherwise, as if it did not exist). */
async function invitationOfAdmin(ctx: ServiceContext, id: number): Promise<InvitationRow> {
  const managed = new Set(gymsAllowing(await staffOf(ctx), 'manageStaff').map((m) => m.gymId));
  const invitation = await findInvitation(ctx.db, id);
  if (!invitation || invitation.acceptedAt || !invitation.gyms.some((g) => managed.has(g.id))) throw notFound(M.notFound);
  return invitation;
}

/** POST /api/invitations/{id}/resend/: a new link (the old one stops working), valid 7 days from now. */
export async function resendInvitation(ctx: AccountContext, { id, now = new Date() }: { id: number; now?: Date }): Promise<{ id: number; expiresAt: string }> {
  const invitation = await invitationOfAdmin(ctx, id);
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  await ctx.db.transaction(async (tx) => {
    const current = await findInvitation(tx, id, { lock: true });
    if (!current || current.acceptedAt) throw notFound(M.notFound);
    await replaceInvitationToken(tx, id, resetTokenHash(token), now, expiresAt);
  });
  await mailInvitation(ctx, {
    email: invitation.email,
    accessTypes: invitation.accessTypes,
    admin: invitation.isAdmin,
    gymIds: invitation.gyms.map((g) => g.id),
    sender: await senderOf(ctx),
    link: invitationLink(ctx.config.PUBLIC_URL, token),
  });
  return { id, expiresAt: expiresAt.toISOString() };
}

/** DELETE /api/invitations/{id}/: 'Annuler'; its link stops working. */
export async function cancelInvitation(ctx: ServiceContext, { id }: { id: number }): Promise<void> {
  await invitationOfAdmin(ctx, id);
  if (!(await ctx.db.transaction((tx) => deleteInvitation(tx, id)))) throw notFound(M.notFound);
}

const noLongerValid = () => new AppError('gone', M.noLongerValid);

/** GET /api/invitations/by-token/{token}/: what the invitation page shows; 410 once it is no longer valid. */
export async function invitationByToken(ctx: ServiceContext, { token, now = new Date() }: { token: string; now?: Date }): Promise<InvitationByToken> {
  const invitation = await findUsableInvitationByToken(ctx.db, resetTokenHash(token), now);
  if (!invitation) throw noLongerValid();
  return {
    email: invitation.email,
    gyms: invitation.gyms,
    roles: invitation.accessTypes,
    admin: invitation.isAdmin,
    accountExists: (await findUserByEmail(ctx.db, invitation.email)) !== undefined,
  };
}

/**
 * POST /api/invitations/by-token/{token}/accept/: a new account (first name, last name, password),
 * or the account of that address when its owner is signed in, gets the invitation's rights.
 * The link is used once: two accepts at once wait on the invitation row, and the second finds it used.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  { token, body, now = new Date() }: { token: string; body: AcceptInvitationBody; now?: Date },
): Promise<{ userId: number; uuid: string }> {
  const tokenHash = resetTokenHash(token);
  const invitation = await findUsableInvitationByToken(ctx.db, tokenHash, now);
  if (!invitation) throw noLongerValid();
  const existing = await findUserByEmail(ctx.db, invitation.email);
  if (existing && !ctx.actor) throw new AppError('unauthenticated', M.signInFirst);
  if (ctx.actor && (!existing || existing.id !== ctx.actor.userId)) throw forbidden(M.otherAccount);

  let passwordHash: string | null = null;
  if (!existing) {
    const missing: Record<string, string[]> = {};
    if (body.firstName === undefined) missing.firstName = [CLIMBER_MESSAGES.firstName];
    if (body.lastName === undefined) missing.lastName = [CLIMBER_MESSAGES.lastName];
    if (body.password === undefined) missing.password = [MESSAGES.passwordRequired];
    if (Object.keys(missing).length > 0) throw invalidFields(missing);
    // Hashing is slow: done before the transaction, which then holds its locks briefly.
    passwordHash = await hashPassword(body.password!);
  }

  return ctx.db.transaction(async (tx) => {
    const locked = await findUsableInvitationByToken(tx, tokenHash, now, { lock: true });
    if (!locked) throw noLongerValid();
    let user = existing && { id: existing.id, uuid: existing.uuid };
    if (!user) {
      user = await insertConfirmedAccount(tx, {
        email: locked.email,
        passwordHash: passwordHash!,
        firstName: body.firstName!,
        lastName: body.lastName!,
        confirmedAt: now,
      });
      // The address got an account meanwhile (a climber's sign-up): its owner must sign in to join.
      if (!user) throw new AppError('unauthenticated', M.signInFirst);
    }
    // The invitation was mailed to the address: opening it confirms it.
    await confirmEmailIfNeeded(tx, user.id, now);
    const audit: AuditEntry[] = [];
    for (const gym of locked.gyms) {
      const { before, after } = await grantStaffRights(tx, user.id, gym.id, { accessTypes: locked.accessTypes, isAdmin: locked.isAdmin });
      audit.push({
        userId: user.id,
        gymId: gym.id,
        action: before ? 'update_staff_access' : 'add_staff',
        entity: 'gym_staff',
        entityId: user.uuid,
        before: before ? { access_types: before.accessTypes, is_admin: before.isAdmin } : null,
        after: { access_types: after.accessTypes, is_admin: after.isAdmin, invitation: locked.id },
        kind: 'rights',
      });
    }
    await markInvitationAccepted(tx, locked.id, user.id, now);
    await recordAudit(tx, audit);
    return { userId: user.id, uuid: user.uuid };
  });
}
