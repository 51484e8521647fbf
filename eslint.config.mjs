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
      // The API's layers: shared code (config, db, errors, lib) knows no domain module or HTTP layer.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['config', 'db', 'errors', 'lib'].map((layer) => ({
            target: `./apps/api/src/${layer}`,
            from: [
              './apps/api/src/modules',
              './apps/api/src/http',
              './apps/api/src/app.ts',
              './apps/api/src/server.ts',
            ],
          })),
        },
      ],
    },
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
            // Shared code (the read layer included) never reaches into a feature or the app; features never into the app.
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/reads',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
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
