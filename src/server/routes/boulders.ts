/** The boulder list, the filter call and the date writes (back-office.md §7, decisions.md §3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOULDER_FILTER_SEGMENTS, boulderFilterParamsSchema, initialGymInfosParamsSchema, routesAnswerSchema } from '../../shared/contract/boulders';
import { bodyOrEmpty, idSegment } from '../../shared/contract/params';
import { z } from 'zod';
import {
  dateWriteResponseSchema,
  routeIdParamsSchema,
  sectorIdParamsSchema,
  updateRouteBodySchema,
  updateSectorBodySchema,
  updateSectorOpeningBodySchema,
} from '../../shared/contract/dates';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import { filterBouldersRead, initialBouldersRead } from '../services/boulders-service';
import { updateRouteDismantling, updateSectorDismantling, updateSectorOpening } from '../services/dates-service';
import { gymReadRoute } from './gym-read-route';
import {
  boulderDetailSchema,
  createBoulderBodySchema,
  HISTORY_KINDS,
  historyListSchema,
  stripAnswerSchema,
  stripBodySchema,
  updateBoulderBodySchema,
} from '../../shared/contract/boulder-writes';
import { getBoulder, getBoulderHistory, getGymJournal, getSectorHistory } from '../services/boulder-history-service';
import { stripBoulders, unstripBoulder } from '../services/boulder-strip-service';
import { createBoulder, updateBoulder } from '../services/boulder-writes-service';

const bouldersRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/routesetterinitialgyminfos/:userId/:gymId', { params: initialGymInfosParamsSchema, response: routesAnswerSchema }, (ctx, { params }) =>
    initialBouldersRead(ctx, params),
  );
  const filterPath = `/routesettergyminfos/${BOULDER_FILTER_SEGMENTS.map((name) => `:${name}`).join('/')}`;
  gymReadRoute(app, filterPath, { params: boulderFilterParamsSchema, response: routesAnswerSchema }, (ctx, { params }) => filterBouldersRead(ctx, params));

  app.post(
    '/update-route/:routeId/',
    { ...STAFF_WRITE, schema: { params: routeIdParamsSchema, body: bodyOrEmpty(updateRouteBodySchema), response: { 200: dateWriteResponseSchema } } },
    async (request) => updateRouteDismantling(contextOf(request), { routeId: request.params.routeId, body: request.body }),
  );

  app.post(
    '/update-sector/:sectorId/',
    { ...STAFF_WRITE, schema: { params: sectorIdParamsSchema, body: bodyOrEmpty(updateSectorBodySchema), response: { 200: dateWriteResponseSchema } } },
    async (request) => updateSectorDismantling(contextOf(request), { sectorId: request.params.sectorId, date: request.body.date }),
  );

  app.post(
    '/update-sector-opening/:sectorId/',
    { ...STAFF_WRITE, schema: { params: sectorIdParamsSchema, body: bodyOrEmpty(updateSectorOpeningBodySchema), response: { 200: dateWriteResponseSchema } } },
    async (request) => updateSectorOpening(contextOf(request), { sectorId: request.params.sectorId, date: request.body.dateOpeningSelectedSector }),
  );

  // Route setting (route-setting.md §5).
  const boulderParams = z.object({ boulderId: idSegment('de bloc') });
  app.get(
    '/boulders/:boulderId/',
    { onRequest: authenticate, schema: { params: boulderParams, response: { 200: boulderDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getBoulder(contextOf(request), { boulderId: request.params.boulderId });
    },
  );
  app.get(
    '/boulders/:boulderId/history/',
    { onRequest: authenticate, schema: { params: boulderParams, response: { 200: historyListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getBoulderHistory(contextOf(request), { boulderId: request.params.boulderId });
    },
  );
  app.get(
    '/gyms/:gymId/history/',
    {
      onRequest: authenticate,
      schema: {
        params: z.object({ gymId: idSegment('de salle') }),
        querystring: z.object({
          page: z.coerce
            .number({ error: 'numéro de page invalide' })
            .int('numéro de page invalide')
            .min(1, 'numéro de page invalide')
            .max(100_000, 'numéro de page invalide')
            .default(1),
          pageSize: z.coerce
            .number({ error: 'taille de page invalide' })
            .int('taille de page invalide')
            .min(1, 'taille de page invalide')
            .max(200, 'taille de page invalide')
            .default(50),
          user: z.uuid({ error: 'personne inconnue (uuid attendu)' }).optional(),
          kind: z.enum(HISTORY_KINDS, { error: `type inconnu : ${HISTORY_KINDS.join(', ')}` }).optional(),
        }),
        response: { 200: z.object({ count: z.number().int(), results: historyListSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getGymJournal(contextOf(request), { gymId: request.params.gymId, ...request.query });
    },
  );
  app.get(
    '/sectors/:sectorId/history/',
    { onRequest: authenticate, schema: { params: z.object({ sectorId: idSegment('de secteur') }), response: { 200: historyListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getSectorHistory(contextOf(request), { sectorId: request.params.sectorId });
    },
  );
  app.post(
    '/boulders/',
    { ...STAFF_WRITE, schema: { body: bodyOrEmpty(createBoulderBodySchema), response: { 201: boulderDetailSchema } } },
    async (request, reply) => reply.status(201).send(await createBoulder(contextOf(request), request.body)),
  );
  app.patch(
    '/boulders/:boulderId/',
    { ...STAFF_WRITE, schema: { params: boulderParams, body: bodyOrEmpty(updateBoulderBodySchema), response: { 200: boulderDetailSchema } } },
    async (request) => updateBoulder(contextOf(request), { boulderId: request.params.boulderId, body: request.body }),
  );
  app.post('/boulders/strip/', { ...STAFF_WRITE, schema: { body: bodyOrEmpty(stripBodySchema), response: { 200: stripAnswerSchema } } }, async (request) =>
    stripBoulders(contextOf(request), request.body),
  );
  app.post('/boulders/:boulderId/unstrip/', { ...STAFF_WRITE, schema: { params: boulderParams, response: { 200: boulderDetailSchema } } }, async (request) =>
    unstripBoulder(contextOf(request), { boulderId: request.params.boulderId }),
  );
};

export default bouldersRoutes;
