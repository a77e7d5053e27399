/**
 * Web push of the new sets (docs/announcements.md): the server's VAPID public key, and a device's
 * subscription (the browser's PushSubscription.toJSON()) added to or removed from the signed-in climber.
 */
import { z } from 'zod';
import { JSON_BODY } from './climber-accounts';

export const PUSH_MESSAGES = {
  endpoint: 'Adresse de l’abonnement : une adresse https d’un service de notifications est attendue.',
  keys: 'Clés de l’abonnement : p256dh et auth, en base64url, sont attendues.',
} as const;
const M = PUSH_MESSAGES;

const base64url = (min: number, max: number) =>
  z
    .string({ error: M.keys })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, M.keys)
    .min(min, M.keys)
    .max(max, M.keys);

const endpoint = z.string({ error: M.endpoint }).trim().min(1, M.endpoint).max(1000, M.endpoint).url(M.endpoint);

export const pushSubscriptionBodySchema = z.object(
  {
    endpoint,
    // A P-256 public key is 65 bytes (87 characters in base64url), the auth secret 16 (22).
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 40) }, { error: M.keys }),
  },
  { error: JSON_BODY },
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint }, { error: JSON_BODY });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push message carries: the service worker shows it, and a tap opens `url` (which counts the opening). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
