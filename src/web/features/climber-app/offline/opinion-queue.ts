/**
 * Stars and grade votes given on the phone (docs/product.md › Climbers: the app 'Offline': votes and ratings made offline
 * are queued too). Both are PUT calls, so the last opinion per boulder is all that needs sending:
 * the queue keeps one rating and one vote per boulder, sent after the logs (a vote needs my top).
 */
import type { GradeFeeling } from '../../../../shared/domain/climber-rules';
import { climberApi } from '../api/climber-client';
import { ApiError } from '../../../api/api-client';
import { FINAL_STATUSES, type Flushed } from './ascent-queue';
import { createIdbQueue } from './idb-queue';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';

export type QueuedOpinion =
  | { kind: 'rating'; boulderId: number; stars: number; queuedAt: number }
  | { kind: 'gradeVote'; boulderId: number; feeling: GradeFeeling; grade: string; queuedAt: number };

type NewOpinion = QueuedOpinion extends infer O ? (O extends QueuedOpinion ? Omit<O, 'queuedAt'> : never) : never;

export interface RefusedOpinion {
  opinion: QueuedOpinion;
  messages: string[];
}

const queue = createIdbQueue<QueuedOpinion>('gaston-app-opinions', 'pending-opinions');
const keyOf = (opinion: NewOpinion) => `${opinion.kind}:${opinion.boulderId}`;

export const opinionSnapshot = queue.snapshot;
export const subscribeToOpinions = queue.subscribe;

/** Drops every star and vote still waiting (the climber chose to sign out without sending them). */
export const clearOpinions = (): Promise<void> => queue.clear();

export const enqueueOpinion = (opinion: NewOpinion): Promise<void> => queue.put(keyOf(opinion), opinion);

const send = (opinion: QueuedOpinion) =>
  opinion.kind === 'rating'
    ? climberApi.put(climberApiPaths.boulderRating(opinion.boulderId), { stars: opinion.stars })
    : climberApi.put(climberApiPaths.boulderGradeVote(opinion.boulderId), { feeling: opinion.feeling, grade: opinion.grade });

let flushing: Promise<Flushed<RefusedOpinion>> | null = null;

/**
 * Sends what waits, oldest first; stops at the first network failure, keeps 401, 429 and 5xx for
 * later. A grade vote on a boulder whose log still waits on the phone (`loggedBoulders`) waits too:
 * sent first, the server would refuse it for good (409, no top of mine yet).
 */
export function flushOpinions(loggedBoulders: ReadonlySet<number> = new Set()): Promise<Flushed<RefusedOpinion>> {
  flushing ??= (async () => {
    const refused: RefusedOpinion[] = [];
    let settled = 0;
    try {
      await queue.reload();
      for (const opinion of queue.snapshot()) {
        if (opinion.kind === 'gradeVote' && loggedBoulders.has(opinion.boulderId)) continue;
        let status = 200;
        let messages: string[] = [];
        try {
          await send(opinion);
        } catch (error) {
          if (!(error instanceof ApiError)) break;
          status = error.status;
          messages = [error.message];
        }
        if (!FINAL_STATUSES.has(status)) continue;
        if (status >= 400) refused.push({ opinion, messages });
        await queue.removeIfUnchanged(keyOf(opinion), opinion);
        settled += 1;
      }
    } finally {
      await queue.reload();
      flushing = null;
    }
    return { settled, refused };
  })();
  return flushing;
}
