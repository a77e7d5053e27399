/**
 * Live contest rankings for every phone of this process (docs/product.md › Contests: public pages; Contests: limits): each change of a contest,
 * announced by PostgreSQL to every server process (gaston_contest_changes), costs one ranking
 * computation here, then a 'ranking' signal to each of the contest's server-sent-event subscribers,
 * whose next GET finds the ranking already computed. Hand-written: the fan-out is these few maps; a
 * library would add a broker without removing any of them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { computeRanking, type ComputedRanking } from '../services/contest-ranking-service';
import { contestHeadBySlug, findContestById } from '../repositories/contests-repository';
import { cachedOrComputed, computedCache } from '../lib/computed-cache';

export type RankingSignal = (version: number) => void;

export interface ContestLive {
  /** The contest's ranking at its current version (null for no such contest). */
  rankingBySlug(slug: string): Promise<ComputedRanking | null>;
  /** The ranking of this version of the contest (computed once, then from memory). */
  rankingAt(contestId: number, version: number): Promise<ComputedRanking>;
  /** The id and ranking version of a contest. */
  headBySlug(slug: string): Promise<{ id: number; version: number } | null>;
  /** Calls `signal` after each change of the contest, until the returned function is called. */
  subscribe(contestId: number, signal: RankingSignal): () => void;
  subscriberCount(): number;
  /** How many rankings this process computed (the benchmark reads it). */
  computations(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    contestLive: ContestLive;
  }
}

// Versions change the key, so an entry is never stale; the TTL only frees memory.
const RANKING_TTL_MS = 10 * 60_000;

export default fp(
  async function contestLive(app: FastifyInstance) {
    const rankings = computedCache<ComputedRanking>({ ttlMs: RANKING_TTL_MS, max: 200 });
    const subscribers = new Map<number, Set<RankingSignal>>();
    let computed = 0;

    const rankingAt = (id: number, version: number): Promise<ComputedRanking> =>
      cachedOrComputed(rankings, `${id}:${version}`, async () => {
        computed += 1;
        const ranking = await computeRanking(app.db, id, new Date());
        if (!ranking) throw new Error(`contest ${id} vanished`);
        return ranking;
      });
    const rankingById = async (id: number): Promise<ComputedRanking | null> => {
      const contest = await findContestById(app.db, id);
      return contest ? rankingAt(id, contest.rankingVersion) : null;
    };

    // Read for each request (one indexed row): a result shows on the very next read, in every process,
    // without waiting for the notification.
    const headBySlug = async (slug: string) => (await contestHeadBySlug(app.db, slug)) ?? null;

    // A contest whose change is being pushed, and whether another change arrived meanwhile.
    const pushing = new Map<number, boolean>();
    const push = async (id: number) => {
      if (pushing.has(id)) {
        pushing.set(id, true);
        return;
      }
      pushing.set(id, false);
      try {
        do {
          pushing.set(id, false);
          const ranking = await rankingById(id);
          if (ranking) for (const signal of subscribers.get(id) ?? []) signal(ranking.version);
        } while (pushing.get(id));
      } catch (err) {
        app.log.warn({ err, contestId: id }, 'contest ranking push failed');
      } finally {
        pushing.delete(id);
      }
    };

    app.gymChanges.subscribe((change) => {
      if (change.kind === 'resync') {
        for (const id of subscribers.keys()) void push(id);
      } else if (change.kind === 'contest') {
        for (const id of change.contestIds) if (subscribers.has(id)) void push(id);
      }
    });

    app.decorate('contestLive', {
      async rankingBySlug(slug) {
        const head = await headBySlug(slug);
        return head ? rankingAt(head.id, head.version) : null;
      },
      rankingAt,
      headBySlug,
      subscribe(contestId, signal) {
        let set = subscribers.get(contestId);
        if (!set) subscribers.set(contestId, (set = new Set()));
        set.add(signal);
        return () => {
          set.delete(signal);
          if (set.size === 0) subscribers.delete(contestId);
        };
      },
      subscriberCount: () => [...subscribers.values()].reduce((sum, set) => sum + set.size, 0),
      computations: () => computed,
    } satisfies ContestLive);
  },
  { name: 'contest-live' },
);
