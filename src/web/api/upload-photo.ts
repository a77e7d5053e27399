import { useMutation } from '@tanstack/react-query';
import type { UploadedPhoto } from '../../shared/contract/media';
import { apiClient } from './api-client';
import { settingPaths } from '../../shared/contract/staff-api-paths';

export type { UploadedPhoto };

/** POST /api/media/: the picture in the multipart field `file`; 201 `{id, url, thumbnailUrl}`. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post<UploadedPhoto>(settingPaths.media, form);
    },
  });
}
