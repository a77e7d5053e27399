import { useMutation } from '@tanstack/react-query';
import { changePasswordWithLink } from '../../../lib/password-links';

export { changePasswordWithLink, changePasswordWithLinkPath, type PasswordLink } from '../../../lib/password-links';

export function useChangePasswordWithLink() {
  return useMutation({ mutationFn: changePasswordWithLink });
}
