/** Setting days (setting_sessions): drafts as typed, and what their validation writes. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { sectorOpenings, settingSessions, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export interface SessionRow {
  id: number;
  gymId: number;
  sectorId: number;
  openingDate: string | null;
  plannedDismantling: string | null;
  keptBoulderIds: number[];
  setterIds: number[];
  rows: unknown[];
  status: 'draft' | 'validated';
  createdBy: number | null;
  updatedAt: Date;
}

const columns = {
  id: settingSessions.id,
  gymId: settingSessions.gymId,
  sectorId: settingSessions.sectorId,
  openingDate: settingSessions.openingDate,
  plannedDismantling: settingSessions.plannedDismantling,
  keptBoulderIds: settingSessions.keptBoulderIds,
  setterIds: settingSessions.setterIds,
  rows: settingSessions.rows,
  status: settingSessions.status,
  createdBy: settingSessions.createdBy,
  updatedAt: settingSessions.updatedAt,
};

export async function findSession(db: DbExecutor, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select(columns).from(settingSessions).where(eq(settingSessions.id, id));
  return row;
}

/** The session, locked until the transaction ends: two validations (or an edit and a validation) take turns. */
export async function lockSession(tx: DbExecutor, id: number): Promise<SessionRow | undefined> {
  const [row] = await tx.select(columns).from(settingSessions).where(eq(settingSessions.id, id)).for('update');
  return row;
}

export async function draftsOfGym(db: DbExecutor, gymId: number): Promise<SessionRow[]> {
  return db
    .select(columns)
    .from(settingSessions)
    .where(and(eq(settingSessions.gymId, gymId), eq(settingSessions.status, 'draft')))
    .orderBy(desc(settingSessions.updatedAt), desc(settingSessions.id));
}

export type SessionValues = Partial<Omit<SessionRow, 'id' | 'gymId' | 'status' | 'updatedAt' | 'createdBy'>>;

export async function insertSession(tx: DbExecutor, values: SessionValues & { gymId: number; sectorId: number; createdBy: number }): Promise<number> {
  const [row] = await tx.insert(settingSessions).values(values).returning({ id: settingSessions.id });
  return row!.id;
}

export async function updateSession(tx: DbExecutor, id: number, values: SessionValues & { status?: 'validated'; openingId?: number }): Promise<void> {
  await tx
    .update(settingSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(settingSessions.id, id));
}

export async function deleteSession(tx: DbExecutor, id: number): Promise<void> {
  await tx.delete(settingSessions).where(eq(settingSessions.id, id));
}

export async function insertOpening(tx: DbExecutor, opening: { sectorId: number; openedAt: string; plannedClosing: string }): Promise<number> {
  const [row] = await tx.insert(sectorOpenings).values(opening).returning({ id: sectorOpenings.id });
  return row!.id;
}

export async function peopleByIds(db: DbExecutor, ids: number[]): Promise<Map<number, { uuid: string; firstName: string; lastName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, uuid: users.uuid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}
