/**
 * The logs of the last 10 minutes, which can still be undone (docs/product.md › Climbers: the app), kept in
 * localStorage so that 'Annuler' outlives the notification and a restart of the app.
 */
import { CLIMBER_LIMITS } from '../../../../shared/domain/climber-rules';

export interface RecentLog {
  clientIds: string[];
  title: string;
  detail: string;
  loggedAt: number;
}

const KEY = 'gaston-recent-logs';
const listeners = new Set<() => void>();
let snapshot: RecentLog[] | null = null;

const stillUndoable = (log: RecentLog, now: number) => now - log.loggedAt <= CLIMBER_LIMITS.undoMs;

function read(): RecentLog[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RecentLog[]).filter((log) => stillUndoable(log, Date.now())) : [];
  } catch {
    return [];
  }
}

function write(logs: RecentLog[]) {
  snapshot = logs;
  try {
    localStorage.setItem(KEY, JSON.stringify(logs));
  } catch {
    // A full or disabled storage only loses the late 'Annuler'.
  }
  for (const listener of listeners) listener();
}

/** Newest first; logs older than 10 minutes are left out. */
export const recentLogs = (): RecentLog[] => (snapshot ??= read());

export function subscribeToRecentLogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const rememberLog = (log: RecentLog) => write([log, ...recentLogs().filter((other) => stillUndoable(other, log.loggedAt))].slice(0, 20));

export const forgetLog = (clientIds: string[]) => write(recentLogs().filter((log) => log.clientIds[0] !== clientIds[0]));

/** Forgets every recent log (another climber takes the phone). */
export const forgetRecentLogs = () => write([]);

/** Drops what has become too old to undo (called on a timer by the list). */
export function pruneRecentLogs(now = Date.now()) {
  const kept = recentLogs().filter((log) => stillUndoable(log, now));
  if (kept.length !== recentLogs().length) write(kept);
}
