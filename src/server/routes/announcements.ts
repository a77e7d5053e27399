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
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import { announcementCandidates, cancelAnnouncement, createAnnouncement, listAnnouncements } from '../services/announcements-service';

const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const graceSeconds = app.config.ANNOUNCE_GRACE_S;

  app.get(
    '/gyms/:gymId/announcements/',
    { onRequest: authenticate, schema: { params: gymIdParamsSchema, response: { 200: announcementListSchema } } },
    async (request) => listAnnouncements(contextOf(request), { gymId: request.params.gymId, graceSeconds }),
  );

  app.get(
    '/gyms/:gymId/announcements/candidates/',
    { onRequest: authenticate, schema: { params: gymIdParamsSchema, response: { 200: announcementCandidateListSchema } } },
    async (request) => announcementCandidates(contextOf(request), { gymId: request.params.gymId }),
  );

  app.post(
    '/gyms/:gymId/announcements/',
    { ...STAFF_WRITE, schema: { params: gymIdParamsSchema, body: bodyOrEmpty(createAnnouncementBodySchema), response: { 201: announcementCreatedSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAnnouncement(contextOf(request), { gymId: request.params.gymId, body: request.body, graceSeconds })),
  );

  app.delete('/gyms/:gymId/announcements/:id/', { ...STAFF_WRITE, schema: { params: announcementParamsSchema } }, async (request, reply) => {
    await cancelAnnouncement(contextOf(request), { gymId: request.params.gymId, id: request.params.id });
    return reply.code(204).send();
  });
};

export default announcementsRoutes;
