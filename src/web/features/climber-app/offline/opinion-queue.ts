/**
 * Stars and grade votes given on the phone (docs/product.md › Climbers: the app 'Offline': votes and ratings made offline
 * are queued too). Both are PUT calls, so the last opinion per boulder is all that needs sending:
 * the queue keeps one rating and one vote per boulder, sent after the logs (a vote needs my top).
 */
import type { GradeFeeling } from '../../../../shared/domain/climber-rules';
import { climberApi } from '../api/climber-client';
import { ApiError } from '../../../api/api-client';
import { createIdbQueue } from './idb-queue';
import { createQueueFlush, type Flushed } from './queue-flush';
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

const flush = createQueueFlush(queue, keyOf, (opinion, messages): RefusedOpinion => ({ opinion, messages }));

/**
 * Sends what waits, oldest first; stops at the first network failure, keeps 401, 429 and 5xx for
 * later. A grade vote on a boulder whose log still waits on the phone (`loggedBoulders`) waits too:
 * sent first, the server would refuse it for good (409, no top of mine yet).
 */
export function flushOpinions(loggedBoulders: ReadonlySet<number> = new Set()): Promise<Flushed<RefusedOpinion>> {
  return flush(async function* (waiting) {
    for (const opinion of waiting) {
      if (opinion.kind === 'gradeVote' && loggedBoulders.has(opinion.boulderId)) continue;
      let answer = { item: opinion, status: 200, messages: [] as string[] };
      try {
        await send(opinion);
      } catch (error) {
        if (!(error instanceof ApiError)) return;
        answer = { item: opinion, status: error.status, messages: [error.message] };
      }
      yield answer;
    }
  });
}
