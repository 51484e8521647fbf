import type { KnipConfig } from 'knip';

/**
 * Dead code fails `npm run lint`: a file nothing imports, an export or type no other file uses, a
 * dependency no file needs. Knip's plugins find most entry points (vite, vitest, playwright, jest,
 * the package.json scripts); what they cannot see is listed here.
 */
const config: KnipConfig = {
  // An API call's file exports its fetcher beside the hook that uses it (conventions, habit 6).
  ignoreExportsUsedInFile: true,
  // The packages' front doors (contracts' index, devdb's) are checked too: what no workspace imports goes.
  includeEntryExports: true,
  workspaces: {
    '.': { entry: ['scripts/*.mjs'] },
    'apps/api': {
      entry: [
        // scripts/build.mjs bundles these two with esbuild, and copies the workers next to them.
        'src/server.ts',
        'src/scripts/*.ts',
        'src/lib/**/*.worker.cjs',
        'scripts/*.mjs',
        // `npm run bench*` (tsx).
        'bench/run*.ts',
        'bench/own-cost.ts',
      ],
      project: ['src/**/*.{ts,cjs}', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/*.mjs'],
      // Added ahead of the work that uses them (issue 49: the live stream and Web Push).
      ignoreDependencies: [],
    },
    'apps/web': {
      // Run by package.json or by hand (the Safari smoke test, README).
      entry: ['scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx}', 'vite/**/*.ts', 'e2e/**/*.ts', 'scripts/*.mjs'],
    },
    'packages/contracts': { project: ['src/**/*.ts'] },
    'packages/devdb': {
      entry: ['scripts/*.{mjs,cjs}'],
      project: ['src/**/*.ts', 'scripts/*.{mjs,cjs}'],
    },
  },
  ignoreIssues: {
    // Another change is moving code between the API's modules and adding events between them;
    // what their front doors export is settled there.
    'apps/api/src/modules/notifications/index.ts': ['types'],
  },
};

export default config;
