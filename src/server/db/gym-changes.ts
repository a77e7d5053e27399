/**
 * Listens to channel gaston_gym_changes (NOTIFY sent by gaston_bump_gyms when a gym's data version
 * moves, migration 0010) on a connection of its own, and hands the gym ids to this process's
 * subscribers: caches drop their answers for those gyms, live views push the change. After a lost
 * connection it reconnects and tells subscribers that anything may have changed (`null`).
 */
import pg from 'pg';

export const GYM_CHANGES_CHANNEL = 'gaston_gym_changes';

export type GymChangesListener = (gymIds: number[] | null) => void;

export interface GymChanges {
  subscribe(listener: GymChangesListener): () => void;
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(object: object, message: string): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

export function parseGymIds(payload: string | undefined): number[] {
  return (payload ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

export function listenToGymChanges(pool: pg.Pool, log: Log): GymChanges {
  const listeners = new Set<GymChangesListener>();
  const emit = (gymIds: number[] | null) => {
    for (const listener of listeners) listener(gymIds);
  };
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async (reconnecting: boolean) => {
    if (closed) return;
    const next = new pg.Client(pool.options);
    client = next;
    const retry = (err: unknown) => {
      if (closed || client !== next) return;
      client = null;
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      log.warn({ err, retryInMs: retryMs }, 'gym change notifications lost; reconnecting');
      retryTimer = setTimeout(() => void connect(true), retryMs);
      retryTimer.unref();
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    };
    next.on('error', retry);
    next.on('end', () => retry(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === GYM_CHANGES_CHANNEL) emit(parseGymIds(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${GYM_CHANGES_CHANNEL}`);
      retryMs = RETRY_MIN_MS;
      markReady();
      // Notifications sent while we were away are lost: whatever was cached may be stale.
      if (reconnecting) emit(null);
    } catch (err) {
      retry(err);
    }
  };
  void connect(false);

  return {
    ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      markReady();
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}
