/** The server under test: the production bundle, run as a child process on a free port. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../src/server/paths';
import { freePort } from '../../src/server/lib/free-port';

export { freePort };

const SERVER_BUNDLE = path.join(ROOT_DIR, 'dist/server/main.js');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

type Log = (message: string) => void;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds dist/server when it is missing or older than the server sources (as `npm start` does). */
export function ensureServerBuild(log: Log): void {
  const sources = Math.max(
    ...['src/server', 'src/shared', 'package.json', 'package-lock.json', 'tsconfig.json'].map((p) => newestMtime(path.join(ROOT_DIR, p))),
  );
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (built >= sources) return;
  log(built ? 'Server sources changed: npm run build:server' : 'No server bundle yet: npm run build:server');
  execFileSync('npm', ['run', 'build:server'], { cwd: ROOT_DIR, stdio: 'inherit' });
}

export interface ServerUnderTest {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  dataDir: string;
  log: Log;
}

export async function startServer({ databaseUrl, dataDir, log }: StartOptions): Promise<ServerUnderTest> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), SERVER_BUNDLE], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Warnings and errors are shown; the start banner is not. The tail explains a failed start.
  const tail: string[] = [];
  const onLine = (line: string) => {
    if (!line.trim()) return;
    tail.push(line);
    if (tail.length > 40) tail.shift();
    if (line.startsWith('{') || line.toLowerCase().includes('error')) log(`[server] ${line}`);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );

  const server: ServerUnderTest = {
    baseUrl,
    pid: child.pid!,
    stop: () => stopChild(child, exit, () => exited !== null),
  };
  try {
    await waitUntilReady(
      baseUrl,
      () => exited,
      () => tail.join('\n'),
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitUntilReady(
  baseUrl: string,
  exitedState: () => { code: number | null; signal: NodeJS.Signals | null } | null,
  tail: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exited = exitedState();
    if (exited) throw new Error(`The server exited while starting (code ${exited.code}, signal ${exited.signal}):\n${tail()}`);
    const ok = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s:\n${tail()}`);
}

async function stopChild(child: ChildProcess, exit: Promise<void>, hasExited: () => boolean): Promise<void> {
  if (hasExited()) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!hasExited()) child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await exit;
  clearTimeout(timer);
}
