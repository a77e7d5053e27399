/**
 * The calls of the pages that score a contest without an account (docs/product.md › Contests: who may do what; Contests: scoring entry; Contests:
 * calls): the judge's
 * (a session from the link and the code, then results with its bearer token) and the competitor's
 * personal link (their contest and their results, with the link's token as bearer).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ContestResult, JudgeSessionAnswer, JudgeView, MyContest } from '../../../../shared/contract/contest-scoring';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { resultBody, resultPath, type ResultEntry } from '../../../api/result-queue';
import { contestScoringPaths } from '../../../../shared/contract/contest-paths';

/** The options of a call made with a contest token (a judge's session, a competitor's personal link) instead of an account. */
const contestBearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` }, redirectOnUnauthenticated: false });

export type { ResultEntry };

export const openJudgeSession = (linkToken: string, code: string) =>
  apiClient.post<JudgeSessionAnswer>(contestScoringPaths.judgeSession, { token: linkToken, code }, { redirectOnUnauthenticated: false });

export const fetchJudgeView = (sessionToken: string) => apiClient.get<JudgeView>(contestScoringPaths.judge, contestBearer(sessionToken));

export const sendResult = (sessionToken: string, entry: ResultEntry) =>
  apiClient.put<ContestResult>(resultPath(entry), resultBody(entry), contestBearer(sessionToken));

export const selfScoringLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.selfScoringLink(token),
    queryFn: ({ signal }) => apiClient.get<MyContest>(contestScoringPaths.selfScoring, { ...contestBearer(token), signal }),
    networkMode: 'offlineFirst',
    retry: false,
  });

export const sendLinkResult = (token: string, entry: ResultEntry) => apiClient.put<ContestResult>(resultPath(entry), resultBody(entry), contestBearer(token));
