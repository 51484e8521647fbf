import bcrypt from 'bcryptjs';
import { WorkingCalendar } from '@crm/contracts';
import mongoose from 'mongoose';
import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';
import { runOnce, type RunOnceOptions } from '../db/run-once';
import { UserModel } from '../modules/users';
import { seedDemoAgency } from './demo-agency';
import { seedDemoLeads } from './demo-leads';
import { seedDemoChats } from './demo-chats';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoUnits } from './demo-units';
import { photoStorageFor } from '../modules/uploads';

type SeedConfig = Pick<
  Config,
  | 'env'
  | 'adminEmail'
  | 'adminPassword'
  | 'seedDemo'
  | 'bcryptRounds'
  | 'timeZone'
  | 'uploadDir'
  | 'uploadStorage'
  | 'workingHours'
>;

/** The first CEO's login; without it an empty database cannot start (production sets no default). */
function firstCeoLogin(config: SeedConfig) {
  const missing = [!config.adminEmail && 'ADMIN_EMAIL', !config.adminPassword && 'ADMIN_PASSWORD'].filter(Boolean);
  if (missing.length)
    throw new Error(
      `The database is empty: set ${missing.join(' and ')} to create the first CEO (see README, "Deploying for real").`,
    );
  return { email: config.adminEmail as string, password: config.adminPassword as string };
}

async function createFirstCeo(config: SeedConfig) {
  const login = firstCeoLogin(config);
  await UserModel.create({
    name: config.seedDemo ? 'Nadia Farouk' : 'CEO',
    email: login.email,
    role: 'CEO',
    passwordHash: await bcrypt.hash(login.password, config.bcryptRounds),
  });
}

async function seedEmptyDatabase(config: SeedConfig) {
  await createFirstCeo(config);
  if (config.seedDemo) {
    await seedDemoAgency(config.bcryptRounds);
    await seedDemoLeads(new WorkingCalendar(config.workingHours, config.timeZone));
    await seedDemoChats();
    await seedDemoTasks(config.timeZone);
    await seedDemoCampaigns();
    await seedDemoUnits(photoStorageFor(config));
  }
}

/** Empties every collection but the start-up locks. */
async function emptyCollections() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  for (const collection of await db.collections())
    if (collection.collectionName !== 'startup_locks') await collection.deleteMany({});
}

/**
 * On an empty database: the first CEO, and the demo agency unless SEED_DEMO=false. Any number of
 * instances may start together: one seeds, the others wait for it; a seed that died half-way is
 * started over by the next instance. Answers whether this call seeded.
 */
export async function seedFirstRun(config: SeedConfig, logger: Logger, lockOptions?: RunOnceOptions) {
  let seeded = false;
  await runOnce(
    'first-run',
    async ({ begunBefore, begin }) => {
      if (begunBefore) {
        logger.warn('first run: an earlier start stopped half-way through seeding; seeding again');
        await emptyCollections();
      } else if (await UserModel.exists({})) return; // seeded already (or before the lock existed)
      firstCeoLogin(config); // refuses before anything is written
      await begin();
      await seedEmptyDatabase(config);
      seeded = true;
      logger.info({ ceo: config.adminEmail, demo: config.seedDemo }, 'first run: seeded the database');
    },
    lockOptions,
  );
  return seeded;
}

/** `npm run seed:demo`: empties every collection and seeds the CEO and demo agency again. */
export async function reseedDemo(config: SeedConfig, logger: Logger) {
  if (config.env === 'production')
    throw new Error('seed:demo empties the database and loads published logins: refused when NODE_ENV=production');
  await emptyCollections();
  await seedEmptyDatabase({ ...config, seedDemo: true });
  logger.info('demo agency reloaded');
}
