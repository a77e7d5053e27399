/** Login, the logged-in user's card and their own password change (docs/product.md › Back office: calls). */
import type { LoginResponse, RouteSetterInfo } from '../../shared/contract/auth';
import type { ChangePasswordBody } from '../../shared/domain/password';
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../errors';
import { voidResetTokensOfUser } from '../repositories/password-reset-tokens-repository';
import { deleteApiTokensOfUser } from '../repositories/climber-accounts-repository';
import { deleteSessionsOfUser } from '../repositories/sessions-repository';
import { findUserByEmail, findUserById, staffSummary, updatePasswordHash, type UserRow } from '../repositories/users-repository';
import { authorizeSelf } from './authorize';
import type { AccountContext, Actor, ServiceContext } from './context';
import { startLoginAttempt, type LoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { deviceNonce, newDeviceCookie } from './session-tokens';

/** The browser's device cookie (HttpOnly, sent to the login call only). */
export const DEVICE_COOKIE = 'gaston_device';

export interface LoginRequest {
  /** Already lowercased and trimmed by the contract schema. */
  email: string;
  password: string;
  ip: string | null;
  /** The browser's device cookie, if it sent one. */
  deviceCookie: string | undefined;
}

export interface LoggedIn {
  /** Who the new session is for: the caller starts it. */
  user: Actor;
  /** The device cookie to give the browser for this account (see login-throttle.ts). */
  deviceCookie: string;
  answer: LoginResponse;
}

/**
 * The account behind an e-mail and password, through the login throttle (login-throttle.ts); the
 * same 401 for an unknown e-mail, a wrong password and a deleted account. The caller ends the
 * attempt: `succeeded()` once the login is granted, `notAFailure()` when it refuses it for another reason.
 */
export async function checkCredentials(
  ctx: AccountContext,
  { email, password, ip, deviceCookie }: LoginRequest,
): Promise<{ user: UserRow; attempt: LoginAttempt }> {
  const { db, config, limits } = ctx;
  const attempt = await startLoginAttempt(limits, { email, ip, deviceNonce: deviceNonce(config.SESSION_SECRET, deviceCookie, email) });
  const user = await findUserByEmail(db, email);
  // Unknown accounts still pay for a hash, so the answer time does not reveal which e-mails exist.
  const passwordMatches = await verifyPassword(password, user?.passwordHash);
  if (!user || !passwordMatches) throw new AppError('unauthenticated', MESSAGES.loginFailed);
  return { user, attempt };
}

export async function login(ctx: AccountContext, request: LoginRequest): Promise<LoggedIn> {
  const { db, config } = ctx;
  const { email } = request;
  const { user, attempt } = await checkCredentials(ctx, request);

  if (!(await staffSummary(db, user.id)).isStaff) {
    await attempt.notAFailure();
    throw new AppError('forbidden', MESSAGES.notStaff);
  }
  await attempt.succeeded();
  return {
    user: { userId: user.id, userUuid: user.uuid },
    deviceCookie: newDeviceCookie(config.SESSION_SECRET, email),
    answer: { message: MESSAGES.loginSucceeded, uuid: user.uuid },
  };
}

/** The sidebar card; `userUuid` must be the logged-in user's. */
export async function routeSetterInfo(ctx: ServiceContext, { userUuid }: { userUuid: string }): Promise<RouteSetterInfo> {
  const actor = authorizeSelf(ctx, userUuid);
  const { db } = ctx;
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
  const { isAdmin } = await staffSummary(db, user.id);
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    profile_picture: user.profilePicture,
    is_admin: isAdmin,
    isAdmin,
  };
}

/**
 * The logged-in user sets a new password. Every session of the user ends, this one included (the
 * caller forgets the browser's cookies), and any reset link still open stops working.
 */
export async function changeOwnPassword(ctx: ServiceContext, { userUuid, body }: { userUuid: string; body: ChangePasswordBody }): Promise<{ message: string }> {
  const actor = authorizeSelf(ctx, userUuid);
  const passwordHash = await hashPassword(body.new_password);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await updatePasswordHash(tx, actor.userId, passwordHash, now);
    await voidResetTokensOfUser(tx, actor.userId, now);
    await deleteSessionsOfUser(tx, actor.userId);
    await deleteApiTokensOfUser(tx, actor.userId);
  });
  return { message: MESSAGES.passwordChanged };
}
