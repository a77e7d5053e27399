/**
 * The whole data model. Column keys are camelCase in TypeScript and snake_case in PostgreSQL
 * (drizzle `casing: 'snake_case'`), so raw SQL uses e.g. `planned_dismantling`.
 * Grades are stored as their index on the 40-step scale (0 = 3A ... 39 = 9B+, see src/shared/domain/grades.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AccessType } from '../../shared/domain/roles';
import { GYM_STATUSES } from '../../shared/domain/gym-status';
import { ANNOUNCEMENT_CHANNELS, ANNOUNCEMENT_STATUSES } from '../../shared/contract/announcements';
import { LOCALES } from '../../shared/i18n/locales';
import { CONTEST_FORMATS } from '../../shared/domain/contest-formats';
import { CONTEST_RESULT_SOURCES } from '../../shared/contract/contest-scoring';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
const ownedBy = (target: () => AnyPgColumn) => integer().notNull().references(target, { onDelete: 'cascade' });

/**
 * The climber of what climbers log. Accounts are never deleted as rows (users.deletedAt): a delete
 * that reached these rows would silently change every gym's statistics, so PostgreSQL refuses it.
 */
const loggedBy = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' });

// ---------------------------------------------------------------- people and gyms

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Public identifier: the `uuid` of the login answer and the `{userId}` of every path. */
    uuid: uuid().notNull().unique().defaultRandom(),
    /** Always stored lowercased and trimmed; null once the account is deleted (the address may sign up again). */
    email: text(),
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    gender: text({ enum: ['female', 'male'] }),
    profilePicture: text(),
    homeGymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** Null until the climber follows the confirmation link; unconfirmed climbers never appear in public lists. */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** 'Apparaître dans les classements' (docs/product.md › Climbers: accounts and privacy), unticked by default. */
    rankingConsent: boolean().notNull().default(false),
    /** 'Recevoir les nouveautés de ma salle par e-mail', unticked by default. */
    newsConsent: boolean().notNull().default(false),
    /** The language of the app the climber last chose or signed up in: the e-mails Gaston sends them on its own (announcements) are in it. */
    locale: text({ enum: LOCALES }).notNull().default('fr'),
    /**
     * Set when the person deleted their account: the row stays, erased of everything personal, so
     * that the ascents, ratings and grade votes it holds still count in every figure.
     */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_name_idx').on(t.lastName, t.firstName),
    check('users_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_locale_known', sql`${t.locale} in ('fr', 'en')`),
  ],
);

export const gyms = pgTable(
  'gyms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    city: text().notNull().default(''),
    hasAdditionalDifficultyGrading: boolean().notNull().default(false),
    isCustomDifficultySystemColor: boolean().notNull().default(false),
    /** Overview picture of the whole gym on which sector outlines are drawn. */
    sectorsPicture: text(),
    /** Days from a sector's opening to its planned dismantling, by default (docs/product.md › Route setting: screens 'Cycle'). */
    resetCycleDays: smallint().notNull().default(35),
    /**
     * docs/product.md › Going live: gym status: a `draft` gym is seen by its staff only, a `suspended` one by nobody (the operator
     * suspends it, nothing is deleted). Gyms made before statuses existed are the published demo ones.
     */
    status: text({ enum: GYM_STATUSES }).notNull().default('published'),
    /** When its climbers' poster was first downloaded (the 'Premiers pas' card ticks it). */
    posterDownloadedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('gyms_status_known', sql`${t.status} in ('draft', 'published', 'suspended')`)],
);

/** Staff membership: one row per (gym, user); a user with no row is a climber. */
export const gymStaff = pgTable(
  'gym_staff',
  {
    gymId: ownedBy(() => gyms.id),
    userId: ownedBy(() => users.id),
    accessTypes: text()
      .array()
      .$type<AccessType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAdmin: boolean().notNull().default(false),
    /** 'Masquer' on the dashboard's 'Premiers pas' card, for this person on this gym. */
    firstStepsHiddenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gymId, t.userId] }), index('gym_staff_user_idx').on(t.userId)],
);

/**
 * An e-mailed invitation to join gyms' staff (docs/product.md › Going live: invitations): valid 7 days, used once. 'Renvoyer'
 * replaces the token (the old link dies); 'Annuler' deletes the row. `invitedBy` is null when the
 * operator sent it from the command line.
 */
export const gymInvitations = pgTable(
  'gym_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lowercased and trimmed, like users.email. */
    email: text().notNull(),
    /** SHA-256 of the token of the link. */
    tokenHash: text().notNull().unique(),
    accessTypes: text().array().$type<AccessType[]>().notNull(),
    isAdmin: boolean().notNull().default(false),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('gym_invitations_email_idx').on(t.email), check('gym_invitations_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`)],
);

/** The gyms an invitation opens. */
export const gymInvitationGyms = pgTable(
  'gym_invitation_gyms',
  {
    invitationId: ownedBy(() => gymInvitations.id),
    gymId: ownedBy(() => gyms.id),
  },
  (t) => [primaryKey({ columns: [t.invitationId, t.gymId] }), index('gym_invitation_gyms_gym_idx').on(t.gymId)],
);

/**
 * A gym owner's sign-up on /pro/inscription (docs/product.md › Going live: gym sign-up), waiting for its confirmation link (24 h,
 * used once). A new sign-up of the same address replaces the pending one, so the older link dies.
 */
export const proSignups = pgTable(
  'pro_signups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    gymName: text().notNull(),
    city: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Hash of the chosen password; unused when an account with this address exists at confirmation. */
    passwordHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    gymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('pro_signups_pending_email_key')
      .on(t.email)
      .where(sql`${t.confirmedAt} is null`),
    check('pro_signups_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** The public list of about 120 partner gyms offered by the notify form (slug ids). */
export const partnerGyms = pgTable('partner_gyms', {
  id: text().primaryKey(),
  name: text().notNull(),
  city: text().notNull().default(''),
});

// ---------------------------------------------------------------- difficulty, colours, tags

/** A gym's difficulty system: one row per circuit (colour or symbol). */
export const gymDifficulties = pgTable(
  'gym_difficulties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    name: text().notNull(),
    svg: text().notNull(),
    /** Grade index (0..39) that the circuit corresponds to. */
    correspondingDifficulty: smallint().notNull(),
    color1: text('color_1').notNull(),
    color2: text('color_2'),
    position: smallint().notNull(),
  },
  (t) => [index('gym_difficulties_gym_idx').on(t.gymId, t.position), check('gym_difficulties_grade_range', sql`${t.correspondingDifficulty} between 0 and 39`)],
);

/** Hold colours: one global palette with fixed ids (8 and 11 are white). */
export const holdColors = pgTable('hold_colors', {
  id: integer().primaryKey(),
  name: text().notNull(),
  colorCode: text().notNull(),
});

export const TAG_KINDS = ['steepness', 'grips', 'style'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/**
 * A gym's tags, in three groups (docs/product.md › Route setting: screens 'Tags': add and rename). Every gym starts with
 * a copy of the default vocabulary; `catalog_id` names the default tag a row copies (kept through a
 * rename, null for a tag the gym added), so that the Gaston Index counts one style across gyms.
 */
export const tags = pgTable(
  'tags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    kind: text({ enum: TAG_KINDS }).notNull(),
    name: text().notNull(),
    catalogId: integer(),
  },
  (t) => [uniqueIndex('tags_gym_kind_name_key').on(t.gymId, t.kind, t.name), index('tags_catalog_idx').on(t.kind, t.catalogId)],
);

// ---------------------------------------------------------------- sectors and boulders

export type SectorOutline = { width: number; height: number; paths: string[] };

export const sectors = pgTable(
  'sectors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    name: text().notNull(),
    /** Photo of the sector wall. */
    picture: text(),
    /** Outline of the sector over the gym's sectors picture. */
    outline: jsonb().$type<SectorOutline>(),
    labelX: real().notNull().default(0),
    labelY: real().notNull().default(0),
    position: smallint().notNull().default(0),
  },
  (t) => [index('sectors_gym_idx').on(t.gymId, t.position)],
);

/** Opening history of a sector; the current opening is the latest `openedAt`. */
export const sectorOpenings = pgTable(
  'sector_openings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sectorId: ownedBy(() => sectors.id),
    openedAt: date({ mode: 'string' }).notNull(),
    plannedClosing: date({ mode: 'string' }),
    closedAt: date({ mode: 'string' }),
  },
  (t) => [index('sector_openings_sector_idx').on(t.sectorId, t.openedAt)],
);

export const boulders = pgTable(
  'boulders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    sectorId: integer()
      .notNull()
      .references(() => sectors.id, { onDelete: 'restrict' }),
    sectorOpeningId: integer().references(() => sectorOpenings.id, { onDelete: 'set null' }),
    name: text().notNull(),
    picture: text(),
    holdColorId: integer().references(() => holdColors.id),
    gymDifficultyId: integer()
      .notNull()
      .references(() => gymDifficulties.id),
    /** Sub-level grade index (0..39). */
    difficulty: smallint().notNull(),
    /** -1, 0 or 1: shown as level 1, 2 or 3. */
    level: smallint().notNull().default(0),
    tagSteepnessId: integer().references(() => tags.id),
    tagGripsId: integer().references(() => tags.id),
    tagStyleId: integer().references(() => tags.id),
    routeSetterId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Height in metres, for the vertical-gain challenge. */
    heightM: real().notNull().default(4),
    /** Opening date. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    plannedDismantling: date({ mode: 'string' }),
    /** Null while the boulder is active. */
    closedAt: timestamp({ withTimezone: true }),
    /** When the strip was recorded (not its date): a strip can be undone for 7 days after it. */
    strippedAt: timestamp({ withTimezone: true }),
    /** Short code of its label and public page /b/{code}, stable for the boulder's life (gaston_new_boulder_code draws it). */
    code: text()
      .notNull()
      .default(sql`gaston_new_boulder_code()`),
    /** Bumped by every edit: an edit made from an older version is refused (409). */
    version: integer().notNull().default(1),
    /** The uploaded photo (`picture` holds its URL). */
    mediaId: text().references(() => media.id, { onDelete: 'set null' }),
    /** docs/product.md › Going live: catalogue import: the catalogue's own id of an imported boulder ('identifiant'), which a re-import matches. */
    externalId: text(),
    /** Setters named by an import whom the gym's staff does not hold, kept as written. */
    setterNames: text(),
    /** The catalogue import that created the boulder, which 'Annuler l'import' may remove. */
    importId: integer().references((): AnyPgColumn => gymImports.id, { onDelete: 'set null' }),
    /** Where the boulder is on the gym's plan, as fractions of its width and height (both or neither). */
    planX: real(),
    planY: real(),
  },
  (t) => [
    index('boulders_gym_active_idx')
      .on(t.gymId, t.createdAt)
      .where(sql`${t.closedAt} is null`),
    index('boulders_gym_created_idx').on(t.gymId, t.createdAt),
    index('boulders_sector_idx').on(t.sectorId),
    index('boulders_opening_idx').on(t.sectorOpeningId),
    index('boulders_difficulty_idx').on(t.gymDifficultyId),
    index('boulders_setter_idx').on(t.routeSetterId, t.createdAt),
    check('boulders_grade_range', sql`${t.difficulty} between 0 and 39`),
    check('boulders_level_range', sql`${t.level} between -1 and 1`),
    check(
      'boulders_plan_position',
      sql`(${t.planX} is null) = (${t.planY} is null) and coalesce(${t.planX} between 0 and 1 and ${t.planY} between 0 and 1, true)`,
    ),
    uniqueIndex('boulders_code_key').on(t.code),
    index('boulders_gym_external_idx')
      .on(t.gymId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('boulders_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
  ],
);

/** A catalogue import (docs/product.md › Going live: catalogue import): one per 'Importer N blocs', undone at most once within 24 h. */
export const gymImports = pgTable(
  'gym_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    created: integer().notNull(),
    duplicates: integer().notNull().default(0),
    createdAt: createdAt(),
    undoneAt: timestamp({ withTimezone: true }),
    removed: integer(),
    kept: integer(),
  },
  (t) => [index('gym_imports_gym_idx').on(t.gymId, t.createdAt)],
);

/** The setters of a boulder, in order: position 0 is also boulders.route_setter_id. */
export const boulderSetters = pgTable(
  'boulder_setters',
  {
    boulderId: ownedBy(() => boulders.id),
    userId: ownedBy(() => users.id),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.boulderId, t.userId] }), index('boulder_setters_user_idx').on(t.userId)],
);

export const SETTING_SESSION_STATUSES = ['draft', 'validated'] as const;

/** A setting day (docs/product.md › Route setting: screens): a draft kept on the server until one transaction validates it. */
export const settingSessions = pgTable(
  'setting_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    sectorId: ownedBy(() => sectors.id),
    openingDate: date({ mode: 'string' }),
    plannedDismantling: date({ mode: 'string' }),
    keptBoulderIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    setterIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The grid as typed, complete or not: checked only on validation. */
    rows: jsonb()
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text({ enum: SETTING_SESSION_STATUSES }).notNull().default('draft'),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The opening created by the validation. */
    openingId: integer().references(() => sectorOpenings.id, { onDelete: 'set null' }),
  },
  (t) => [index('setting_sessions_gym_idx').on(t.gymId, t.status, t.updatedAt)],
);

/** How many active boulders of a circuit the gym wants, gym-wide (no sector) or in one sector. */
export const gradeTargets = pgTable(
  'grade_targets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    gymDifficultyId: ownedBy(() => gymDifficulties.id),
    sectorId: integer().references(() => sectors.id, { onDelete: 'cascade' }),
    count: smallint().notNull(),
  },
  (t) => [
    unique('grade_targets_circuit_sector_key').on(t.gymDifficultyId, t.sectorId).nullsNotDistinct(),
    index('grade_targets_gym_idx').on(t.gymId),
    check('grade_targets_count_range', sql`${t.count} between 0 and 999`),
  ],
);

// ---------------------------------------------------------------- what climbers log

export const ascents = pgTable(
  'ascents',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: loggedBy(),
    boulderId: ownedBy(() => boulders.id),
    /** Denormalised from the boulder so gym-wide statistics use one index. */
    gymId: ownedBy(() => gyms.id),
    loggedAt: timestamp({ withTimezone: true }).notNull(),
    tries: smallint().notNull(),
    topped: boolean().notNull(),
    /** The id the climber's app made for this log (docs/product.md › Climbers: the app): a log sent twice is stored once. */
    clientId: uuid(),
  },
  (t) => [
    uniqueIndex('ascents_user_client_key').on(t.userId, t.clientId),
    index('ascents_boulder_user_idx').on(t.boulderId, t.userId, t.loggedAt),
    index('ascents_gym_logged_idx').on(t.gymId, t.loggedAt),
    index('ascents_user_logged_idx').on(t.userId, t.loggedAt),
    check('ascents_tries_positive', sql`${t.tries} >= 1`),
  ],
);

/** App opens. */
export const connections = pgTable(
  'connections',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: loggedBy(),
    gymId: ownedBy(() => gyms.id),
    openedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('connections_gym_opened_idx').on(t.gymId, t.openedAt), index('connections_user_opened_idx').on(t.userId, t.openedAt)],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: loggedBy(),
    boulderId: ownedBy(() => boulders.id),
    stars: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boulderId, t.userId] }), check('ratings_stars_range', sql`${t.stars} between 1 and 5`)],
);

export const gradeProposals = pgTable(
  'grade_proposals',
  {
    userId: loggedBy(),
    boulderId: ownedBy(() => boulders.id),
    grade: smallint().notNull(),
    /** 'plus facile', 'juste' or 'plus dur' (docs/product.md › Climbers: the app); null for votes from before the app asked. */
    feeling: text({ enum: ['plus_facile', 'juste', 'plus_dur'] }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boulderId, t.userId] }), check('grade_proposals_grade_range', sql`${t.grade} between 0 and 39`)],
);

/** Revisions of comment rows (comments.revision): never reused, so a set of them identifies a set of row versions. */
export const commentRevisions = pgSequence('comment_revisions');

export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    boulderId: ownedBy(() => boulders.id),
    /** Denormalised from the boulder for the gym's latest comments. */
    gymId: ownedBy(() => gyms.id),
    userId: ownedBy(() => users.id),
    comment: text().notNull(),
    createdAt: createdAt(),
    /** Hidden by the gym's staff (docs/product.md › Climbers: moderation): gone from every list, kept for the history. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenById: integer().references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text(),
    /** Read by the gym's staff and kept (docs/product.md › Climbers: moderation): the comment leaves the moderation inbox and stays visible. */
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * New at every change of the row and of what the comment shows (its author's name and picture,
     * its boulder, sector and grade colour), set by triggers (src/server/db/sql/triggers.sql): the gym's comments are
     * kept serialised by week, each week under the revisions of its comments.
     */
    revision: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('comment_revisions')`),
  },
  (t) => [
    index('comments_boulder_idx').on(t.boulderId, t.createdAt),
    index('comments_gym_idx').on(t.gymId, t.createdAt),
    index('comments_to_review_idx')
      .on(t.gymId, t.createdAt)
      .where(sql`${t.hiddenAt} is null and ${t.reviewedAt} is null`),
  ],
);

/** Problems climbers report on a boulder (docs/product.md › Climbers: the app), resolved by the gym's staff. */
export const PROBLEM_REPORT_KINDS = ['prise_qui_tourne', 'prise_cassee', 'dangereux', 'autre'] as const;

export const problemReports = pgTable(
  'problem_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    boulderId: ownedBy(() => boulders.id),
    /** Denormalised from the boulder for the gym's inbox. */
    gymId: ownedBy(() => gyms.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: PROBLEM_REPORT_KINDS }).notNull(),
    text: text(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text(),
  },
  (t) => [
    index('problem_reports_open_idx')
      .on(t.gymId, t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('problem_reports_user_idx').on(t.userId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- contests

/** The seeded contests' binding to a page of docs/product.md › Public pages (null for the contests a gym runs itself). */
export const CONTEST_KINDS = ['points', 'finals', 'vertical_gain', 'draw'] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];
export const CONTEST_GENDERS = ['female', 'male', 'mixed'] as const;
export type ContestGender = (typeof CONTEST_GENDERS)[number];
export const CONTEST_ROUNDS = ['qualification', 'final'] as const;

export const contests = pgTable('contests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Its public address /contests/{slug}; the seeded ones also bind their page, e.g. 'contest', 'contest-junior'. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  kind: text({ enum: CONTEST_KINDS }),
  format: text({ enum: CONTEST_FORMATS }).notNull().default('points'),
  gymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }),
  registrationOpensAt: timestamp({ withTimezone: true }),
  registrationClosesAt: timestamp({ withTimezone: true }),
  capacity: integer(),
  refreshSeconds: integer().notNull().default(15),
  hideResults: boolean().notNull().default(false),
  /** Count only each competitor's N best boulders; null = all. */
  bestN: integer(),
  selfScoring: boolean().notNull().default(false),
  selfScoringOpensAt: timestamp({ withTimezone: true }),
  selfScoringClosesAt: timestamp({ withTimezone: true }),
  /** Finalists per category once the final has started (null: no final). */
  finalCount: integer(),
  /** For a seeded draw: how many winners are drawn at the end time. */
  drawCount: integer().notNull().default(3),
  /** Bumped by every change a ranking shows: the ETag of the cached ranking. */
  rankingVersion: integer().notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const contestCategories = pgTable(
  'contest_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: ownedBy(() => contests.id),
    position: smallint().notNull(),
    name: text().notNull(),
    gender: text({ enum: CONTEST_GENDERS }).notNull(),
    birthYearMin: integer(),
    birthYearMax: integer(),
    capacity: integer(),
  },
  (t) => [index('contest_categories_contest_idx').on(t.contestId, t.position)],
);

export const contestBoulders = pgTable(
  'contest_boulders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: ownedBy(() => contests.id),
    round: text({ enum: CONTEST_ROUNDS }).notNull().default('qualification'),
    boulderId: integer().references(() => boulders.id, { onDelete: 'set null' }),
    number: integer().notNull(),
    name: text().notNull(),
    color: text(),
    zone: boolean().notNull().default(true),
    /** Fixed points (Points fixes); null for flash / top / zone. */
    points: integer(),
    heightM: real().notNull().default(4),
  },
  (t) => [uniqueIndex('contest_boulders_round_number_key').on(t.contestId, t.round, t.number)],
);

export const contestCompetitors = pgTable(
  'contest_competitors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: ownedBy(() => contests.id),
    categoryId: integer()
      .notNull()
      .references(() => contestCategories.id, { onDelete: 'restrict' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    birthYear: integer(),
    bib: integer(),
    disqualified: boolean().notNull().default(false),
    /** A registrant who refused to show their name is listed by bib only (docs/product.md › Contests: public pages). */
    nameConsent: boolean().notNull().default(true),
    /** The secret of the personal self-scoring link mailed to a competitor without an account (docs/product.md › Contests: who may do what). */
    selfToken: text().unique(),
    /** When that link was mailed: it goes once, however often the organiser sends the links. */
    selfLinkSentAt: timestamp({ withTimezone: true }),
    /** The language of the registration's page ('fr', 'en'): the competitor's e-mails are written in it. */
    locale: text().notNull().default('fr'),
    createdAt: createdAt(),
  },
  (t) => [index('contest_competitors_contest_idx').on(t.contestId, t.categoryId), uniqueIndex('contest_competitors_bib_key').on(t.contestId, t.bib)],
);

/** The current result of a competitor on a boulder: attempts, and the attempt of the zone and of the top. */
export const contestResults = pgTable(
  'contest_results',
  {
    competitorId: ownedBy(() => contestCompetitors.id),
    contestBoulderId: ownedBy(() => contestBoulders.id),
    contestId: ownedBy(() => contests.id),
    attempts: integer().notNull(),
    zoneAttempt: integer(),
    topAttempt: integer(),
    /** The client id of the entry this result comes from. */
    clientId: uuid(),
    loggedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.competitorId, t.contestBoulderId] }),
    index('contest_results_contest_idx').on(t.contestId),
    check('contest_results_attempts_positive', sql`${t.attempts} >= 0`),
    check('contest_results_top_within_attempts', sql`${t.topAttempt} is null or ${t.topAttempt} between 1 and ${t.attempts}`),
    check('contest_results_zone_within_attempts', sql`${t.zoneAttempt} is null or ${t.zoneAttempt} between 1 and ${t.attempts}`),
  ],
);

/** Every result entered (judge, competitor or organiser), kept as the history of corrections; the client id makes a replay count once. */
export const contestResultEntries = pgTable(
  'contest_result_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: uuid().notNull().unique(),
    contestId: ownedBy(() => contests.id),
    competitorId: ownedBy(() => contestCompetitors.id),
    contestBoulderId: ownedBy(() => contestBoulders.id),
    attempts: integer().notNull(),
    zoneAttempt: integer(),
    topAttempt: integer(),
    source: text({ enum: CONTEST_RESULT_SOURCES }).notNull(),
    judgeId: integer().references(() => contestJudges.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contest_result_entries_contest_idx').on(t.contestId, t.createdAt)],
);

export const contestJudges = pgTable(
  'contest_judges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: ownedBy(() => contests.id),
    name: text().notNull(),
    /** The 6-digit code chosen by the organiser. */
    code: text().notNull(),
    /** The secret of the judge's link. */
    token: text().notNull().unique(),
    boulderIds: integer().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contest_judges_contest_idx').on(t.contestId)],
);

export const contestJudgeSessions = pgTable('contest_judge_sessions', {
  tokenHash: text().primaryKey(),
  judgeId: ownedBy(() => contestJudges.id),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** The finalists of each category, frozen when the final starts, with the qualification rank that breaks the final's ties. */
export const contestFinalists = pgTable(
  'contest_finalists',
  {
    contestId: ownedBy(() => contests.id),
    competitorId: ownedBy(() => contestCompetitors.id),
    qualificationRank: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.competitorId] })],
);

/** Winners of a draw, kept once drawn. */
export const contestDrawWinners = pgTable(
  'contest_draw_winners',
  {
    contestId: ownedBy(() => contests.id),
    competitorId: ownedBy(() => contestCompetitors.id),
    position: smallint().notNull(),
    drawnAt: createdAt(),
    /** The request's own id (drawBodySchema.drawId): the same request sent again answers these winners. */
    drawId: uuid(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.position] }), uniqueIndex('contest_draw_winners_competitor_key').on(t.contestId, t.competitorId)],
);

// ---------------------------------------------------------------- public notify form

export const potentialNewUsers = pgTable(
  'potential_new_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    /** The gym as typed or chosen in the form (a partner gym slug or free text). */
    climbingGym: text().notNull(),
    partnerGymId: text().references(() => partnerGyms.id, { onDelete: 'set null' }),
    ip: inet(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('potential_new_users_email_gym_key').on(t.email, t.climbingGym)],
);

// ---------------------------------------------------------------- auth

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC-SHA256 (keyed with SESSION_SECRET) of the session token; the token itself only lives in the cookie. */
    idHash: text().primaryKey(),
    userId: ownedBy(() => users.id),
    csrfToken: text().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: inet(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Bearer tokens of native clients (docs/product.md › Climbers: accounts and privacy): listed in the profile, revocable, expiring unused. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(() => users.id),
    /** HMAC-SHA256 (keyed with SESSION_SECRET) of the token; the token itself is shown once. */
    tokenHash: text().notNull().unique(),
    deviceName: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** lastUsedAt + 90 days, moved on with it. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId), index('api_tokens_expires_idx').on(t.expiresAt)],
);

/** E-mail confirmation links of sign-ups (valid 24 h). */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(() => users.id),
    /** SHA-256 of the token sent by e-mail. */
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(() => users.id),
    /** SHA-256 of the token sent by e-mail. */
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Counters of every rate limit (login failures, reset and notify requests), shared by all server
 * processes. The layout is the one rate-limiter-flexible's RateLimiterPostgres reads and writes:
 * `key` is '<limit>:<hashed subject>', `expire` the end of the window in epoch milliseconds.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 255 }).primaryKey(),
    points: integer().notNull().default(0),
    expire: bigint({ mode: 'number' }),
  },
  // The periodic clean-up deletes by expiry.
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Who changed what and when, for every back-office write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    gymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    /** The history's kind (docs/product.md › Route setting: payloads): creation, edit, strip, unstrip, setting_day, setup; and rights (staff changes). */
    kind: text(),
    /** The boulder and the sector the change belongs to, for their history. */
    boulderId: integer().references(() => boulders.id, { onDelete: 'set null' }),
    sectorId: integer().references(() => sectors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_gym_idx').on(t.gymId, t.createdAt),
    index('audit_log_boulder_idx').on(t.boulderId, t.id),
    index('audit_log_sector_idx').on(t.sectorId, t.id),
  ],
);

// ---------------------------------------------------------------- statistics rollups
// Writers of `ascents` and `connections` only append to `stats_queue` (statement-level triggers,
// src/server/db/sql/triggers.sql): no rollup row is locked by a climber's write. One drainer at a time
// (`gaston_drain_stats`, run every second by src/server/jobs/stats-drainer.ts) folds the queue into
// the rollups below and bumps the gyms' data versions. `select gaston_rebuild_stats()` recomputes
// them from scratch (after a bulk load with triggers off). See docs/statistics.md.

/**
 * Climber activity not yet folded into the rollups: one row per (gym, boulder, climber, Paris day)
 * a statement touched, with the signed change of the day counters (a deletion counts negative).
 * Append-only for writers, no unique key and no foreign key, so concurrent writers never wait on
 * each other here; the drainer deletes what it folded in the same transaction.
 */
export const statsQueue = pgTable('stats_queue', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  gymId: integer().notNull(),
  /** Null for a connection (app opening), which touches no boulder. */
  boulderId: integer(),
  userId: integer().notNull(),
  day: date({ mode: 'string' }).notNull(),
  logs: integer().notNull().default(0),
  tries: integer().notNull().default(0),
  tops: integer().notNull().default(0),
  connections: integer().notNull().default(0),
  /** When the write was queued: the drain's lag (metrics) is the age of the oldest row. */
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per (boulder, climber): what that climber did on that boulder, all time. */
export const boulderClimberStats = pgTable(
  'boulder_climber_stats',
  {
    boulderId: ownedBy(() => boulders.id),
    userId: ownedBy(() => users.id),
    logs: integer().notNull(),
    tries: integer().notNull(),
    topped: boolean().notNull(),
    /** Topped on the very first try of the first log. */
    flashed: boolean().notNull(),
    /** Tries logged up to and including the first top; null when never topped. */
    triesToTop: integer(),
    firstLoggedAt: timestamp({ withTimezone: true }).notNull(),
    firstTopAt: timestamp({ withTimezone: true }),
    lastLoggedAt: timestamp({ withTimezone: true }).notNull(),
    /** Last log with a top; null when never topped (a pair topped in a period has it in that period or later). */
    lastTopAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.boulderId, t.userId] }),
    index('boulder_climber_stats_user_top_idx')
      .on(t.userId, t.firstTopAt)
      .where(sql`${t.topped}`),
    index('boulder_climber_stats_user_idx').on(t.userId),
  ],
);

/** One row per boulder: its all-time figures, summed from boulder_climber_stats. */
export const boulderStats = pgTable('boulder_stats', {
  boulderId: integer()
    .primaryKey()
    .references(() => boulders.id, { onDelete: 'cascade' }),
  climbers: integer().notNull(),
  toppers: integer().notNull(),
  flashers: integer().notNull(),
  logs: integer().notNull(),
  tries: integer().notNull(),
  /** Sum over toppers of their tries up to the first top. */
  triesToTopSum: integer().notNull(),
  lastLoggedAt: timestamp({ withTimezone: true }),
});

/** One row per (gym, Paris day, climber) with any ascent or connection: sessions and usage. */
export const gymClimberDays = pgTable(
  'gym_climber_days',
  {
    gymId: ownedBy(() => gyms.id),
    day: date({ mode: 'string' }).notNull(),
    userId: ownedBy(() => users.id),
    logs: integer().notNull().default(0),
    tries: integer().notNull().default(0),
    tops: integer().notNull().default(0),
    connections: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gymId, t.day, t.userId] })],
);

/** One row per (boulder, Paris day): tries and logs of that day, for period sums per circuit. */
export const boulderDays = pgTable(
  'boulder_days',
  {
    boulderId: ownedBy(() => boulders.id),
    day: date({ mode: 'string' }).notNull(),
    gymId: ownedBy(() => gyms.id),
    logs: integer().notNull().default(0),
    tries: integer().notNull().default(0),
    tops: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.boulderId, t.day] }), index('boulder_days_gym_day_idx').on(t.gymId, t.day)],
);

/**
 * Climber level per gym (docs/product.md › Statistics): the hardest gym difficulty in which the climber topped
 * at least 3 distinct boulders in the 90 days before `computed_for`. Recomputed once per Paris day
 * per gym (climber_levels_state), read by the "same level climbers" figures.
 */
/**
 * One row per (gym difficulty, climber) who ever logged on it: their last log there. A climber is
 * active on a circuit in the current period when that log is on or after the period's first day
 * (the current period runs up to today), so the drainer keeps the count without any scan.
 */
export const difficultyClimbers = pgTable(
  'difficulty_climbers',
  {
    gymDifficultyId: ownedBy(() => gymDifficulties.id),
    userId: ownedBy(() => users.id),
    gymId: integer().notNull(),
    lastLoggedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gymDifficultyId, t.userId] }), index('difficulty_climbers_gym_idx').on(t.gymId)],
);

/**
 * What climbers did on each circuit in the two comparison periods (docs/statistics.md "Circuits"), for
 * the periods starting on `currentDay` and `previousDay` (Paris days). The drainer keeps the current
 * period's figures by adding what each drained pair changes; the previous period's figures are
 * recounted when a late sync lands in it. When the day turns, gaston_roll_circuit_figures recomputes
 * them for the new periods; until then (and for a gym without rows) the reads count from the ascents.
 */
export const circuitFigures = pgTable(
  'circuit_figures',
  {
    gymDifficultyId: integer()
      .primaryKey()
      .references(() => gymDifficulties.id, { onDelete: 'cascade' }),
    gymId: ownedBy(() => gyms.id),
    currentDay: date({ mode: 'string' }).notNull(),
    previousDay: date({ mode: 'string' }).notNull(),
    /** circuit_figure_epochs.epoch of the gym when computed: rows of an older epoch are out of date. */
    epoch: bigint({ mode: 'number' }).notNull(),
    currentTries: integer().notNull(),
    currentClimbers: integer().notNull(),
    currentPairs: integer().notNull(),
    currentToppedPairs: integer().notNull(),
    currentFlashedPairs: integer().notNull(),
    currentFirstTops: integer().notNull(),
    currentTriesToFirstTopSum: integer().notNull(),
    previousTries: integer().notNull(),
    previousClimbers: integer().notNull(),
    previousPairs: integer().notNull(),
    previousToppedPairs: integer().notNull(),
    previousFlashedPairs: integer().notNull(),
    previousFirstTops: integer().notNull(),
    previousTriesToFirstTopSum: integer().notNull(),
  },
  (t) => [index('circuit_figures_gym_idx').on(t.gymId)],
);

/**
 * Moved for a gym when a change the drainer does not see alters its circuits' figures (a boulder changes
 * circuit or is deleted, a climber is deleted): the gym's circuit_figures rows are then out of date.
 * No foreign key: a gym being deleted may still move its epoch in the cascade.
 */
export const circuitFigureEpochs = pgTable('circuit_figure_epochs', {
  gymId: integer().primaryKey(),
  epoch: bigint({ mode: 'number' }).notNull().default(0),
});

export const climberLevels = pgTable(
  'climber_levels',
  {
    gymId: ownedBy(() => gyms.id),
    userId: ownedBy(() => users.id),
    gymDifficultyId: ownedBy(() => gymDifficulties.id),
  },
  (t) => [primaryKey({ columns: [t.gymId, t.userId] }), index('climber_levels_difficulty_idx').on(t.gymDifficultyId, t.userId)],
);

export const climberLevelsState = pgTable('climber_levels_state', {
  gymId: integer()
    .primaryKey()
    .references(() => gyms.id, { onDelete: 'cascade' }),
  computedFor: date({ mode: 'string' }).notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pictures (boulders, sectors, floor plans, avatars) stored once and served at /media/<id>, so that
 * answers carry short URLs instead of inline images. The id is a hash of the content: immutable.
 */
export const media = pgTable('media', {
  id: text().primaryKey(),
  contentType: text().notNull(),
  body: bytea().notNull(),
  /** An uploaded photo's 400 px version, for lists (docs/product.md › Route setting: validation). */
  thumbnailId: text().references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Gyms touched by a climber's write that changes no rollup (a rating, a grade proposal, a new
 * comment, a profile): their data versions are bumped by the next drain (gaston_drain_stats) rather
 * than by the writer, so that climbers never queue on their gym's gym_data_versions row.
 */
export const gymChangeQueue = pgTable('gym_change_queue', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  gymId: integer().notNull(),
});

/**
 * Counters per gym, bumped on every write that can change what the back office shows for that gym:
 * `version` at once by triggers on staff writes (boulders, sectors, openings, difficulties, staff,
 * comment moderation, climber levels), `activityVersion` within a second by the drainer for
 * climbers' writes (stats_queue, gym_change_queue). The triggers all come from one template,
 * gaston_bump_versions (src/server/db/sql/). Computed answers are cached
 * under this version, so a write is seen by the next read and unchanged data is never recomputed.
 */
export const gymDataVersions = pgTable('gym_data_versions', {
  gymId: integer()
    .primaryKey()
    .references(() => gyms.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull().default(0),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * Bumped by the drainer when climbers' activity changed the gym's figures (announced on
   * gaston_gym_activity). Cached answers may lag it by a few seconds (docs/statistics.md); a change
   * of `version` (staff writes, announced on gaston_gym_changes) is never served stale.
   */
  activityVersion: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * A new set, announced to the gym's climbers (docs/announcements.md). New boulders of a published gym
 * gather in its one pending announcement (the staff's own when one waits), which goes once nothing was added for the grace
 * period (ANNOUNCE_GRACE_S) and the boulders are open; staff may write one themselves or cancel a pending one.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gymId: ownedBy(() => gyms.id),
    status: text({ enum: ANNOUNCEMENT_STATUSES }).notNull().default('pending'),
    title: text().notNull(),
    boulderIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Prepared from new boulders (true) or written by staff (false). */
    automatic: boolean().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The last change (a boulder added, the staff's writing): it goes a grace period after. */
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Not before its boulders open (an opening day ahead). */
    notBefore: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_gym_idx').on(t.gymId, t.createdAt),
    index('announcements_pending_idx')
      .on(t.changedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('announcements_one_automatic_pending')
      .on(t.gymId)
      .where(sql`${t.status} = 'pending' and ${t.automatic}`),
    check('announcements_status_known', sql`${t.status} in ('pending', 'sent', 'cancelled')`),
  ],
);

/** One climber told of an announcement by one channel: written when it goes, sent (or failed) after. */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    announcementId: ownedBy(() => announcements.id),
    userId: ownedBy(() => users.id),
    channel: text({ enum: ANNOUNCEMENT_CHANNELS }).notNull(),
    /** SHA-256 of the token of its links (open, unsubscribe), made when the message is built. */
    tokenHash: text().unique(),
    /** Taken by a sender; a claim older than ten minutes (a crash) is taken again. */
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    openedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('announcement_deliveries_key').on(t.announcementId, t.userId, t.channel),
    index('announcement_deliveries_user_idx').on(t.userId, t.channel, t.sentAt),
    index('announcement_deliveries_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('announcement_deliveries_channel_known', sql`${t.channel} in ('email', 'push')`),
  ],
);

/**
 * What a climber wants to hear of a gym. Without a row, a climber who ticked 'Recevoir les nouveautés de
 * ma salle par e-mail' hears of their home gym by e-mail and push; a row overrides that, per gym.
 */
export const climberGymNotifications = pgTable(
  'climber_gym_notifications',
  {
    userId: ownedBy(() => users.id),
    gymId: ownedBy(() => gyms.id),
    email: boolean().notNull(),
    push: boolean().notNull(),
    /** Only new boulders of these circuits (gym_difficulties), or all when null. */
    circuitIds: integer().array(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gymId] }), index('climber_gym_notifications_gym_idx').on(t.gymId)],
);

/**
 * A device's web push subscription (docs/announcements.md): one row per push endpoint, moved to the
 * climber who subscribes it last, removed when the push service answers that it is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(() => users.id),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The server's VAPID key pair, made once by the first process that needs it, so every process signs with the same one. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.id} = 1`)],
);

/**
 * A gym's crowd level (docs/occupancy.md): whether it is shown, and its entry counter, if it has one:
 * the hash of the counter's token, the capacity its count is measured against, and the last count.
 * No row means the defaults: shown, estimated from the app, no counter.
 */
export const gymOccupancy = pgTable(
  'gym_occupancy',
  {
    gymId: integer()
      .primaryKey()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    capacity: integer(),
    tokenHash: text().unique(),
    tokenCreatedAt: timestamp({ withTimezone: true }),
    count: integer(),
    countedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gym_occupancy_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('gym_occupancy_count_known', sql`${t.count} is null or ${t.count} >= 0`),
  ],
);
