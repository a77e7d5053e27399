import { i18n } from '@lingui/core';
import { afterEach, expect, it } from 'vitest';
import { confirmationError, PASSWORD_RULES } from '../../../shared/domain/password-rules';
import { climberCatalog } from '../../lib/catalogs/climber';
import { loadCatalog, type TranslateOf } from '../../lib/i18n';
import { newPasswordTexts } from './new-password-texts';

const t: TranslateOf<typeof climberCatalog> = (key, values) => i18n._(key, values);
const messages = [...PASSWORD_RULES.map((rule) => rule.message), confirmationError('Gaston-2024!', '')!, confirmationError('Gaston-2024!', 'autre')!];

afterEach(() => i18n.activate('fr'));

it('says every broken password rule in the climber’s language, in the same French as the back office', async () => {
  const french = newPasswordTexts(t);
  for (const message of messages) expect(french.error(message)).toBe(message);
  await loadCatalog(climberCatalog, 'en');
  i18n.activate('en');
  const english = newPasswordTexts(t);
  for (const message of messages) expect(english.error(message), message).not.toBe(message);
  expect(english.error(PASSWORD_RULES[1]!.message)).toBe('The password must be at least 8 characters long');
  expect(english.toggles.confirmation).toEqual(['Show the confirmation', 'Hide the confirmation']);
});
