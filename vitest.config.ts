import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), lingui()],
  test: {
    // Vitest's default is one worker less than the cores: one on the 2-core machines of CI. The API tests spend
    // much of their time waiting on PostgreSQL, so two workers there run the suite in 500 s instead of 860.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/helpers/web-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
