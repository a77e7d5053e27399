import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '../../../api/password-links';

export { requestPasswordReset } from '../../../api/password-links';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
