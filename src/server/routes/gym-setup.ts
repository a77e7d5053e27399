/** Gym set-up (docs/product.md › Route setting: screens; Route setting: limits): sectors, plan, circuits, tags and reset cycle. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cycleAnswerSchema,
  planAnswerSchema,
  setupCircuitParamsSchema as circuitParams,
  setupSectorParamsSchema as sectorParams,
  setupTagParamsSchema as tagParams,
  createCircuitBodySchema,
  createSectorBodySchema,
  createTagBodySchema,
  cycleBodySchema,
  editSectorBodySchema,
  gymSetupSchema,
  planBodySchema,
  setupCircuitSchema,
  setupSectorSchema,
  setupTagSchema,
  updateCircuitBodySchema,
  updateTagBodySchema,
} from '../../shared/contract/gym-setup';
import { bodyOrEmpty, gymIdParamsSchema as gymParams } from '../../shared/contract/params';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import {
  createCircuit,
  createSector,
  createTag,
  editCircuit,
  editSector,
  editTag,
  gymSetup,
  removeCircuit,
  removeSector,
  setGymPlan,
  setResetCycle,
} from '../services/gym-setup-service';

const gymSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gyms/:gymId/setup/', { onRequest: authenticate, schema: { params: gymParams, response: { 200: gymSetupSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return gymSetup(contextOf(request), { gymId: request.params.gymId });
  });

  app.post(
    '/gyms/:gymId/sectors/',
    { ...STAFF_WRITE, schema: { params: gymParams, body: bodyOrEmpty(createSectorBodySchema), response: { 201: setupSectorSchema } } },
    async (request, reply) => reply.status(201).send(await createSector(contextOf(request), { gymId: request.params.gymId, body: request.body })),
  );
  app.patch(
    '/gyms/:gymId/sectors/:sectorId/',
    { ...STAFF_WRITE, schema: { params: sectorParams, body: editSectorBodySchema, response: { 200: setupSectorSchema } } },
    async (request) => editSector(contextOf(request), { gymId: request.params.gymId, sectorId: request.params.sectorId, body: request.body }),
  );
  app.delete('/gyms/:gymId/sectors/:sectorId/', { ...STAFF_WRITE, schema: { params: sectorParams } }, async (request, reply) => {
    await removeSector(contextOf(request), { gymId: request.params.gymId, sectorId: request.params.sectorId });
    return reply.status(204).send();
  });

  app.put(
    '/gyms/:gymId/plan/',
    { ...STAFF_WRITE, schema: { params: gymParams, body: bodyOrEmpty(planBodySchema), response: { 200: planAnswerSchema } } },
    async (request) => setGymPlan(contextOf(request), { gymId: request.params.gymId, mediaId: request.body.mediaId }),
  );
  app.put(
    '/gyms/:gymId/cycle/',
    { ...STAFF_WRITE, schema: { params: gymParams, body: bodyOrEmpty(cycleBodySchema), response: { 200: cycleAnswerSchema } } },
    async (request) => setResetCycle(contextOf(request), { gymId: request.params.gymId, resetCycleDays: request.body.resetCycleDays }),
  );

  app.post(
    '/gyms/:gymId/difficulties/',
    { ...STAFF_WRITE, schema: { params: gymParams, body: bodyOrEmpty(createCircuitBodySchema), response: { 201: setupCircuitSchema } } },
    async (request, reply) => reply.status(201).send(await createCircuit(contextOf(request), { gymId: request.params.gymId, body: request.body })),
  );
  app.patch(
    '/gyms/:gymId/difficulties/:difficultyId/',
    { ...STAFF_WRITE, schema: { params: circuitParams, body: updateCircuitBodySchema, response: { 200: setupCircuitSchema } } },
    async (request) => editCircuit(contextOf(request), { gymId: request.params.gymId, circuitId: request.params.difficultyId, body: request.body }),
  );
  app.delete('/gyms/:gymId/difficulties/:difficultyId/', { ...STAFF_WRITE, schema: { params: circuitParams } }, async (request, reply) => {
    await removeCircuit(contextOf(request), { gymId: request.params.gymId, circuitId: request.params.difficultyId });
    return reply.status(204).send();
  });

  app.post(
    '/gyms/:gymId/tags/',
    { ...STAFF_WRITE, schema: { params: gymParams, body: bodyOrEmpty(createTagBodySchema), response: { 201: setupTagSchema } } },
    async (request, reply) => reply.status(201).send(await createTag(contextOf(request), { gymId: request.params.gymId, body: request.body })),
  );
  app.patch(
    '/gyms/:gymId/tags/:tagId/',
    { ...STAFF_WRITE, schema: { params: tagParams, body: updateTagBodySchema, response: { 200: setupTagSchema } } },
    async (request) => editTag(contextOf(request), { gymId: request.params.gymId, tagId: request.params.tagId, name: request.body.name }),
  );
};

export default gymSetupRoutes;
