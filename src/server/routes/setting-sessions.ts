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
import {
  createSettingSession,
  deleteSettingSession,
  getSettingSession,
  listSettingSessions,
  updateSettingSession,
  validateSettingSession,
} from '../services/setting-sessions-service';
import { signedInCalls } from './signed-in-route';

// A grid of 60 rows is about 25 kB of JSON.
const SESSION_BODY_LIMIT = 128 * 1024;

const settingSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/gyms/:gymId/setting-sessions';
  const signedIn = signedInCalls(app);
  const sessionWrites = signedInCalls(app, { bodyLimit: SESSION_BODY_LIMIT });
  signedIn.get(`${base}/`, { params: gymParams, response: settingSessionListSchema }, (ctx, { params }) => listSettingSessions(ctx, { gymId: params.gymId }));
  sessionWrites.post(`${base}/`, { params: gymParams, body: bodyOrEmpty(createSessionBodySchema), created: settingSessionSchema }, (ctx, { params, body }) =>
    createSettingSession(ctx, { gymId: params.gymId, body }),
  );
  signedIn.get(`${base}/:sessionId/`, { params: sessionParams, response: settingSessionSchema }, (ctx, { params }) =>
    getSettingSession(ctx, { gymId: params.gymId, id: params.sessionId }),
  );
  sessionWrites.patch(
    `${base}/:sessionId/`,
    { params: sessionParams, body: updateSessionBodySchema, response: settingSessionSchema },
    (ctx, { params, body }) => updateSettingSession(ctx, { gymId: params.gymId, id: params.sessionId, body }),
  );
  signedIn.delete(`${base}/:sessionId/`, { params: sessionParams }, (ctx, { params }) =>
    deleteSettingSession(ctx, { gymId: params.gymId, id: params.sessionId }),
  );
  signedIn.post(`${base}/:sessionId/validate/`, { params: sessionParams, response: validationAnswerSchema }, (ctx, { params }) =>
    validateSettingSession(ctx, { gymId: params.gymId, id: params.sessionId }),
  );
};

export default settingSessionsRoutes;
