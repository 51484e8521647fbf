import fs from 'node:fs';
import path from 'node:path';
import type { MongodDownload } from '../download';
import { planMongod } from '../engines';
import { DEVELOPMENT_ONLY_WARNING, startDevDb } from '../index';
import { collectLog, itWithJava, tempDir, withEnv } from './helpers';

// Auto mode's download, stubbed: no test here touches the network or mongodb-memory-server's cache.

/** PATH without the folders holding a `mongod`, so the download is what auto mode reaches for. */
const pathWithoutMongod = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => !fs.existsSync(path.join(dir, 'mongod')))
  .join(path.delimiter);
const noLocalMongod = {
  MONGO_URL: undefined,
  DEVDB_ENGINE: undefined,
  MONGOMS_SYSTEM_BINARY: undefined,
  DEVDB_DOWNLOAD_CHECK_MS: undefined,
  PATH: pathWithoutMongod,
};
const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ PATH: pathWithoutMongod, ...extra });

/** A download whose probe does `probe`; fetch() "downloads" a fake mongod script. */
function stubDownload(probe: MongodDownload['probe'], cached = false) {
  const calls = { probe: 0, fetch: 0 };
  let binary = '';
  const download: MongodDownload = {
    cached: async () => cached,
    probe: (signal) => {
      calls.probe++;
      return probe(signal);
    },
    fetch: async () => {
      calls.fetch++;
      // Answers mongodb-memory-server's version check, then dies like a broken binary would.
      binary = path.join(tempDir('devdb-fake-mongod-'), 'mongod');
      fs.writeFileSync(binary, '#!/bin/sh\necho "db version v8.2.6"\nexit 3\n', { mode: 0o755 });
      return binary;
    },
  };
  return { download, calls, binary: () => binary };
}
const offline = () => stubDownload(async () => Promise.reject(new Error('getaddrinfo ENOTFOUND fastdl.mongodb.org')));
const online = () =>
  stubDownload(async () => 'https://fastdl.mongodb.org/linux/mongodb-linux-x86_64-debian12-8.2.6.tgz');
/** A probe that never answers (a firewall dropping packets); it only notes the abort. */
function hanging() {
  const aborted = { value: false };
  const stub = stubDownload(
    (signal) =>
      new Promise<string>(() => {
        signal.addEventListener('abort', () => (aborted.value = true));
      }),
  );
  return { ...stub, aborted };
}

describe('auto mode: mongodb-memory-server download', () => {
  it('plans mongod with the downloaded binary when the download answers', async () => {
    const { download, calls, binary } = online();
    const { lines, log } = collectLog();
    const plan = await planMongod('auto', env(), { download, log });
    expect(plan).toEqual({ systemBinary: binary(), reason: `downloaded by mongodb-memory-server: ${binary()}` });
    expect(calls).toEqual({ probe: 1, fetch: 1 });
    expect(lines.join('\n')).toContain('downloading https://fastdl.mongodb.org/linux/mongodb-linux-x86_64-debian12');
  });

  it('gives up on a failing download at once', async () => {
    const { download, calls } = offline();
    const started = Date.now();
    const plan = await planMongod('auto', env(), { download });
    expect(plan).toEqual({ unavailable: expect.stringMatching(/download unavailable \(getaddrinfo ENOTFOUND/) });
    expect(calls.fetch).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('gives up on a download that does not answer within DEVDB_DOWNLOAD_CHECK_MS, and aborts it', async () => {
    const { download, calls, aborted } = hanging();
    const started = Date.now();
    const plan = await planMongod('auto', env({ DEVDB_DOWNLOAD_CHECK_MS: '300' }), { download });
    const took = Date.now() - started;
    expect(plan).toEqual({ unavailable: expect.stringContaining('no answer within 300 ms') });
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1_500);
    expect(aborted.value).toBe(true);
    expect(calls.fetch).toBe(0);
  });

  it('a failed fetch after a good probe is no mongod either', async () => {
    const { download } = online();
    download.fetch = async () => Promise.reject(new Error('socket hang up'));
    expect(await planMongod('auto', env(), { download })).toEqual({
      unavailable: expect.stringMatching(/download of https:\/\/fastdl\.mongodb\.org\/\S+ failed \(socket hang up\)/),
    });
  });

  it('does not probe when a binary is cached, under DEVDB_ENGINE=mongod, or with DEVDB_DOWNLOAD_CHECK_MS=0', async () => {
    const cached = stubDownload(async () => 'never', true);
    expect(await planMongod('auto', env(), { download: cached.download })).toEqual({
      reason: 'mongod cached by mongodb-memory-server',
    });
    const { download, calls } = online();
    // DEVDB_ENGINE=mongod leaves the download to mongodb-memory-server, unbounded (CI relies on it).
    expect(await planMongod('mongod', env(), { download })).toEqual({ reason: 'DEVDB_ENGINE=mongod (may download)' });
    expect(await planMongod('auto', env({ DEVDB_DOWNLOAD_CHECK_MS: '0' }), { download })).toEqual({
      unavailable: expect.stringContaining('download off (DEVDB_DOWNLOAD_CHECK_MS=0)'),
    });
    expect(calls.probe + cached.calls.probe).toBe(0);
    await expect(planMongod('auto', env({ DEVDB_DOWNLOAD_CHECK_MS: '5s' }), { download })).rejects.toThrow(
      /DEVDB_DOWNLOAD_CHECK_MS must be a whole number/,
    );
  });

  it('startDevDb passes the downloaded binary to mongod, and says where earlier mongo-java-server data stays', async () => {
    const dataDir = tempDir('devdb-download-');
    fs.mkdirSync(path.join(dataDir, 'db'));
    fs.writeFileSync(path.join(dataDir, 'db', 'mongo-java-server.h2'), '');
    const { download, binary } = online();
    const warnings: string[] = [];
    const mmsNoise = jest.spyOn(console, 'warn').mockImplementation(() => {}); // its own report of the dead mongod
    try {
      const error = await withEnv({ ...noLocalMongod, DEVDB_JAVA: '/nonexistent/java' }, () =>
        startDevDb({ persistent: true, dataDir, download, log: () => {}, warn: (line) => warnings.push(line) }).then(
          () => undefined,
          (e: Error) => e,
        ),
      );
      // The fake binary cannot serve, so the start fails; what it tried is the point.
      expect(error?.message).toContain(`- mongod (downloaded by mongodb-memory-server: ${binary()})`);
      expect(warnings.join('\n')).toContain(
        `mongod starts an empty database in ${path.join(dataDir, 'db', 'mongod')}; mongo-java-server's data stays in`,
      );
    } finally {
      mmsNoise.mockRestore();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(path.dirname(binary()), { recursive: true, force: true });
    }
  });

  it('without Java either, the error names the failed download', async () => {
    const { download } = offline();
    const error = await withEnv({ ...noLocalMongod, DEVDB_JAVA: '/nonexistent/java' }, () =>
      startDevDb({ download, log: () => {} }).then(
        () => undefined,
        (e: Error) => e,
      ),
    );
    expect(error?.message).toMatch(/- mongod: .*download unavailable \(getaddrinfo ENOTFOUND fastdl\.mongodb\.org/);
    expect(error?.message).toContain('java not found (DEVDB_JAVA=/nonexistent/java)');
  });

  itWithJava(
    'offline, falls back to mongo-java-server within the bound and warns once that it is for development',
    async () => {
      const { download } = hanging();
      const { lines, log } = collectLog();
      const warnings: string[] = [];
      const started = Date.now();
      let decidedAfter = 0;
      const db = await withEnv({ ...noLocalMongod, DEVDB_DOWNLOAD_CHECK_MS: '500' }, () =>
        startDevDb({
          download,
          log: (line) => {
            if (line.includes('trying mongo-java-server')) decidedAfter = Date.now() - started;
            log(line);
          },
          warn: (line) => warnings.push(line),
        }),
      );
      try {
        expect(db.engine).toBe('mongo-java-server');
        expect(decidedAfter).toBeGreaterThanOrEqual(490);
        expect(decidedAfter).toBeLessThan(2_500);
        expect(lines[0]).toMatch(
          /^\[devdb\] no mongod: MONGOMS_SYSTEM_BINARY unset, none on PATH or cached by mongodb-memory-server, download unavailable \(no answer within 500 ms; decided in \d+ ms\); trying mongo-java-server$/,
        );
        expect(lines.join('\n')).toMatch(
          /\[devdb\] mongo-java-server 1\.47\.0 \(in-memory\) at mongodb:\/\/127\.0\.0\.1:\d+/,
        );
        expect(warnings).toEqual([DEVELOPMENT_ONLY_WARNING]);
        expect(DEVELOPMENT_ONLY_WARNING).toMatch(/development only.*Set MONGO_URL to use a real MongoDB/);
      } finally {
        await db.stop();
      }
    },
  );
});
