/** The boulder list, the filter call and the date writes (docs/product.md › Back office: calls; The filter call). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOULDER_FILTER_SEGMENTS, boulderFilterParamsSchema, initialGymInfosParamsSchema, routesAnswerSchema } from '../../shared/contract/boulders';
import { bodyOrEmpty, boulderIdParamsSchema as boulderParams, gymIdParamsSchema } from '../../shared/contract/params';
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
  gymJournalQuerySchema,
  gymJournalSchema,
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

  // Route setting (docs/product.md › Route setting: calls).
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
        params: gymIdParamsSchema,
        querystring: gymJournalQuerySchema,
        response: { 200: gymJournalSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getGymJournal(contextOf(request), { gymId: request.params.gymId, ...request.query });
    },
  );
  app.get(
    '/sectors/:sectorId/history/',
    { onRequest: authenticate, schema: { params: sectorIdParamsSchema, response: { 200: historyListSchema } } },
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
