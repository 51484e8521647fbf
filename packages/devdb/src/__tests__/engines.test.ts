import { startDevDb } from '../index';
import { collectLog, itWithJava, withEnv } from './helpers';

const clean = { MONGO_URL: undefined, DEVDB_ENGINE: undefined, MONGOMS_SYSTEM_BINARY: undefined };

describe('engine order', () => {
  it('uses mongoUrl / MONGO_URL as given and starts nothing', async () => {
    const { lines, log } = collectLog();
    const fromOption = await startDevDb({ mongoUrl: 'mongodb://db.example:27017', log });
    expect(fromOption).toMatchObject({ uri: 'mongodb://db.example:27017', engine: 'external' });
    expect(fromOption.pid).toBeUndefined();
    await fromOption.stop();

    const fromEnv = await withEnv({ MONGO_URL: 'mongodb://app:secret@db.example:27017' }, () => startDevDb({ log }));
    expect(fromEnv).toMatchObject({ uri: 'mongodb://app:secret@db.example:27017', engine: 'external' });
    await fromEnv.stop();
    expect(lines.join('\n')).not.toContain('secret'); // the log line hides the password
  });

  it('names all three fixes when neither mongod nor java can be had', async () => {
    const started = Date.now();
    const attempt = withEnv(
      // A broken MONGOMS_SYSTEM_BINARY makes mongod fail fast (no download); DEVDB_JAVA hides Java.
      { ...clean, MONGOMS_SYSTEM_BINARY: '/nonexistent/mongod', DEVDB_JAVA: '/nonexistent/java' },
      () => startDevDb({ log: () => {} }),
    );
    const error: Error = await attempt.then(
      () => {
        throw new Error('expected startDevDb to fail');
      },
      (e: Error) => e,
    );
    expect(error.message).toContain('MONGO_URL');
    expect(error.message).toContain('MONGOMS_SYSTEM_BINARY');
    expect(error.message).toMatch(/Java 17.*Maven/);
    expect(error.message).toMatch(/mongod \(MONGOMS_SYSTEM_BINARY=\/nonexistent\/mongod\)/);
    expect(error.message).toContain('java not found (DEVDB_JAVA=/nonexistent/java)');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('DEVDB_ENGINE=java skips mongod entirely', async () => {
    const error = await withEnv({ ...clean, DEVDB_ENGINE: 'java', DEVDB_JAVA: '/nonexistent/java' }, () =>
      startDevDb({ log: () => {} }).then(
        () => undefined,
        (e: Error) => e,
      ),
    );
    expect(error?.message).toContain('java not found');
    expect(error?.message).not.toMatch(/- mongod/);
  });

  it('rejects an unknown DEVDB_ENGINE', async () => {
    await expect(withEnv({ ...clean, DEVDB_ENGINE: 'postgres' }, () => startDevDb())).rejects.toThrow(/DEVDB_ENGINE/);
  });

  itWithJava('falls back from a broken mongod to mongo-java-server', async () => {
    const { lines, log } = collectLog();
    const db = await withEnv({ ...clean, MONGOMS_SYSTEM_BINARY: '/nonexistent/mongod' }, () => startDevDb({ log }));
    try {
      expect(db.engine).toBe('mongo-java-server');
      expect(lines.join('\n')).toMatch(/mongod failed, trying mongo-java-server/);
      expect(lines.join('\n')).toMatch(
        /\[devdb\] mongo-java-server 1\.47\.0 \(in-memory\) at mongodb:\/\/127\.0\.0\.1:\d+/,
      );
    } finally {
      await db.stop();
    }
  });
});
