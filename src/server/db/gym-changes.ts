/**
 * Listens, on a connection of its own, to the channels on which PostgreSQL announces that gyms'
 * data changed, and hands the gym ids to this process's subscribers: caches drop or refresh their
 * answers for those gyms, live views push the change. After a lost connection it reconnects and
 * tells subscribers that anything may have changed (`resync`).
 * - gaston_gym_changes: staff writes (gaston_bump_gym_versions, src/server/db/sql/), to be seen at once;
 * - gaston_gym_activity: climbers' activity folded by the drainer (gaston_bump_gym_versions with `activity`);
 * - gaston_contest_changes: a contest's ranking changed (a result, a competitor, its settings); the payload is its id.
 */
import pg from 'pg';

const CHANNELS = { gaston_gym_changes: 'edit', gaston_gym_activity: 'activity', gaston_contest_changes: 'contest' } as const;

export type GymChange = { kind: 'edit' | 'activity'; gymIds: number[] } | { kind: 'contest'; contestIds: number[] } | { kind: 'resync' };
export type GymChangesListener = (change: GymChange) => void;

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
  const emit = (change: GymChange) => {
    for (const listener of listeners) listener(change);
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
      const kind = CHANNELS[message.channel as keyof typeof CHANNELS] as GymChange['kind'] | undefined;
      if (kind === 'edit' || kind === 'activity') emit({ kind, gymIds: parseGymIds(message.payload) });
      else if (kind === 'contest') emit({ kind, contestIds: parseGymIds(message.payload) });
    });
    try {
      await next.connect();
      for (const channel of Object.keys(CHANNELS)) await next.query(`LISTEN ${channel}`);
      retryMs = RETRY_MIN_MS;
      markReady();
      // Notifications sent while we were away are lost: whatever was cached may be stale.
      if (reconnecting) emit({ kind: 'resync' });
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
