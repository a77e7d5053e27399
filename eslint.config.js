import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's floors, top to bottom (docs/ARCHITECTURE.md): a folder imports only folders below it.
const SERVER = './src/server';
const TOP = [`${SERVER}/main.ts`, `${SERVER}/app.ts`];
const serverZone = (target, above, message) => ({ target: `${SERVER}/${target}`, from: [...TOP, ...above.map((folder) => `${SERVER}/${folder}`)], message });
const SERVER_ZONES = [
  serverZone(
    'routes',
    ['repositories', 'db', 'cli', 'jobs', 'seed', 'backup', 'documents'],
    'Routes parse and answer: they call services (and plugins, http/), never repositories or db/.',
  ),
  serverZone('plugins', ['routes', 'cli', 'seed'], 'Plugins sit under the routes and above the services.'),
  serverZone('cli', ['routes'], 'The command line sits above the services and the seed, beside the routes.'),
  serverZone('seed', ['routes', 'plugins', 'http', 'cli'], 'The seed writes through services and repositories: it sits above them.'),
  serverZone('jobs', ['routes', 'plugins', 'http', 'cli', 'seed'], 'Jobs call services and repositories: they sit above them.'),
  serverZone(
    'services',
    ['routes', 'plugins', 'cli', 'jobs', 'seed'],
    'Services see no HTTP and no caller: move the shared piece down (repositories, documents, lib).',
  ),
  serverZone(
    'backup',
    ['routes', 'plugins', 'http', 'cli', 'jobs', 'seed', 'services', 'repositories', 'documents', 'mail'],
    'Backups sit on db/ and lib/ only.',
  ),
  serverZone(
    'repositories',
    ['routes', 'plugins', 'http', 'cli', 'jobs', 'seed', 'services', 'backup', 'mail'],
    'Repositories hold the SQL: they import db/, documents/, lib/ and shared only.',
  ),
  serverZone(
    'documents',
    ['routes', 'plugins', 'http', 'cli', 'jobs', 'seed', 'services', 'repositories', 'backup', 'mail'],
    'Documents (PDF, photos, catalogue files) are drawn from values: no database access.',
  ),
  serverZone(
    'http',
    ['routes', 'plugins', 'cli', 'jobs', 'seed', 'services', 'repositories', 'db', 'backup', 'documents', 'mail'],
    'http/ holds HTTP helpers that know nothing of the app.',
  ),
  serverZone(
    'db',
    ['routes', 'plugins', 'http', 'cli', 'jobs', 'seed', 'services', 'repositories', 'backup', 'documents', 'mail'],
    'db/ is the floor under the repositories.',
  ),
  serverZone(
    'mail',
    ['routes', 'plugins', 'http', 'cli', 'jobs', 'seed', 'services', 'repositories', 'db', 'backup', 'documents'],
    'Mail sends what it is given.',
  ),
  {
    target: `${SERVER}/lib`,
    from: SERVER,
    except: ['./lib'],
    message: 'lib/ holds leaf utilities that import nothing of the app.',
  },
  ...['config.ts', 'logger.ts', 'errors.ts', 'paths.ts'].map((file) => ({
    target: `${SERVER}/${file}`,
    from: SERVER,
    except: ['./lib', './config.ts', './errors.ts', './paths.ts'],
    message: 'Configuration, logger, errors and paths are the ground floor: they import only lib/.',
  })),
];

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
    // Readable files (docs/ARCHITECTURE.md 'Reading the code'): no source file over 450 lines (the schema and
    // the seed's data aside), no line over 160 characters, no React component (nor hook) over 200 lines.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', 'test/**/*.ts'],
    ignores: ['src/server/db/schema.ts', '**/*.test.{ts,tsx}', 'test/**'],
    rules: { 'max-lines': ['error', { max: 450 }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 200 }] },
  },
  {
    // Each Playwright worker has a demo server of its own (e2e/e2e-servers.ts); e2e/fixtures.ts's `test` points there.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './fixtures': it runs on the worker's own demo server." }] },
      ],
    },
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
    // entry-constants, boulder-filter-path, comments-paging, the *-paths modules, shared/domain/*-rules) and only types from the schemas.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^zod$|shared/contract/(?!constants$|entry-constants$|boulder-filter-path$|comments-paging$|[a-z-]+-paths$)[a-z-]+$' +
                '|shared/domain/(email|password)$)',
              allowTypeImports: true,
              message: 'This module builds zod schemas: import its values from a zod-free module (shared/contract/constants, shared/domain/*-rules).',
            },
          ],
        },
      ],
    },
  },
  {
    // The pages build the API's addresses with the contract's path helpers (src/shared/contract/*-paths.ts, checked
    // against the app's routes by test/api/path-helpers.test.ts), never by hand.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map((selector) => ({
          selector,
          message: 'Build this address with a helper of src/shared/contract/*-paths.ts.',
        })),
      ],
    },
  },
  {
    // The contract's path modules are what the pages import for addresses: they stay free of zod.
    files: ['src/shared/contract/*-paths.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['zod'], patterns: ['**/server/**', '**/web/**', 'node:*', 'react', 'pg', 'fastify', './*', '!./*-paths'] }],
    },
  },
  {
    // Only repositories (and db/, and the seed's bulk inserts) use the tables' values; others may name their types.
    files: ['src/server/{routes,plugins,http,cli,jobs,services,backup,documents,mail}/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/db/schema$', allowTypeImports: true, message: 'Only repositories read and write the tables: call one.' }] },
      ],
    },
  },
  {
    // No import cycles anywhere, the server's floors (SERVER_ZONES), and the web's (docs/ARCHITECTURE.md):
    // app/ composes features; a feature imports only itself and what lies below (components/, api/, lib/,
    // config/, hooks/); components/ use api/, hooks/ and lib/; api/ and hooks/ use lib/ and config/; lib/ and config/
    // import nothing of the web.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SERVER_ZONES,
            ...FEATURES.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'A feature does not import another one: move the shared piece to src/web/components or src/web/lib.',
            })),
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'Features are composed by src/web/app, not the other way round (the route table is src/web/config/paths.ts).',
            },
            {
              target: './src/web/components',
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared components import no feature and nothing of app/.',
            },
            {
              target: './src/web/api',
              from: ['./src/web/features', './src/web/app', './src/web/components'],
              message: 'The shared calls (api/) sit under the components: they import lib/, config/ and shared only.',
            },
            {
              target: './src/web/hooks',
              from: ['./src/web/features', './src/web/app', './src/web/components', './src/web/api'],
              message: 'hooks/ hold the shared React hooks: they import lib/, config/ and shared only.',
            },
            {
              target: ['./src/web/lib', './src/web/config'],
              from: ['./src/web/features', './src/web/app', './src/web/components', './src/web/api', './src/web/hooks'],
              message: 'lib/ and config/ hold leaf helpers and the route table: they import nothing of the web above them.',
            },
          ],
        },
      ],
    },
  },
);
