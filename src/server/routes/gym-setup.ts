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
import { signedInCalls } from './signed-in-route';
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
  const signedIn = signedInCalls(app);
  signedIn.get('/gyms/:gymId/setup/', { params: gymParams, response: gymSetupSchema }, (ctx, { params }) => gymSetup(ctx, { gymId: params.gymId }));

  signedIn.post(
    '/gyms/:gymId/sectors/',
    { params: gymParams, body: bodyOrEmpty(createSectorBodySchema), created: setupSectorSchema },
    (ctx, { params, body }) => createSector(ctx, { gymId: params.gymId, body }),
  );
  signedIn.patch(
    '/gyms/:gymId/sectors/:sectorId/',
    { params: sectorParams, body: editSectorBodySchema, response: setupSectorSchema },
    (ctx, { params, body }) => editSector(ctx, { gymId: params.gymId, sectorId: params.sectorId, body }),
  );
  signedIn.delete('/gyms/:gymId/sectors/:sectorId/', { params: sectorParams }, (ctx, { params }) =>
    removeSector(ctx, { gymId: params.gymId, sectorId: params.sectorId }),
  );

  signedIn.put('/gyms/:gymId/plan/', { params: gymParams, body: bodyOrEmpty(planBodySchema), response: planAnswerSchema }, (ctx, { params, body }) =>
    setGymPlan(ctx, { gymId: params.gymId, mediaId: body.mediaId }),
  );
  signedIn.put('/gyms/:gymId/cycle/', { params: gymParams, body: bodyOrEmpty(cycleBodySchema), response: cycleAnswerSchema }, (ctx, { params, body }) =>
    setResetCycle(ctx, { gymId: params.gymId, resetCycleDays: body.resetCycleDays }),
  );

  signedIn.post(
    '/gyms/:gymId/difficulties/',
    { params: gymParams, body: bodyOrEmpty(createCircuitBodySchema), created: setupCircuitSchema },
    (ctx, { params, body }) => createCircuit(ctx, { gymId: params.gymId, body }),
  );
  signedIn.patch(
    '/gyms/:gymId/difficulties/:difficultyId/',
    { params: circuitParams, body: updateCircuitBodySchema, response: setupCircuitSchema },
    (ctx, { params, body }) => editCircuit(ctx, { gymId: params.gymId, circuitId: params.difficultyId, body }),
  );
  signedIn.delete('/gyms/:gymId/difficulties/:difficultyId/', { params: circuitParams }, (ctx, { params }) =>
    removeCircuit(ctx, { gymId: params.gymId, circuitId: params.difficultyId }),
  );

  signedIn.post('/gyms/:gymId/tags/', { params: gymParams, body: bodyOrEmpty(createTagBodySchema), created: setupTagSchema }, (ctx, { params, body }) =>
    createTag(ctx, { gymId: params.gymId, body }),
  );
  signedIn.patch('/gyms/:gymId/tags/:tagId/', { params: tagParams, body: updateTagBodySchema, response: setupTagSchema }, (ctx, { params, body }) =>
    editTag(ctx, { gymId: params.gymId, tagId: params.tagId, name: body.name }),
  );
};

export default gymSetupRoutes;
