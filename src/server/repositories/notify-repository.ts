/** The landing page's notify form: partner gyms and the sign-ups left for them. */
import type { Database } from '../db/client';
import { partnerGyms, potentialNewUsers } from '../db/schema';

export const partnerGymRows = (db: Database) => db.select({ id: partnerGyms.id, name: partnerGyms.name }).from(partnerGyms);

/** A second sign-up of the address for the gym stores nothing (the unique index on email and partner gym). */
export async function insertPotentialUser(db: Database, row: { email: string; partnerGymId: string; ip: string | null }): Promise<void> {
  await db
    .insert(potentialNewUsers)
    .values({ email: row.email, climbingGym: row.partnerGymId, partnerGymId: row.partnerGymId, ip: row.ip })
    .onConflictDoNothing();
}
