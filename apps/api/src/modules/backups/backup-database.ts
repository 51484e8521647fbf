import { runningDevDb, startDevDb } from '@crm/devdb';
import { MongoClient } from 'mongodb';
import type { Config } from '../../config/env';
import { EMBEDDED_DATABASE } from '../../db/start-database';

/**
 * The portal's database for `npm run backup` and `npm run restore`, run as processes of their own:
 * MONGO_URL when set; else the embedded database the running portal announced in DATA_DIR
 * (devdb's running file); else, the portal being stopped, the embedded database started here on
 * DATA_DIR for the time of the work.
 */
export interface ScriptDatabase {
  client: MongoClient;
  /** The portal is running on this embedded database (restore refuses that). */
  portalRunning: boolean;
  close(): Promise<void>;
}

export async function openPortalDatabase(config: Config, log: (line: string) => void): Promise<ScriptDatabase> {
  if (config.mongoUrl) {
    const client = await MongoClient.connect(config.mongoUrl);
    return { client, portalRunning: false, close: () => client.close() };
  }
  const running = runningDevDb(config.dataDir);
  if (running) {
    const client = await MongoClient.connect(`${running}/${EMBEDDED_DATABASE}`);
    return { client, portalRunning: true, close: () => client.close() };
  }
  const started = await startDevDb({ persistent: true, dataDir: config.dataDir, log });
  const client = await MongoClient.connect(`${started.uri}/${EMBEDDED_DATABASE}`);
  return {
    client,
    portalRunning: false,
    close: async () => {
      await client.close();
      await started.stop();
    },
  };
}
