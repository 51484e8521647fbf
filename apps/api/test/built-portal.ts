import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi, startPortal, type PortalProcess } from './server-process';

/**
 * The built portal (the bundle `npm start` runs) for one describe block: a data folder of its own,
 * the API built before the tests, and after them the portal stopped and the folder removed. Given
 * `envFor`, the portal starts before the tests too; otherwise a test starts it (`start`).
 */
export function useBuiltPortal(folderPrefix: string, envFor?: (dataDir: string) => Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  let running: PortalProcess | undefined;
  const portal = {
    dataDir,
    async start(env: Record<string, string>) {
      running = await startPortal('built', env);
    },
    /** Where the started portal answers. */
    get url() {
      if (!running) throw new Error('the built portal has not been started');
      return running.url;
    },
  };
  beforeAll(async () => {
    buildApi();
    if (envFor) await portal.start(envFor(dataDir));
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return portal;
}
