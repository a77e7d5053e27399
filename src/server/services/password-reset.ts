/**
 * Password reset by e-mailed link (docs/product.md › Back office: screens; Back office: calls; Roles and access): the answer to a
 * request never tells whether the account exists; a link works once, for one hour.
 */
import { changePasswordQuerySchema } from '../../shared/contract/auth';
import type { ChangePasswordBody } from '../../shared/domain/password';
import { MESSAGES } from '../../shared/messages';
import { AppError, badRequest } from '../errors';
import { passwordResetMail } from '../mail/templates';
import {
  consumeResetToken,
  countRecentResetTokens,
  deleteResetToken,
  findUsableResetToken,
  insertResetToken,
  voidResetTokensOfUser,
} from '../repositories/password-reset-tokens-repository';
import { deleteApiTokensOfUser } from '../repositories/climber-accounts-repository';
import { deleteSessionsOfUser } from '../repositories/sessions-repository';
import { membershipsOfUser } from '../repositories/staff-repository';
import { findUserByEmail, findUserById, updatePasswordHash } from '../repositories/users-repository';
import type { AccountContext } from './context';
import { liftAccountLoginLimit } from './login-throttle';
import { hashPassword } from './passwords';
import { newResetToken, resetTokenHash } from './session-tokens';

export const RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** Mails per account per hour; further requests answer the same but send nothing. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

/** Path of the page that reads `token` and `uid` and shows the new-password form. */
export const PASSWORD_CHANGE_PAGE = '/password-change';

/** The climbers' own page for the same form: a climber's reset stays in their app and returns to it. */
export const CLIMBER_PASSWORD_CHANGE_PAGE = '/app/mot-de-passe';

export function resetLink(publicUrl: string, token: string, userUuid: string, page: string = PASSWORD_CHANGE_PAGE): string {
  const query = new URLSearchParams({ token, uid: userUuid });
  return `${publicUrl}${page}?${query.toString()}`;
}

/** `email` is already lowercased and trimmed by the contract schema. */
export async function requestPasswordReset(ctx: AccountContext, { email }: { email: string }): Promise<{ message: string }> {
  const { db, config, mailer } = ctx;
  const answer = { message: MESSAGES.resetMailSent };
  const user = await findUserByEmail(db, email);
  if (!user) return answer;
  if ((await countRecentResetTokens(db, user.id, 60 * 60_000)) >= MAX_RESET_MAILS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'password reset: hourly mail limit reached, no mail sent');
    return answer;
  }

  const token = newResetToken();
  const tokenId = await insertResetToken(db, {
    userId: user.id,
    tokenHash: resetTokenHash(token),
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  // Staff (rights in any gym) reset in the back office; everyone else is a climber.
  const climber = (await membershipsOfUser(db, user.id)).length === 0;
  const mail = passwordResetMail({
    to: email,
    firstName: user.firstName,
    link: resetLink(config.PUBLIC_URL, token, user.uuid, climber ? CLIMBER_PASSWORD_CHANGE_PAGE : PASSWORD_CHANGE_PAGE),
    validMinutes: RESET_LINK_LIFETIME_MS / 60_000,
    tone: climber ? 'tu' : 'vous',
    locale: ctx.locale,
  });
  try {
    await mailer.send(mail);
  } catch (err) {
    // The page shows its failure modal; a link nobody received must not stay usable.
    await deleteResetToken(db, tokenId);
    ctx.log.error({ err, userId: user.id }, 'password reset: the mail could not be sent');
    throw new AppError('unavailable', MESSAGES.genericError);
  }
  return answer;
}

/**
 * Sets the password from a link's `token` and `uid`; any other link and every session of the user
 * end (the caller forgets the browser's cookies when they were that user's). Answers whose password it was.
 */
export async function changePasswordWithLink(
  ctx: AccountContext,
  { query, body }: { query: unknown; body: ChangePasswordBody },
): Promise<{ userId: number; answer: { message: string } }> {
  const { db } = ctx;
  const link = changePasswordQuerySchema.safeParse(query);
  if (!link.success) throw badRequest(MESSAGES.resetLinkInvalid);
  const tokenHash = resetTokenHash(link.data.token);
  const found = await findUsableResetToken(db, tokenHash, link.data.uid, new Date());
  if (!found) throw badRequest(MESSAGES.resetLinkInvalid);

  // Hashing is slow: done outside the transaction, and only for a link that was valid.
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    const now = new Date();
    // A link clicked twice at once: only one request may use it.
    if (!(await consumeResetToken(tx, found.id, now))) throw badRequest(MESSAGES.resetLinkInvalid);
    await updatePasswordHash(tx, found.userId, passwordHash, now);
    await voidResetTokensOfUser(tx, found.userId, now);
    await deleteSessionsOfUser(tx, found.userId);
    await deleteApiTokensOfUser(tx, found.userId);
  });
  // The link proved who owns the account: strangers' failures no longer lock it.
  const owner = await findUserById(db, found.userId);
  if (owner?.email) await liftAccountLoginLimit(ctx.limits, owner.email);
  return { userId: found.userId, answer: { message: MESSAGES.passwordChanged } };
}
