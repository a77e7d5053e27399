/** The rankings the public contest pages follow: the seeded pages' board, and a gym-run contest's live ranking. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { publicContestPaths, RANKING_EVENT } from '../../../../shared/contract/contest-paths';
import { isOver } from '../../../../shared/domain/countdown';
import { liveRankingQueryOptions } from '../../../api/live-contest';
import { queryKeys } from '../../../api/query-keys';
import { contestBoardQueryOptions, type BoardRow, type ContestBoard } from '../api/get-contest-board';
import type { ContestView } from '../contest-views';

const NO_ROWS: BoardRow[] = [];
const NO_ONE: ContestBoard['drawn'] = [];

export interface ContestBoardState {
  /** The rankings to show: empty while loading and after a failed fetch (docs/product.md › Public pages: errors). */
  male: BoardRow[];
  female: BoardRow[];
  drawn: ContestBoard['drawn'];
  /** From the last answer (kept through a failed fetch); null while unknown or when the contest has no end. */
  endTime: string | null;
  refreshSeconds: number;
  /** The countdown's clock: moves every refresh interval, frozen once the contest is over. */
  now: number;
  /** The end time has passed: 'C'est terminé', no more ticks, no more fetches. */
  over: boolean;
  loading: boolean;
  failed: boolean;
}

const hasEnded = (board: ContestBoard | undefined, now: number) => Boolean(board?.endTime) && isOver(board!.endTime!, now);

/**
 * A contest page's data and clock (docs/product.md › Public pages: screens; Public pages: states): until the end time the ranking is fetched and
 * the countdown ticks every refresh interval (the answer's `refresh_seconds`, else the page's own); at
 * the end time one last fetch takes the final ranking (and the draw's winners), then both stop.
 */
export function useContestBoard(view: ContestView): ContestBoardState {
  const [now, setNow] = useState(Date.now);
  const query = useQuery({
    ...contestBoardQueryOptions(view),
    // Read at each render, with this render's clock: the polling stops on the tick that ends the contest.
    refetchInterval: (current) => (hasEnded(current.state.data, now) ? false : (current.state.data?.refreshSeconds ?? view.refreshSeconds) * 1000),
    refetchOnWindowFocus: (current) => !hasEnded(current.state.data, now),
  });

  // TanStack Query keeps the last good answer through a failed fetch: the clock goes on with it.
  const board = query.data;
  const endTime = board?.endTime ?? null;
  const over = hasEnded(board, now);
  const refreshSeconds = board?.refreshSeconds ?? view.refreshSeconds;

  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [over, refreshSeconds]);

  // Seen running, now over: one last fetch for the final ranking. A contest already over when the page
  // opened has its final ranking in the first answer.
  const seenRunning = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (endTime === null) return;
    if (!over) seenRunning.current = true;
    else if (seenRunning.current) {
      seenRunning.current = false;
      void refetch();
    }
  }, [endTime, over, refetch]);

  useEffect(() => {
    if (query.error) console.error(`Classement indisponible (${view.apiPath})`, query.error);
  }, [query.error, view.apiPath]);

  const shown = query.isError ? undefined : board;
  return {
    male: shown?.male ?? NO_ROWS,
    female: shown?.female ?? NO_ROWS,
    drawn: shown?.drawn ?? NO_ONE,
    endTime,
    refreshSeconds,
    now,
    over,
    loading: query.isPending,
    failed: query.isError,
  };
}

export function useLiveRanking(slug: string, refreshSeconds: number, live: boolean) {
  const client = useQueryClient();
  const [pushed, setPushed] = useState(false);
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(publicContestPaths.events(slug));
    let version = -1;
    source.addEventListener('open', () => setPushed(true));
    source.addEventListener('error', () => setPushed(false));
    source.addEventListener(RANKING_EVENT, (event) => {
      setPushed(true);
      const next = Number(JSON.parse((event as MessageEvent<string>).data).version);
      if (next !== version) {
        // The first signal only tells the current version: the ranking is already being fetched.
        if (version !== -1) void client.invalidateQueries({ queryKey: queryKeys.liveContest(slug) });
        version = next;
      }
    });
    return () => source.close();
  }, [slug, live, client]);
  const query = useQuery({ ...liveRankingQueryOptions(slug), refetchInterval: live && !pushed ? refreshSeconds * 1000 : false });
  return { ...query, pushed };
}
