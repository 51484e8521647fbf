// Pre-fetches the mongo-java-server jars and compiles the launcher, so the first test run does not
// wait on Maven. CI runs it once: `npm run fetch-jars -w @crm/devdb`. Honours DEVDB_CACHE_DIR.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { compileLauncher, ensureJavaServerJars } = require('../src/jars.ts');
const { findJava } = require('../src/engines.ts');

const log = (line) => console.error(line);
try {
  const jars = await ensureJavaServerJars(log);
  log(`[devdb] ${jars.length} jars ready in ${path.dirname(jars[0])}`);
  const java = findJava();
  const classes = java && (await compileLauncher(java, jars, log));
  log(
    classes
      ? `[devdb] launcher compiled in ${classes}`
      : '[devdb] launcher not compiled (no java/javac); the source launcher will be used',
  );
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
