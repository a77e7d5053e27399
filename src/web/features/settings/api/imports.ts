import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportAnalysis, ImportListItem } from '../../../../shared/contract/imports';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { useStoredUserId } from '../../../lib/storage';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

export interface CatalogueUpload {
  file: File;
  createSectors: boolean;
  createTags: boolean;
}

const form = ({ file, createSectors, createTags }: CatalogueUpload) => {
  const body = new FormData();
  body.set('createSectors', String(createSectors));
  body.set('createTags', String(createTags));
  body.set('file', file, file.name);
  return body;
};

/** GET /api/gyms/{gymId}/imports/: the gym's last imports. */
export const useImports = (gymId: number) =>
  useQuery({ queryKey: queryKeys.imports(gymId), queryFn: ({ signal }) => apiClient.get<ImportListItem[]>(gymPaths.imports(gymId), { signal }) });

/** 'Analyser': nothing is written. */
export const useAnalyseCatalogue = (gymId: number) =>
  useMutation({ mutationFn: (upload: CatalogueUpload) => apiClient.post<ImportAnalysis>(gymPaths.imports(gymId, true), form(upload)) });

/** An import or its undo changes the gym's boulders (and maybe sectors and tags): every view of the gym is refreshed. */
function useRefreshGym(gymId: number) {
  const client = useQueryClient();
  const userId = useStoredUserId();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.gym(gymId) }),
      userId ? client.invalidateQueries({ queryKey: queryKeys.gymInfo(userId, gymId) }) : undefined,
    ]);
}

/** 'Importer N blocs': all valid lines, or none. */
export function useImportCatalogue(gymId: number) {
  const refresh = useRefreshGym(gymId);
  return useMutation({
    mutationFn: (upload: CatalogueUpload) =>
      apiClient.post<{ importId: number | null; created: number; duplicates: number }>(gymPaths.imports(gymId, false), form(upload)),
    onSettled: refresh,
  });
}

/** 'Annuler l'import' (24 h). */
export function useUndoImport(gymId: number) {
  const refresh = useRefreshGym(gymId);
  return useMutation({
    mutationFn: (importId: number) => apiClient.delete<{ removed: number; kept: number }>(gymPaths.importRun(gymId, importId)),
    onSettled: refresh,
  });
}
