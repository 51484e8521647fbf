import fs from 'node:fs';
import path from 'node:path';
import { downloadCheckMs, mongodbMemoryServerDownload, planDownload, type MongodDownload } from './download';
import { findOnPath, isExecutable } from './paths';

/** What DEVDB_ENGINE asks for: auto (default) tries mongod (local, else downloaded), then mongo-java-server. */
export type EngineChoice = 'auto' | 'mongod' | 'java';

export function engineChoice(env: NodeJS.ProcessEnv = process.env): EngineChoice {
  const value = (env.DEVDB_ENGINE ?? '').trim().toLowerCase();
  if (value === '' || value === 'auto') return 'auto';
  if (value === 'mongod') return 'mongod';
  if (value === 'java' || value === 'mongo-java-server') return 'java';
  throw new Error(`[devdb] DEVDB_ENGINE must be auto, mongod or java (got "${env.DEVDB_ENGINE}")`);
}

/**
 * How mongod can be had, quickest first:
 * - MONGOMS_SYSTEM_BINARY (mongodb-memory-server reads it itself),
 * - `mongod` on PATH,
 * - a binary mongodb-memory-server downloaded earlier (its cache),
 * - DEVDB_ENGINE=mongod: mongodb-memory-server downloads one, however long it takes,
 * - auto mode: the download, if its URL answers within DEVDB_DOWNLOAD_CHECK_MS (download.ts).
 * `unavailable` says why mongod is not to be tried.
 */
export interface MongodPlan {
  systemBinary?: string;
  reason: string;
}

export interface PlanOptions {
  /** mongodb-memory-server's cache and download; tests stub it. */
  download?: MongodDownload;
  log?: (line: string) => void;
}

export async function planMongod(
  choice: EngineChoice,
  env: NodeJS.ProcessEnv = process.env,
  options: PlanOptions = {},
): Promise<MongodPlan | { unavailable: string }> {
  if (choice === 'java') return { unavailable: 'DEVDB_ENGINE=java' };
  if (env.MONGOMS_SYSTEM_BINARY) return { reason: `MONGOMS_SYSTEM_BINARY=${env.MONGOMS_SYSTEM_BINARY}` };
  const onPath = findOnPath('mongod', env);
  if (onPath) return { systemBinary: onPath, reason: `mongod on PATH (${onPath})` };
  const download = options.download ?? mongodbMemoryServerDownload;
  if (await download.cached(env)) return { reason: 'mongod cached by mongodb-memory-server' };
  if (choice === 'mongod') return { reason: 'DEVDB_ENGINE=mongod (may download)' };
  const planned = await planDownload(download, downloadCheckMs(env), options.log ?? (() => undefined));
  if ('reason' in planned) return planned;
  const local = 'MONGOMS_SYSTEM_BINARY unset, none on PATH or cached by mongodb-memory-server';
  return { unavailable: `${local}, ${planned.unavailable}` };
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
      '     with internet, mongodb-memory-server downloads one (DEVDB_DOWNLOAD_CHECK_MS bounds the check).',
      '  3. Install Java 17+ and Maven (java and mvn on PATH) to run mongo-java-server;',
      '     its jars are fetched once from Maven Central (npm run fetch-jars -w @crm/devdb).',
      'Tried:',
      ...(tried.length > 0 ? tried : ['nothing (DEVDB_ENGINE excluded every engine)']).map((t) => `  - ${t}`),
    ].join('\n'),
  );
}
