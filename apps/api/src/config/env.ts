import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';
import { z } from 'zod';
import { isCountryCode, MIN_PASSWORD_LENGTH, parseWorkingHours, type WorkingHours } from '@crm/contracts';
import { DEMO_CEO } from './published-logins';
import { firstCeoProblem } from './first-ceo';

/** The monorepo root (the package.json with workspaces), found from src/ and from the bundled dist/. */
function findRepoRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return dir;
  }
  return process.cwd();
}
const root = findRepoRoot(__dirname);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Express's names for address ranges, usable in TRUST_PROXY beside addresses and subnets. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrSubnet = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [ip = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !net.isIP(ip)) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (net.isIPv4(ip) ? 32 : 128));
};

/**
 * Which proxies may tell the client's address through X-Forwarded-For (Express's `trust proxy`):
 * false (default: nobody, the portal is reached directly), a hop count (the proxies in front), or a
 * comma list of their addresses, subnets and range names; never true (see below).
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'false') return false;
  if (value === 'true') {
    // Express then takes the leftmost X-Forwarded-For entry, which any client writes: a spoofed
    // address locks a colleague out, a new one each try escapes the brakes (issue 43).
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust whatever a client writes in X-Forwarded-For: give the number of proxies in front (e.g. 1) or their addresses (e.g. loopback,10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrSubnet)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'use false, a hop count (e.g. 1), or addresses/subnets like loopback,10.0.0.0/8',
  });
  return z.NEVER;
});

/** The first CEO's password: the policy's length rule here; in production the rest (first-ceo.ts). */
const adminSetPassword = z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`);

/** `Sun-Thu 09:00-18:00` (Egypt's work week): the hours in which the first-contact SLA runs. */
const workingHours = z.string().transform((raw, ctx): WorkingHours => {
  try {
    return parseWorkingHours(raw);
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: `${(err as Error).message} (e.g. Sun-Thu 09:00-18:00)` });
    return z.NEVER;
  }
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  MONGO_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(root, '.data')),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  APP_TIMEZONE: z.string().default(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'),
  /** The agency's country: phones typed without a country code are read in it. */
  DEFAULT_COUNTRY: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine(isCountryCode, 'unknown country: use a two-letter code such as EG')
    .default('EG'),
  UPLOAD_DIR: z.string().optional(),
  /** Where photos live: `disk` (UPLOAD_DIR, one instance) or `gridfs` (MongoDB, shared by every instance). */
  UPLOAD_STORAGE: z.enum(['disk', 'gridfs']).default('disk'),
  /** The first CEO, created on an empty database; outside production the demo CEO by default. */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: adminSetPassword.optional(),
  /** Default: the demo agency outside production; never in production (its logins are published). */
  SEED_DEMO: flag.optional(),
  WEB_DIST: z.string().default(path.join(root, 'apps', 'web', 'dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: trustProxy.optional(),
  /** A scraper's bearer token for GET /metrics from another machine (this machine needs none). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Working minutes a new assignee has to contact a lead (speed-to-lead). */
  FIRST_CONTACT_SLA: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(1, 'must be 1 minute or more')
    .max(10_080, 'must be at most 10080 minutes')
    .default(15),
  WORKING_HOURS: workingHours.default(parseWorkingHours('Sun-Thu 09:00-18:00')),
  /** The agency's name: a password made of it is refused (staff reach for it first). */
  AGENCY_NAME: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  /** Meta Lead Ads: the app secret that signs each delivery (X-Hub-Signature-256). Unset: Meta deliveries are refused. */
  META_APP_SECRET: z.string().min(8, 'META_APP_SECRET must be at least 8 characters').optional(),
  /** Meta Lead Ads: the token typed in the app's webhook settings, echoed back in the subscription check. */
  META_VERIFY_TOKEN: z.string().min(8, 'META_VERIFY_TOKEN must be at least 8 characters').optional(),
  /** Meta's Graph API, with its version (tests point it at a stand-in on loopback). */
  META_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v24.0'),
  /** Web Push: the VAPID key pair (base64url). Unset: a pair is made once and kept in the database, shared by instances. */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  /** Web Push: who push services may write to about this portal's pushes (a mailto: or https: address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:admin@agency-crm.invalid'),
  /** Web Push: origins accepted as subscription endpoints beside the known push services (tests' stand-ins, a self-hosted service). */
  PUSH_EXTRA_ENDPOINTS: z
    .string()
    .default('')
    .transform((list, ctx) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          try {
            return new URL(entry).origin;
          } catch {
            ctx.addIssue({ code: 'custom', message: `PUSH_EXTRA_ENDPOINTS: ${entry} is not an origin` });
            return '';
          }
        }),
    ),
  /** Where backups go (default DATA_DIR/backups): better another disk. */
  BACKUP_DIR: z.string().optional(),
  /** In production, the daily backup's time of day, in the agency's zone (APP_TIMEZONE). */
  BACKUP_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 02:00')
    .default('02:00'),
  /** A second folder (another disk, a mounted share) that receives a copy of each backup. */
  BACKUP_COPY_DIR: z.string().optional(),
  /** How many daily backups are kept; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').default(14),
});

export type Config = ReturnType<typeof loadConfig>;

function isValidTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Production needs a real secret; elsewhere one is generated once and kept under DATA_DIR. */
function resolveJwtSecret(env: z.infer<typeof envSchema>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (env.NODE_ENV === 'test') return 'test-secret-not-for-production';
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(48).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Production never loads the demo agency and never takes a published or guessable first CEO
 * password. The CEO's variables may be absent once the database has its users: first-run.ts asks
 * for them only on an empty database.
 */
function productionProblems(env: z.infer<typeof envSchema>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.SEED_DEMO)
    problems.push('SEED_DEMO: the demo agency (whose logins the README publishes) is never loaded in production');
  if (env.ADMIN_PASSWORD) {
    const problem = firstCeoProblem(env.ADMIN_PASSWORD, env.ADMIN_EMAIL, env.AGENCY_NAME);
    if (problem) problems.push(`ADMIN_PASSWORD: ${problem}`);
  }
  return problems;
}

/** The only reader of process.env. Throws one readable error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems = productionProblems(env);
  if (problems.length) throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const isProduction = env.NODE_ENV === 'production';
  if (!isValidTimeZone(env.APP_TIMEZONE)) throw new Error(`Invalid environment:\n  APP_TIMEZONE: unknown time zone`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isTest: env.NODE_ENV === 'test',
    port: env.PORT,
    mongoUrl: env.MONGO_URL,
    dataDir,
    jwtSecret: resolveJwtSecret({ ...env, DATA_DIR: dataDir }),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    timeZone: env.APP_TIMEZONE,
    defaultCountry: env.DEFAULT_COUNTRY,
    firstContactSlaMinutes: env.FIRST_CONTACT_SLA,
    workingHours: env.WORKING_HOURS,
    agencyName: env.AGENCY_NAME ?? null,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    uploadStorage: env.UPLOAD_STORAGE,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupAt: env.BACKUP_AT,
    backupKeep: env.BACKUP_KEEP,
    backupCopyDir: env.BACKUP_COPY_DIR ? path.resolve(env.BACKUP_COPY_DIR) : undefined,
    /** Undefined in production until set: an empty database then refuses to start (first-run.ts). */
    adminEmail: (env.ADMIN_EMAIL ?? (isProduction ? undefined : DEMO_CEO.email))?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? (isProduction ? undefined : DEMO_CEO.password),
    seedDemo: env.SEED_DEMO ?? !isProduction,
    webDist: path.resolve(env.WEB_DIST),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    /** Express's `trust proxy`: whose X-Forwarded-For decides req.ip (the per-address sign-in limit). */
    trustProxy: env.TRUST_PROXY ?? false,
    /** Undefined: /metrics answers only this machine (metrics-access.ts). */
    metricsToken: env.METRICS_TOKEN,
    meta: {
      appSecret: env.META_APP_SECRET ?? null,
      verifyToken: env.META_VERIFY_TOKEN ?? null,
      graphUrl: env.META_GRAPH_URL.replace(/\/+$/, ''),
    },
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      subject: env.VAPID_SUBJECT,
      extraEndpointOrigins: env.PUSH_EXTRA_ENDPOINTS,
    },
    /** bcrypt cost: cheap in tests, where hundreds of users are hashed. */
    bcryptRounds: env.NODE_ENV === 'test' ? 4 : 10,
  };
}
