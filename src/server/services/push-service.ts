/**
 * Web push of the new sets (docs/announcements.md): the VAPID key pair every process signs with, a
 * device's subscription added to or removed from the signed-in climber, and one message sent to a
 * climber's devices through the standard protocol (the `web-push` library encrypts and signs it).
 */
import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../config';
import type { DbExecutor } from '../db/transaction';
import { invalidFields } from '../errors';
import { PUSH_MESSAGES as M, type PushPayload, type PushSubscriptionBody } from '../../shared/contract/push';
import {
  deleteGoneSubscription,
  deleteSubscription,
  saveSubscription,
  storedVapidKeys,
  subscriptionsOf,
  type VapidKeyPair,
} from '../repositories/push-repository';
import { requireActor } from './authorize';
import type { AccountContext, ServiceContext } from './context';

type PushConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'MAIL_FROM' | 'PUBLIC_URL'>;

export interface PushDeps {
  db: DbExecutor;
  config: PushConfig;
  log: ServiceContext['log'];
  /** The https agent push messages go through (tests pass one trusting their own push service); Node's default otherwise. */
  pushAgent?: Agent;
}

/** A message waits at the push service for a day at most: news of a set is stale after that. */
const TTL_S = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

// The key pair never changes once stored, so each process reads it once per database.
const keysOf = new WeakMap<object, Promise<VapidKeyPair>>();

export function vapidKeys(db: DbExecutor, config: PushConfig): Promise<VapidKeyPair> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return Promise.resolve({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  let keys = keysOf.get(db);
  if (!keys) {
    keys = storedVapidKeys(db, () => webpush.generateVAPIDKeys());
    keysOf.set(db, keys);
    keys.catch(() => keysOf.delete(db));
  }
  return keys;
}

export async function pushPublicKey(ctx: AccountContext): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys(ctx.db, ctx.config)).publicKey };
}

/**
 * Push services are public https hosts: an address on this machine or a private network would let a
 * climber make the server call inside its own network, so those are refused (tests allow them by config).
 */
function checkEndpoint(endpoint: string, allowLocal: boolean): void {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost') || !host.includes('.');
  if (allowLocal ? !/^https?:$/.test(url.protocol) : url.protocol !== 'https:' || local) throw invalidFields({ endpoint: [M.endpoint] });
}

export async function subscribePush(ctx: AccountContext, { body }: { body: PushSubscriptionBody }): Promise<void> {
  const { userId } = requireActor(ctx);
  checkEndpoint(body.endpoint, ctx.config.PUSH_ALLOW_LOCAL_ENDPOINTS);
  await saveSubscription(ctx.db, userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
}

export async function unsubscribePush(ctx: ServiceContext, { endpoint }: { endpoint: string }): Promise<void> {
  const { userId } = requireActor(ctx);
  await deleteSubscription(ctx.db, userId, endpoint);
}

/** The address of the push message's sender, for the push services (a mailto: of the mails' sender). */
function vapidSubject(config: PushConfig): string {
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return address.includes('@') ? `mailto:${address.trim()}` : config.PUBLIC_URL;
}

/**
 * Sends `payload` to each of the climber's devices; answers how many push services accepted it. A
 * subscription the service says is gone (404, 410) is removed; another failure leaves it for next time.
 */
export async function pushToClimber(deps: PushDeps, userId: number, payload: PushPayload): Promise<number> {
  const keys = await vapidKeys(deps.db, deps.config);
  let accepted = 0;
  for (const subscription of await subscriptionsOf(deps.db, userId)) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          TTL: TTL_S,
          urgency: 'normal',
          topic: payload.tag,
          timeout: SEND_TIMEOUT_MS,
          ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
          vapidDetails: { subject: vapidSubject(deps.config), publicKey: keys.publicKey, privateKey: keys.privateKey },
        },
      );
      accepted += 1;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await deleteGoneSubscription(deps.db, subscription.id);
      } else {
        deps.log.warn({ err: error, subscriptionId: subscription.id }, 'push message not sent');
      }
    }
  }
  return accepted;
}
