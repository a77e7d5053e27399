/**
 * A queue kept in IndexedDB (idb-keyval), so it survives closing the app, with a snapshot React can
 * subscribe to (useSyncExternalStore). Each queue needs its own database: idb-keyval creates only
 * the first object store of a database. Names never change once shipped (phones hold their queues).
 */
import { clear, createStore, del, entries, get, set } from 'idb-keyval';

export interface Queued {
  queuedAt: number;
}

export interface IdbQueue<T extends Queued> {
  /** The items waiting, oldest first (the same array until the queue changes). */
  snapshot: () => T[];
  subscribe: (listener: () => void) => () => void;
  reload: () => Promise<void>;
  /** Adds or replaces the item under `key`. */
  put: (key: string, item: Omit<T, 'queuedAt'>) => Promise<void>;
  /** Removes the item under `key`; false when there was none. */
  remove: (key: string) => Promise<boolean>;
  /** Removes the item under `key` only if it is still the one that was sent (not replaced meanwhile). */
  removeIfUnchanged: (key: string, sent: T) => Promise<void>;
  /** Empties the queue (another climber takes the phone). */
  clear: () => Promise<void>;
}

export function createIdbQueue<T extends Queued>(databaseName: string, storeName: string): IdbQueue<T> {
  let store: ReturnType<typeof createStore> | null = null;
  const db = () => (store ??= createStore(databaseName, storeName));
  const listeners = new Set<() => void>();
  let snapshot: T[] = [];
  let loaded = false;

  const reload = async () => {
    const rows = await entries<string, T>(db());
    snapshot = rows.map(([, value]) => value).sort((a, b) => a.queuedAt - b.queuedAt);
    loaded = true;
    for (const listener of listeners) listener();
  };

  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (!loaded) void reload();
      return () => listeners.delete(listener);
    },
    reload,
    async put(key, item) {
      await set(key, { ...item, queuedAt: Date.now() }, db());
      await reload();
    },
    async remove(key) {
      const found = (await get(key, db())) !== undefined;
      if (found) {
        await del(key, db());
        await reload();
      }
      return found;
    },
    async removeIfUnchanged(key, sent) {
      const current = await get<T>(key, db());
      if (current && current.queuedAt === sent.queuedAt) await del(key, db());
    },
    async clear() {
      await clear(db());
      await reload();
    },
  };
}
