import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Binary, Decimal128, Double, GridFSBucket, Int32, Long, MongoClient, ObjectId, type Db } from 'mongodb';
import { createBackup, restoreBackup } from '..';
import { extractTar, tarStream } from '../tar';

/**
 * A backup and its restore keep every document byte for byte (number types included), the indexes,
 * the GridFS photos and the photos kept on disk; old backups beyond `keep` go.
 */
let client: MongoClient;
let source: Db;
let target: Db;
let work: string;

beforeAll(async () => {
  client = await MongoClient.connect(process.env.TEST_MONGO_URI as string);
  const worker = process.env.JEST_WORKER_ID ?? '1';
  source = client.db(`backup_source_${worker}`);
  target = client.db(`backup_target_${worker}`);
});
beforeEach(async () => {
  await source.dropDatabase();
  await target.dropDatabase();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-backup-test-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));
afterAll(async () => {
  await source.dropDatabase();
  await target.dropDatabase();
  await client.close();
});

const rawDocuments = async (db: Db, name: string) =>
  (await db.collection(name).find({}, { raw: true }).sort({ _id: 1 }).toArray()).map((raw) =>
    Buffer.from(raw as unknown as Buffer).toString('hex'),
  );

const photoBytes = Buffer.from('not really a webp, but bytes all the same');

async function seedSource() {
  await source.collection('leads').insertMany([
    {
      _id: new ObjectId(),
      name: 'منى عادل',
      budget: new Long(12_000_000),
      rooms: new Int32(3),
      area: new Double(120),
      price: Decimal128.fromString('4500000.50'),
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      tags: ['vip', { nested: [1, 2.5, null] }],
      blob: new Binary(Buffer.from([0, 1, 2, 255])),
    },
    { _id: new ObjectId(), name: 'Mona Adel', deletedAt: null },
  ]);
  await source.collection('users').createIndex({ email: 1 }, { unique: true, name: 'email_1' });
  await source.collection('users').insertOne({ email: 'ceo@example.com' });
  const upload = new GridFSBucket(source, { bucketName: 'photos' }).openUploadStream('a.webp');
  await new Promise((resolve, reject) => upload.once('finish', resolve).once('error', reject).end(photoBytes));
}

describe('createBackup and restoreBackup', () => {
  it('restores every collection byte for byte, with its unique index, GridFS photos and photos on disk', async () => {
    await seedSource();
    const uploads = path.join(work, 'uploads');
    fs.mkdirSync(uploads);
    fs.writeFileSync(path.join(uploads, 'b.webp'), photoBytes);
    fs.writeFileSync(path.join(uploads, '.c.webp.partial'), 'half a photo');

    const backup = await createBackup({ db: source, backupDir: path.join(work, 'backups'), uploadDir: uploads });
    expect(backup.size).toBe(fs.statSync(backup.file).size);
    expect(fs.readdirSync(path.join(work, 'backups'))).toEqual([path.basename(backup.file)]);

    const restoredUploads = path.join(work, 'restored-uploads');
    const restored = await restoreBackup(backup.file, { db: target, uploadDir: restoredUploads, workDir: work });
    expect(restored.collections).toEqual([
      { collection: 'leads', documents: 2 },
      { collection: 'photos.chunks', documents: 1 },
      { collection: 'photos.files', documents: 1 },
      { collection: 'users', documents: 1 },
    ]);
    for (const name of ['leads', 'users', 'photos.files', 'photos.chunks'])
      expect({ name, documents: await rawDocuments(target, name) }).toEqual({
        name,
        documents: await rawDocuments(source, name),
      });
    await expect(target.collection('users').insertOne({ email: 'ceo@example.com' })).rejects.toMatchObject({
      code: 11000,
    });
    const photo: Buffer[] = [];
    for await (const chunk of new GridFSBucket(target, { bucketName: 'photos' }).openDownloadStreamByName('a.webp'))
      photo.push(chunk as Buffer);
    expect(Buffer.concat(photo)).toEqual(photoBytes);
    expect(fs.readdirSync(restoredUploads)).toEqual(['b.webp']);
    expect(fs.readFileSync(path.join(restoredUploads, 'b.webp'))).toEqual(photoBytes);
    expect(fs.readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('writes metadata.json as mongodump does: canonical extended JSON with the indexes', async () => {
    await seedSource();
    const backup = await createBackup({ db: source, backupDir: work });
    const unpacked = path.join(work, 'unpacked');
    await extractTar(fs.createReadStream(backup.file).pipe(createGunzip()), unpacked);
    const metadata = JSON.parse(
      fs.readFileSync(path.join(unpacked, 'dump', source.databaseName, 'users.metadata.json'), 'utf8'),
    );
    expect(metadata).toEqual({
      indexes: [
        { key: { _id: { $numberInt: '1' } }, name: '_id_', v: { $numberInt: '2' } },
        expect.objectContaining({ key: { email: { $numberInt: '1' } }, name: 'email_1', unique: true }),
      ],
      collectionName: 'users',
      type: 'collection',
      ...(metadata.uuid ? { uuid: expect.stringMatching(/^[0-9a-f]{32}$/) } : {}),
    });
  });

  it('keeps the newest `keep` backups', async () => {
    await source.collection('leads').insertOne({ name: 'x' });
    const made = [];
    for (const day of [1, 2, 3])
      made.push(
        await createBackup({ db: source, backupDir: work, keep: 2, now: new Date(`2026-03-0${day}T00:00:00Z`) }),
      );
    expect(fs.readdirSync(work).sort()).toEqual(made.slice(1).map((backup) => path.basename(backup.file)));
  });
});

describe('extractTar', () => {
  it('refuses an entry that would land outside its folder', async () => {
    const evil = path.join(work, 'evil.txt');
    fs.writeFileSync(evil, 'x');
    const tar = Readable.from(tarStream([{ name: '../outside.txt', file: evil }]));
    await expect(extractTar(tar, path.join(work, 'into'))).rejects.toThrow(/outside its folder/);
    expect(fs.existsSync(path.join(work, 'outside.txt'))).toBe(false);
  });

  it('refuses an archive cut short', async () => {
    const file = path.join(work, 'big.bin');
    fs.writeFileSync(file, Buffer.alloc(5000, 7));
    const chunks: Buffer[] = [];
    for await (const chunk of tarStream([{ name: 'big.bin', file }])) chunks.push(chunk);
    const cut = Buffer.concat(chunks).subarray(0, 3000);
    await expect(extractTar(Readable.from([cut]), path.join(work, 'into'))).rejects.toThrow(/ends early/);
  });
});
