/**
 * A gym made from nothing (docs/product.md › Going live: operator command; Going live: gym sign-up), with its template's circuits and tags, and the
 * operator's view of every gym.
 */
import { eq, sql } from 'drizzle-orm';
import { difficultyIcon } from '../../shared/domain/circuit-icon';
import type { GymStatus } from '../../shared/domain/gym-status';
import { gymDifficulties, gyms, tags } from '../db/schema';
import { COLOUR_TEMPLATE, TAG_VOCABULARY } from '../../shared/domain/gym-templates';
import { instant, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export const GYM_TEMPLATES = ['couleurs', 'vide'] as const;
export type GymTemplate = (typeof GYM_TEMPLATES)[number];

/**
 * Inserts a draft gym. `couleurs` adds the colour circuits (colours and grades) and
 * the tag vocabulary (with its catalogue ids, so its styles count in the Gaston Index); `vide` adds nothing.
 */
export async function insertGymFromTemplate(tx: DbExecutor, gym: { name: string; city: string; template: GymTemplate; status?: GymStatus }): Promise<number> {
  const model = COLOUR_TEMPLATE;
  const colours = gym.template === 'couleurs';
  const [row] = await tx
    .insert(gyms)
    .values({ name: gym.name, city: gym.city, status: gym.status ?? 'draft', isCustomDifficultySystemColor: colours && model.isCustomDifficultySystemColor })
    .returning({ id: gyms.id });
  const gymId = row!.id;
  if (!colours) return gymId;
  await tx.insert(gymDifficulties).values(
    model.circuits.map((c, index) => ({
      gymId,
      name: c.name,
      svg: difficultyIcon(model.icon, c.color1, c.color2 ?? null, c.name),
      correspondingDifficulty: c.grade,
      color1: c.color1,
      color2: c.color2 ?? null,
      position: index + 1,
    })),
  );
  let catalogId = 0;
  const tagRows = (['steepness', 'grips', 'style'] as const).flatMap((kind) =>
    TAG_VOCABULARY[kind].map((name) => ({ gymId, kind, name, catalogId: ++catalogId })),
  );
  await tx.insert(tags).values(tagRows);
  return gymId;
}

export async function setGymStatus(tx: DbExecutor, gymId: number, status: GymStatus): Promise<void> {
  await tx.update(gyms).set({ status }).where(eq(gyms.id, gymId));
}

export async function lockGymStatus(tx: DbExecutor, gymId: number): Promise<{ id: number; name: string; status: GymStatus } | undefined> {
  const [row] = await tx.select({ id: gyms.id, name: gyms.name, status: gyms.status }).from(gyms).where(eq(gyms.id, gymId)).for('no key update');
  return row;
}

export interface OperatorGymRow {
  id: number;
  name: string;
  city: string;
  status: GymStatus;
  activeBoulders: number;
  staff: number;
  activeClimbers: number;
  createdAt: Date;
}

/** Every gym with its active boulders, staff and climbers active since `sinceDay` (a Paris day). */
export async function operatorGymList(db: DbExecutor, sinceDay: string): Promise<OperatorGymRow[]> {
  const rows = await sqlRows<Omit<OperatorGymRow, 'createdAt'> & { createdAt: string }>(
    db,
    sql`select g.id, g.name, g.city, g.status, g.created_at as "createdAt",
               (select count(*)::int from boulders b where b.gym_id = g.id and b.closed_at is null) as "activeBoulders",
               (select count(*)::int from gym_staff s where s.gym_id = g.id) as staff,
               (select count(distinct d.user_id)::int from gym_climber_days d where d.gym_id = g.id and d.day >= ${sinceDay}::date) as "activeClimbers"
        from gyms g order by g.id`,
  );
  return rows.map((r) => ({ ...r, createdAt: instant(r.createdAt) }));
}

/** Draft gyms this person administers (docs/product.md › Going live: gym sign-up: 5 at most per account). */
export async function draftGymsAdministeredBy(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from gym_staff s join gyms g on g.id = s.gym_id where s.user_id = ${userId} and s.is_admin and g.status = 'draft'`,
  );
  return row!.n;
}
