/**
 * Climber accounts of the app's API (docs/product.md › Climbers: accounts and privacy; Climbers: calls; Climbers: payloads): sign-up, confirmation, logins,
 * bearer tokens and the profile. Fields are camelCase; every refusal names its field.
 */
import { z } from 'zod';
import { CLIMBER_LIMITS, CLIMBER_MESSAGES as M, GENDERS } from '../domain/climber-rules';
import { emailSchema } from '../domain/email';
import { newPasswordSchema } from '../domain/password';
import { hasControlCharacters } from '../domain/text-rules';
import { MESSAGES } from '../messages';
import { LOCALES } from '../i18n/locales';
import { idSegment } from './params';

export const JSON_BODY = 'un objet JSON est attendu';

/** A person's name as stored: trimmed, inner spaces folded, 1 to 50 characters, no control character. */
export const personName = (message: string) =>
  z
    .string({ error: message })
    .max(200, message)
    .refine((value) => !hasControlCharacters(value), MESSAGES.controlCharacters)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length >= 1 && value.length <= CLIMBER_LIMITS.nameMaxLength, message);

/** A person's first and last names, as every form that makes or renames an account asks them. */
export const personNames = { firstName: personName(M.firstName), lastName: personName(M.lastName) };
/** The same, each one left out when unchanged. */
export const optionalPersonNames = { firstName: personNames.firstName.optional(), lastName: personNames.lastName.optional() };

const gender = z.enum(GENDERS, { error: M.gender }).nullable();
const gymId = z.number({ error: M.homeGymId }).int(M.homeGymId).positive(M.homeGymId).max(2_147_483_647, M.homeGymId);
const consent = z.boolean({ error: M.consent });
const password = z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(256, MESSAGES.passwordRequired);

export const signUpBodySchema = z.object(
  {
    ...personNames,
    email: emailSchema,
    password: newPasswordSchema,
    gender: gender.optional().default(null),
    homeGymId: gymId.nullable().optional().default(null),
    rankingConsent: consent.optional().default(false),
    newsConsent: consent.optional().default(false),
  },
  { error: JSON_BODY },
);
export type SignUpBody = z.infer<typeof signUpBodySchema>;
export const signUpAnswerSchema = z.object({ email: z.string() });

export const confirmBodySchema = z.object(
  { token: z.string({ error: M.confirmationInvalid }).min(1, M.confirmationInvalid).max(200, M.confirmationInvalid) },
  { error: JSON_BODY },
);

export const climberLoginBodySchema = z.object({ email: emailSchema, password }, { error: JSON_BODY });
export const climberLoginAnswerSchema = z.object({ uuid: z.string() });

export const tokenBodySchema = z.object(
  {
    email: emailSchema,
    password,
    deviceName: z
      .string({ error: M.deviceName })
      .max(500, M.deviceName)
      .refine((value) => !hasControlCharacters(value), MESSAGES.controlCharacters)
      .transform((value) => value.trim())
      .refine((value) => value.length >= 1 && value.length <= CLIMBER_LIMITS.deviceNameMaxLength, M.deviceName),
    /** The `deviceToken` of an earlier token answer on this device, if the app kept it. */
    deviceToken: z.string({ error: M.deviceToken }).max(500, M.deviceToken).optional(),
  },
  { error: JSON_BODY },
);
/** `deviceToken`: the device's proof, to send with the next token logins (a stranger's wrong passwords never lock it out). */
export const tokenAnswerSchema = z.object({ token: z.string(), id: z.number(), expiresAt: z.string(), deviceToken: z.string() });

export const apiTokenSchema = z.object({
  id: z.number(),
  deviceName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});

export const meSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  picture: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  homeGymId: z.number().nullable(),
  rankingConsent: z.boolean(),
  newsConsent: z.boolean(),
  /** The language of the e-mails Gaston sends on its own (announcements of new sets). */
  locale: z.enum(LOCALES),
  emailConfirmed: z.boolean(),
  tokens: z.array(apiTokenSchema),
});
export type Me = z.infer<typeof meSchema>;

export const updateMeBodySchema = z
  .object(
    {
      ...optionalPersonNames,
      gender: gender.optional(),
      homeGymId: gymId.nullable().optional(),
      rankingConsent: consent.optional(),
      newsConsent: consent.optional(),
      locale: z.enum(LOCALES, { error: M.locale }).optional(),
      currentPassword: password.optional(),
      newPassword: newPasswordSchema.optional(),
    },
    { error: JSON_BODY },
  )
  .refine((body) => body.newPassword === undefined || body.currentPassword !== undefined, {
    message: M.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const deleteMeBodySchema = z.object({ password }, { error: JSON_BODY });

export const tokenIdParamsSchema = z.object({ id: idSegment('de jeton') });

/** POST /api/v1/accounts/confirm/: the address is confirmed. */
export const emailConfirmedSchema = z.object({ emailConfirmed: z.literal(true), message: z.string() });
