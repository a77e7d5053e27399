/** The boulder list, the filter call and the date writes (back-office.md §7, decisions.md §3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOULDER_FILTER_SEGMENTS, boulderFilterParamsSchema, initialGymInfosParamsSchema, routesAnswerSchema } from '../../shared/contract/boulders';
import { bodyOrEmpty } from '../../shared/contract/params';
import {
  dateWriteResponseSchema,
  routeIdParamsSchema,
  sectorIdParamsSchema,
  updateRouteBodySchema,
  updateSectorBodySchema,
  updateSectorOpeningBodySchema,
} from '../../shared/contract/dates';
import { contextOf, STAFF_WRITE } from '../plugins/session';
import { filterBouldersRead, initialBouldersRead } from '../services/boulders-service';
import { updateRouteDismantling, updateSectorDismantling, updateSectorOpening } from '../services/dates-service';
import { gymReadRoute } from './gym-read-route';

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
};

export default bouldersRoutes;
