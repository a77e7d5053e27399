/** Running the system's tools (PostgreSQL's binaries, tar, pg_dump) and naming files by time. */
import { spawn } from 'node:child_process';

/**
 * Runs a command, as the given user when `ids` is set (PostgreSQL refuses to run as root), in the C
 * locale so that its messages can be read by us; answers its exit code and everything it printed.
 */
export function runCommand(
  file: string,
  args: string[],
  ids?: { uid: number; gid: number },
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

/** 2026-11-27T03:00:12.345Z → 20261127T030012Z: sorts by time, safe in file names. */
export const fileStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
