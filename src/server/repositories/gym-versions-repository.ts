/** The data versions of gyms (gym_data_versions), which the read cache compares with its answers'. */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gymDataVersions } from '../db/schema';

export interface GymVersionRow {
  gymId: number;
  version: number;
  activityVersion: number;
}

export async function gymVersionRows(db: Database, gymIds: number[]): Promise<Map<number, GymVersionRow>> {
  const rows = await db
    .select({ gymId: gymDataVersions.gymId, version: gymDataVersions.version, activityVersion: gymDataVersions.activityVersion })
    .from(gymDataVersions)
    .where(inArray(gymDataVersions.gymId, gymIds));
  return new Map(rows.map((r) => [r.gymId, r]));
}
