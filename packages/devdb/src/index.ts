import fs from 'node:fs';
import path from 'node:path';
import type { MongodDownload } from './download';
import { engineChoice, findJava, noEngineError, planMongod } from './engines';
import type { RunningServer } from './java-server';
import { startJavaServer } from './java-server';
import { startMongod } from './mongod';
import { dbDir } from './paths';
import { readRunningFile, writeRunningFile } from './running';

export { waitUntilProcessGone } from './child';
export type { MongodDownload } from './download';

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
  /** Receives the lines saying which engine runs where (and how it was chosen). Default: stderr. */
  log?: (line: string) => void;
  /** Receives warnings: mongo-java-server is for development only. Default: log. */
  warn?: (line: string) => void;
  /** mongodb-memory-server's cache lookup and (auto mode) download; tests stub it. */
  download?: MongodDownload;
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
 * Yields a MongoDB: MONGO_URL if set; else a real mongod (mongodb-memory-server): local, else
 * downloaded when its download answers within seconds; else mongo-java-server on Java 17 (with a
 * development-only warning); else one error naming the fixes.
 */
export async function startDevDb(options: DevDbOptions = {}): Promise<DevDb> {
  const env = process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const warn = options.warn ?? log;
  const port = options.port ?? 0;

  const mongoUrl = options.mongoUrl ?? env.MONGO_URL;
  if (mongoUrl) {
    log(`[devdb] using MONGO_URL ${redact(mongoUrl)} (nothing started)`);
    return { uri: mongoUrl, engine: 'external', stop: async () => {} };
  }

  const choice = engineChoice(env);
  const dir = options.persistent ? dbDir(options.dataDir, env) : undefined;
  const tried: string[] = [];
  const persisted = (db: DevDb) => (dir ? announce(dir, db) : db);

  const mongod = await planMongod(choice, env, { download: options.download, log });
  if ('reason' in mongod) {
    try {
      const dbPath = dir && path.join(dir, 'mongod');
      if (dir) warnIfJavaDataLeftBehind(dir, warn);
      return persisted(started('mongod', await startMongod({ plan: mongod, port, dbPath }), log));
    } catch (error) {
      tried.push(`mongod (${mongod.reason}): ${(error as Error).message}`);
      if (choice === 'auto') log(`[devdb] mongod failed, trying mongo-java-server: ${(error as Error).message}`);
    }
  } else if (choice !== 'java') {
    tried.push(`mongod: ${mongod.unavailable}`);
    if (choice === 'auto') log(`[devdb] no mongod: ${mongod.unavailable}; trying mongo-java-server`);
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
        const db = started('mongo-java-server', await startJavaServer({ java, port, h2File, log, env }), log);
        warn(DEVELOPMENT_ONLY_WARNING);
        return persisted(db);
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

/** Writes where a persistent database answers into its folder while it runs (running.ts). */
function announce(dir: string, db: DevDb): DevDb {
  const forget = writeRunningFile(dir, db.uri);
  return {
    ...db,
    stop: async () => {
      forget();
      await db.stop();
    },
  };
}

/**
 * The persistent database another process runs on `dataDir` (default DATA_DIR), if any: its
 * connection string without a database name. Backups use it beside the running portal.
 */
export function runningDevDb(dataDir?: string): string | undefined {
  return readRunningFile(dbDir(dataDir));
}

export const DEVELOPMENT_ONLY_WARNING =
  '[devdb] mongo-java-server is for development only: it scans instead of using indexes and lacks parts ' +
  'of MongoDB. Set MONGO_URL to use a real MongoDB.';

/** The first mongod start on a DATA_DIR that mongo-java-server used: say where that data stays. */
function warnIfJavaDataLeftBehind(dir: string, warn: (line: string) => void) {
  const dbPath = path.join(dir, 'mongod');
  const h2File = path.join(dir, 'mongo-java-server.h2');
  if (fs.existsSync(h2File) && !fs.existsSync(dbPath)) {
    warn(`[devdb] mongod starts an empty database in ${dbPath}; mongo-java-server's data stays in ${h2File}`);
  }
}

/** Hides a password in a connection string before it is logged. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
