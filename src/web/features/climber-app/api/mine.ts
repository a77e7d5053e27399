import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMeBody } from '../../../../shared/contract/climber-accounts';
import type { ClimberIndex, Logbook, Progress } from '../../../../shared/contract/climber-reads';
import type { MyContests } from '../../../../shared/contract/contest-scoring';
import { queryKeys } from '../../../api/query-keys';
import { resultBody, resultPath, type ResultEntry } from '../../../api/result-queue';
import { useAccountChange } from './auth';
import { deleteAscent } from './boulders';
import { climberApi } from './climber-client';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';
import { useT } from '../../../lib/i18n';
import { climberCatalog } from '../../../lib/catalogs/climber';

/** GET /api/v1/me/logbook/?from=&to=: my days, newest first, and my hardest tops. */
export const logbookQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.climberLogbook(from, to),
    queryFn: ({ signal }) => climberApi.get<Logbook>(climberApiPaths.logbook(from, to), { signal }),
    networkMode: 'offlineFirst',
  });
export const useLogbook = (from: string, to: string) => useQuery(logbookQueryOptions(from, to));

/** GET /api/v1/me/progress/?gym=: share of each circuit's active boulders I topped. */
export const progressQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.climberProgress(gymId),
    queryFn: ({ signal }) => climberApi.get<Progress>(climberApiPaths.progress(gymId), { signal }),
    networkMode: 'offlineFirst',
  });
export const useProgress = (gymId: number | null) => useQuery({ ...progressQueryOptions(gymId ?? 0), enabled: gymId !== null });

/** GET /api/v1/me/index/?gym=&month=: my Gaston Index, my rank and the boulders that count. */
export const indexQueryOptions = (gymId: number, month: string) =>
  queryOptions({
    queryKey: queryKeys.climberIndex(gymId, month),
    queryFn: ({ signal }) => climberApi.get<ClimberIndex>(climberApiPaths.index(gymId, month), { signal }),
    networkMode: 'offlineFirst',
  });
export const useClimberIndex = (gymId: number | null, month: string) => useQuery({ ...indexQueryOptions(gymId ?? 0, month), enabled: gymId !== null });

/** DELETE /api/v1/ascents/{clientId}/ for each log: a day's logs of a boulder, deleted from the logbook. */
export function useDeleteLogs() {
  const queryClient = useQueryClient();
  const t = useT(climberCatalog);
  return useMutation({
    mutationFn: async (clientIds: string[]) => {
      for (const clientId of clientIds) await deleteAscent(clientId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.climber() }),
    onError: (error) => notifications.show({ color: 'red', title: t('logbook.deleteFailed'), message: error.message }),
  });
}

/** PATCH /api/v1/me/: the profile as saved. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateMeBody) => climberApi.patch<Me>(climberApiPaths.me, changes),
    onSuccess: (me) => {
      queryClient.setQueryData(queryKeys.climberMe(), me);
      // The home gym and the ranking consent change my index and the gym shown first.
      void queryClient.invalidateQueries({ queryKey: queryKeys.climberMine() });
    },
  });
}

/** DELETE /api/v1/auth/tokens/{id}/: a native app of mine loses its access. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) => climberApi.delete<void>(climberApiPaths.token(tokenId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.climberMe() }),
  });
}

/** POST /api/v1/me/confirmation/: a new confirmation link by mail. */
export const useResendConfirmation = () => useMutation({ mutationFn: () => climberApi.post<void>(climberApiPaths.resendConfirmation) });

/** GET /api/v1/me/export/: my data as a JSON file the browser saves. */
export async function downloadMyData() {
  const data = await climberApi.get<unknown>(climberApiPaths.exportMine);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `gaston-mes-donnees-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** POST /api/v1/me/delete/ with my password; the page then finds nobody signed in and shows the sign-in form, under this notice. */
export function useDeleteMe() {
  const t = useT(climberCatalog);
  return useAccountChange(
    async (password: string) => {
      await climberApi.post<void>(climberApiPaths.deleteMe, { password });
      notifications.show({ color: 'teal', title: t('deleted.title'), message: t('home.deleted'), autoClose: 10_000 });
    },
    { leaving: true },
  );
}

export const myContestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.climberContests(),
    queryFn: ({ signal }) => climberApi.get<MyContests>(climberApiPaths.myContests, { signal }),
    networkMode: 'offlineFirst',
  });
export const useMyContests = () => useQuery(myContestsQueryOptions());

/** PUT /api/contests/{id}/results/{clientId}/ with my session: the server checks the result is mine and the window open. */
export const sendOwnResult = (entry: ResultEntry) => climberApi.put(resultPath(entry), resultBody(entry));
