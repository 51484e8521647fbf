import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findOnPath, isExecutable } from './paths';

/** What DEVDB_ENGINE asks for: auto (default) tries mongod, then mongo-java-server. */
export type EngineChoice = 'auto' | 'mongod' | 'java';

export function engineChoice(env: NodeJS.ProcessEnv = process.env): EngineChoice {
  const value = (env.DEVDB_ENGINE ?? '').trim().toLowerCase();
  if (value === '' || value === 'auto') return 'auto';
  if (value === 'mongod') return 'mongod';
  if (value === 'java' || value === 'mongo-java-server') return 'java';
  throw new Error(`[devdb] DEVDB_ENGINE must be auto, mongod or java (got "${env.DEVDB_ENGINE}")`);
}

/**
 * How mongod can be had without waiting on a download that cannot succeed offline:
 * - MONGOMS_SYSTEM_BINARY (mongodb-memory-server reads it itself),
 * - `mongod` on PATH,
 * - a binary mongodb-memory-server downloaded earlier (its cache),
 * - or DEVDB_ENGINE=mongod, which also allows a download.
 * `undefined` means "do not try mongod".
 */
export interface MongodPlan {
  systemBinary?: string;
  reason: string;
}

export async function planMongod(
  choice: EngineChoice,
  env: NodeJS.ProcessEnv = process.env,
): Promise<MongodPlan | undefined> {
  if (choice === 'java') return undefined;
  if (env.MONGOMS_SYSTEM_BINARY) return { reason: `MONGOMS_SYSTEM_BINARY=${env.MONGOMS_SYSTEM_BINARY}` };
  const onPath = findOnPath('mongod', env);
  if (onPath) return { systemBinary: onPath, reason: `mongod on PATH (${onPath})` };
  if (await hasCachedMongod(env)) return { reason: 'mongod cached by mongodb-memory-server' };
  if (choice === 'mongod') return { reason: 'DEVDB_ENGINE=mongod (may download)' };
  return undefined;
}

async function hasCachedMongod(env: NodeJS.ProcessEnv): Promise<boolean> {
  // Loading mongodb-memory-server costs ~150 ms per start: skip it unless one of its cache folders exists.
  if (!mongodCacheDirs(env).some((dir) => fs.existsSync(dir))) return false;
  try {
    const { DryMongoBinary } = await import('mongodb-memory-server-core');
    return (await DryMongoBinary.locateBinary(DryMongoBinary.getEnsuredOptions())) !== undefined;
  } catch {
    return false;
  }
}

/** Where mongodb-memory-server keeps downloaded binaries (see its DryMongoBinary.generatePaths). */
function mongodCacheDirs(env: NodeJS.ProcessEnv): string[] {
  const dirs = [path.join(os.homedir(), '.cache', 'mongodb-binaries'), path.resolve('mongodb-binaries')];
  if (env.MONGOMS_DOWNLOAD_DIR) dirs.push(path.resolve(env.MONGOMS_DOWNLOAD_DIR));
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    dirs.push(path.join(dir, 'node_modules', '.cache', 'mongodb-memory-server'));
    if (path.dirname(dir) === dir) return dirs;
  }
}

/** `java` from DEVDB_JAVA (a path; no PATH fallback, so tests can hide Java) or from PATH. */
export function findJava(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DEVDB_JAVA) return isExecutable(env.DEVDB_JAVA) ? env.DEVDB_JAVA : undefined;
  return findOnPath('java', env);
}

/** `javac` next to the real `java` (update-alternatives symlinks), else from PATH. */
export function findJavac(java: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  try {
    const sibling = path.join(path.dirname(fs.realpathSync(java)), path.basename(java).replace('java', 'javac'));
    if (isExecutable(sibling)) return sibling;
  } catch {
    // fall through to PATH
  }
  return findOnPath('javac', env);
}

/** `mvn` from DEVDB_MVN or PATH; only needed the first time, to fetch the jars. */
export function findMaven(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.DEVDB_MVN) return isExecutable(env.DEVDB_MVN) ? env.DEVDB_MVN : undefined;
  return findOnPath('mvn', env);
}

/** The one error thrown when no engine could be started; `tried` says what happened to each. */
export function noEngineError(tried: string[]): Error {
  return new Error(
    [
      '[devdb] No MongoDB could be started. Fix it in one of three ways:',
      '  1. Set MONGO_URL to a running MongoDB (e.g. mongodb://127.0.0.1:27017).',
      '  2. Install mongod (on PATH) or set MONGOMS_SYSTEM_BINARY to a mongod binary;',
      '     on a machine with internet, DEVDB_ENGINE=mongod lets mongodb-memory-server download one.',
      '  3. Install Java 17+ and Maven (java and mvn on PATH) to run mongo-java-server;',
      '     its jars are fetched once from Maven Central (npm run fetch-jars -w @crm/devdb).',
      'Tried:',
      ...(tried.length > 0 ? tried : ['nothing (DEVDB_ENGINE excluded every engine)']).map((t) => `  - ${t}`),
    ].join('\n'),
  );
}
