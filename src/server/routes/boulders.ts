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
import { authenticate, requireSelf } from '../plugins/session';
import { filterBoulders, initialBoulders } from '../services/boulders-service';
import { updateRouteDismantling, updateSectorDismantling, updateSectorOpening } from '../services/dates-service';
import { sendGymRead } from '../lib/gym-read-cache';
import { membershipOf, staffContext } from '../services/access-service';

/** The date bodies are a few dozen bytes. */
const WRITE_BODY_LIMIT = 16 * 1024;

const bouldersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/routesetterinitialgyminfos/:userId/:gymId',
    { onRequest: authenticate, schema: { params: initialGymInfosParamsSchema, response: { 200: routesAnswerSchema } } },
    async (request, reply) => {
      // Access is checked before the cache is consulted; the service checks again when it computes.
      requireSelf(request, request.params.userId);
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, (now) => initialBoulders(request, request.params.userId, request.params.gymId, now));
    },
  );

  const filterPath = `/routesettergyminfos/${BOULDER_FILTER_SEGMENTS.map((name) => `:${name}`).join('/')}`;
  app.get(
    filterPath,
    { onRequest: authenticate, schema: { params: boulderFilterParamsSchema, response: { 200: routesAnswerSchema } } },
    async (request, reply) => {
      requireSelf(request, request.params.user);
      membershipOf(await staffContext(request), request.params.gym);
      return sendGymRead(request, reply, request.params.gym, (now) => filterBoulders(request, request.params, now));
    },
  );

  app.post(
    '/update-route/:routeId/',
    {
      onRequest: authenticate,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { params: routeIdParamsSchema, body: bodyOrEmpty(updateRouteBodySchema), response: { 200: dateWriteResponseSchema } },
    },
    async (request) => updateRouteDismantling(request, request.params.routeId, request.body),
  );

  app.post(
    '/update-sector/:sectorId/',
    {
      onRequest: authenticate,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { params: sectorIdParamsSchema, body: bodyOrEmpty(updateSectorBodySchema), response: { 200: dateWriteResponseSchema } },
    },
    async (request) => updateSectorDismantling(request, request.params.sectorId, request.body.date),
  );

  app.post(
    '/update-sector-opening/:sectorId/',
    {
      onRequest: authenticate,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { params: sectorIdParamsSchema, body: bodyOrEmpty(updateSectorOpeningBodySchema), response: { 200: dateWriteResponseSchema } },
    },
    async (request) => updateSectorOpening(request, request.params.sectorId, request.body.dateOpeningSelectedSector),
  );
};

export default bouldersRoutes;
