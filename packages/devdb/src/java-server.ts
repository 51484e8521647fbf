import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hasExited, killOnExit, stopChild } from './child';
import { compileLauncher, ensureJavaServerJars, MONGO_JAVA_SERVER_VERSION } from './jars';
import { javaAsset } from './paths';

export interface JavaServerOptions {
  java: string;
  port: number;
  /** H2 file for persistent mode; undefined = in-memory backend. */
  h2File?: string;
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  uri: string;
  pid: number | undefined;
  description: string;
  stop(): Promise<void>;
}

const READY = /^DEVDB_READY (\S+)/m;

/** Starts mongo-java-server through java/Launcher.java and waits for its ready line. */
export async function startJavaServer(options: JavaServerOptions): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const jars = await ensureJavaServerJars(options.log, env);
  const classes = await compileLauncher(options.java, jars, options.log);
  const classpath = (classes ? [classes, ...jars] : jars).join(path.delimiter);
  // The compiled class starts in ~0.4 s; the single-file source launcher needs ~1.3 s.
  const main = classes ? 'Launcher' : javaAsset('Launcher.java');

  const args = ['--port', String(options.port), '--watch-stdin'];
  if (options.h2File) {
    fs.mkdirSync(path.dirname(options.h2File), { recursive: true });
    args.push('--h2', options.h2File);
  }
  const jvmFlags = [
    '-Duser.timezone=UTC', // date operators use the JVM zone; MongoDB uses UTC
    '-XX:+UseSerialGC', // small heap, fewer threads, quicker start
    ...(env.DEVDB_JAVA_OPTS ?? '').split(/\s+/).filter(Boolean),
  ];
  // stdin is a pipe the launcher watches: when this process dies, even by SIGKILL, it sees EOF and exits.
  // `detached`: a process group of its own, so a Ctrl-C (SIGINT to the terminal's whole foreground
  // group) reaches the API, which drains its requests and only then stops the database, instead of
  // the database going down under them. Its end stays tied to this process (stop(), the exit
  // handler, the stdin watch).
  const child = spawn(options.java, [...jvmFlags, '-cp', classpath, main, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env,
    detached: process.platform !== 'win32', // on Windows it would open a console window
  });
  killOnExit(child);

  const uri = await waitForReady(child, Number(env.DEVDB_START_TIMEOUT_MS) || 60_000);
  const mode = options.h2File ? `persistent: ${options.h2File}` : 'in-memory';
  let stopping: Promise<void> | undefined;
  child.on('error', (error) => options.log(`[devdb] mongo-java-server: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (!stopping) options.log(`[devdb] mongo-java-server exited unexpectedly (${signal ?? `exit ${code}`})`);
  });
  return {
    uri,
    pid: child.pid,
    description: `mongo-java-server ${MONGO_JAVA_SERVER_VERSION} (${mode})`,
    stop: () => (stopping ??= stopChild(child)),
  };
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const fail = (why: string) => {
      cleanup();
      if (!hasExited(child)) child.kill('SIGKILL');
      // The head of a Java stack trace says what went wrong; the rest is noise here.
      const head = stderr.trim().split('\n').slice(0, 12).join('\n');
      reject(new Error(`mongo-java-server ${why}${head ? `:\n${head}` : ''}`));
    };
    const onStdout = (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = READY.exec(stdout);
      if (match?.[1]) {
        cleanup();
        // Keep draining both pipes so a chatty JVM never blocks on a full pipe.
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    const onStderr = (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(`exited before it was ready (${signal ?? `exit ${code}`})`);
    const onError = (error: Error) => fail(`could not be spawned (${error.message})`);
    const timer = setTimeout(() => fail(`was not ready within ${timeoutMs} ms`), timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      child.stdout?.off('data', onStdout);
      child.stderr?.off('data', onStderr);
      child.off('exit', onExit);
      child.off('error', onError);
    }
    child.stdout?.on('data', onStdout);
    child.stderr?.on('data', onStderr);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}
