/** The gym's CSV exports (docs/product.md › Route setting: screens): which file, and whether closed boulders come too. */
import { z } from 'zod';
import { EXPORT_KINDS } from './export-paths';
import { idSegment } from './params';

export { EXPORT_KINDS, exportPath, type ExportKind } from './export-paths';

export const exportParamsSchema = z.object({
  gymId: idSegment('de salle'),
  file: z.enum(EXPORT_KINDS.map((kind) => `${kind}.csv`) as [string, ...string[]], { error: 'export inconnu : boulders.csv, comments.csv ou openings.csv' }),
});
export const exportQuerySchema = z.object({ all: z.enum(['0', '1'], { error: "'all' vaut 0 ou 1" }).optional() });
