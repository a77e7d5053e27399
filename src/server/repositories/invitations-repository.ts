/** Staff invitations (docs/product.md › Going live: invitations) and the staff rights they grant. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccessType } from '../../shared/domain/roles';
import { gymInvitationGyms, gymInvitations, gymStaff, gyms, users } from '../db/schema';
import { instant, intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface InvitationRow {
  id: number;
  email: string;
  accessTypes: AccessType[];
  isAdmin: boolean;
  invitedBy: number | null;
  sentAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  gyms: { id: number; name: string }[];
}

/**
 * Invitations to one address are written one at a time (a transaction-scoped lock on the address):
 * two admins inviting the same person at once make one invitation, not two.
 */
export async function lockInvitationsOfEmail(tx: DbExecutor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gaston:invitation'), hashtext(${email}))`);
}

const INVITATION_COLUMNS = sql`i.id, i.email, i.access_types as "accessTypes", i.is_admin as "isAdmin", i.invited_by as "invitedBy",
  i.sent_at as "sentAt", i.expires_at as "expiresAt", i.accepted_at as "acceptedAt",
  (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id), '[]'::json)
     from gym_invitation_gyms ig join gyms g on g.id = ig.gym_id where ig.invitation_id = i.id) as gyms`;

type RawInvitation = Omit<InvitationRow, 'sentAt' | 'expiresAt' | 'acceptedAt'> & { sentAt: string; expiresAt: string; acceptedAt: string | null };
const invitationOf = (row: RawInvitation): InvitationRow => ({
  ...row,
  sentAt: instant(row.sentAt),
  expiresAt: instant(row.expiresAt),
  acceptedAt: row.acceptedAt === null ? null : instant(row.acceptedAt),
});

/** Invitations not accepted yet (expired ones included, so that they can be sent again) naming one of these gyms, newest first. */
export async function openInvitationsOfGyms(db: DbExecutor, gymIds: number[]): Promise<InvitationRow[]> {
  const rows = await sqlRows<RawInvitation>(
    db,
    sql`select ${INVITATION_COLUMNS} from gym_invitations i
        where i.accepted_at is null
          and exists (select 1 from gym_invitation_gyms ig where ig.invitation_id = i.id and ig.gym_id = any(${intArray(gymIds)}))
        order by i.sent_at desc, i.id desc`,
  );
  return rows.map(invitationOf);
}

/** Invitations of this address not accepted and not expired at `now`. */
export async function pendingInvitationsOfEmail(db: DbExecutor, email: string, now: Date): Promise<InvitationRow[]> {
  const rows = await sqlRows<RawInvitation>(
    db,
    sql`select ${INVITATION_COLUMNS} from gym_invitations i where i.email = ${email} and i.accepted_at is null and i.expires_at > ${now} order by i.id`,
  );
  return rows.map(invitationOf);
}

export async function findInvitation(db: DbExecutor, id: number, options: { lock?: boolean } = {}): Promise<InvitationRow | undefined> {
  const [row] = await sqlRows<RawInvitation>(
    db,
    sql`select ${INVITATION_COLUMNS} from gym_invitations i where i.id = ${id} ${options.lock ? sql`for update of i` : sql``}`,
  );
  return row && invitationOf(row);
}

/** The invitation of a link still usable at `now` (not accepted, not replaced, not cancelled, not expired); locked with `lock`. */
export async function findUsableInvitationByToken(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const [row] = await sqlRows<RawInvitation>(
    db,
    sql`select ${INVITATION_COLUMNS} from gym_invitations i
        where i.token_hash = ${tokenHash} and i.accepted_at is null and i.expires_at > ${now}
        ${options.lock ? sql`for update of i` : sql``}`,
  );
  return row && invitationOf(row);
}

export async function insertInvitation(
  tx: DbExecutor,
  row: {
    email: string;
    tokenHash: string;
    accessTypes: AccessType[];
    isAdmin: boolean;
    invitedBy: number | null;
    sentAt: Date;
    expiresAt: Date;
    gymIds: number[];
  },
): Promise<number> {
  const { gymIds, ...invitation } = row;
  const [inserted] = await tx.insert(gymInvitations).values(invitation).returning({ id: gymInvitations.id });
  await tx.insert(gymInvitationGyms).values(gymIds.map((gymId) => ({ invitationId: inserted!.id, gymId })));
  return inserted!.id;
}

/** 'Renvoyer': a new token (the old link stops working) and a new validity. */
export async function replaceInvitationToken(tx: DbExecutor, id: number, tokenHash: string, sentAt: Date, expiresAt: Date): Promise<void> {
  await tx.update(gymInvitations).set({ tokenHash, sentAt, expiresAt }).where(eq(gymInvitations.id, id));
}

export async function deleteInvitation(tx: DbExecutor, id: number): Promise<boolean> {
  const deleted = await tx.delete(gymInvitations).where(eq(gymInvitations.id, id)).returning({ id: gymInvitations.id });
  return deleted.length > 0;
}

export async function markInvitationAccepted(tx: DbExecutor, id: number, userId: number, at: Date): Promise<void> {
  await tx.update(gymInvitations).set({ acceptedAt: at, acceptedBy: userId }).where(eq(gymInvitations.id, id));
}

/** The gyms among `gymIds` where the account with this address already works (any right). */
export async function gymsWhereEmailIsStaff(db: DbExecutor, email: string, gymIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ gymId: gymStaff.gymId })
    .from(gymStaff)
    .innerJoin(users, eq(users.id, gymStaff.userId))
    .where(and(eq(users.email, email), inArray(gymStaff.gymId, gymIds)));
  return rows.map((r) => r.gymId);
}

/**
 * Adds rights to the person's staff row on the gym (creating it): access types are added to those
 * they hold, and the admin flag is only ever turned on. Answers the row before, if any.
 */
export async function grantStaffRights(
  tx: DbExecutor,
  userId: number,
  gymId: number,
  rights: { accessTypes: AccessType[]; isAdmin: boolean },
): Promise<{ before: { accessTypes: AccessType[]; isAdmin: boolean } | undefined; after: { accessTypes: AccessType[]; isAdmin: boolean } }> {
  const [before] = await tx
    .select({ accessTypes: gymStaff.accessTypes, isAdmin: gymStaff.isAdmin })
    .from(gymStaff)
    .where(and(eq(gymStaff.userId, userId), eq(gymStaff.gymId, gymId)))
    .for('update');
  const [after] = await tx
    .insert(gymStaff)
    .values({ gymId, userId, accessTypes: rights.accessTypes, isAdmin: rights.isAdmin })
    .onConflictDoUpdate({
      target: [gymStaff.gymId, gymStaff.userId],
      set: {
        accessTypes: sql`array(select distinct t from unnest(${gymStaff.accessTypes} || excluded.access_types) t order by t)`,
        isAdmin: sql`${gymStaff.isAdmin} or excluded.is_admin`,
      },
    })
    .returning({ accessTypes: gymStaff.accessTypes, isAdmin: gymStaff.isAdmin });
  return { before, after: after! };
}

/** The names of these gyms, by name. */
export async function gymNames(db: DbExecutor, gymIds: number[]): Promise<{ id: number; name: string }[]> {
  if (gymIds.length === 0) return [];
  return db.select({ id: gyms.id, name: gyms.name }).from(gyms).where(inArray(gyms.id, gymIds)).orderBy(gyms.name, gyms.id);
}
