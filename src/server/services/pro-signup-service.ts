/**
 * A gym created by its owner (docs/product.md › Going live: gym sign-up): /pro/inscription mails a link (24 h, used once);
 * confirming it makes the account (or uses the address's existing one, password unchanged) admin
 * and chief route setter of a new draft gym with the `couleurs` template, and signs it in.
 */
import { PRO_MESSAGES as M, type ProSignupBody } from '../../shared/contract/pro';
import { AppError, conflict } from '../errors';
import { proSignupMail } from '../mail/templates';
import { recordAudit } from '../repositories/audit-repository';
import { draftGymsAdministeredBy, insertGymFromTemplate } from '../repositories/gym-creation-repository';
import { grantStaffRights } from '../repositories/invitations-repository';
import {
  lockProSignupsOfEmail,
  lockUsableProSignup,
  markProSignupConfirmed,
  pendingProSignup,
  upsertPendingProSignup,
  type ProSignupRow,
} from '../repositories/pro-signups-repository';
import { confirmEmailIfNeeded, findUserByEmail, insertConfirmedAccount } from '../repositories/users-repository';
import type { AccountContext, ServiceContext } from './context';
import { hashPassword, verifyPassword } from './passwords';
import { newResetToken, resetTokenHash } from './session-tokens';

export const PRO_CONFIRMATION_PAGE = '/pro/confirmation';
export const PRO_LINK_LIFETIME_MS = 24 * 60 * 60_000;
/** Draft gyms one account may hold (docs/product.md › Going live: gym sign-up). */
export const MAX_DRAFT_GYMS = 5;
/** A second identical sign-up this soon is the same one (a double tap, a replayed request): no second mail. */
const SAME_SIGNUP_MS = 10 * 60_000;

export const proConfirmationLink = (publicUrl: string, token: string) => `${publicUrl}${PRO_CONFIRMATION_PAGE}/${token}`;

/**
 * POST /api/pro/signup/: the answer is the same whether or not the address has an account (nothing
 * revealed). 3 sign-ups per address and day; a new one replaces the pending one, whose link dies.
 */
export async function proSignup(ctx: AccountContext, { body, now = new Date() }: { body: ProSignupBody; now?: Date }): Promise<{ message: string }> {
  const answer = { message: M.signupSent };
  /** A pending sign-up made by this same request moments ago (a double tap, a replay): nothing more to send. */
  const sameAs = async (row: ProSignupRow | undefined) =>
    row !== undefined &&
    now.getTime() - row.createdAt.getTime() < SAME_SIGNUP_MS &&
    row.gymName === body.gymName &&
    row.city === body.city &&
    row.firstName === body.firstName &&
    row.lastName === body.lastName &&
    (await verifyPassword(body.password, row.passwordHash));
  const pending = await pendingProSignup(ctx.db, body.email);
  if (await sameAs(pending)) return answer;
  if (!(await ctx.limits.hit('proSignupEmail', body.email))) throw new AppError('too_many_requests', M.tooManySignups);
  // Hashed before the lock (slow), so that the lock is held briefly.
  const passwordHash = await hashPassword(body.password);
  const token = newResetToken();
  const replaced = await ctx.db.transaction(async (tx) => {
    await lockProSignupsOfEmail(tx, body.email);
    // Two identical requests at once: the second finds the row the first wrote meanwhile.
    const current = await pendingProSignup(tx, body.email);
    if (current && current.id !== pending?.id && (await sameAs(current))) return false;
    await upsertPendingProSignup(tx, {
      email: body.email,
      tokenHash: resetTokenHash(token),
      gymName: body.gymName,
      city: body.city,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PRO_LINK_LIFETIME_MS),
    });
    return true;
  });
  if (!replaced) return answer;
  try {
    await ctx.mailer.send(
      proSignupMail({ to: body.email, firstName: body.firstName, gymName: body.gymName, link: proConfirmationLink(ctx.config.PUBLIC_URL, token) }),
    );
  } catch (err) {
    ctx.log.error({ err }, 'pro sign-up: the mail could not be sent');
    throw new AppError('unavailable', "L'e-mail de confirmation n'a pas pu être envoyé. Réessayez dans quelques minutes.");
  }
  return answer;
}

/**
 * POST /api/pro/confirm/{token}/: creates the gym and its owner's rights in one transaction; the
 * link is then used. 410 for a link used, replaced or expired; 409 past 5 draft gyms.
 */
export async function confirmProSignup(
  ctx: ServiceContext,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<{ userId: number; uuid: string; gymId: number; gymName: string }> {
  return ctx.db.transaction(async (tx) => {
    const signup = await lockUsableProSignup(tx, resetTokenHash(token), now);
    if (!signup) throw new AppError('gone', M.linkInvalid);
    const existing = await findUserByEmail(tx, signup.email);
    const user =
      (existing && { id: existing.id, uuid: existing.uuid }) ??
      (await insertConfirmedAccount(tx, {
        email: signup.email,
        passwordHash: signup.passwordHash,
        firstName: signup.firstName,
        lastName: signup.lastName,
        confirmedAt: now,
      })) ??
      (await findUserByEmail(tx, signup.email))!;
    if ((await draftGymsAdministeredBy(tx, user.id)) >= MAX_DRAFT_GYMS) throw conflict(M.tooManyDrafts);
    // The link was mailed to the address: an existing account not confirmed yet is now.
    await confirmEmailIfNeeded(tx, user.id, now);
    const gymId = await insertGymFromTemplate(tx, { name: signup.gymName, city: signup.city, template: 'couleurs' });
    const { after } = await grantStaffRights(tx, user.id, gymId, { accessTypes: ['chief_route_setter'], isAdmin: true });
    await recordAudit(tx, {
      userId: user.id,
      gymId,
      action: 'add_staff',
      entity: 'gym_staff',
      entityId: user.uuid,
      before: null,
      after: { access_types: after.accessTypes, is_admin: after.isAdmin, signup: signup.id },
      kind: 'rights',
    });
    await markProSignupConfirmed(tx, signup.id, gymId, now);
    return { userId: user.id, uuid: user.uuid, gymId, gymName: signup.gymName };
  });
}
