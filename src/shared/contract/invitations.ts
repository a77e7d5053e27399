/**
 * Staff invitations by e-mail (docs/product.md › Going live: invitations): sent from Paramètres › Ouvreurs or by the operator,
 * valid 7 days, used once; the link opens /invitation/{token}.
 */
import { z } from 'zod';
import { ACCESS_TYPES } from '../domain/roles';
import { emailSchema } from '../domain/email';
import { newPasswordSchema } from '../domain/password';
import { JSON_BODY, optionalPersonNames } from './climber-accounts';
import { idSegment } from './params';
import { INVITATION_LIFETIME_DAYS, INVITATION_MESSAGES } from '../domain/invitation-rules';

export { INVITATION_LIFETIME_DAYS, INVITATION_MESSAGES };
const M = INVITATION_MESSAGES;

const gymIdValue = z.number({ error: M.gym }).int(M.gym).positive(M.gym).max(2_147_483_647, M.gym);

export const createInvitationBodySchema = z
  .object(
    {
      email: emailSchema,
      roles: z.array(z.enum(ACCESS_TYPES, { error: "Type d'accès inconnu." }), { error: M.rightsRequired }).max(ACCESS_TYPES.length),
      admin: z.boolean({ error: 'Administrateur doit valoir true ou false.' }).optional().default(false),
      gymIds: z.array(gymIdValue, { error: M.gymsRequired }).min(1, M.gymsRequired).max(100, M.gymsRequired),
    },
    { error: JSON_BODY },
  )
  .refine((body) => body.roles.length > 0 || body.admin, { message: M.rightsRequired, path: ['roles'] });
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

const gymRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(z.enum(ACCESS_TYPES)),
  admin: z.boolean(),
  gyms: z.array(gymRefSchema),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

export const invitationSentSchema = z.object({ id: z.number().int(), expiresAt: z.string() });

export const invitationIdParamsSchema = z.object({ id: idSegment("d'invitation") });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const invitationByTokenSchema = z.object({
  email: z.string(),
  gyms: z.array(gymRefSchema),
  roles: z.array(z.enum(ACCESS_TYPES)),
  admin: z.boolean(),
  accountExists: z.boolean(),
});
export type InvitationByToken = z.infer<typeof invitationByTokenSchema>;

/** None of the fields when the person is signed in with the invited address. */
export const acceptInvitationBodySchema = z
  .object(
    {
      ...optionalPersonNames,
      password: newPasswordSchema.optional(),
      confirmPassword: z.string({ error: M.confirmation }).max(256, M.confirmation).optional(),
    },
    { error: JSON_BODY },
  )
  .refine((body) => body.password === undefined || body.confirmPassword === body.password, { message: M.confirmation, path: ['confirmPassword'] });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
export const acceptInvitationAnswerSchema = z.object({ uuid: z.string() });
