import path from 'node:path';
import { engineChoice, findJava, noEngineError, planMongod } from './engines';
import type { RunningServer } from './java-server';
import { startJavaServer } from './java-server';
import { startMongod } from './mongod';
import { dbDir } from './paths';

export { ensureJavaServerJars, MONGO_JAVA_SERVER_VERSION } from './jars';
export { isProcessAlive, waitUntilProcessGone } from './child';

export type DevDbEngine = 'external' | 'mongod' | 'mongo-java-server';

export interface DevDbOptions {
  /** false (default) = in-memory; true = keep data under dataDir. */
  persistent?: boolean;
  /** Default: process.env.DATA_DIR ?? '<cwd>/.data'; persistent files go under <dataDir>/db. */
  dataDir?: string;
  /** Default: process.env.MONGO_URL. When set, nothing is started. */
  mongoUrl?: string;
  /** Default 0 = a random free port. */
  port?: number;
  /** Receives the one line saying which engine runs where. Default: stderr. */
  log?: (line: string) => void;
}

export interface DevDb {
  /** Base connection string without a database name: append `/dbname`. */
  uri: string;
  engine: DevDbEngine;
  /** The database process devdb started (undefined for 'external'); for diagnostics and tests. */
  pid?: number;
  /** Stops what devdb started (a no-op for 'external'); safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Yields a MongoDB: MONGO_URL if set; else a real mongod (mongodb-memory-server) when one can be had
 * without a doomed download; else mongo-java-server on Java 17; else one error naming the fixes.
 */
export async function startDevDb(options: DevDbOptions = {}): Promise<DevDb> {
  const env = process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const port = options.port ?? 0;

  const mongoUrl = options.mongoUrl ?? env.MONGO_URL;
  if (mongoUrl) {
    log(`[devdb] using MONGO_URL ${redact(mongoUrl)} (nothing started)`);
    return { uri: mongoUrl, engine: 'external', stop: async () => {} };
  }

  const choice = engineChoice(env);
  const dir = options.persistent ? dbDir(options.dataDir, env) : undefined;
  const tried: string[] = [];

  const mongod = await planMongod(choice, env);
  if (mongod) {
    try {
      const dbPath = dir && path.join(dir, 'mongod');
      return started('mongod', await startMongod({ plan: mongod, port, dbPath }), log);
    } catch (error) {
      tried.push(`mongod (${mongod.reason}): ${(error as Error).message}`);
      if (choice === 'auto') log(`[devdb] mongod failed, trying mongo-java-server: ${(error as Error).message}`);
    }
  } else if (choice !== 'java') {
    tried.push('mongod: MONGOMS_SYSTEM_BINARY unset, no mongod on PATH, none cached by mongodb-memory-server');
  }

  if (choice !== 'mongod') {
    const java = findJava(env);
    if (!java) {
      tried.push(
        `mongo-java-server: java not found (${env.DEVDB_JAVA ? `DEVDB_JAVA=${env.DEVDB_JAVA}` : 'not on PATH'})`,
      );
    } else {
      try {
        const h2File = dir && path.join(dir, 'mongo-java-server.h2');
        return started('mongo-java-server', await startJavaServer({ java, port, h2File, log, env }), log);
      } catch (error) {
        tried.push(`mongo-java-server (${java}): ${(error as Error).message}`);
      }
    }
  }
  throw noEngineError(tried);
}

function started(engine: DevDbEngine, server: RunningServer, log: (line: string) => void): DevDb {
  log(`[devdb] ${server.description} at ${server.uri}`);
  return { uri: server.uri, engine, pid: server.pid, stop: server.stop };
}

/** Hides a password in a connection string before it is logged. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
