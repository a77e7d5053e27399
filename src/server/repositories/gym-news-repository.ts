/** What climbers want to hear of gyms (climber_gym_notifications; docs/announcements.md). */
import { sql } from 'drizzle-orm';
import { intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface GymNewsRow {
  gymId: number;
  gymName: string;
  email: boolean;
  push: boolean;
  circuits: number[] | null;
}

/**
 * The climber's choices for published gyms, and their home gym (e-mail and push, every circuit) when they
 * gave the consent and made no choice for it; by gym name.
 */
export async function gymNewsOf(db: DbExecutor, userId: number): Promise<GymNewsRow[]> {
  return sqlRows<GymNewsRow>(
    db,
    sql`select g.id as "gymId", g.name as "gymName", n.email, n.push, n.circuit_ids as circuits
        from climber_gym_notifications n join gyms g on g.id = n.gym_id
        where n.user_id = ${userId} and g.status = 'published'
        union all
        select g.id, g.name, true, true, null
        from users u join gyms g on g.id = u.home_gym_id
        where u.id = ${userId} and u.news_consent and g.status = 'published'
          and not exists (select 1 from climber_gym_notifications n where n.user_id = u.id and n.gym_id = g.id)
        order by 2, 1`,
  );
}

/** The published gyms among `gymIds`. */
export async function publishedGyms(db: DbExecutor, gymIds: number[]): Promise<Set<number>> {
  const rows = await sqlRows<{ id: number }>(db, sql`select id from gyms where id = any(${intArray(gymIds)}) and status = 'published'`);
  return new Set(rows.map((r) => r.id));
}

/** The circuits of a gym among `circuitIds`. */
export async function circuitsOfGym(db: DbExecutor, gymId: number, circuitIds: number[]): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(db, sql`select id from gym_difficulties where gym_id = ${gymId} and id = any(${intArray(circuitIds)})`);
  return rows.map((r) => r.id);
}

/** Replaces the climber's choices: those of the gyms listed are written, the others removed (the home gym's default comes back). */
export async function replaceGymNews(tx: DbExecutor, userId: number, choices: { gymId: number; email: boolean; push: boolean; circuits: number[] | null }[]) {
  // One writer per climber at a time: two saves at once end as one of them, whole.
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  await tx.execute(sql`delete from climber_gym_notifications where user_id = ${userId} and gym_id <> all(${intArray(choices.map((c) => c.gymId))})`);
  for (const choice of choices) {
    await tx.execute(
      sql`insert into climber_gym_notifications (user_id, gym_id, email, push, circuit_ids)
          values (${userId}, ${choice.gymId}, ${choice.email}, ${choice.push}, ${choice.circuits === null ? null : intArray(choice.circuits)})
          on conflict (user_id, gym_id) do update set email = excluded.email, push = excluded.push, circuit_ids = excluded.circuit_ids, updated_at = now()`,
    );
  }
}
