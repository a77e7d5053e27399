/**
 * `npm run bench:import` (docs/product.md › Going live: catalogue import): a 5,000-line catalogue (CSV, then the same lines as XLSX)
 * analysed and imported into a gym with 10 sectors, 7 circuits and the tag vocabulary, through the
 * services the API calls. Prints each time; the spec asks ≤ 5 s analysed and ≤ 10 s imported.
 *
 * Runs on a throw-away embedded PostgreSQL (durable settings, as in production), or DATABASE_URL.
 * Options: --lines N (5000).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import writeExcelFile from 'write-excel-file/node';
import { createDatabase, withDatabaseName } from '../src/server/db/client';
import { ensureDatabase } from '../src/server/db/connect';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { insertGymFromTemplate } from '../src/server/repositories/gym-creation-repository';
import { analyseCatalogue, importCatalogue } from '../src/server/services/imports-service';
import type { ServiceContext } from '../src/server/services/context';

const log = (message: string) => console.error(message);
const index = process.argv.indexOf('--lines');
const LINES = index > 0 ? Number(process.argv[index + 1]) : 5000;
const CIRCUITS = ['Jaune', 'Vert', 'Bleu', 'Rouge', 'Noir', 'Violet', 'Noir et blanc'];
const STYLES = ['Technique', 'Force', 'Dynamique', 'Équilibre'];

function catalogue(lines: number): string[][] {
  const header = ['Nom', 'Secteur', 'Circuit', 'Cotation', 'Ouvreurs', 'Ouverture', 'Démontage prévu', 'Inclinaison', 'Style', 'Identifiant'];
  const rows = Array.from({ length: lines }, (_, i) => [
    `Bloc n°${i + 1}`,
    `Secteur ${(i % 10) + 1}`,
    CIRCUITS[i % CIRCUITS.length]!,
    '',
    'Léa Martin',
    `${String((i % 28) + 1).padStart(2, '0')}/10/2026`,
    '30/12/2026',
    'Dévers',
    STYLES[i % STYLES.length]!,
    `cat-${i + 1}`,
  ]);
  return [header, ...rows];
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(2).padStart(6)} s`);
  return result;
}

async function main() {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'gaston-bench-import-'));
    const postgres = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), log: { info: () => {}, warn: log } });
    await ensureDatabase(postgres.url, 'gaston');
    url = withDatabaseName(postgres.url, 'gaston');
    stop = async () => {
      await postgres.stop();
      await rm(scratch, { recursive: true, force: true });
    };
  }
  const db = createDatabase(url, 5);
  try {
    await runMigrations(db);
    const client = db.$client;
    const gymId = await db.transaction((tx) => insertGymFromTemplate(tx, { name: `Banc d'import ${Date.now()}`, city: 'Lyon', template: 'couleurs' }));
    await client.query(`insert into sectors (gym_id, name, position) select $1, 'Secteur ' || n, n from generate_series(1, 10) n`, [gymId]);
    const user = (
      await client.query(`insert into users (email, first_name, last_name) values ($1, 'Léa', 'Martin') returning id, uuid`, [`banc-${Date.now()}@import.fr`])
    ).rows[0];
    await client.query(`insert into gym_staff (gym_id, user_id, access_types, is_admin) values ($1, $2, '{chief_route_setter}', true)`, [gymId, user.id]);
    const ctx: ServiceContext = { db, actor: { userId: user.id, userUuid: user.uuid }, log: { error: log, warn: log, info: () => {}, debug: () => {} } };
    const rows = catalogue(LINES);
    const csv = Buffer.from(`\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
    const xlsx = Buffer.from(await writeExcelFile(rows).toBuffer());
    console.log(`${LINES} lines: CSV ${(csv.length / 1024).toFixed(0)} kB, XLSX ${(xlsx.length / 1024).toFixed(0)} kB`);
    const upload = (file: Buffer, fileName: string) => ({ file, fileName, createSectors: false, createTags: false });

    const analysis = await timed('analyse (CSV)', () => analyseCatalogue(ctx, { gymId, upload: upload(csv, 'banc.csv') }));
    await timed('analyse (XLSX)', () => analyseCatalogue(ctx, { gymId, upload: upload(xlsx, 'banc.xlsx') }));
    if (analysis.valid !== LINES) throw new Error(`expected ${LINES} valid lines, got ${analysis.valid} (${analysis.errors[0]?.message ?? ''})`);
    const imported = await timed('import (CSV, one transaction)', () => importCatalogue(ctx, { gymId, upload: upload(csv, 'banc.csv') }));
    const again = await timed('import again (all already present)', () => importCatalogue(ctx, { gymId, upload: upload(xlsx, 'banc.xlsx') }));
    console.log(`created ${imported.created}, then ${again.created} created and ${again.duplicates} already present`);
  } finally {
    await db.$client.end();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
