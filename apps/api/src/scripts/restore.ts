import fs from 'node:fs';
import { loadConfig } from '../config/env';
import {
  createBackup,
  dropAllCollections,
  isEmptyDatabase,
  openPortalDatabase,
  readableSize,
  restoreBackup,
} from '../modules/backups';

const USAGE = 'Usage: npm run restore -- <backup.tar.gz> [--replace]';

/**
 * `npm run restore -- <file> [--replace]`, with the portal stopped: loads a backup into the portal's
 * database (DATA_DIR's embedded one, or MONGO_URL's). An empty database only, unless --replace:
 * then what it replaces is backed up first.
 */
async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  const unknown = files.filter((arg) => arg.startsWith('--'));
  if (files.length !== 1 || unknown.length) throw new Error(USAGE);
  const file = files[0] as string;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new Error(`${file}: no such file\n${USAGE}`);

  const config = loadConfig();
  const uploadDir = config.uploadStorage === 'disk' ? config.uploadDir : undefined;
  const database = await openPortalDatabase(config, (line) => console.error(line));
  try {
    if (database.portalRunning)
      throw new Error(`the portal is running on ${config.dataDir}: stop it first, then restore`);
    const db = database.client.db();
    if (!(await isEmptyDatabase(db, uploadDir))) {
      if (!replace)
        throw new Error(
          `the database ${db.databaseName} already holds data: restore into an empty one, or add --replace (what it holds is backed up first)`,
        );
      const kept = await createBackup({ db, backupDir: config.backupDir, uploadDir, beforeRestore: true });
      console.log(`What the restore replaces is backed up in ${kept.file} (${readableSize(kept.size)})`);
      await dropAllCollections(db, uploadDir);
    }
    await fs.promises.mkdir(config.dataDir, { recursive: true });
    const restored = await restoreBackup(file, { db, uploadDir: config.uploadDir, workDir: config.dataDir });
    const documents = restored.collections.reduce((sum, c) => sum + c.documents, 0);
    console.log(
      `Restored ${file}: ${restored.collections.length} collections, ${documents} documents, ${restored.photos} photo files. Start the portal with npm start.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
