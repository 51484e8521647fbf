import { spawn } from 'node:child_process';
import path from 'node:path';
import { itWithJava, waitUntilGone } from './helpers';

/** Starts devdb in a separate Node process, which prints the server's pid and then `ends` itself. */
function parentScript(ends: 'exit' | 'wait'): string {
  return `
require(${JSON.stringify(path.resolve(__dirname, '../../scripts/register-ts.cjs'))});
const { startDevDb } = require(${JSON.stringify(path.resolve(__dirname, '../index.ts'))});
startDevDb({ log: () => {} }).then(
  (db) => { console.log('PID ' + db.pid); ${ends === 'exit' ? 'process.exit(0);' : ''} },
  (e) => { console.error(e); process.exit(1); },
);
setInterval(() => {}, 1000);
`;
}

async function serverPidOf(ends: 'exit' | 'wait') {
  const parent = spawn(process.execPath, ['-e', parentScript(ends)], {
    env: { ...process.env, MONGO_URL: '', DEVDB_ENGINE: 'java' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PID (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    parent.on('exit', (code) => setTimeout(() => reject(new Error(`parent exited (${code}) without a pid`)), 100));
  });
  return { parent, pid };
}

// mongodb-memory-server guards mongod itself; these check the mongo-java-server side.

describe('no stray servers', () => {
  itWithJava('mongo-java-server exits when its Node parent exits without calling stop()', async () => {
    const { pid } = await serverPidOf('exit');
    expect(await waitUntilGone(pid, 10_000)).toBe(true);
  });

  itWithJava('mongo-java-server exits when its Node parent is SIGKILLed', async () => {
    const { parent, pid } = await serverPidOf('wait');
    parent.kill('SIGKILL'); // no exit handlers run: only the launcher's stdin watch can end the JVM
    expect(await waitUntilGone(pid, 10_000)).toBe(true);
  });
});
