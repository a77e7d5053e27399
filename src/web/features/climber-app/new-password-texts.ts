import { PASSWORD_TOO_LONG } from '../../../shared/domain/password-rules';
import { MESSAGES } from '../../../shared/messages';
import type { NewPasswordTexts } from '../../components/new-password-form';
import type { climberCatalog } from '../../lib/catalogs/climber';
import type { TranslateOf } from '../../lib/i18n';

type ClimberT = TranslateOf<typeof climberCatalog>;

/** The password rules' French messages (password-rules.ts) and their keys in the climber's catalogue. */
const RULE_KEYS = new Map<string, Parameters<ClimberT>[0]>([
  [MESSAGES.passwordRequired, 'rule.passwordRequired'],
  [MESSAGES.passwordMinLength, 'rule.passwordMinLength'],
  [MESSAGES.passwordUppercase, 'rule.passwordUppercase'],
  [MESSAGES.passwordDigit, 'rule.passwordDigit'],
  [MESSAGES.passwordSpecial, 'rule.passwordSpecial'],
  [PASSWORD_TOO_LONG, 'rule.passwordTooLong'],
  [MESSAGES.confirmationRequired, 'rule.confirmationRequired'],
  [MESSAGES.confirmationMismatch, 'rule.confirmationMismatch'],
]);

/** The new password form (components/new-password-form.tsx) in the climber's language. */
export const newPasswordTexts = (t: ClimberT): NewPasswordTexts => ({
  formName: t('newPassword.formName'),
  newPassword: t('profile.newPassword'),
  newPasswordPlaceholder: t('newPassword.placeholder'),
  hint: t('rule.passwordHint'),
  confirmation: t('newPassword.confirmation'),
  confirmationPlaceholder: t('newPassword.confirmationPlaceholder'),
  submit: t('newPassword.submit'),
  toggles: {
    newPassword: [t('newPassword.show'), t('newPassword.hide')],
    confirmation: [t('newPassword.showConfirmation'), t('newPassword.hideConfirmation')],
  },
  error: (french) => {
    const key = RULE_KEYS.get(french);
    return key ? t(key) : french;
  },
});
