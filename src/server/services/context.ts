/**
 * What every service receives: the database and who asks (`ctx = { db, actor }`), plus a logger.
 * Routes build it from the request (plugins/session.ts, contextOf); jobs, sockets and CLIs build
 * their own. Services never see HTTP: no request, no reply, no cookie.
 */
import type { BaseLogger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RateLimits } from '../lib/rate-limits';
import type { Mailer } from '../mail/mailer';
import type { Membership } from './authorize';

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
  memberships?: Membership[];
}

/** The account services (login, password reset) also need the process's configuration, mail and limits. */
export interface AccountContext extends ServiceContext {
  config: Config;
  mailer: Mailer;
  limits: RateLimits;
}

/**
 * A read the actor may make, as its service answers it after checking access: the gyms whose data
 * the answer depends on (the HTTP layer caches it until they change) and how to compute it.
 */
export interface GymRead<T> {
  gymIds: number[];
  /**
   * The gyms' data versions, when the access check read them (with the memberships, in a query
   * this request started): the cache then needs no version query of its own.
   */
  versions?: { gymId: number; version: number; activityVersion: number }[];
  compute: (now: Date) => Promise<T>;
}
