/** CSV exports (docs/product.md › Route setting: calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportParamsSchema, exportQuerySchema, type ExportKind } from '../../shared/contract/exports';
import { authenticate, contextOf } from '../plugins/session';
import { exportCsv } from '../services/exports-service';

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gyms/:gymId/exports/:file',
    {
      onRequest: authenticate,
      schema: {
        params: exportParamsSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const kind = request.params.file.replace('.csv', '') as ExportKind;
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
