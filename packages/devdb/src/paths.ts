import fs from 'node:fs';
import path from 'node:path';

/** The package folder (holding java/pom.xml and java/Launcher.java). */
export function packageDir(): string {
  // From source, __dirname is <pkg>/src. When an app bundles this file (esbuild), __dirname is the
  // bundle's folder, so resolve the installed package instead.
  const fromSource = path.resolve(__dirname, '..');
  if (fs.existsSync(path.join(fromSource, 'java', 'Launcher.java'))) return fromSource;
  return path.dirname(require.resolve('@crm/devdb/package.json'));
}

export function javaAsset(name: 'pom.xml' | 'Launcher.java'): string {
  return path.join(packageDir(), 'java', name);
}

/** Where fetched jars and the compiled launcher live: DEVDB_CACHE_DIR or <repo root>/.cache/devdb-jars. */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEVDB_CACHE_DIR) return path.resolve(env.DEVDB_CACHE_DIR);
  return path.resolve(packageDir(), '..', '..', '.cache', 'devdb-jars');
}

/** The data folder: option, then DATA_DIR, then <cwd>/.data. Persistent databases go in <dataDir>/db. */
export function dbDir(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(dataDir ?? env.DATA_DIR ?? '.data', 'db');
}

/** First executable named `name` on PATH, or undefined. */
export function findOnPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const exts = process.platform === 'win32' ? ['.exe', '.cmd', '.bat', ''] : [''];
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const ext of exts) {
      const candidate = path.join(dir, name + ext);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

export function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
