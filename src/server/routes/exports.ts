/** CSV exports (route-setting.md §5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSegment } from '../../shared/contract/params';
import { authenticate, contextOf } from '../plugins/session';
import { EXPORT_KINDS, exportCsv } from '../services/exports-service';

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gyms/:gymId/exports/:file',
    {
      onRequest: authenticate,
      schema: {
        params: z.object({
          gymId: idSegment('de salle'),
          file: z.enum(EXPORT_KINDS.map((kind) => `${kind}.csv`) as [string, ...string[]], {
            error: 'export inconnu : boulders.csv, comments.csv ou openings.csv',
          }),
        }),
        querystring: z.object({ all: z.enum(['0', '1'], { error: "'all' vaut 0 ou 1" }).optional() }),
      },
    },
    async (request, reply) => {
      const kind = request.params.file.replace('.csv', '') as (typeof EXPORT_KINDS)[number];
      const { csv, fileName } = await exportCsv(contextOf(request), { gymId: request.params.gymId, kind, all: request.query.all === '1' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};

export default exportsRoutes;
