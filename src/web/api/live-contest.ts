import { queryOptions } from '@tanstack/react-query';
import { publicContestPaths } from '../../shared/contract/contest-paths';
import type { Explain, PublicContest, Ranking } from '../../shared/contract/contest-public';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** A contest's page data (docs/product.md › Contests: public pages): name, dates, format, categories, registration. */
export const liveContestQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.liveContest(slug),
    queryFn: () => apiClient.get<PublicContest>(publicContestPaths.contest(slug)),
  });

/** The live ranking; the browser revalidates it with its ETag (a 304 costs the server nothing). */
export const liveRankingQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.liveRanking(slug),
    queryFn: () => apiClient.get<Ranking>(publicContestPaths.ranking(slug)),
  });

export const contestExplainQueryOptions = (slug: string, competitorId: number, round: 'qualification' | 'final') =>
  queryOptions({
    queryKey: queryKeys.contestExplain(slug, competitorId, round),
    queryFn: () => apiClient.get<Explain>(publicContestPaths.explain(slug, competitorId, round)),
  });
