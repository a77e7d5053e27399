/** The judge's calls (contests.md §4, §6): a session from the link and the code, then results with its bearer token. */
import type { ContestResult, JudgeView } from '../../../../shared/contract/contest-scoring';
import { apiClient } from '../../../api/api-client';
import { resultBody, resultPath, type ResultEntry } from '../../../api/result-queue';
import { contestBearer } from './contest-bearer';

export type { ResultEntry };

export const openJudgeSession = (linkToken: string, code: string) =>
  apiClient.post<{ token: string }>('/api/contests/judge/session/', { token: linkToken, code }, { redirectOnUnauthenticated: false });

export const fetchJudgeView = (sessionToken: string) => apiClient.get<JudgeView>('/api/contests/judge/', contestBearer(sessionToken));

export const sendResult = (sessionToken: string, entry: ResultEntry) =>
  apiClient.put<ContestResult>(resultPath(entry), resultBody(entry), contestBearer(sessionToken));
