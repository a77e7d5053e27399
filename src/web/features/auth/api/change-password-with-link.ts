import { useMutation } from '@tanstack/react-query';
import { changePasswordWithLink } from '../../../api/password-links';

export { changePasswordWithLink, changePasswordWithLinkPath, type PasswordLink } from '../../../api/password-links';

export function useChangePasswordWithLink() {
  return useMutation({ mutationFn: changePasswordWithLink });
}
