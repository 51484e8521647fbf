import { loadConfig } from '../config/env';
import { openPortalDatabase, readableSize, takeBackup } from '../modules/backups';

/**
 * `npm run backup`: one .tar.gz of the portal's database (and photos kept on disk) in BACKUP_DIR,
 * taken beside the running portal (or with it stopped). Prints the file and its size.
 */
async function main() {
  const config = loadConfig();
  const database = await openPortalDatabase(config, (line) => console.error(line));
  try {
    const backup = await takeBackup(database.client.db(), config, 'manual');
    console.log(`Backup written: ${backup.file} (${readableSize(backup.size)})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
