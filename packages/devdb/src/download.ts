import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { MongodPlan } from './engines';

/**
 * mongodb-memory-server's binaries: a cached one, else auto mode's download. The download has two
 * steps so the decision is quick offline: `probe` must answer within DEVDB_DOWNLOAD_CHECK_MS, then
 * `fetch` may take as long as the download takes. Injectable so tests need neither cache nor network.
 */
export interface MongodDownload {
  /** Whether a binary downloaded earlier is there (mongodb-memory-server then uses it itself). */
  cached(env: NodeJS.ProcessEnv): Promise<boolean>;
  /** Resolves to the download URL once it answers; rejects when it cannot be reached. */
  probe(signal: AbortSignal): Promise<string>;
  /** Downloads mongod (once: mongodb-memory-server caches it) and resolves to the binary's path. */
  fetch(): Promise<string>;
}

export const DEFAULT_DOWNLOAD_CHECK_MS = 5_000;

/** DEVDB_DOWNLOAD_CHECK_MS: how long the probe may take; 0 turns the download off. */
export function downloadCheckMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEVDB_DOWNLOAD_CHECK_MS?.trim();
  if (!raw) return DEFAULT_DOWNLOAD_CHECK_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`[devdb] DEVDB_DOWNLOAD_CHECK_MS must be a whole number of milliseconds (got "${raw}")`);
  }
  return ms;
}

/** The mongod plan from a download, or why there is none. Never waits on the probe longer than the bound. */
export async function planDownload(
  download: MongodDownload,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<MongodPlan | { unavailable: string }> {
  if (timeoutMs === 0) return { unavailable: 'download off (DEVDB_DOWNLOAD_CHECK_MS=0)' };
  const started = Date.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const probe = download.probe(controller.signal);
  probe.catch(() => undefined); // it may still reject after the time bound won the race
  let url: string;
  try {
    url = await Promise.race([probe, timedOut]);
  } catch (error) {
    return { unavailable: `download unavailable (${(error as Error).message}; decided in ${Date.now() - started} ms)` };
  } finally {
    clearTimeout(timer);
  }
  log(`[devdb] no local mongod: downloading ${url} (once; mongodb-memory-server keeps it in its cache)`);
  try {
    const binary = await download.fetch();
    return { systemBinary: binary, reason: `downloaded by mongodb-memory-server: ${binary}` };
  } catch (error) {
    return { unavailable: `download of ${url} failed (${(error as Error).message})` };
  }
}

/** The real thing: the URL and the download are mongodb-memory-server's own (MONGOMS_* honoured). */
export const mongodbMemoryServerDownload: MongodDownload = {
  async cached(env) {
    // Loading mongodb-memory-server costs ~150 ms per start: skip it unless one of its cache folders exists.
    if (!mongodCacheDirs(env).some((dir) => fs.existsSync(dir))) return false;
    try {
      const { DryMongoBinary } = await import('mongodb-memory-server-core');
      return (await DryMongoBinary.locateBinary(DryMongoBinary.getEnsuredOptions())) !== undefined;
    } catch {
      return false;
    }
  },
  async probe(signal) {
    const { DryMongoBinary } = await import('mongodb-memory-server-core');
    // Not re-exported by its index; the deep path (with .js: the bundle imports it as ESM) is its own.
    const { MongoBinaryDownloadUrl } = await import('mongodb-memory-server-core/lib/util/MongoBinaryDownloadUrl.js');
    const url = await new MongoBinaryDownloadUrl(await DryMongoBinary.generateOptions()).getDownloadUrl();
    await head(url, signal);
    return url;
  },
  async fetch() {
    const { MongoBinary } = await import('mongodb-memory-server-core');
    return MongoBinary.getPath();
  },
};

/** Where mongodb-memory-server keeps downloaded binaries (see its DryMongoBinary.generatePaths). */
function mongodCacheDirs(env: NodeJS.ProcessEnv): string[] {
  const dirs = [path.join(os.homedir(), '.cache', 'mongodb-binaries'), path.resolve('mongodb-binaries')];
  if (env.MONGOMS_DOWNLOAD_DIR) dirs.push(path.resolve(env.MONGOMS_DOWNLOAD_DIR));
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    dirs.push(path.join(dir, 'node_modules', '.cache', 'mongodb-memory-server'));
    if (path.dirname(dir) === dir) return dirs;
  }
}

/** A HEAD request made the way mongodb-memory-server downloads (same proxy variables, same TLS setting). */
function head(url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: 'HEAD',
        signal,
        agent: proxyAgent(),
        // Its download checks certificates only with npm_config_strict_ssl=true; a HEAD carries nothing.
        rejectUnauthorized: process.env.npm_config_strict_ssl === 'true',
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status > 0 && status < 400) resolve();
        else reject(new Error(`HEAD ${url}: HTTP ${status}`));
      },
    );
    request.on('error', (error) => reject(new Error(`HEAD ${url}: ${error.message}`)));
    request.end();
  });
}

function proxyAgent(): https.Agent | undefined {
  const env = process.env;
  const proxy =
    env['yarn_https-proxy'] ||
    env.yarn_proxy ||
    env['npm_config_https-proxy'] ||
    env.npm_config_proxy ||
    env.https_proxy ||
    env.http_proxy ||
    env.HTTPS_PROXY ||
    env.HTTP_PROXY;
  if (!proxy) return undefined;
  // The agent mongodb-memory-server itself uses (its dependency, so resolved from it).
  const fromMms = createRequire(require.resolve('mongodb-memory-server-core'));
  const { HttpsProxyAgent } = fromMms('https-proxy-agent') as { HttpsProxyAgent: new (proxy: string) => https.Agent };
  return new HttpsProxyAgent(proxy);
}
