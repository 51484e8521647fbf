import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { BSON, type Db, type Document } from 'mongodb';

const { EJSON } = BSON;

/**
 * A database in mongodump's folder layout, so that MongoDB's own tools read it (`mongorestore
 * dump/`): per collection `<name>.bson` (its documents, one BSON document after another) and
 * `<name>.metadata.json` (its options and indexes, in canonical extended JSON as mongodump writes it).
 * GridFS photos are two ordinary collections (photos.files, photos.chunks) and come along.
 */
const BATCH = 1000;

/** The collections to keep: not MongoDB's own (system.*), not views (mongodump keeps those apart). */
async function collectionsOf(db: Db) {
  const all = await db.listCollections({}, { nameOnly: false }).toArray();
  return all
    .filter((c) => c.type === 'collection' && !c.name.startsWith('system.'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function metadataOf(name: string, options: Document, indexes: Document[], uuid: unknown) {
  const metadata: Document = {};
  if (Object.keys(options).length) metadata.options = options;
  metadata.indexes = indexes;
  if (uuid instanceof BSON.Binary) metadata.uuid = Buffer.from(uuid.buffer).toString('hex');
  metadata.collectionName = name;
  metadata.type = 'collection';
  return EJSON.stringify(metadata, { relaxed: false });
}

/**
 * Writes `db` into `dir` (`dir/<collection>.bson`, `.metadata.json`): documents are read in batches
 * with a cursor and written as they come, so memory holds one batch, never a collection. Answers the
 * files written.
 */
export async function dumpDatabase(db: Db, dir: string): Promise<string[]> {
  await fs.promises.mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const { name, options, info } of await collectionsOf(db)) {
    const collection = db.collection(name);
    const metadataFile = path.join(dir, `${name}.metadata.json`);
    // In name order (_id_ first), so that two backups of the same data read the same.
    const indexes = (await collection.listIndexes().toArray()).sort((a, b) =>
      a.name === '_id_' ? -1 : b.name === '_id_' ? 1 : String(a.name).localeCompare(String(b.name)),
    );
    await fs.promises.writeFile(metadataFile, metadataOf(name, options ?? {}, indexes, info?.uuid));

    const bsonFile = path.join(dir, `${name}.bson`);
    const out = fs.createWriteStream(bsonFile);
    // raw: each document as the server sent its bytes, written out unchanged.
    const cursor = collection.find({}, { raw: true, batchSize: BATCH });
    let batch: Buffer[] = [];
    const flush = async () => {
      // The driver's raw documents share its read buffer: Buffer.concat copies them out.
      if (batch.length && !out.write(Buffer.concat(batch))) await once(out, 'drain');
      batch = [];
    };
    for await (const document of cursor) {
      batch.push(document as unknown as Buffer);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    out.end();
    await once(out, 'finish');
    files.push(bsonFile, metadataFile);
  }
  return files;
}

/** BSON documents read one by one from a `.bson` file (each starts with its length). */
async function* documentsIn(file: string): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(file)) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    while (pending.length >= 4) {
      const size = pending.readInt32LE(0);
      if (size < 5) throw new Error(`${path.basename(file)} is damaged`);
      if (pending.length < size) break;
      yield pending.subarray(0, size);
      pending = pending.subarray(size);
    }
  }
  if (pending.length) throw new Error(`${path.basename(file)} ends early: it is incomplete or damaged`);
}

interface Metadata {
  options?: Document;
  indexes?: Document[];
}

/**
 * Loads a mongodump folder (`dir/<collection>.bson` + `.metadata.json`) into `db`, which holds none
 * of these collections: each collection is created with its options, filled in batches, and given
 * its indexes after its documents (as mongorestore does).
 */
export async function loadDump(db: Db, dir: string): Promise<{ collection: string; documents: number }[]> {
  const loaded: { collection: string; documents: number }[] = [];
  const names = (await fs.promises.readdir(dir)).filter((f) => f.endsWith('.metadata.json')).sort();
  for (const metadataName of names) {
    const name = metadataName.slice(0, -'.metadata.json'.length);
    const metadata = EJSON.parse(await fs.promises.readFile(path.join(dir, metadataName), 'utf8')) as Metadata;
    await db.createCollection(name, metadata.options ?? {});
    const collection = db.collection(name);
    let documents = 0;
    const bsonFile = path.join(dir, `${name}.bson`);
    if (fs.existsSync(bsonFile)) {
      let batch: Document[] = [];
      const flush = async () => {
        if (batch.length) await collection.insertMany(batch, { ordered: true });
        documents += batch.length;
        batch = [];
      };
      for await (const bytes of documentsIn(bsonFile)) {
        // promoteValues: false keeps each number's BSON type (an int stays an int, a double a double).
        batch.push(BSON.deserialize(bytes, { promoteValues: false, bsonRegExp: true }));
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    const indexes = (metadata.indexes ?? [])
      .filter((index) => index.name !== '_id_')
      .map(({ ns: _ns, ...index }) => index);
    if (indexes.length) await db.command({ createIndexes: name, indexes });
    loaded.push({ collection: name, documents });
  }
  return loaded;
}
