import { useMutation } from '@tanstack/react-query';
import type { LabelsBody } from '../../../../shared/contract/labels';
import { parisDay } from '../../../../shared/domain/dates';
import { apiClient } from '../../../api/api-client';
import { saveBlob } from '../../../lib/download';
import { settingPaths } from '../../../../shared/contract/staff-api-paths';

/** POST /api/gyms/{gymId}/labels/: the PDF, saved as `etiquettes-{secteur}-{date}.pdf`. */
export function usePrintLabels(gymId: number) {
  return useMutation({
    mutationFn: async ({ body, fileName }: { body: LabelsBody; fileName: string }) => {
      const pdf = await apiClient.post<Blob>(settingPaths.labels(gymId), body);
      saveBlob(pdf, fileName);
    },
  });
}

/** The server's file name, computed the same way for the browser's download. */
export const labelsFileName = (sectorSlug: string) => `etiquettes-${sectorSlug || 'secteur'}-${parisDay(new Date())}.pdf`;
