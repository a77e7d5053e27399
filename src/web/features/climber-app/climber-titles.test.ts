import { i18n } from '@lingui/core';
import { afterEach, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { climberCatalog } from '../../lib/catalogs/climber';
import { loadCatalog } from '../../lib/i18n';
import { CLIMBER_TITLE_KEYS, titleKeyOf } from './climber-titles';

afterEach(() => i18n.activate('fr'));

it("gives each page of the app its tab title in the climber's language, the route table's in French", async () => {
  for (const [name, key] of Object.entries(CLIMBER_TITLE_KEYS) as [keyof typeof CLIMBER_TITLE_KEYS, string | null][]) {
    if (key === null) continue;
    expect(titleKeyOf(paths[name].title)).toBe(key);
    expect(i18n._(key), name).toBe(paths[name].title);
  }
  await loadCatalog(climberCatalog, 'en');
  i18n.activate('en');
  expect(i18n._(titleKeyOf(paths.climberLogbook.title)!)).toBe('My logbook');
  expect(titleKeyOf('Gaston')).toBeNull();
});
