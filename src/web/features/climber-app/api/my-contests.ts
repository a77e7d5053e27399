/** The contests I compete in, for self-scoring (contests.md §4): GET /api/v1/me/contests/ and my results. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyContests } from '../../../../shared/contract/contest-scoring';
import { queryKeys } from '../../../api/query-keys';
import { resultBody, resultPath, type ResultEntry } from '../../../api/result-queue';
import { climberApi } from './climber-client';

export const myContestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.climberContests(),
    queryFn: ({ signal }) => climberApi.get<MyContests>('/api/v1/me/contests/', { signal }),
    networkMode: 'offlineFirst',
  });
export const useMyContests = () => useQuery(myContestsQueryOptions());

/** PUT /api/contests/{id}/results/{clientId}/ with my session: the server checks the result is mine and the window open. */
export const sendOwnResult = (entry: ResultEntry) => climberApi.put(resultPath(entry), resultBody(entry));
