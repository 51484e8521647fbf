import fs from 'node:fs';
import type { MongodPlan } from './engines';
import { isExecutable } from './paths';
import type { RunningServer } from './java-server';

export interface MongodOptions {
  plan: MongodPlan;
  port: number;
  /** dbPath for persistent mode; undefined = a temp dir mongodb-memory-server removes on stop. */
  dbPath?: string;
}

/** Starts a real mongod through mongodb-memory-server (which also kills it if this process dies). */
export async function startMongod(options: MongodOptions): Promise<RunningServer> {
  // Checked here so a wrong path fails in a clear line instead of mongodb-memory-server's console noise.
  const systemBinary = options.plan.systemBinary ?? process.env.MONGOMS_SYSTEM_BINARY;
  if (systemBinary && !isExecutable(systemBinary)) throw new Error(`${systemBinary} is not an executable file`);
  // Loaded lazily: the mongo-java-server path never needs it.
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  if (options.dbPath) fs.mkdirSync(options.dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    instance: {
      ip: '127.0.0.1',
      port: options.port || undefined,
      dbPath: options.dbPath,
      // Persistent data must survive restarts, so ask for the on-disk engine explicitly.
      storageEngine: options.dbPath ? 'wiredTiger' : undefined,
    },
    binary: options.plan.systemBinary ? { systemBinary: options.plan.systemBinary } : undefined,
    // A process group of its own, like mongo-java-server (java-server.ts): a Ctrl-C reaches the API,
    // which stops mongod once drained. mongodb-memory-server's detached watcher still kills mongod
    // if this process dies.
    spawn: { detached: process.platform !== 'win32' },
  });
  const mode = options.dbPath ? `persistent: ${options.dbPath}` : 'in-memory';
  let stopping: Promise<void> | undefined;
  return {
    uri: server.getUri().replace(/\/$/, ''),
    pid: server.instanceInfo?.instance.mongodProcess?.pid,
    // A temp dbPath is removed on stop (doCleanup); a given dbPath is left alone by mongodb-memory-server.
    description: `mongod (${mode}, ${options.plan.reason})`,
    stop: () => (stopping ??= server.stop().then(() => undefined)),
  };
}
