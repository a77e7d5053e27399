/**
 * Quick inserts of circuits, sectors, openings, boulders and what climbers log, for API tests.
 * Everything goes through plain SQL so that a test reads like the rows it creates.
 */
import type { Database } from '../../src/server/db/client';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import type { TagKind } from '../../src/server/db/schema';
import { addCalendarDays, formatInputDate, parisDay } from '../../src/shared/domain/dates';

export interface Catalog {
  colors: { id: number; colorCode: string; name: string }[];
  tags: Record<TagKind, { id: number; name: string }[]>;
}

const COLORS = [
  [1, 'Jaune', '#FFD600'],
  [2, 'Vert', '#2E9E44'],
  [3, 'Bleu', '#1E63D6'],
  [8, 'Blanc', '#FFFFFF'],
] as const;

/** Every test gym starts with these tags, as a real gym starts with the vocabulary (createGym adds them). */
export const TAG_NAMES: Record<TagKind, string[]> = {
  steepness: ['Dalle', 'Vertical', 'Dévers'],
  grips: ['Réglettes', 'Plats', 'Bacs'],
  style: ['Technique', 'Force', 'Dynamique'],
};

/** The hold colours shared by every gym (created once per database), and the tags of `gymId` when given. */
export async function ensureCatalog(db: Database, gymId?: number): Promise<Catalog> {
  const q = db.$client;
  for (const [id, name, code] of COLORS) {
    await q.query('insert into hold_colors (id, name, color_code) values ($1, $2, $3) on conflict (id) do nothing', [id, name, code]);
  }
  const colors = (await q.query<{ id: number; color_code: string; name: string }>('select id, color_code, name from hold_colors order by id')).rows;
  const tags = (await q.query<{ id: number; kind: TagKind; name: string }>('select id, kind, name from tags where gym_id = $1 order by id', [gymId ?? 0])).rows;
  const of = (kind: TagKind) => tags.filter((t) => t.kind === kind).map(({ id, name }) => ({ id, name }));
  return {
    colors: colors.map((c) => ({ id: c.id, colorCode: c.color_code, name: c.name })),
    tags: { steepness: of('steepness'), grips: of('grips'), style: of('style') },
  };
}

export interface DifficultyOptions {
  name?: string;
  /** Grade index (0 = 3A). */
  grade?: number;
  color1?: string;
  color2?: string | null;
  svg?: string;
  position?: number;
}

let sequence = 0;
const next = () => ++sequence;

export async function createDifficulty(db: Database, gymId: number, options: DifficultyOptions = {}): Promise<number> {
  const n = next();
  const { rows } = await db.$client.query<{ id: number }>(
    `insert into gym_difficulties (gym_id, name, svg, corresponding_difficulty, color_1, color_2, position)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      gymId,
      options.name ?? `Circuit ${n}`,
      options.svg ?? `<svg data-circuit="${n}"/>`,
      options.grade ?? 10,
      options.color1 ?? '#2E9E44',
      options.color2 ?? null,
      options.position ?? n,
    ],
  );
  return rows[0]!.id;
}

export interface OpeningOptions {
  /** 'YYYY-MM-DD'. */
  openedAt: string;
  plannedClosing?: string | null;
  closedAt?: string | null;
}

export interface CreatedSector {
  id: number;
  /** Ids of the openings, in the order given (oldest first is the natural order). */
  openingIds: number[];
}

export async function createSector(
  db: Database,
  gymId: number,
  options: { name?: string; position?: number; openings?: OpeningOptions[] } = {},
): Promise<CreatedSector> {
  const n = next();
  const { rows } = await db.$client.query<{ id: number }>('insert into sectors (gym_id, name, position) values ($1, $2, $3) returning id', [
    gymId,
    options.name ?? `Secteur ${n}`,
    options.position ?? n,
  ]);
  const id = rows[0]!.id;
  const openingIds: number[] = [];
  for (const opening of options.openings ?? []) openingIds.push(await createOpening(db, id, opening));
  return { id, openingIds };
}

export async function createOpening(db: Database, sectorId: number, opening: OpeningOptions): Promise<number> {
  const { rows } = await db.$client.query<{ id: number }>(
    'insert into sector_openings (sector_id, opened_at, planned_closing, closed_at) values ($1, $2, $3, $4) returning id',
    [sectorId, opening.openedAt, opening.plannedClosing ?? null, opening.closedAt ?? null],
  );
  return rows[0]!.id;
}

export interface BoulderOptions {
  gymId: number;
  sectorId: number;
  difficultyId: number;
  sectorOpeningId?: number | null;
  name?: string;
  /** Sub-level grade index; defaults to 10. */
  difficulty?: number;
  /** Stored level -1, 0 or 1. */
  level?: number;
  holdColorId?: number | null;
  steepnessId?: number | null;
  gripsId?: number | null;
  styleId?: number | null;
  routeSetterId?: number | null;
  createdAt?: Date | string;
  plannedDismantling?: string | null;
  closedAt?: Date | string | null;
  picture?: string | null;
}

export async function createBoulder(db: Database, options: BoulderOptions): Promise<number> {
  const n = next();
  const { rows } = await db.$client.query<{ id: number }>(
    `insert into boulders (gym_id, sector_id, sector_opening_id, name, picture, hold_color_id, gym_difficulty_id, difficulty, level,
                           tag_steepness_id, tag_grips_id, tag_style_id, route_setter_id, created_at, planned_dismantling, closed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [
      options.gymId,
      options.sectorId,
      options.sectorOpeningId ?? null,
      options.name ?? `Bloc ${n}`,
      options.picture ?? null,
      options.holdColorId ?? null,
      options.difficultyId,
      options.difficulty ?? 10,
      options.level ?? 0,
      options.steepnessId ?? null,
      options.gripsId ?? null,
      options.styleId ?? null,
      options.routeSetterId ?? null,
      options.createdAt ?? new Date(),
      options.plannedDismantling ?? null,
      options.closedAt ?? null,
    ],
  );
  const id = rows[0]!.id;
  if (options.routeSetterId)
    await db.$client.query('insert into boulder_setters (boulder_id, user_id, position) values ($1, $2, 0)', [id, options.routeSetterId]);
  return id;
}

export async function addAscent(
  db: Database,
  ascent: { userId: number; boulderId: number; gymId: number; loggedAt: Date | string; tries: number; topped: boolean },
): Promise<void> {
  await db.$client.query('insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, $4, $5, $6)', [
    ascent.userId,
    ascent.boulderId,
    ascent.gymId,
    ascent.loggedAt,
    ascent.tries,
    ascent.topped,
  ]);
  // What the drainer does within a second of the write.
  await drainStats(db, { wait: true });
}

export async function addConnection(db: Database, connection: { userId: number; gymId: number; openedAt: Date | string }): Promise<void> {
  await db.$client.query('insert into connections (user_id, gym_id, opened_at) values ($1, $2, $3)', [
    connection.userId,
    connection.gymId,
    connection.openedAt,
  ]);
  await drainStats(db, { wait: true });
}

export async function addComment(
  db: Database,
  comment: { boulderId: number; gymId: number; userId: number; text: string; createdAt?: Date | string },
): Promise<number> {
  const { rows } = await db.$client.query<{ id: number }>(
    'insert into comments (boulder_id, gym_id, user_id, comment, created_at) values ($1, $2, $3, $4, $5) returning id',
    [comment.boulderId, comment.gymId, comment.userId, comment.text, comment.createdAt ?? new Date()],
  );
  await drainStats(db, { wait: true });
  return rows[0]!.id;
}

/** The Paris calendar day `days` from today (negative goes back), 'YYYY-MM-DD'. */
export const dayFromNow = (days: number): string => addCalendarDays(parisDay(new Date()), days);

/** 'DD/MM/YYYY' of an ISO day, as typed in the date modals. */
export const typed = (isoDay: string): string => formatInputDate(isoDay);
