/** Login, logout, the logged-in user's card and their own password change (back-office.md §7). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, RouteSetterInfo } from '../../shared/contract/auth';
import type { ChangePasswordBody } from '../../shared/domain/password';
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../errors';
import { clientIp, createSession, destroySession, forgetSession, requireSelf } from '../plugins/session';
import { voidResetTokensOfUser } from '../repositories/password-reset-tokens-repository';
import { deleteSessionsOfUser } from '../repositories/sessions-repository';
import { findUserByEmail, findUserById, staffSummary, updatePasswordHash } from '../repositories/users-repository';
import { startLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { deviceNonce, newDeviceCookie } from './session-tokens';

/** The browser's device cookie (HttpOnly, sent to the login call only). */
export const DEVICE_COOKIE = 'gaston_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * `email` is already lowercased and trimmed by the contract schema. A successful login gives the
 * browser a device cookie for this account (see login-throttle.ts).
 */
export async function login(request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<LoginResponse> {
  const { db, config, limits } = request.server;
  const attempt = await startLoginAttempt(limits, {
    email,
    ip: clientIp(request),
    deviceNonce: deviceNonce(config.SESSION_SECRET, request.cookies[DEVICE_COOKIE], email),
  });
  const user = await findUserByEmail(db, email);
  // Unknown accounts still pay for a hash, so the answer time does not reveal which e-mails exist.
  const passwordMatches = await verifyPassword(password, user?.passwordHash);
  if (!user || !passwordMatches) throw new AppError('unauthenticated', MESSAGES.loginFailed);

  if (!(await staffSummary(db, user.id)).isStaff) {
    await attempt.notAFailure();
    throw new AppError('forbidden', MESSAGES.notStaff);
  }
  await attempt.succeeded();
  await createSession(request, reply, user.id, user.uuid);
  reply.setCookie(DEVICE_COOKIE, newDeviceCookie(config.SESSION_SECRET, email), {
    path: '/api/login',
    sameSite: 'strict',
    secure: config.secure,
    httpOnly: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
  return { message: MESSAGES.loginSucceeded, uuid: user.uuid };
}

export async function logout(request: FastifyRequest, reply: FastifyReply): Promise<{ message: string }> {
  await destroySession(request, reply);
  return { message: MESSAGES.logoutSucceeded };
}

/** The sidebar card; `userUuid` must be the logged-in user's. */
export async function routeSetterInfo(request: FastifyRequest, userUuid: string): Promise<RouteSetterInfo> {
  const auth = requireSelf(request, userUuid);
  const { db } = request.server;
  const user = await findUserById(db, auth.userId);
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
 * The logged-in user sets a new password. Every session of the user ends, this one included,
 * and any reset link still open stops working.
 */
export async function changeOwnPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  userUuid: string,
  body: ChangePasswordBody,
): Promise<{ message: string }> {
  const auth = requireSelf(request, userUuid);
  const passwordHash = await hashPassword(body.new_password);
  await request.server.db.transaction(async (tx) => {
    const now = new Date();
    await updatePasswordHash(tx, auth.userId, passwordHash, now);
    await voidResetTokensOfUser(tx, auth.userId, now);
    await deleteSessionsOfUser(tx, auth.userId);
  });
  forgetSession(request, reply);
  return { message: MESSAGES.passwordChanged };
}
