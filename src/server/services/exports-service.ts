/** CSV exports for the gym's spreadsheets (docs/product.md › Route setting: screens 'Exports'): every staff member, marketing included. */
import { formatInputDate, parisDay } from '../../shared/domain/dates';
import { levelNumber } from '../../shared/domain/levels';
import { asciiSlug } from '../../shared/domain/text-folding';
import { toCsv } from '../lib/csv';
import { gymComments } from '../repositories/comments-repository';
import { boulderIdsOfGym, openingsOfGym } from '../repositories/exports-repository';
import { describeGyms } from '../repositories/gyms-repository';
import { loadRoutes } from '../repositories/routes-repository';
import { authorize } from './authorize';
import type { ServiceContext } from './context';

import type { ExportKind } from '../../shared/contract/exports';

const FILE_PREFIX: Record<ExportKind, string> = { boulders: 'blocs', comments: 'commentaires', openings: 'ouvertures' };
/** Boulders are loaded with their statistics this many at a time. */
const CHUNK = 500;

const day = (iso: string | null | undefined) => (iso ? formatInputDate(iso) : '');

/** GET /api/gyms/{gymId}/exports/{kind}.csv: the file and its name `{kind}-{salle}-{date}.csv`. */
export async function exportCsv(
  ctx: ServiceContext,
  { gymId, kind, all }: { gymId: number; kind: ExportKind; all: boolean },
): Promise<{ csv: string; fileName: string }> {
  await authorize(ctx, 'read', { gymId });
  const now = new Date();
  const [gym] = await describeGyms(ctx.db, [gymId]);
  const fileName = `${FILE_PREFIX[kind]}-${asciiSlug(gym?.name ?? 'salle')}-${parisDay(now)}.csv`;
  if (kind === 'openings') {
    const rows = await openingsOfGym(ctx.db, gymId);
    return {
      fileName,
      csv: toCsv(
        ['Secteur', 'Ouverture', 'Démontage prévu', 'Démontage', 'Blocs ouverts', 'Blocs encore actifs'],
        rows.map((r) => [r.sector, day(r.openedAt), day(r.plannedClosing), day(r.closedAt), r.boulders, r.active]),
      ),
    };
  }
  if (kind === 'comments') {
    const comments = await gymComments(ctx.db, gymId);
    return {
      fileName,
      csv: toCsv(
        ['Date', 'Bloc', 'Secteur', 'Grimpeur', 'Commentaire'],
        comments.map((c) => [formatInputDate(c.created_at), c.route.name, c.route.sector.name, `${c.user.first_name} ${c.user.last_name}`.trim(), c.comment]),
      ),
    };
  }
  const ids = await boulderIdsOfGym(ctx.db, gymId, all);
  const lines = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    for (const r of await loadRoutes(ctx.db, ids.slice(start, start + CHUNK), now)) {
      lines.push([
        r.id,
        r.name,
        r.sector.name,
        r.gym_difficulty.name,
        r.difficulty,
        levelNumber(r.level),
        r.tag_steepness?.name,
        r.tag_grips?.name,
        r.tag_style?.name,
        r.route_setter,
        day(r.created_at && parisDay(r.created_at)),
        day(r.planned_dismantling),
        r.closed_at ? day(parisDay(r.closed_at)) : '',
        r.route_active ? 'Actif' : 'Fermé',
        r.total_tries,
        r.success_rate,
        r.success_flash_rate,
        r.average_tries_before_top,
        r.average_grading,
        r.average_ranking,
        r.average_ranking_count,
        r.comments.length,
      ]);
    }
  }
  return {
    fileName,
    csv: toCsv(
      [
        'Id',
        'Nom',
        'Secteur',
        'Circuit',
        'Sous-niveau',
        'Niveau',
        'Inclinaison',
        'Prises',
        'Mouvement',
        'Ouvreur',
        'Ouverture',
        'Démontage prévu',
        'Démontage',
        'Statut',
        'Essais',
        'Taux de réussite (%)',
        'Taux de flash (%)',
        'Essais avant réussite',
        'Cotation moyenne',
        'Note moyenne',
        'Nombre de notes',
        'Commentaires',
      ],
      lines,
    ),
  };
}
