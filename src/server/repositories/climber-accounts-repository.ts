/** Climber accounts (docs/product.md › Climbers: accounts and privacy): sign-ups, confirmation links, bearer tokens, profile and deletion. */
import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { apiTokens, ascents, comments, emailConfirmations, gradeProposals, gymStaff, passwordResetTokens, ratings, sessions, users } from '../db/schema';
import { preparedPerExecutor, type DbExecutor } from '../db/transaction';
import type { Locale } from '../../shared/i18n/locales';

export interface NewClimber {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  gender: 'female' | 'male' | null;
  homeGymId: number | null;
  rankingConsent: boolean;
  newsConsent: boolean;
  locale: Locale;
}

/** The new account's ids, or undefined when the e-mail already has an account. */
export async function insertClimber(db: DbExecutor, climber: NewClimber): Promise<{ id: number; uuid: string } | undefined> {
  const [row] = await db.insert(users).values(climber).onConflictDoNothing().returning({ id: users.id, uuid: users.uuid });
  return row;
}

export async function insertEmailConfirmation(db: DbExecutor, row: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(emailConfirmations).values(row);
}

/** Uses a confirmation link: the account is confirmed and its links are gone. Answers the user's id, or undefined. */
export async function confirmEmailWithToken(db: DbExecutor, tokenHash: string, now: Date): Promise<number | undefined> {
  const [link] = await db
    .select({ userId: emailConfirmations.userId })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.tokenHash, tokenHash), gt(emailConfirmations.expiresAt, now)))
    .limit(1);
  if (!link) return undefined;
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})` })
    .where(eq(users.id, link.userId));
  await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, link.userId));
  return link.userId;
}

export async function countRecentConfirmations(db: DbExecutor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)));
  return row?.n ?? 0;
}

export async function deleteExpiredConfirmations(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(emailConfirmations).where(lt(emailConfirmations.expiresAt, now));
}

// ---------------------------------------------------------------- bearer tokens

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(db: DbExecutor, row: { userId: number; tokenHash: string; deviceName: string; expiresAt: Date }): Promise<ApiTokenRow> {
  const [token] = await db.insert(apiTokens).values(row).returning();
  return token!;
}

/** The token with its user's public id, or undefined. */
export async function findApiToken(db: DbExecutor, tokenHash: string): Promise<(ApiTokenRow & { userUuid: string }) | undefined> {
  const [row] = await findApiTokenQuery(db).execute({ tokenHash });
  return row ? { ...row.token, userUuid: row.userUuid } : undefined;
}

// Every call of the climbers' app looks its token up: a prepared statement (see preparedPerExecutor).
const findApiTokenQuery = preparedPerExecutor((db) =>
  db
    .select({ token: apiTokens, userUuid: users.uuid })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_api_token'),
);

export async function touchApiToken(db: DbExecutor, id: number, at: Date, expiresAt: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: at, expiresAt }).where(eq(apiTokens.id, id));
}

export async function listApiTokens(db: DbExecutor, userId: number): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.lastUsedAt), asc(apiTokens.id));
}

/** Deletes one of the user's tokens; false when the user has no such token. */
export async function deleteApiToken(db: DbExecutor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

export async function deleteApiTokenById(db: DbExecutor, id: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.id, id));
}

/** Ends every token of the user but `keepId` (the one making the request, if any). */
export async function deleteApiTokensOfUser(db: DbExecutor, userId: number, keepId: number | null = null): Promise<void> {
  await db.delete(apiTokens).where(and(eq(apiTokens.userId, userId), keepId === null ? undefined : ne(apiTokens.id, keepId)));
}

export async function deleteExpiredApiTokens(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now));
}

// ---------------------------------------------------------------- profile

export type ProfileChanges = Partial<
  Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'gender' | 'homeGymId' | 'rankingConsent' | 'newsConsent' | 'locale'>
>;

export async function updateProfile(db: DbExecutor, userId: number, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function isStaffAnywhere(db: DbExecutor, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: gymStaff.userId }).from(gymStaff).where(eq(gymStaff.userId, userId)).limit(1);
  return row !== undefined;
}

/**
 * Erases the person (docs/product.md › Climbers: accounts and privacy): name, e-mail, picture, password, sessions, tokens and comments
 * go; the row stays, under a new uuid, holding the ascents, ratings and grade votes that gym
 * statistics count. The caller locks the row first.
 */
export async function eraseAccount(db: DbExecutor, userId: number, now: Date): Promise<void> {
  await db.delete(comments).where(eq(comments.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
  await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db
    .update(users)
    .set({
      uuid: sql`gen_random_uuid()`,
      email: null,
      passwordHash: null,
      firstName: '',
      lastName: '',
      gender: null,
      profilePicture: null,
      homeGymId: null,
      rankingConsent: false,
      newsConsent: false,
      emailConfirmedAt: null,
      passwordChangedAt: now,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Locks the account row for a write that must not interleave with its deletion. */
export async function lockAccount(db: DbExecutor, userId: number): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

// ---------------------------------------------------------------- export

export async function exportRows(db: DbExecutor, userId: number) {
  const [ascentRows, ratingRows, voteRows, commentRows] = await Promise.all([
    db
      .select({ clientId: ascents.clientId, boulderId: ascents.boulderId, tries: ascents.tries, topped: ascents.topped, loggedAt: ascents.loggedAt })
      .from(ascents)
      .where(eq(ascents.userId, userId))
      .orderBy(asc(ascents.loggedAt), asc(ascents.id)),
    db.select({ boulderId: ratings.boulderId, stars: ratings.stars, createdAt: ratings.createdAt }).from(ratings).where(eq(ratings.userId, userId)),
    db
      .select({ boulderId: gradeProposals.boulderId, grade: gradeProposals.grade, feeling: gradeProposals.feeling, createdAt: gradeProposals.createdAt })
      .from(gradeProposals)
      .where(eq(gradeProposals.userId, userId)),
    db
      .select({ id: comments.id, boulderId: comments.boulderId, text: comments.comment, createdAt: comments.createdAt, hiddenAt: comments.hiddenAt })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt)),
  ]);
  return { ascents: ascentRows, ratings: ratingRows, gradeVotes: voteRows, comments: commentRows };
}
