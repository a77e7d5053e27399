/** A competitor's personal link (contests.md §1): their contest and their results, with the link's token as bearer. */
import { queryOptions } from '@tanstack/react-query';
import type { ContestResult, MyContest } from '../../../../shared/contract/contest-scoring';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { resultBody, resultPath, type ResultEntry } from '../../../api/result-queue';
import { contestBearer } from './contest-bearer';

export const selfScoringLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.selfScoringLink(token),
    queryFn: ({ signal }) => apiClient.get<MyContest>('/api/contests/self-scoring/', { ...contestBearer(token), signal }),
    networkMode: 'offlineFirst',
    retry: false,
  });

export const sendLinkResult = (token: string, entry: ResultEntry) => apiClient.put<ContestResult>(resultPath(entry), resultBody(entry), contestBearer(token));
