/**
 * Configuration from the environment, checked once at start. Every variable is listed in docs/reference.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROOT_DIR, WEB_DIST_DIR } from './paths';

const boolean = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .url('must be a URL such as postgres://user:password@host:5432/database')
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int('must be a whole number').min(0).max(65535).default(3000),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('data'),
  PUBLIC_URL: z.string().url('must be the URL people use to reach the app, e.g. https://gaston.example.fr').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  SMTP_URL: z
    .string()
    .url('must be a URL such as smtp://user:password@smtp.example.fr:587')
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gaston <no-reply@gaston.local>'),
  SEED_DEMO: boolean.default(true),
  /** Adds GET /api/bench/constant/:bytes, the ceiling of `npm run bench`. Never on in production use. */
  BENCH_ROUTES: boolean.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: boolean.default(false),
  /** Slow clients: a whole request (headers and body) must arrive within REQUEST_TIMEOUT_MS, its headers within HEADERS_TIMEOUT_MS. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /** An idle keep-alive connection is closed after this long (keep it above a reverse proxy's own idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** Password hashes computed at once per process (each about 0.5 s of CPU and 128 MB), and how many more may wait. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  /** How often climbers' activity is folded into the statistics (one process at a time does it); 0 turns it off. */
  /** Scheduled jobs (climber levels, housekeeping) in this process; one of the processes runs each. */
  JOBS_ENABLED: boolean.default(true),
  /** New boulders are announced to climbers once none was added for this long (docs/announcements.md). */
  ANNOUNCE_GRACE_S: z.coerce.number().int().min(0).max(86_400).default(900),
  /** The web push key pair (base64url); without them the first process makes one and keeps it in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Push endpoints on this machine or a private address (tests' own push service); never in production. */
  PUSH_ALLOW_LOCAL_ENDPOINTS: boolean.default(false),
  STATS_DRAIN_INTERVAL_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** How long a cached answer may still be served after climbers' activity changed its figures (recomputed meanwhile); 0 = never. */
  STATS_MAX_STALE_MS: z.coerce.number().int().min(0).max(9_000).default(7_000),
  /** Open connections per server process; further ones are refused until some close. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(2048),
  /** Backups (`gaston backup`, the daily job): their folder, DATA_DIR/backups by default. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** When set, PostgreSQL's write-ahead log is archived there continuously (point-in-time restores). */
  WAL_ARCHIVE_DIR: z.string().min(1).optional(),
  /** Prometheus metrics (docs/product.md › Going live: production) on their own address, never exposed by the proxy; port 0 turns that listener off. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int('must be a whole number').min(0).max(65535).default(9464),
  /** With it, GET /metrics on the main port answers to `Authorization: Bearer <token>` (404 otherwise). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ANDROID_STORE_APP_URL: z.string().min(1).default('market://details?id=fr.gaston.app'),
  ANDROID_STORE_WEB_URL: z.string().url().default('https://play.google.com/store/apps/details?id=fr.gaston.app'),
  IOS_STORE_APP_URL: z.string().min(1).default('itms-apps://apps.apple.com/app/id6450000000'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'SESSION_SECRET' | 'WEB_DIST_DIR' | 'BACKUP_DIR' | 'WAL_ARCHIVE_DIR'> {
  /** Absolute folder of the backups. */
  BACKUP_DIR: string;
  /** Absolute folder of the archived WAL, when archiving is on. */
  WAL_ARCHIVE_DIR?: string;
  /** Absolute folder of the built pages. */
  WEB_DIST_DIR: string;
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  /** Absolute data folder. */
  dataDir: string;
  /** True when PUBLIC_URL is https: cookies get Secure and responses HSTS. */
  secure: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and checks the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.NODE_ENV === 'production' && !values.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
  if (values.NODE_ENV === 'production' && !values.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
  if (values.NODE_ENV === 'production' && values.PUSH_ALLOW_LOCAL_ENDPOINTS) problems.push('PUSH_ALLOW_LOCAL_ENDPOINTS: never in production');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(ROOT_DIR, values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    ...values,
    dataDir,
    WEB_DIST_DIR: path.resolve(ROOT_DIR, values.WEB_DIST_DIR ?? WEB_DIST_DIR),
    BACKUP_DIR: path.resolve(ROOT_DIR, values.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    WAL_ARCHIVE_DIR: values.WAL_ARCHIVE_DIR === undefined ? undefined : path.resolve(ROOT_DIR, values.WAL_ARCHIVE_DIR),
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: values.SESSION_SECRET ?? localSecret(dataDir),
    secure: publicUrl.startsWith('https://'),
  };
}

/** Outside production a secret is made once per data folder, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** What a loaded configuration still lacks to serve real people (docs/product.md › Going live: production); `gaston check` lists it. */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.secure) problems.push('PUBLIC_URL : doit être une adresse https en production');
  if (config.SEED_DEMO) problems.push('SEED_DEMO : doit valoir false en production');
  return problems;
}
