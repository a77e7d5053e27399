/** Setting days (docs/product.md › Route setting: calls): drafts, and their validation in one transaction. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyOrEmpty, gymIdParamsSchema as gymParams } from '../../shared/contract/params';
import {
  createSessionBodySchema,
  settingSessionListSchema,
  settingSessionParamsSchema as sessionParams,
  settingSessionSchema,
  updateSessionBodySchema,
  validationAnswerSchema,
} from '../../shared/contract/setting-sessions';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import {
  createSettingSession,
  deleteSettingSession,
  getSettingSession,
  listSettingSessions,
  updateSettingSession,
  validateSettingSession,
} from '../services/setting-sessions-service';

// A grid of 60 rows is about 25 kB of JSON.
const SESSION_WRITE = { ...STAFF_WRITE, bodyLimit: 128 * 1024 } as const;

const settingSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/gyms/:gymId/setting-sessions';
  app.get(`${base}/`, { onRequest: authenticate, schema: { params: gymParams, response: { 200: settingSessionListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return listSettingSessions(contextOf(request), { gymId: request.params.gymId });
  });
  app.post(
    `${base}/`,
    { ...SESSION_WRITE, schema: { params: gymParams, body: bodyOrEmpty(createSessionBodySchema), response: { 201: settingSessionSchema } } },
    async (request, reply) => reply.status(201).send(await createSettingSession(contextOf(request), { gymId: request.params.gymId, body: request.body })),
  );
  app.get(
    `${base}/:sessionId/`,
    { onRequest: authenticate, schema: { params: sessionParams, response: { 200: settingSessionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getSettingSession(contextOf(request), { gymId: request.params.gymId, id: request.params.sessionId });
    },
  );
  app.patch(
    `${base}/:sessionId/`,
    { ...SESSION_WRITE, schema: { params: sessionParams, body: updateSessionBodySchema, response: { 200: settingSessionSchema } } },
    async (request) => updateSettingSession(contextOf(request), { gymId: request.params.gymId, id: request.params.sessionId, body: request.body }),
  );
  app.delete(`${base}/:sessionId/`, { ...STAFF_WRITE, schema: { params: sessionParams } }, async (request, reply) => {
    await deleteSettingSession(contextOf(request), { gymId: request.params.gymId, id: request.params.sessionId });
    return reply.status(204).send();
  });
  app.post(`${base}/:sessionId/validate/`, { ...STAFF_WRITE, schema: { params: sessionParams, response: { 200: validationAnswerSchema } } }, async (request) =>
    validateSettingSession(contextOf(request), { gymId: request.params.gymId, id: request.params.sessionId }),
  );
};

export default settingSessionsRoutes;
