/** Web push subscriptions and the server's VAPID keys (push_subscriptions, vapid_keys; docs/announcements.md). */
import { sql } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** The stored key pair, or `made` stored when there is none yet (two processes at once keep the first). */
export async function storedVapidKeys(db: DbExecutor, made: () => VapidKeyPair): Promise<VapidKeyPair> {
  const found = await sqlRows<VapidKeyPair>(db, sql`select public_key as "publicKey", private_key as "privateKey" from vapid_keys where id = 1`);
  if (found[0]) return found[0];
  const { publicKey, privateKey } = made();
  await db.execute(sql`insert into vapid_keys (id, public_key, private_key) values (1, ${publicKey}, ${privateKey}) on conflict (id) do nothing`);
  return (await sqlRows<VapidKeyPair>(db, sql`select public_key as "publicKey", private_key as "privateKey" from vapid_keys where id = 1`))[0]!;
}

/** The device's subscription, now the climber's (a device signed in by another climber passes to them). */
export async function saveSubscription(db: DbExecutor, userId: number, s: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await db.execute(
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth})
        on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
  );
}

/** Removes the climber's subscription of that endpoint (another climber's stays). */
export async function deleteSubscription(db: DbExecutor, userId: number, endpoint: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`);
}

/** The push service said the subscription is gone (404 or 410). */
export async function deleteGoneSubscription(db: DbExecutor, id: number): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where id = ${id}`);
}

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function subscriptionsOf(db: DbExecutor, userId: number): Promise<StoredSubscription[]> {
  return sqlRows<StoredSubscription>(db, sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${userId} order by id`);
}
