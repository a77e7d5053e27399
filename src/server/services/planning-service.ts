/**
 * Planning (docs/product.md › Route setting: screens 'Pyramide', 'Ressenti'): targets against what is on the walls now and
 * after the strips of the next 14 days, the next sector due and what to set there, and how each
 * setter's grades are felt by the climbers who topped their boulders.
 */
import type { Calibration, Pyramid, TargetsBody } from '../../shared/contract/planning';
import { TARGET_ERRORS } from '../../shared/contract/planning';
import { addCalendarDays, parisDay } from '../../shared/domain/dates';
import { invalidFields, notFound } from '../errors';
import { recordAudit } from '../repositories/audit-repository';
import { difficultiesWithActiveCounts } from '../repositories/circuits-repository';
import { activeByCircuitSectorStyle, replaceTargets, sectorPlans, setterCalibration, targetsOfGym } from '../repositories/planning-repository';
import { authorize, gymRead } from './authorize';
import type { GymRead, ServiceContext } from './context';
import { tagsList } from '../repositories/gyms-repository';

/** Sectors whose planned dismantling is this close (late ones included) count as stripped in 'after'. */
export const STRIP_HORIZON_DAYS = 14;
const MAX_STYLES = 3;
export const CALIBRATION = { months: 12, minVotes: 5, minBoulders: 3, threshold: 15 } as const;

export async function pyramidRead(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymRead<Pyramid>> {
  return gymRead(ctx, gymId, async (now) => {
    const [targets, circuits, sectors, counts, tags] = await Promise.all([
      targetsOfGym(ctx.db, gymId),
      difficultiesWithActiveCounts(ctx.db, gymId),
      sectorPlans(ctx.db, gymId),
      activeByCircuitSectorStyle(ctx.db, gymId),
      tagsList(ctx.db, gymId),
    ]);
    const horizon = addCalendarDays(parisDay(now), STRIP_HORIZON_DAYS);
    const leaving = new Set(sectors.filter((s) => s.active > 0 && s.plannedDismantling !== null && s.plannedDismantling <= horizon).map((s) => s.id));
    const sum = (filter: (c: (typeof counts)[number]) => boolean) => counts.filter(filter).reduce((total, c) => total + c.count, 0);
    const actual = circuits.map((c) => ({
      difficultyId: c.id,
      now: sum((x) => x.difficultyId === c.id),
      after: sum((x) => x.difficultyId === c.id && !leaving.has(x.sectorId)),
    }));
    const due = sectors
      .filter((s) => s.active > 0)
      .sort((a, b) => (a.plannedDismantling ?? '9999').localeCompare(b.plannedDismantling ?? '9999') || a.id - b.id)[0];
    const gymTargets = new Map(targets.filter((t) => t.sectorId === null).map((t) => [t.difficultyId, t.count]));
    const styles = tags.tag_style;
    const toSet = due
      ? actual
          .map((a, order) => ({ ...a, order, gap: (gymTargets.get(a.difficultyId) ?? 0) - a.after }))
          .filter((a) => gymTargets.has(a.difficultyId) && a.gap > 0)
          .sort((a, b) => b.gap - a.gap || a.order - b.order)
          .map((a) => ({
            difficultyId: a.difficultyId,
            count: a.gap,
            // The Mouvement tags least present on this circuit once the strips are done (none counts as zero).
            styles: styles
              .map((tag) => ({
                name: tag.name,
                id: tag.id,
                n: sum((x) => x.difficultyId === a.difficultyId && x.styleTagId === tag.id && !leaving.has(x.sectorId)),
              }))
              .sort((x, y) => x.n - y.n || x.name.localeCompare(y.name, 'fr'))
              .slice(0, MAX_STYLES)
              .map((tag) => tag.name),
          }))
      : [];
    return {
      targets,
      actual,
      nextSector: due ? { id: due.id, name: due.name, plannedDismantling: due.plannedDismantling } : null,
      toSet,
    };
  });
}

/** PUT /api/gyms/{gymId}/pyramid/targets/: replaces all the gym's targets (chief setters and admins). */
export async function replaceGymTargets(ctx: ServiceContext, { gymId, body }: { gymId: number; body: TargetsBody }): Promise<Pyramid> {
  const { staff } = await authorize(ctx, 'setUpGym', { gymId });
  const keys = body.targets.map((t) => `${t.difficultyId}:${t.sectorId ?? ''}`);
  if (new Set(keys).size !== keys.length) throw invalidFields({ targets: [TARGET_ERRORS.duplicate] });
  const [circuits, sectors] = await Promise.all([difficultiesWithActiveCounts(ctx.db, gymId), sectorPlans(ctx.db, gymId)]);
  const circuitIds = new Set(circuits.map((c) => c.id));
  const sectorIds = new Set(sectors.map((s) => s.id));
  if (body.targets.some((t) => !circuitIds.has(t.difficultyId) || (t.sectorId !== null && !sectorIds.has(t.sectorId)))) {
    throw notFound("Ce circuit ou ce secteur n'existe pas dans cette salle.");
  }
  await ctx.db.transaction(async (tx) => {
    const before = await replaceTargets(tx, gymId, body.targets);
    const name = (id: number) => circuits.find((c) => c.id === id)?.name ?? String(id);
    const describe = (list: typeof before) =>
      list
        .filter((t) => t.sectorId === null)
        .map((t) => `${name(t.difficultyId)} ${t.count}`)
        .join(', ') || null;
    await recordAudit(tx, {
      userId: staff.actor.userId,
      gymId,
      action: 'replace_grade_targets',
      entity: 'gym',
      entityId: gymId,
      before: { targets: describe(before) },
      after: { targets: describe(body.targets) },
      kind: 'setup',
    });
  });
  const read = await pyramidRead(ctx, { gymId });
  return read.compute(new Date());
}

/** GET /api/gyms/{gymId}/setters/calibration/ */
export async function calibrationRead(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymRead<Calibration>> {
  return gymRead(ctx, gymId, async (now) => {
    const since = new Date(now);
    since.setMonth(since.getMonth() - CALIBRATION.months);
    const rows = await setterCalibration(ctx.db, gymId, since, CALIBRATION.minVotes);
    return rows.map((row) => {
      const enough = row.boulders >= CALIBRATION.minBoulders && row.votes > 0;
      const figure = enough ? Math.round((100 * (row.harder - row.easier)) / row.votes) : null;
      return {
        setter: { uuid: row.uuid, firstName: row.firstName, lastName: row.lastName },
        figure,
        label: figure === null ? null : figure >= CALIBRATION.threshold ? 'dur' : figure <= -CALIBRATION.threshold ? 'gentil' : 'juste',
        boulders: row.boulders,
        votes: row.votes,
      };
    });
  });
}
