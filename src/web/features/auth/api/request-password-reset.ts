import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '../../../api/password-links';

export { PASSWORD_RESET_REQUEST_PATH, requestPasswordReset } from '../../../api/password-links';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
