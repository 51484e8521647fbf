import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findJavac, findMaven } from './engines';
import { cacheDir, javaAsset } from './paths';
import { run } from './run';

export const MONGO_JAVA_SERVER_VERSION = '1.47.0';

type Log = (line: string) => void;
const stderrLog: Log = (line) => process.stderr.write(`${line}\n`);

/**
 * Makes sure the mongo-java-server jars are in the cache (fetching them once with Maven) and returns
 * them as classpath entries. The folder name hashes the pom, so changing a pinned version refetches.
 */
export async function ensureJavaServerJars(
  log: Log = stderrLog,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const pom = fs.readFileSync(javaAsset('pom.xml'));
  const dir = path.join(cacheDir(env), `mongo-java-server-${MONGO_JAVA_SERVER_VERSION}-${hash(pom)}`);
  if (!fs.existsSync(dir)) {
    await withLock(`${dir}.lock`, async () => {
      if (fs.existsSync(dir)) return; // another process fetched while we waited
      const mvn = findMaven(env);
      if (!mvn) throw new Error('Maven (mvn) not found (DEVDB_MVN or PATH); it is needed once to fetch the jars');
      log(`[devdb] fetching mongo-java-server ${MONGO_JAVA_SERVER_VERSION} jars with Maven into ${dir}`);
      await intoPlace(dir, async (tmp) => {
        // Run from a copy of the pom so nothing (target/) is written into the package.
        fs.writeFileSync(path.join(tmp, 'pom.xml'), pom);
        const args = ['-q', '-B', '-Dstyle.color=never', 'dependency:copy-dependencies'];
        await run(mvn, [...args, `-DoutputDirectory=${path.join(tmp, 'lib')}`, '-DincludeScope=runtime'], tmp, env);
        fs.rmSync(path.join(tmp, 'pom.xml'));
      });
    });
  }
  const lib = path.join(dir, 'lib');
  const jars = fs
    .readdirSync(lib)
    .filter((f) => f.endsWith('.jar'))
    .sort();
  if (jars.length === 0) throw new Error(`[devdb] no jars in ${lib}; delete ${dir} and retry`);
  return jars.map((f) => path.join(lib, f));
}

/**
 * Compiles Launcher.java once next to the jars: the source launcher recompiles on every start
 * (about a second), which every test run would pay. Returns the class folder, or undefined when
 * javac is missing or fails (callers then use the source launcher).
 */
export async function compileLauncher(java: string, jars: string[], log: Log = stderrLog): Promise<string | undefined> {
  const source = fs.readFileSync(javaAsset('Launcher.java'));
  const dir = path.join(path.dirname(path.dirname(jars[0] ?? '.')), `launcher-${hash(source)}`);
  if (fs.existsSync(path.join(dir, 'Launcher.class'))) return dir;
  const javac = findJavac(java);
  if (!javac) return undefined;
  try {
    await intoPlace(dir, (tmp) =>
      run(javac, [
        '--release',
        '17',
        '-nowarn',
        '-cp',
        jars.join(path.delimiter),
        '-d',
        tmp,
        javaAsset('Launcher.java'),
      ]),
    );
    removeOtherLaunchers(dir);
    return dir;
  } catch (error) {
    log(`[devdb] javac failed, using the slower source launcher: ${(error as Error).message}`);
    return undefined;
  }
}

/** Best effort: drops launchers compiled from earlier versions of Launcher.java. */
function removeOtherLaunchers(keep: string): void {
  const parent = path.dirname(keep);
  for (const name of fs.readdirSync(parent)) {
    const other = path.join(parent, name);
    // Finished launchers only: a `.tmp-` folder may be another process compiling right now.
    if (/^launcher-[0-9a-f]+$/.test(name) && other !== keep) fs.rmSync(other, { recursive: true, force: true });
  }
}

function hash(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

/** Fills a temp folder, then renames it to `dir`: readers never see a half-written folder. */
async function intoPlace(dir: string, fill: (tmp: string) => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(tmp);
  try {
    await fill(tmp);
    fs.renameSync(tmp, dir);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error; // else a concurrent process won the rename: use its result
  }
}

/** A lock folder holding the owner's pid, so two processes do not run Maven at once. */
async function withLock(lock: string, body: () => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isStale(lock)) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`[devdb] timed out waiting for ${lock}`, { cause: error });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    await body();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function isStale(lock: string): boolean {
  let pid = NaN;
  try {
    pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // no pid file yet
  }
  // The owner may be between mkdir and writing its pid: only judge by age then.
  if (!Number.isInteger(pid) || pid <= 0) return ageMs(lock) > 10_000;
  try {
    process.kill(pid, 0); // throws ESRCH when the owner is gone
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
