/**
 * Climber accounts (docs/product.md › Climbers: accounts and privacy): sign-up with a confirmation link, logins by session or bearer
 * token, the profile, the data export and the deletion that erases the person but keeps the figures.
 */
import type { Me, SignUpBody, UpdateMeBody } from '../../shared/contract/climber-accounts';
import { CLIMBER_LIMITS, CLIMBER_MESSAGES } from '../../shared/domain/climber-rules';
import { gradeLabel } from '../../shared/domain/grades';
import { MESSAGES } from '../../shared/messages';
import { AppError, conflict, invalidFields, notFound } from '../errors';
import { accountExistsMail, confirmationMail } from '../mail/templates';
import {
  confirmEmailWithToken,
  countRecentConfirmations,
  deleteApiToken,
  deleteApiTokensOfUser,
  eraseAccount,
  exportRows,
  insertApiToken,
  insertClimber,
  insertEmailConfirmation,
  isStaffAnywhere,
  listApiTokens,
  lockAccount,
  updateProfile,
  type ApiTokenRow,
} from '../repositories/climber-accounts-repository';
import { findGym } from '../repositories/climber-reads-repository';
import { deleteSession, deleteSessionsOfUser } from '../repositories/sessions-repository';
import { findUserByEmail, findUserById, updatePasswordHash } from '../repositories/users-repository';
import { checkCredentials, type LoginRequest } from './auth-service';
import type { DbExecutor } from '../db/transaction';
import { requireActor } from './authorize';
import type { AccountContext, Actor, ServiceContext } from './context';
import { startLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { apiTokenHash, newApiToken, newDeviceCookie, newResetToken, resetTokenHash } from './session-tokens';

/** Confirmation mails per account per hour; further requests answer the same but send nothing. */
const MAX_CONFIRMATION_MAILS_PER_HOUR = 5;

/** The page of the climbers' app that reads `token` and confirms the address. */
export const CONFIRMATION_PAGE = '/app/confirm';
const FORGOTTEN_PASSWORD_PAGE = '/password-forgotten/';

/** Who makes the request, as the routes know it: the session or token to keep when others end. */
export interface Caller {
  actor: Actor;
  sessionIdHash: string | null;
  tokenId: number | null;
}

async function checkHomeGym(ctx: ServiceContext, homeGymId: number | null | undefined): Promise<void> {
  if (homeGymId != null && !(await findGym(ctx.db, homeGymId))) throw invalidFields({ homeGymId: [CLIMBER_MESSAGES.homeGymId] });
}

async function sendConfirmation(ctx: AccountContext, user: { id: number; email: string; firstName: string }): Promise<void> {
  const { db, config, mailer } = ctx;
  if ((await countRecentConfirmations(db, user.id, new Date(Date.now() - 60 * 60_000))) >= MAX_CONFIRMATION_MAILS_PER_HOUR) {
    ctx.log.warn({ userId: user.id }, 'confirmation: hourly mail limit reached, no mail sent');
    return;
  }
  const token = newResetToken();
  await insertEmailConfirmation(db, { userId: user.id, tokenHash: resetTokenHash(token), expiresAt: new Date(Date.now() + CLIMBER_LIMITS.confirmationLinkMs) });
  const link = `${config.PUBLIC_URL}${CONFIRMATION_PAGE}?${new URLSearchParams({ token }).toString()}`;
  await mailer.send(confirmationMail({ to: user.email, firstName: user.firstName, link, locale: ctx.locale }));
}

/** How long a second identical sign-up counts as the same one (a double tap, a replayed request). */
const REPEATED_SIGN_UP_MS = 10 * 60_000;

/**
 * The same person sending the same sign-up again: an unconfirmed account made moments ago with this
 * very password. It already has its confirmation mail, so it gets no 'déjà un compte' mail.
 */
async function isRepeatedSignUp(
  existing: { createdAt: Date; emailConfirmedAt: Date | null; deletedAt: Date | null; passwordHash: string | null },
  password: string,
) {
  if (existing.emailConfirmedAt || existing.deletedAt || Date.now() - existing.createdAt.getTime() > REPEATED_SIGN_UP_MS) return false;
  return verifyPassword(password, existing.passwordHash);
}

/**
 * Creates the account and mails its confirmation link. An address that already has an account gets
 * the same answer and a mail saying so: the answer never tells which addresses have an account.
 */
export async function signUp(ctx: AccountContext, body: SignUpBody): Promise<{ email: string }> {
  await checkHomeGym(ctx, body.homeGymId);
  const passwordHash = await hashPassword(body.password);
  const created = await insertClimber(ctx.db, {
    email: body.email,
    passwordHash,
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    homeGymId: body.homeGymId,
    rankingConsent: body.rankingConsent,
    newsConsent: body.newsConsent,
    // The language of the page they signed up from, until they choose one in the app's profile.
    locale: ctx.locale ?? 'fr',
  });
  try {
    if (created) {
      await sendConfirmation(ctx, { id: created.id, email: body.email, firstName: body.firstName });
    } else {
      const existing = await findUserByEmail(ctx.db, body.email);
      const link = `${ctx.config.PUBLIC_URL}${FORGOTTEN_PASSWORD_PAGE}`;
      if (existing && !(await isRepeatedSignUp(existing, body.password))) {
        await ctx.mailer.send(accountExistsMail({ to: body.email, firstName: existing.firstName, link, locale: ctx.locale }));
      }
    }
  } catch (err) {
    // The account exists: its owner can ask for the link again once logged in.
    ctx.log.error({ err }, 'sign-up: the mail could not be sent');
  }
  return { email: body.email };
}

/** Confirms the address of the link's account; 400 for an unknown or expired link. */
export async function confirmEmail(ctx: ServiceContext, { token }: { token: string }): Promise<{ emailConfirmed: true }> {
  const userId = await ctx.db.transaction((tx) => confirmEmailWithToken(tx, resetTokenHash(token), new Date()));
  if (userId === undefined) throw invalidFields({ token: [CLIMBER_MESSAGES.confirmationInvalid] });
  return { emailConfirmed: true };
}

/** Sends a new confirmation link to the logged-in climber; 409 when the address is already confirmed. */
export async function resendConfirmation(ctx: AccountContext): Promise<void> {
  const actor = requireActor(ctx);
  const user = await findUserById(ctx.db, actor.userId);
  if (!user?.email) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
  if (user.emailConfirmedAt) throw conflict(CLIMBER_MESSAGES.alreadyConfirmed);
  try {
    await sendConfirmation(ctx, { id: user.id, email: user.email, firstName: user.firstName });
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'confirmation: the mail could not be sent');
    throw new AppError('unavailable', MESSAGES.genericError);
  }
}

/**
 * A climber's login (any account, staff too): the caller starts the session and hands the device
 * proof back (a cookie), so that strangers' wrong passwords never lock this device out, as the staff
 * login does (login-throttle.ts).
 */
export async function climberLogin(ctx: AccountContext, request: LoginRequest): Promise<Actor & { deviceCookie: string }> {
  const { user, attempt } = await checkCredentials(ctx, request);
  await attempt.succeeded();
  return { userId: user.id, userUuid: user.uuid, deviceCookie: newDeviceCookie(ctx.config.SESSION_SECRET, request.email) };
}

/**
 * A bearer token for a native client: shown in this answer only, with `deviceToken`, the device
 * proof the app sends with its next logins (or the device cookie, for a client that keeps cookies),
 * so that strangers' wrong passwords never lock the owner's device out.
 */
export async function createApiToken(
  ctx: AccountContext,
  request: LoginRequest & { deviceName: string },
): Promise<{ token: string; id: number; expiresAt: string; deviceToken: string }> {
  const { user, attempt } = await checkCredentials(ctx, request);
  await attempt.succeeded();
  const token = newApiToken();
  const row = await insertApiToken(ctx.db, {
    userId: user.id,
    tokenHash: apiTokenHash(ctx.config.SESSION_SECRET, token),
    deviceName: request.deviceName,
    expiresAt: new Date(Date.now() + CLIMBER_LIMITS.tokenIdleMs),
  });
  return { token, id: row.id, expiresAt: row.expiresAt.toISOString(), deviceToken: newDeviceCookie(ctx.config.SESSION_SECRET, request.email) };
}

/** Revokes one of the caller's tokens; 404 for a token that is not theirs. */
export async function revokeApiToken(ctx: ServiceContext, { tokenId }: { tokenId: number }): Promise<void> {
  const actor = requireActor(ctx);
  if (!(await deleteApiToken(ctx.db, actor.userId, tokenId))) throw notFound(CLIMBER_MESSAGES.tokenNotFound);
}

const tokenAnswer = (row: ApiTokenRow) => ({
  id: row.id,
  deviceName: row.deviceName,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export async function me(ctx: ServiceContext): Promise<Me> {
  const actor = requireActor(ctx);
  const [user, tokens] = await Promise.all([findUserById(ctx.db, actor.userId), listApiTokens(ctx.db, actor.userId)]);
  if (!user?.email || user.deletedAt) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
  return {
    uuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    picture: user.profilePicture,
    gender: user.gender,
    homeGymId: user.homeGymId,
    rankingConsent: user.rankingConsent,
    newsConsent: user.newsConsent,
    locale: user.locale,
    emailConfirmed: user.emailConfirmedAt !== null,
    tokens: tokens.map(tokenAnswer),
  };
}

/**
 * Checks the caller's own password through the login throttle (so that a stolen session cannot
 * guess it quickly); a wrong one is a 400 on `field`.
 */
async function checkOwnPassword(ctx: AccountContext, userId: number, password: string, field: string, message: string, ip: string | null) {
  const user = await findUserById(ctx.db, userId);
  if (!user?.email) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
  const attempt = await startLoginAttempt(ctx.limits, { email: user.email, ip, deviceNonce: null });
  if (!(await verifyPassword(password, user.passwordHash))) throw invalidFields({ [field]: [message] });
  await attempt.succeeded();
}

/**
 * Changes the profile. A new password needs the current one and ends every other session and token
 * of the account (this one stays logged in).
 */
export async function updateMe(ctx: AccountContext, { caller, body, ip }: { caller: Caller; body: UpdateMeBody; ip: string | null }): Promise<Me> {
  const { userId } = caller.actor;
  await checkHomeGym(ctx, body.homeGymId);
  let passwordHash: string | null = null;
  if (body.newPassword !== undefined) {
    await checkOwnPassword(ctx, userId, body.currentPassword!, 'currentPassword', CLIMBER_MESSAGES.currentPasswordWrong, ip);
    passwordHash = await hashPassword(body.newPassword);
  }
  const { firstName, lastName, gender, homeGymId, rankingConsent, newsConsent, locale } = body;
  const changes = Object.fromEntries(
    Object.entries({ firstName, lastName, gender, homeGymId, rankingConsent, newsConsent, locale }).filter(([, value]) => value !== undefined),
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockAccount(tx, userId);
    if (!row || row.deletedAt) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
    await updateProfile(tx, userId, changes);
    if (passwordHash) {
      const now = new Date();
      await updatePasswordHash(tx, userId, passwordHash, now);
      await endOtherSessions(tx, caller);
    }
  });
  return me(ctx);
}

async function endOtherSessions(tx: DbExecutor, caller: Caller): Promise<void> {
  const { userId } = caller.actor;
  await deleteApiTokensOfUser(tx, userId, caller.tokenId);
  await deleteSessionsOfUser(tx, userId, caller.sessionIdHash);
}

/**
 * Deletes the account after checking its password (docs/product.md › Climbers: accounts and privacy). Staff accounts are refused
 * (409): a gym's admin removes them from the team first.
 */
export async function deleteMe(ctx: AccountContext, { caller, password, ip }: { caller: Caller; password: string; ip: string | null }): Promise<void> {
  const { userId } = caller.actor;
  await checkOwnPassword(ctx, userId, password, 'password', CLIMBER_MESSAGES.deletionPasswordWrong, ip);
  await ctx.db.transaction(async (tx) => {
    const row = await lockAccount(tx, userId);
    if (!row || row.deletedAt) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
    if (await isStaffAnywhere(tx, userId)) throw conflict(CLIMBER_MESSAGES.staffCannotDelete);
    await eraseAccount(tx, userId, new Date());
  });
  if (caller.sessionIdHash) await deleteSession(ctx.db, caller.sessionIdHash);
}

/** Everything the account holds, as a JSON file (docs/product.md › Climbers: accounts and privacy). */
export async function exportMe(ctx: ServiceContext) {
  const actor = requireActor(ctx);
  const account = await me(ctx);
  const rows = await exportRows(ctx.db, actor.userId);
  return {
    account,
    ascents: rows.ascents.map((a) => ({ ...a, loggedAt: a.loggedAt.toISOString() })),
    ratings: rows.ratings.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    gradeVotes: rows.gradeVotes.map((v) => ({ boulderId: v.boulderId, feeling: v.feeling, grade: gradeLabel(v.grade), createdAt: v.createdAt.toISOString() })),
    comments: rows.comments.map((c) => ({ id: c.id, boulderId: c.boulderId, text: c.text, createdAt: c.createdAt.toISOString(), hidden: c.hiddenAt !== null })),
  };
}
