import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { publicContestPaths, RANKING_EVENT } from '../../../../shared/contract/contest-paths';
import { queryKeys } from '../../../api/query-keys';
import { liveRankingQueryOptions } from '../api/get-live-contest';

/**
 * The live ranking (contests.md §5): a server-sent 'ranking' signal refetches it at once; while the push
 * is not available (no EventSource, a proxy that cuts streams, a lost connection) it is polled at the
 * contest's refresh interval instead.
 */
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
