import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { MongoClient } from 'mongodb';
import { runningDevDb, startDevDb, type DevDb } from '../index';
import { collectLog, isAlive, tempDir, withEnv } from './helpers';

// These run on whichever engine this machine gets (mongod in CI with internet, mongo-java-server
// offline), but never against a MONGO_URL the developer happens to have set.
const noExternal = { MONGO_URL: undefined };

async function withClient<T>(db: DevDb, body: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(`${db.uri}/devdb_test`, { serverSelectionTimeoutMS: 10_000 });
  try {
    return await body(client);
  } finally {
    await client.close();
  }
}

describe('startDevDb', () => {
  it('in-memory: starts, stores, finds, and stop() ends the process', async () => {
    const { lines, log } = collectLog();
    const db = await withEnv(noExternal, () => startDevDb({ log }));
    try {
      expect(db.engine).not.toBe('external');
      expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
      expect(lines.join('\n')).toMatch(/\[devdb\] .*\(in-memory.*at mongodb:\/\/127\.0\.0\.1:\d+/);
      await withClient(db, async (client) => {
        const leads = client.db().collection('leads');
        await leads.insertOne({ name: 'Mona', phone: '0100' });
        expect(await leads.findOne({ name: 'Mona' }, { projection: { _id: 0 } })).toEqual({
          name: 'Mona',
          phone: '0100',
        });
      });
    } finally {
      await db.stop();
    }
    expect(db.pid).toBeDefined();
    expect(isAlive(db.pid!)).toBe(false);
    await db.stop(); // a second stop is harmless
  });

  it('persistent: data survives a restart with the same dataDir', async () => {
    const dataDir = tempDir('devdb-persist-');
    try {
      expect(runningDevDb(dataDir)).toBeUndefined();
      const first = await withEnv(noExternal, () => startDevDb({ persistent: true, dataDir, log: () => {} }));
      try {
        // While it runs, another process on the same dataDir (npm run backup) finds where it answers.
        expect(runningDevDb(dataDir)).toBe(first.uri);
        await withClient(first, (c) => c.db().collection('units').insertOne({ code: 'A-101', price: 1_500_000 }));
      } finally {
        await first.stop();
      }
      expect(runningDevDb(dataDir)).toBeUndefined();
      expect(fs.readdirSync(`${dataDir}/db`).length).toBeGreaterThan(0);

      const second = await withEnv(noExternal, () => startDevDb({ persistent: true, dataDir, log: () => {} }));
      try {
        expect(second.engine).toBe(first.engine);
        const found = await withClient(second, (c) => c.db().collection('units').findOne({ code: 'A-101' }));
        expect(found?.price).toBe(1_500_000);
      } finally {
        await second.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('ignores the address a killed process left in its dataDir', () => {
    const dataDir = tempDir('devdb-running-');
    try {
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      fs.mkdirSync(`${dataDir}/db`, { recursive: true });
      fs.writeFileSync(`${dataDir}/db/running.json`, JSON.stringify({ uri: 'mongodb://127.0.0.1:1', owner: gone }));
      expect(runningDevDb(dataDir)).toBeUndefined();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('groups by $dateToString and round-trips dates in UTC', async () => {
    // The server inherits TZ: a UTC+14 zone shows whether it still computes dates in UTC.
    const db = await withEnv({ ...noExternal, TZ: 'Pacific/Kiritimati' }, () => startDevDb({ log: () => {} }));
    try {
      await withClient(db, async (client) => {
        const leads = client.db().collection('leads_dates');
        // 23:30 UTC: a JVM in a zone east of UTC would put these on the next day.
        const late = new Date('2024-03-10T23:30:00.000Z');
        await leads.insertMany([
          { createdAt: late },
          { createdAt: new Date('2024-03-10T00:15:00.000Z') },
          { createdAt: new Date('2024-03-11T12:00:00.000Z') },
        ]);
        const days = await leads
          .aggregate<{ _id: string; count: number }>([
            { $group: { _id: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } }, count: { $sum: 1 } } },
            { $sort: { _id: 1 } },
          ])
          .toArray();
        expect(days).toEqual([
          { _id: '2024-03-10', count: 2 },
          { _id: '2024-03-11', count: 1 },
        ]);
        const parts = await leads
          .aggregate([
            { $match: { createdAt: late } },
            {
              $project: {
                _id: 0,
                y: { $year: '$createdAt' },
                m: { $month: '$createdAt' },
                d: { $dayOfMonth: '$createdAt' },
                h: { $hour: '$createdAt' },
              },
            },
          ])
          .toArray();
        expect(parts).toEqual([{ y: 2024, m: 3, d: 10, h: 23 }]);
        const back = await leads.findOne({ createdAt: late });
        expect((back?.createdAt as Date).toISOString()).toBe('2024-03-10T23:30:00.000Z');
      });
    } finally {
      await db.stop();
    }
  });
});
