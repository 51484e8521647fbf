import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/** Features don't import each other; app/ composes them. */
const featureZones = () =>
  features.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
  }));
const features = [
  'auth',
  'users',
  'teams',
  'dashboard',
  'leads',
  'tasks',
  'campaigns',
  'units',
  'chats',
  'notifications',
  'lookups',
];

/**
 * The API's modules in layers, lowest first: a module imports only modules of lower layers, so no two
 * modules reach each other through any chain of imports. What a lower module must tell a higher
 * one travels as a domain event (core/events.ts); what the app puts together is in app.ts and
 * listeners.ts. A module's tests may use any module to check what happened.
 */
const API_MODULE_LAYERS = [
  ['health', 'settings', 'metrics', 'lookups', 'uploads'],
  ['imports'],
  ['users'],
  ['auth', 'chats', 'leads'],
  ['comments', 'notifications', 'tasks', 'campaigns', 'intake', 'routing'],
  ['units', 'teams'],
  ['lead-exports', 'backups'],
  ['live', 'push'],
];
const apiModuleLayerZones = () =>
  API_MODULE_LAYERS.flatMap((layer, depth) =>
    layer.map((module) => ({
      target: `./apps/api/src/modules/${module}`,
      from: API_MODULE_LAYERS.slice(depth)
        .flat()
        .filter((other) => other !== module)
        .map((other) => `./apps/api/src/modules/${other}`),
      message: `Modules import only lower layers (eslint.config.mjs, API_MODULE_LAYERS): tell ${module}'s listeners with a domain event, or compose in app.ts.`,
    })),
  ).filter((zone) => zone.from.length > 0);

/** The API's import fences: each pattern is a regex of forbidden import paths. */
const apiModuleFence = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((regex) => ({
        regex,
        message: "Import another module through its index (e.g. '../leads'); add what you need to its index.ts.",
      })),
    },
  ],
});
/** A file of a sibling module, `<up>` being the way up to apps/api/src/modules (`../x/y`). */
const siblingModuleFile = (up) => `${up}(?!\\.\\./)[^/]+/.`;
/** A file inside a module, by way of the modules folder (`../modules/x/y`), `except` a lookahead. */
const reachInto = (except) => `^\\.\\.?/(?:.*/)?modules/[^/]+/${except}.`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': 'off',
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Imports are resolved (TypeScript sources included) so cycles and layer breaches are seen.
    files: ['apps/**/*.{ts,tsx}'],
    ...importX.flatConfigs.typescript,
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // The API's layers: shared code (config, db, errors, lib, core) knows no domain module or the app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['config', 'db', 'errors', 'lib', 'core'].map((layer) => ({
            target: `./apps/api/src/${layer}`,
            from: [
              './apps/api/src/modules',
              './apps/api/src/app.ts',
              './apps/api/src/listeners.ts',
              './apps/api/src/server.ts',
            ],
          })),
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleLayerZones() }] },
  },
  {
    // The shared packages are cycle-free too.
    files: ['packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // API module fences: a module's index.ts is all that other code may import of it (within a module,
  // files import each other directly). Tests keep the same fence, their own module's files excepted.
  {
    files: ['apps/api/src/modules/*/*.ts'],
    rules: apiModuleFence(siblingModuleFile('^\\.\\./'), reachInto('')),
  },
  {
    files: ['apps/api/src/modules/*/__tests__/**/*.ts'],
    rules: apiModuleFence(siblingModuleFile('^\\.\\./\\.\\./'), reachInto('')),
  },
  {
    files: [
      'apps/api/src/{core,seed,scripts,__tests__}/**/*.ts',
      'apps/api/src/listeners.ts',
      'apps/api/src/server.ts',
      'apps/api/test/**/*.ts',
      'apps/api/bench/**/*.ts',
    ],
    rules: apiModuleFence(reachInto('')),
  },
  {
    // app.ts mounts each module's routes, which are not in the index: route files import other
    // modules' indexes, so an index holding them would close cycles.
    files: ['apps/api/src/app.ts'],
    rules: apiModuleFence(reachInto('(?![^/]+\\.routes$)')),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Features don't import each other; app/ composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones(),
            // Shared code (shared-api: the reads, keys and the one write several features use) never
            // reaches into a feature or the app; features never into the app.
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/shared-api',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // UI primitives take callbacks (ContactButtons' onContact); the feature passes the mutation.
            {
              target: './apps/web/src/components',
              from: './apps/web/src/shared-api',
              message: 'UI primitives take callbacks; the feature using one passes the query or mutation.',
            },
          ],
        },
      ],
    },
  },
  {
    // Nor do they fetch: no query or mutation hook in a primitive.
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/react-query', message: 'UI primitives take callbacks; features fetch and write.' },
          ],
        },
      ],
    },
  },
  {
    // Screen tests render the real router; they still may not reach into another feature.
    files: ['apps/web/src/**/__tests__/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones() }] },
  },
  {
    // The contracts are shared by server and browser: zod only.
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['express', 'mongoose', 'react', 'react-dom', 'node:*'] }],
    },
  },
);
