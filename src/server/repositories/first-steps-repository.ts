/** What a gym has already set up, for the dashboard's 'Premiers pas' card (docs/product.md › Going live: first steps and empty gyms). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { gymStaff, gyms } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface GymProgressRow {
  plan: boolean;
  sectors: boolean;
  circuits: boolean;
  boulders: boolean;
  team: boolean;
  poster: boolean;
  publish: boolean;
  hidden: boolean;
}

/** Each step's tick, computed from the gym's rows; `hidden` is `userId`'s 'Masquer'. */
export async function gymProgress(db: DbExecutor, gymId: number, userId: number, now: Date): Promise<GymProgressRow> {
  const [row] = await sqlRows<GymProgressRow>(
    db,
    sql`select g.sectors_picture is not null as plan,
               exists (select 1 from sectors s where s.gym_id = g.id) as sectors,
               exists (select 1 from gym_difficulties d where d.gym_id = g.id) as circuits,
               exists (select 1 from boulders b where b.gym_id = g.id and b.closed_at is null) as boulders,
               (exists (select 1 from gym_staff st where st.gym_id = g.id and st.user_id <> ${userId})
                 or exists (select 1 from gym_invitation_gyms ig join gym_invitations i on i.id = ig.invitation_id
                            where ig.gym_id = g.id and i.accepted_at is null and i.expires_at > ${now})) as team,
               g.poster_downloaded_at is not null as poster,
               g.status = 'published' as publish,
               coalesce((select st.first_steps_hidden_at is not null from gym_staff st where st.gym_id = g.id and st.user_id = ${userId}), false) as hidden
        from gyms g where g.id = ${gymId}`,
  );
  return row!;
}

export async function hideFirstSteps(db: DbExecutor, gymId: number, userId: number, at: Date): Promise<void> {
  await db
    .update(gymStaff)
    .set({ firstStepsHiddenAt: at })
    .where(and(eq(gymStaff.gymId, gymId), eq(gymStaff.userId, userId), isNull(gymStaff.firstStepsHiddenAt)));
}

/** The first download of the poster ticks its step; later ones change nothing. */
export async function markPosterDownloaded(db: DbExecutor, gymId: number, at: Date): Promise<void> {
  await db
    .update(gyms)
    .set({ posterDownloadedAt: at })
    .where(and(eq(gyms.id, gymId), isNull(gyms.posterDownloadedAt)));
}
