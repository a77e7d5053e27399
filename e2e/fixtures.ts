/**
 * What every spec imports instead of @playwright/test (eslint.config.js holds the rule): the same `test`,
 * with `baseURL` set to the demo server of the worker that runs the spec (e2e-servers.ts).
 */
import { test as playwrightTest } from '@playwright/test';
import { workerDemo } from './e2e-servers';

export { expect, type Browser, type Locator, type Page } from '@playwright/test';

export const test = playwrightTest.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(workerDemo().baseURL);
  },
});
