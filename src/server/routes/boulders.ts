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
import { signedInCalls } from './signed-in-route';

const bouldersRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/routesetterinitialgyminfos/:userId/:gymId', { params: initialGymInfosParamsSchema, response: routesAnswerSchema }, (ctx, { params }) =>
    initialBouldersRead(ctx, params),
  );
  const filterPath = `/routesettergyminfos/${BOULDER_FILTER_SEGMENTS.map((name) => `:${name}`).join('/')}`;
  gymReadRoute(app, filterPath, { params: boulderFilterParamsSchema, response: routesAnswerSchema }, (ctx, { params }) => filterBouldersRead(ctx, params));

  const signedIn = signedInCalls(app);
  signedIn.post(
    '/update-route/:routeId/',
    { params: routeIdParamsSchema, body: bodyOrEmpty(updateRouteBodySchema), response: dateWriteResponseSchema },
    (ctx, { params, body }) => updateRouteDismantling(ctx, { routeId: params.routeId, body }),
  );
  signedIn.post(
    '/update-sector/:sectorId/',
    { params: sectorIdParamsSchema, body: bodyOrEmpty(updateSectorBodySchema), response: dateWriteResponseSchema },
    (ctx, { params, body }) => updateSectorDismantling(ctx, { sectorId: params.sectorId, date: body.date }),
  );
  signedIn.post(
    '/update-sector-opening/:sectorId/',
    { params: sectorIdParamsSchema, body: bodyOrEmpty(updateSectorOpeningBodySchema), response: dateWriteResponseSchema },
    (ctx, { params, body }) => updateSectorOpening(ctx, { sectorId: params.sectorId, date: body.dateOpeningSelectedSector }),
  );

  // Route setting (docs/product.md › Route setting: calls).
  signedIn.get('/boulders/:boulderId/', { params: boulderParams, response: boulderDetailSchema }, (ctx, { params }) =>
    getBoulder(ctx, { boulderId: params.boulderId }),
  );
  signedIn.get('/boulders/:boulderId/history/', { params: boulderParams, response: historyListSchema }, (ctx, { params }) =>
    getBoulderHistory(ctx, { boulderId: params.boulderId }),
  );
  signedIn.get(
    '/gyms/:gymId/history/',
    { params: gymIdParamsSchema, querystring: gymJournalQuerySchema, response: gymJournalSchema },
    (ctx, { params, query }) => getGymJournal(ctx, { gymId: params.gymId, ...query }),
  );
  signedIn.get('/sectors/:sectorId/history/', { params: sectorIdParamsSchema, response: historyListSchema }, (ctx, { params }) =>
    getSectorHistory(ctx, { sectorId: params.sectorId }),
  );
  signedIn.post('/boulders/', { body: bodyOrEmpty(createBoulderBodySchema), created: boulderDetailSchema }, (ctx, { body }) => createBoulder(ctx, body));
  signedIn.patch(
    '/boulders/:boulderId/',
    { params: boulderParams, body: bodyOrEmpty(updateBoulderBodySchema), response: boulderDetailSchema },
    (ctx, { params, body }) => updateBoulder(ctx, { boulderId: params.boulderId, body }),
  );
  signedIn.post('/boulders/strip/', { body: bodyOrEmpty(stripBodySchema), response: stripAnswerSchema }, (ctx, { body }) => stripBoulders(ctx, body));
  signedIn.post('/boulders/:boulderId/unstrip/', { params: boulderParams, response: boulderDetailSchema }, (ctx, { params }) =>
    unstripBoulder(ctx, { boulderId: params.boulderId }),
  );
};

export default bouldersRoutes;
