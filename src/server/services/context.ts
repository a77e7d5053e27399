/**
 * What every service receives: the database and who asks (`ctx = { db, actor }`), plus a logger.
 * Routes build it from the request (plugins/session.ts, contextOf); jobs, sockets and CLIs build
 * their own. Services never see HTTP: no request, no reply, no cookie.
 */
import type { BaseLogger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RateLimits } from '../repositories/rate-limits-repository';
import type { Mailer } from '../mail/mailer';
import type { MembershipRow } from '../repositories/staff-repository';
import type { Locale } from '../../shared/i18n/locales';

/** The logged-in user. */
export interface Actor {
  userId: number;
  userUuid: string;
}

export interface ServiceContext {
  db: Database;
  /** null when nobody is logged in (a visitor, or a job acting for nobody). */
  actor: Actor | null;
  log: Pick<BaseLogger, 'error' | 'warn' | 'info' | 'debug'>;
  /** The actor's staff memberships when the session lookup read them; otherwise staffOf reads them. */
  memberships?: MembershipRow[];
}

/** The account services (login, password reset) also need the process's configuration, mail and limits. */
export interface AccountContext extends ServiceContext {
  config: Config;
  mailer: Mailer;
  limits: RateLimits;
  /** The language the requester reads (their page's Accept-Language), for the mails sent to them; French when absent. */
  locale?: Locale;
}

/** A gym's data versions (gym_data_versions; 0 before the gym's first write). */
export interface GymDataVersion {
  gymId: number;
  version: number;
  activityVersion: number;
}

/**
 * A read the actor may make, as its service answers it after checking access: the data versions of
 * the gyms the answer depends on, read with the actor's memberships in a query this request started
 * (the HTTP layer caches the answer until they change), and how to compute it.
 */
export interface GymRead<T> {
  versions: GymDataVersion[];
  compute: (now: Date) => Promise<T>;
}
