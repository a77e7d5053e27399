/** Request and answer schemas of the auth calls (docs/product.md › Back office: calls), shared by server and pages. */
import { z } from 'zod';
import { changePasswordBodySchema } from '../domain/password';
import { emailSchema } from '../domain/email';
import { MESSAGES } from '../messages';

export const loginBodySchema = z.object({
  username: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(256),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ message: z.string(), uuid: z.string().uuid() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const errorResponseSchema = z.object({ error: z.string(), code: z.string().optional() }).passthrough();
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.string().uuid('identifiant utilisateur invalide') });

export const routeSetterInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
  is_admin: z.boolean(),
  isAdmin: z.boolean(),
});
export type RouteSetterInfo = z.infer<typeof routeSetterInfoSchema>;

export const resetRequestBodySchema = z.object({ email: emailSchema });

export const changePasswordQuerySchema = z.object({
  token: z.string().min(16, 'jeton manquant').max(200),
  uid: z.string().uuid('identifiant utilisateur invalide'),
});
export { changePasswordBodySchema };

export const messageResponseSchema = z.object({ message: z.string() });

export const csrfResponseSchema = z.object({ csrfToken: z.string() });

/** Name of the anti-forgery cookie and header (read by the pages, checked by the server). */
export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './constants';
