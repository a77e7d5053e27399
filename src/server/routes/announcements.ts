/** New sets announced to climbers, as their gym's staff sees them (docs/announcements.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementCandidateListSchema,
  announcementCreatedSchema,
  announcementListSchema,
  announcementParamsSchema,
  createAnnouncementBodySchema,
} from '../../shared/contract/announcements';
import { bodyOrEmpty, gymIdParamsSchema } from '../../shared/contract/params';
import { announcementCandidates, cancelAnnouncement, createAnnouncement, listAnnouncements } from '../services/announcements-service';
import { signedInCalls } from './signed-in-route';

const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const graceSeconds = app.config.ANNOUNCE_GRACE_S;
  const signedIn = signedInCalls(app);

  signedIn.get('/gyms/:gymId/announcements/', { params: gymIdParamsSchema, response: announcementListSchema }, (ctx, { params }) =>
    listAnnouncements(ctx, { gymId: params.gymId, graceSeconds }),
  );
  signedIn.get('/gyms/:gymId/announcements/candidates/', { params: gymIdParamsSchema, response: announcementCandidateListSchema }, (ctx, { params }) =>
    announcementCandidates(ctx, { gymId: params.gymId }),
  );
  signedIn.post(
    '/gyms/:gymId/announcements/',
    { params: gymIdParamsSchema, body: bodyOrEmpty(createAnnouncementBodySchema), created: announcementCreatedSchema },
    (ctx, { params, body }) => createAnnouncement(ctx, { gymId: params.gymId, body, graceSeconds }),
  );
  signedIn.delete('/gyms/:gymId/announcements/:id/', { params: announcementParamsSchema }, (ctx, { params }) =>
    cancelAnnouncement(ctx, { gymId: params.gymId, id: params.id }),
  );
};

export default announcementsRoutes;
