/**
 * The operator's command `gaston` (docs/product.md › Going live: operator command): each command's text and --json answers, exit
 * codes 0/1/2, and the gym it creates reachable by its owner through the mailed invitation.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runGaston } from '../../src/server/cli/gaston';
import { useTestApp } from '../helpers/app';
import { createUser } from '../helpers/fixtures';
import { anonymous, write } from '../helpers/session';

const PUBLIC_URL = 'https://gaston.example.fr';
const t = useTestApp({ env: { PUBLIC_URL } });
let env: NodeJS.ProcessEnv;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-cli-'));
  env = { NODE_ENV: 'test', DATABASE_URL: t.database.url, DATA_DIR: dataDir, PUBLIC_URL, SESSION_SECRET: t.config.SESSION_SECRET, LOG_LEVEL: 'silent' };
});

async function gaston(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runGaston(argv, { out: (s) => out.push(s), err: (s) => err.push(s) }, env);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const json = async (...argv: string[]) => {
  const result = await gaston(...argv, '--json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command answers its own document
  return { ...result, body: JSON.parse(result.out) as any };
};

/** The link of the newest mail in the outbox, as the person would click it. */
async function outboxLink(): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const newest = (await readdir(outbox)).sort().at(-1)!;
  const text = (await readFile(path.join(outbox, newest), 'utf8')).replace(/=\r?\n/g, '');
  return /https:\/\/gaston\.example\.fr\/invitation\/[A-Za-z0-9_-]+/.exec(text)![0];
}

describe('gaston gym create', () => {
  it('creates a draft gym with the couleurs template and invites its owner, who joins as admin and chief setter', async () => {
    const created = await json('gym', 'create', '--name', '  Bloc  Nantais ', '--city', 'Nantes', '--owner', 'Patronne@Example.fr');
    expect(created.code).toBe(0);
    const { gymId, invitationLink, status } = created.body as { gymId: number; invitationLink: string; status: string };
    expect(status).toBe('draft');
    expect(invitationLink).toBe(await outboxLink());

    const db = t.database.db;
    const [gym] = (await db.execute(sql`select name, city, status from gyms where id = ${gymId}`)).rows;
    expect(gym).toEqual({ name: 'Bloc Nantais', city: 'Nantes', status: 'draft' });
    const circuits = (await db.execute(sql`select name from gym_difficulties where gym_id = ${gymId} order by position`)).rows.map((r) => r.name);
    expect(circuits).toEqual(['Jaune', 'Vert', 'Bleu', 'Rouge', 'Noir', 'Violet', 'Noir et blanc']);
    expect((await db.execute(sql`select count(*)::int as n from tags where gym_id = ${gymId}`)).rows).toEqual([{ n: 17 }]);

    const token = invitationLink.split('/').pop()!;
    const browser = await anonymous(t.app);
    const accepted = await write(browser, `/api/invitations/by-token/${token}/accept/`, {
      firstName: 'Anne',
      lastName: 'Patron',
      password: 'Salle-Neuve1!',
      confirmPassword: 'Salle-Neuve1!',
    });
    expect(accepted.statusCode).toBe(200);
    const [staff] = (
      await db.execute(
        sql`select s.access_types, s.is_admin from gym_staff s join users u on u.id = s.user_id where u.email = 'patronne@example.fr' and s.gym_id = ${gymId}`,
      )
    ).rows;
    expect(staff).toEqual({ access_types: ['chief_route_setter'], is_admin: true });

    const text = await gaston('gym', 'create', '--name', 'Vide', '--city', 'Brest', '--owner', 'b@example.fr', '--template', 'vide');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Salle « Vide » créée \(identifiant \d+, en préparation\)\.\nInvitation envoyée à b@example\.fr/);
    const emptyId = Number(/identifiant (\d+)/.exec(text.out)![1]);
    expect((await db.execute(sql`select count(*)::int as n from gym_difficulties where gym_id = ${emptyId}`)).rows).toEqual([{ n: 0 }]);
  });

  it('usage errors exit 2 with the usage; nothing is created', async () => {
    const before = (await t.database.db.execute(sql`select count(*)::int as n from gyms`)).rows[0];
    for (const argv of [
      ['gym', 'create', '--city', 'Nantes', '--owner', 'a@b.fr'],
      ['gym', 'create', '--name', 'X', '--city', 'Nantes', '--owner', 'pas-une-adresse'],
      ['gym', 'create', '--name', 'X', '--city', 'Nantes', '--owner', 'a@b.fr', '--template', 'autre'],
      ['gym', 'create', '--name', 'X'.repeat(81), '--city', 'Nantes', '--owner', 'a@b.fr'],
      ['gym', 'frobnicate'],
      ['gym', 'publish', 'abc'],
      ['--inconnue'],
      [],
    ]) {
      const result = await gaston(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage : gaston');
    }
    expect((await t.database.db.execute(sql`select count(*)::int as n from gyms`)).rows[0]).toEqual(before);
  });
});

describe('gaston gym list, publish, suspend, resume', () => {
  it('lists every gym with its figures, and moves a gym through its statuses with exit 1 on a change that makes no sense', async () => {
    const { body } = await json('gym', 'create', '--name', 'Cycle', '--city', 'Pau', '--owner', 'c@example.fr');
    const gymId = (body as { gymId: number }).gymId;
    const list = await json('gym', 'list');
    expect(list.code).toBe(0);
    expect(list.body).toContainEqual({ id: gymId, name: 'Cycle', city: 'Pau', status: 'draft', activeBoulders: 0, staff: 0, activeClimbers30Days: 0 });
    expect((await gaston('gym', 'list')).out).toMatch(/^id +nom +ville +statut/);

    expect(await json('gym', 'publish', String(gymId))).toMatchObject({ code: 0, body: { id: gymId, status: 'published' } });
    const again = await gaston('gym', 'publish', String(gymId));
    expect(again).toMatchObject({ code: 1, err: 'La salle « Cycle » est déjà publiée.' });
    expect((await gaston('gym', 'suspend', String(gymId))).out).toBe(`Salle « Cycle » (${gymId}) : suspendue.`);
    expect((await gaston('gym', 'publish', String(gymId))).code).toBe(1);
    expect(await json('gym', 'resume', String(gymId))).toMatchObject({ code: 0, body: { status: 'published' } });
    expect((await gaston('gym', 'resume', String(gymId))).code).toBe(1);
    const missing = await json('gym', 'suspend', '999999');
    expect(missing).toMatchObject({ code: 1, body: { error: "Aucune salle n'a l'identifiant 999999.", code: 'not_found' } });
  });
});

describe('gaston staff invite and user password-link', () => {
  it('invites into any gym, refuses an unknown role (2) and a second different invitation (1)', async () => {
    const gymId = ((await json('gym', 'create', '--name', 'Équipe', '--city', 'Caen', '--owner', 'd@example.fr')).body as { gymId: number }).gymId;
    const invited = await json('staff', 'invite', '--gym', String(gymId), '--email', 'ouvreuse@example.fr', '--role', 'route_setter,Ouvreur');
    expect(invited.code).toBe(0);
    expect(invited.body).toMatchObject({ created: true, invitationLink: await outboxLink() });
    const rows = (await t.database.db.execute(sql`select access_types, is_admin from gym_invitations where email = 'ouvreuse@example.fr'`)).rows;
    expect(rows).toEqual([{ access_types: ['route_setter'], is_admin: false }]);
    expect((await gaston('staff', 'invite', '--gym', String(gymId), '--email', 'x@example.fr', '--role', 'boss')).code).toBe(2);
    const other = await gaston('staff', 'invite', '--gym', String(gymId), '--email', 'ouvreuse@example.fr', '--role', 'marketing_staff', '--admin');
    expect(other).toMatchObject({ code: 1, err: 'Une invitation est déjà en attente pour cette adresse : renvoyez-la ou annulez-la.' });
  });

  it('prints a one-hour password link that sets a new password once', async () => {
    const user = await createUser(t.database.db, { email: 'support@example.fr' });
    const result = await json('user', 'password-link', '--email', 'SUPPORT@example.fr');
    expect(result.code).toBe(0);
    const link = new URL((result.body as { link: string }).link);
    expect(link.pathname).toBe('/app/mot-de-passe');
    expect(link.searchParams.get('uid')).toBe(user.uuid);
    const browser = await anonymous(t.app);
    const first = await write(browser, `/api/change-password/${link.search}`, { new_password: 'Support-Neuf1!', confirm_password: 'Support-Neuf1!' });
    expect(first.statusCode).toBe(200);
    expect(
      (await write(browser, `/api/change-password/${link.search}`, { new_password: 'Support-Neuf2!', confirm_password: 'Support-Neuf2!' })).statusCode,
    ).toBe(400);
    expect(await gaston('user', 'password-link', '--email', 'personne@nulle.part')).toMatchObject({
      code: 1,
      err: "Aucun compte n'a l'adresse personne@nulle.part.",
    });
  });
});

describe('gaston check', () => {
  it('reports each check on one line and exits 0 on a healthy setup, 1 when the database is unreachable', async () => {
    const healthy = await gaston('check');
    expect(healthy.code).toBe(0);
    expect(healthy.out.split('\n').map((l) => l.split(' : ')[0]!.replace(/^ok +/, ''))).toEqual([
      'configuration',
      'base de données',
      'migrations',
      'disque',
      'SMTP',
      'sauvegardes',
    ]);
    expect(healthy.out).toContain('sauvegardes : aucune sauvegarde');
    const down = await runGaston(
      ['check', '--json'],
      { out: (s) => (downOut = s), err: () => {} },
      { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
    );
    expect(down).toBe(1);
    const report = JSON.parse(downOut) as { ok: boolean; checks: { name: string; ok: boolean }[] };
    expect(report.ok).toBe(false);
    expect(report.checks.find((c) => c.name === 'base de données')?.ok).toBe(false);
    expect(report.checks.find((c) => c.name === 'configuration')?.ok).toBe(true);
  });
});
let downOut = '';

describe('npx gaston, as the operator types it', () => {
  it('runs from the package bin: help exits 0, a bad command 2, a failing one 1', async () => {
    const run = promisify(execFile);
    const bin = path.resolve('bin/gaston.mjs');
    const help = await run(process.execPath, [bin, '--help'], { env: { ...process.env, ...env } });
    expect(help.stdout).toContain('gym create --name NOM');
    const usage = await run(process.execPath, [bin, 'nimporte'], { env: { ...process.env, ...env } }).catch((e: { code: number; stderr: string }) => e);
    expect(usage).toMatchObject({ code: 2 });
    const failing = await run(process.execPath, [bin, 'gym', 'publish', '999999'], { env: { ...process.env, ...env } }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failing).toMatchObject({ code: 1, stderr: "Aucune salle n'a l'identifiant 999999.\n" });
  });
});
