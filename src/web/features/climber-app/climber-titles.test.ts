import { i18n } from '@lingui/core';
import { afterEach, expect, it } from 'vitest';
import { climberCatalog } from '../../lib/catalogs/climber';
import { loadCatalog } from '../../lib/i18n';
import { climberTitleKey } from './climber-titles';

afterEach(() => i18n.activate('fr'));

it("gives each page of the app its tab title in the climber's language, none to the home page or a page outside the app", async () => {
  await loadCatalog(climberCatalog, 'fr');
  expect(i18n._(climberTitleKey('climberLogbook')!)).toBe('Mon carnet');
  await loadCatalog(climberCatalog, 'en');
  i18n.activate('en');
  expect(i18n._(climberTitleKey('climberLogbook')!)).toBe('My logbook');
  expect(climberTitleKey('climberHome')).toBeNull();
  expect(climberTitleKey('dashboard')).toBeNull();
  expect(climberTitleKey(undefined)).toBeNull();
});
