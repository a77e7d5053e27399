import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The shared code runs on both sides: it must not reach into either.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', 'node:*', 'react', 'pg', 'fastify'] }],
    },
  },
  {
    // The pages never load zod: they take values from the contract's zod-free modules (constants,
    // entry-constants, boulder-filter-path, comments-paging, contest-paths, shared/domain/*-rules) and only types from the schemas.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^zod$|shared/contract/(?!constants$|entry-constants$|boulder-filter-path$|comments-paging$|contest-paths$)[a-z-]+$|shared/domain/(email|password)$)',
              allowTypeImports: true,
              message: 'This module builds zod schemas: import its values from a zod-free module (shared/contract/constants, shared/domain/*-rules).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere, and the web's layers (docs/ARCHITECTURE.md): app composes features;
    // a feature imports only itself, the shared components/ and lib/, and the route table app/paths;
    // components/ and lib/ import no feature and nothing of app/.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A feature does not import another one: move the shared piece to src/web/components or src/web/lib.',
            })),
            {
              target: './src/web/features',
              from: './src/web/app',
              except: ['./paths.ts'],
              message: 'Features are composed by src/web/app, not the other way round (app/paths.ts aside).',
            },
            {
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared components and lib import no feature and nothing of app/.',
            },
          ],
        },
      ],
    },
  },
);
