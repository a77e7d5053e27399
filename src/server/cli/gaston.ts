/**
 * `gaston`, the operator's command (docs/product.md › Going live: operator command): `npx gaston <command>` on the server, with the
 * server's configuration. French messages; `--json` prints the result as one JSON document; exit 0
 * on success, 1 with one line saying what went wrong, 2 on a usage error (with the usage).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import type { z } from 'zod';
import { ConfigError, loadConfig, type Config } from '../config';
import { connectDatabase, type Connection } from '../db/connect';
import { AppError } from '../errors';
import { createRateLimits } from '../repositories/rate-limits-repository';
import { createMailer } from '../mail/mailer';
import { GYM_TEMPLATES, type GymTemplate } from '../repositories/gym-creation-repository';
import type { AccountContext } from '../services/context';
import {
  changeGymStatus,
  createGym,
  listGymsForOperator,
  operatorInvite,
  STATUS_WORDS,
  supportPasswordLink,
  type StatusChange,
} from '../services/operator-service';
import { citySchema, gymNameSchema } from '../../shared/contract/pro';
import { isValidEmail, normalizeEmail } from '../../shared/domain/email';
import { accessTypeFromLabel, type AccessType } from '../../shared/domain/roles';
import { runChecks } from './gaston-check';
import { listBackups, type BackupManifest } from '../backup/backup-files';
import { backupNow } from '../backup/backup-service';
import { BackupError } from '../backup/backups';
import { restoreBackup } from '../backup/restore';
import { parisDateTimeInput } from '../../shared/domain/dates';

export const USAGE = `Usage : gaston <commande> [options] [--json]

  gym create --name NOM --city VILLE --owner E-MAIL [--template couleurs|vide]
                              crée la salle (en préparation) et invite son responsable
  gym list                    les salles : statut, blocs actifs, équipe, grimpeurs actifs sur 30 jours
  gym publish ID              publie la salle
  gym suspend ID              suspend la salle (rien n'est supprimé)
  gym resume ID               reprend une salle suspendue
  staff invite --gym ID --email E-MAIL --role RÔLE[,RÔLE] [--admin]
                              invite une personne dans l'équipe d'une salle
                              (rôles : chief_route_setter, route_setter, marketing_staff)
  user password-link --email E-MAIL
                              un lien de changement de mot de passe (1 h), pour le support
  check                       configuration, base de données, migrations, disque, SMTP, sauvegardes
  backup                      sauvegarde toute la base (photos comprises) dans BACKUP_DIR
  backup list                 les sauvegardes : date, taille, type
  restore FICHIER --yes [--replace] [--until INSTANT]
                              restaure une sauvegarde (Gaston arrêté, base intégrée) ; --replace
                              remplace une base qui a des données ; --until (ISO 8601) rejoue le
                              journal archivé (WAL_ARCHIVE_DIR) jusqu'à cet instant

Options communes :
  --json                      le résultat en un document JSON
  --help                      cette aide

Codes de sortie : 0 réussi, 1 échec (une ligne dit pourquoi), 2 commande mal formée.`;

/** A command line that does not follow the usage: exit 2. */
export class UsageError extends Error {}
/** A command that ran and failed: exit 1, one line. */
export class CommandError extends Error {}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

interface Parsed {
  words: string[];
  values: Record<string, string | boolean | undefined>;
}

function parse(argv: string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string' },
        city: { type: 'string' },
        owner: { type: 'string' },
        template: { type: 'string' },
        gym: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        admin: { type: 'boolean' },
        yes: { type: 'boolean' },
        replace: { type: 'boolean' },
        until: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    return { words: positionals, values };
  } catch (error) {
    const message = (error as Error).message;
    const option = /'(-[^ ']+)/.exec(message)?.[1];
    throw new UsageError(option ? `Option inconnue ou mal formée : ${option}` : `Ligne de commande invalide : ${message.split('\n')[0]}`);
  }
}

/** Rows as aligned columns, two spaces apart, for a terminal. */
function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const required = (values: Parsed['values'], name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`L'option --${name} est obligatoire.`);
  return value;
};

const gymIdOf = (text: string | undefined): number => {
  if (!text || !/^[1-9]\d{0,8}$/.test(text)) throw new UsageError(`Identifiant de salle invalide : ${text ?? '(aucun)'}`);
  return Number(text);
};

const emailOf = (text: string, option: string): string => {
  if (!isValidEmail(text)) throw new UsageError(`--${option} : adresse e-mail invalide (${text}).`);
  return normalizeEmail(text);
};

function noExtraWords(words: string[], count: number) {
  if (words.length > count) throw new UsageError(`Argument inattendu : ${words[count]}`);
}

function checked<S extends z.ZodType>(schema: S, value: string, option: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`--${option} : ${result.error.issues[0]!.message}`);
  return result.data;
}

interface Runtime {
  config: Config;
  open(): Promise<{ ctx: AccountContext; connection: Connection }>;
}

type Result = { json: unknown; text: string };

async function withContext<T>(runtime: Runtime, work: (ctx: AccountContext, connection: Connection) => Promise<T>): Promise<T> {
  const { ctx, connection } = await runtime.open();
  try {
    return await work(ctx, connection);
  } finally {
    await connection.close();
  }
}

async function execute(parsed: Parsed, runtime: Runtime): Promise<Result & { code?: number }> {
  const [group, action, ...rest] = parsed.words;
  const { values } = parsed;
  if (group === 'gym' && action === 'create') {
    noExtraWords(rest, 0);
    const name = checked(gymNameSchema, required(values, 'name'), 'name');
    const city = checked(citySchema, required(values, 'city'), 'city');
    const owner = emailOf(required(values, 'owner'), 'owner');
    const template = (values.template ?? 'couleurs') as string;
    if (!(GYM_TEMPLATES as readonly string[]).includes(template)) throw new UsageError(`--template : « ${template} » inconnu (couleurs ou vide).`);
    const created = await withContext(runtime, (ctx) => createGym(ctx, { name, city, ownerEmail: owner, template: template as GymTemplate }));
    return {
      json: { gymId: created.gymId, status: 'draft', invitationId: created.invitationId, invitationLink: created.invitationLink, expiresAt: created.expiresAt },
      text: [
        `Salle « ${name} » créée (identifiant ${created.gymId}, en préparation).`,
        `Invitation envoyée à ${owner} ; lien (valable 7 jours) :`,
        created.invitationLink,
      ].join('\n'),
    };
  }
  if (group === 'gym' && action === 'list') {
    noExtraWords(rest, 0);
    const gyms = await withContext(runtime, (ctx) => listGymsForOperator(ctx));
    const header = ['id', 'nom', 'ville', 'statut', 'blocs actifs', 'équipe', 'grimpeurs 30 j'];
    const rows = gyms.map((g) => [String(g.id), g.name, g.city, STATUS_WORDS[g.status], String(g.activeBoulders), String(g.staff), String(g.activeClimbers)]);
    return {
      json: gyms.map((g) => ({
        id: g.id,
        name: g.name,
        city: g.city,
        status: g.status,
        activeBoulders: g.activeBoulders,
        staff: g.staff,
        activeClimbers30Days: g.activeClimbers,
      })),
      text: gyms.length === 0 ? 'Aucune salle : créez-en une avec « gaston gym create ».' : textTable(header, rows),
    };
  }
  if (group === 'gym' && (action === 'publish' || action === 'suspend' || action === 'resume')) {
    noExtraWords(rest, 1);
    const gymId = gymIdOf(rest[0]);
    const gym = await withContext(runtime, (ctx) => changeGymStatus(ctx, { gymId, change: action as StatusChange }));
    return { json: gym, text: `Salle « ${gym.name} » (${gym.id}) : ${STATUS_WORDS[gym.status]}.` };
  }
  if (group === 'staff' && action === 'invite') {
    noExtraWords(rest, 0);
    const gymId = gymIdOf(required(values, 'gym'));
    const email = emailOf(required(values, 'email'), 'email');
    const roles: AccessType[] = [];
    for (const label of required(values, 'role')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)) {
      const role = accessTypeFromLabel(label);
      if (!role) throw new UsageError(`--role : « ${label} » inconnu (chief_route_setter, route_setter ou marketing_staff).`);
      if (!roles.includes(role)) roles.push(role);
    }
    const invitation = await withContext(runtime, (ctx) => operatorInvite(ctx, { gymId, email, roles, admin: values.admin === true }));
    return {
      json: { invitationId: invitation.id, expiresAt: invitation.expiresAt, invitationLink: invitation.link || null, created: invitation.created },
      text: invitation.created
        ? `Invitation envoyée à ${email} ; lien (valable 7 jours) :\n${invitation.link}`
        : `Une invitation identique est déjà en attente pour ${email} (identifiant ${invitation.id}) : rien n'a été envoyé.`,
    };
  }
  if (group === 'user' && action === 'password-link') {
    noExtraWords(rest, 0);
    const email = emailOf(required(values, 'email'), 'email');
    const answer = await withContext(runtime, (ctx) => supportPasswordLink(ctx, { email }));
    return { json: answer, text: `Lien de changement de mot de passe pour ${email} (valable 1 heure, une seule fois) :\n${answer.link}` };
  }
  if (group === 'check') {
    noExtraWords(parsed.words, 1);
    const report = await runChecks(runtime.config);
    return {
      json: report,
      text: report.checks.map((c) => `${c.ok ? 'ok ' : 'ÉCHEC'} ${c.name} : ${c.detail}`).join('\n'),
      code: report.ok ? 0 : 1,
    };
  }
  if (group === 'backup' && action === undefined) {
    const manifest = await backups(async () => {
      // With the embedded database: the running app's server when there is one (attach).
      const connection = await connectDatabase(runtime.config, { info: () => {}, warn: () => {} }, { attach: true, migrate: false });
      try {
        return await backupNow(runtime.config, connection.url);
      } finally {
        await connection.close();
      }
    });
    return {
      json: { ...manifest, path: path.join(runtime.config.BACKUP_DIR, manifest.file) },
      text: `Sauvegarde écrite : ${path.join(runtime.config.BACKUP_DIR, manifest.file)} (${sizeOf(manifest.bytes)}, SHA-256 ${manifest.sha256}).`,
    };
  }
  if (group === 'backup' && action === 'list') {
    noExtraWords(rest, 0);
    const list = await listBackups(runtime.config.BACKUP_DIR);
    const header = ['fichier', 'prise le (Paris)', 'taille', 'type'];
    const rows = list.map((b) => [b.file, parisDateTimeInput(b.takenAt).replace('T', ' '), sizeOf(b.bytes), KIND_WORDS[b.kind]]);
    return {
      json: list,
      text: list.length === 0 ? `Aucune sauvegarde dans ${runtime.config.BACKUP_DIR} : lancez « gaston backup ».` : textTable(header, rows),
    };
  }
  if (group === 'restore') {
    noExtraWords(parsed.words, 2);
    if (!action) throw new UsageError('Indiquez la sauvegarde à restaurer (voir « gaston backup list »).');
    if (values.yes !== true) throw new UsageError('La restauration remplace la base : ajoutez --yes pour confirmer.');
    let until: Date | undefined;
    if (values.until !== undefined) {
      until = new Date(String(values.until));
      if (Number.isNaN(until.getTime()) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(String(values.until))) {
        throw new UsageError(`--until : instant invalide (${String(values.until)}) ; écrivez-le en ISO 8601, par exemple 2026-11-27T14:05:00+01:00.`);
      }
    }
    const restored = await backups(() =>
      restoreBackup(runtime.config, { file: action, replace: values.replace === true, until }, { info: () => {}, warn: () => {} }),
    );
    return {
      json: restored,
      text: [
        `Sauvegarde ${restored.file} restaurée : la base est dans son état du ${parisDateTimeInput(restored.restoredTo).replace('T', ' ')} (heure de Paris).`,
        ...(restored.replaced ? [`L'ancienne base est gardée dans ${restored.replaced} ; supprimez-la quand tout est vérifié.`] : []),
      ].join('\n'),
    };
  }
  throw new UsageError(group ? `Commande inconnue : ${parsed.words.join(' ')}` : 'Aucune commande.');
}

const KIND_WORDS: Record<BackupManifest['kind'], string> = { physical: 'base intégrée (physique)', logical: 'pg_dump' };
const sizeOf = (bytes: number) =>
  bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo` : `${Math.ceil(bytes / 1024)} ko`;

/** A backup or restore failure is the operator's to read: one line, exit 1. */
async function backups<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  }
}

/** Runs one command line; answers the exit code. Exported for the tests, which run it in-process. */
export async function runGaston(argv: string[], output: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let json = argv.includes('--json');
  try {
    const parsed = parse(argv);
    json = parsed.values.json === true;
    if (parsed.values.help || parsed.words[0] === 'help') {
      output.out(USAGE);
      return 0;
    }
    let config: Config;
    try {
      config = loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) throw new CommandError(`Configuration invalide : ${error.problems.join(' ; ')}`);
      throw error;
    }
    const quiet = { info: () => {}, warn: (m: string) => output.err(m) };
    const runtime: Runtime = {
      config,
      async open() {
        const connection = await connectDatabase(config, quiet, { attach: true });
        const log = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} };
        const ctx: AccountContext = {
          db: connection.db,
          actor: null,
          log,
          config,
          // A failed mail comes back as an error the command prints; the outbox's own log lines are not the operator's.
          mailer: createMailer(config, pino({ level: 'silent' })),
          limits: createRateLimits(connection.db.$client),
        };
        return { ctx, connection };
      },
    };
    const result = await execute(parsed, runtime);
    output.out(json ? JSON.stringify(result.json, null, 2) : result.text);
    return result.code ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      if (json) output.out(JSON.stringify({ error: error.message, code: 'usage' }));
      output.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    const message = error instanceof AppError || error instanceof CommandError ? error.message : `Erreur : ${(error as Error).message ?? String(error)}`;
    if (json) output.out(JSON.stringify({ error: message, code: error instanceof AppError ? error.code : 'failed' }));
    output.err(message.split('\n')[0]!);
    return 1;
  }
}
