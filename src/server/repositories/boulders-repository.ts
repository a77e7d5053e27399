/**
 * Boulder search for the list screen (docs/product.md › The filter call) and the rows the date writes change.
 * The search answers ids and a count in one query; the entities are then read by loadRoutes.
 * Every value reaches SQL as a parameter; only fixed fragments chosen here are concatenated.
 */
import { SORT_KEYS, type Selection, type SortDirection, type SortKey } from '../../shared/contract/boulders';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACCENTED_LETTERS, LIGATURES, PLAIN_LETTERS, foldText } from '../../shared/domain/text-folding';
import type { Database } from '../db/client';
import { boulders, sectorOpenings } from '../db/schema';
import { intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

// ---------------------------------------------------------------- case and accent folding

// The accents of French and neighbouring languages, and what they fold to.
/** Every character that folds to each plain lowercase letter, both cases. */
const VARIANTS = new Map<string, Set<string>>();
for (const char of [...'abcdefghijklmnopqrstuvwxyz', ...ACCENTED_LETTERS]) {
  const plain = foldText(char);
  if (!VARIANTS.has(plain)) VARIANTS.set(plain, new Set());
  VARIANTS.get(plain)!.add(char).add(char.toUpperCase());
}
// A ligature holds both of its letters, so 'o' or 'e' alone finds 'Œuvre'.
for (const [ligature, letters] of LIGATURES) for (const letter of letters.toLowerCase()) VARIANTS.get(letter)!.add(ligature);

function charPattern(char: string): string {
  const variants = VARIANTS.get(char);
  if (variants) return `[${[...variants].join('')}]`;
  if (/[0-9]/.test(char)) return char;
  // Any other ASCII character may be a regular expression operator: a backslash makes it literal.
  if (char < '\u0080') return `\\${char}`;
  const upper = char.toUpperCase();
  return upper === char || [...upper].length !== 1 ? char : `[${char}${upper}]`;
}

/**
 * A PostgreSQL regular expression that finds `text` in a name whatever its case and accents, the
 * same as foldText(name).includes(foldText(text)). Matching the raw column this way is several
 * times cheaper per row than folding every name in SQL.
 */
export function containsRegex(text: string): string {
  const folded = [...foldText(text)];
  let pattern = '';
  for (let i = 0; i < folded.length; i++) {
    const char = folded[i]!;
    const next = folded[i + 1];
    if ((char === 'o' || char === 'a') && next === 'e') {
      const ligature = LIGATURES.filter(([, letters]) => letters.toLowerCase() === `${char}e`)
        .map(([lig]) => lig)
        .join('');
      pattern += `(?:${charPattern(char)}${charPattern('e')}|[${ligature}])`;
      i++;
    } else {
      pattern += charPattern(char);
    }
  }
  return pattern;
}

/**
 * Name sorts ignore case and accents through PostgreSQL's ICU root collation; a server built
 * without ICU falls back to folding in SQL (slower, same order for the letters above).
 */
const nameCollation = new WeakMap<Database, Promise<boolean>>();
function hasIcuRootCollation(db: Database): Promise<boolean> {
  let known = nameCollation.get(db);
  if (!known) {
    known = db
      .execute(sql`select 1 from pg_collation where collname = 'und-x-icu'`)
      .then((result) => result.rows.length > 0)
      .catch(() => false);
    nameCollation.set(db, known);
  }
  return known;
}

function foldSql(column: string): string {
  let expression = `translate(${column}, '${ACCENTED_LETTERS}', '${PLAIN_LETTERS}')`;
  for (const [from, to] of LIGATURES) expression = `replace(${expression}, '${from}', '${to}')`;
  return `lower(${expression})`;
}

const nameSortSql = (column: string, icu: boolean) => (icu ? `${column} collate "und-x-icu"` : foldSql(column));

// ---------------------------------------------------------------- search

export interface BoulderSearch {
  gymId: number;
  offset: number;
  limit: number;
  active: boolean;
  closed: boolean;
  difficulties: Selection;
  /** Stored level values -1, 0, 1. */
  levels: Selection;
  sectors: Selection;
  steepness: Selection;
  grips: Selection;
  style: Selection;
  sort: Record<SortKey, SortDirection>;
  /** Raw text typed by the user, null for none. */
  search: string | null;
}

function sortExpressions(key: SortKey, icu: boolean): string[] {
  switch (key) {
    case 'name':
      return [nameSortSql('b.name', icu)];
    case 'sector':
      return [nameSortSql('s.name', icu)];
    case 'difficulty':
      return ['d.corresponding_difficulty', 'b.difficulty'];
    case 'level':
      return ['b.level'];
    case 'date':
      return ['b.created_at'];
  }
}

/**
 * One page of matching boulder ids in display order, and how many match in all. The count and
 * the page are two queries run side by side: with the default order the page stops after a few
 * index entries instead of reading every match.
 */
export async function searchBoulderIds(db: Database, search: BoulderSearch): Promise<{ ids: number[]; count: number }> {
  const where: SQL[] = [sql`b.gym_id = ${search.gymId}`];
  if (!search.active && !search.closed) return { ids: [], count: 0 };
  if (!search.closed) where.push(sql`b.closed_at is null`);
  if (!search.active) where.push(sql`b.closed_at is not null`);
  const lists: [Selection, string][] = [
    [search.difficulties, 'b.gym_difficulty_id'],
    [search.levels, 'b.level'],
    [search.sectors, 'b.sector_id'],
    [search.steepness, 'b.tag_steepness_id'],
    [search.grips, 'b.tag_grips_id'],
    [search.style, 'b.tag_style_id'],
  ];
  for (const [selection, column] of lists) {
    if (selection === 'all') continue;
    if (selection.length === 0) return { ids: [], count: 0 };
    where.push(sql`${sql.raw(column)} = any(${intArray(selection)})`);
  }
  if (search.search) where.push(sql`b.name ~ ${containsRegex(search.search)}`);
  const conditions = sql.join(where, sql` and `);

  const chosen = SORT_KEYS.filter((key) => search.sort[key] !== 0);
  const icu = chosen.includes('name') || chosen.includes('sector') ? await hasIcuRootCollation(db) : false;
  const order = chosen.flatMap((key) => sortExpressions(key, icu).map((e) => `${e} ${search.sort[key] === 1 ? 'asc' : 'desc'}`));
  // Ties always end in id order, so that paging never repeats or skips a boulder.
  if (order.length === 0) order.push('b.created_at desc', 'b.id desc');
  else order.push('b.id asc');
  const joins = [
    chosen.includes('sector') ? 'join sectors s on s.id = b.sector_id' : '',
    chosen.includes('difficulty') ? 'join gym_difficulties d on d.id = b.gym_difficulty_id' : '',
  ].join(' ');

  const [[counted], ids] = await Promise.all([
    sqlRows<{ total: number }>(db, sql`select count(*)::int as total from boulders b where ${conditions}`),
    sqlRows<{ id: number }>(
      db,
      sql`select b.id from boulders b ${sql.raw(joins)} where ${conditions}
          order by ${sql.raw(order.join(', '))} limit ${search.limit} offset ${search.offset}`,
    ),
  ]);
  return { ids: ids.map((r) => r.id), count: counted?.total ?? 0 };
}

export interface UnknownFilterIds {
  difficulties: number[];
  sectors: number[];
  steepness: number[];
  grips: number[];
  style: number[];
}

/** Ids of the filter lists that are not circuits or sectors of the gym, or not tags of that kind. */
export async function unknownFilterIds(
  db: Database,
  gymId: number,
  lists: { difficulties: Selection; sectors: Selection; steepness: Selection; grips: Selection; style: Selection },
): Promise<UnknownFilterIds> {
  const asked = (selection: Selection) => (selection === 'all' ? [] : selection);
  const unknown: UnknownFilterIds = { difficulties: [], sectors: [], steepness: [], grips: [], style: [] };
  const total = Object.values(lists).reduce((sum, s) => sum + asked(s).length, 0);
  if (total === 0) return unknown;
  const ids = (selection: Selection) => intArray(asked(selection));
  const rows = await sqlRows<{ kind: keyof UnknownFilterIds; id: number }>(
    db,
    sql`select 'difficulties' as kind, id from gym_difficulties where gym_id = ${gymId} and id = any(${ids(lists.difficulties)})
        union all select 'sectors', id from sectors where gym_id = ${gymId} and id = any(${ids(lists.sectors)})
        union all select kind, id from tags
          where (kind = 'steepness' and id = any(${ids(lists.steepness)})) or (kind = 'grips' and id = any(${ids(lists.grips)}))
             or (kind = 'style' and id = any(${ids(lists.style)}))`,
  );
  for (const kind of Object.keys(unknown) as (keyof UnknownFilterIds)[]) {
    const found = new Set(rows.filter((r) => r.kind === kind).map((r) => r.id));
    unknown[kind] = asked(lists[kind]).filter((id) => !found.has(id));
  }
  return unknown;
}

// ---------------------------------------------------------------- rows changed by the date writes

export interface BoulderForDates {
  id: number;
  gymId: number;
  sectorId: number;
  /** Paris calendar day of the opening. */
  openedOn: string;
  plannedDismantling: string | null;
  active: boolean;
}

export interface LockedOpening {
  id: number;
  openedAt: string;
  plannedClosing: string | null;
  closedAt: string | null;
}

const parisOpeningDay = sql<string>`(${boulders.createdAt} at time zone 'Europe/Paris')::date`;

/**
 * The boulder (undefined when it does not exist), locked for the rest of the transaction when
 * `lock` is set. Sector-wide writes lock openings then boulders, so they read it without a lock.
 */
export async function readBoulder(tx: DbExecutor, boulderId: number, lock: boolean): Promise<BoulderForDates | undefined> {
  const query = tx
    .select({
      id: boulders.id,
      gymId: boulders.gymId,
      sectorId: boulders.sectorId,
      openedOn: parisOpeningDay,
      plannedDismantling: boulders.plannedDismantling,
      active: sql<boolean>`${boulders.closedAt} is null`,
    })
    .from(boulders)
    .where(eq(boulders.id, boulderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The sector's current opening (latest opening date) and the one before it, locked. */
export async function lockSectorOpenings(tx: DbExecutor, sectorId: number): Promise<{ current?: LockedOpening; previous?: LockedOpening }> {
  const rows = await tx
    .select({ id: sectorOpenings.id, openedAt: sectorOpenings.openedAt, plannedClosing: sectorOpenings.plannedClosing, closedAt: sectorOpenings.closedAt })
    .from(sectorOpenings)
    .where(eq(sectorOpenings.sectorId, sectorId))
    .orderBy(desc(sectorOpenings.openedAt), desc(sectorOpenings.id))
    .limit(2)
    .for('update');
  return { current: rows[0], previous: rows[1] };
}

export interface ActiveBoulderDates {
  id: number;
  createdAt: string;
  openedOn: string;
  plannedDismantling: string | null;
}

/** The sector's active boulders, locked, by id. */
export async function lockActiveBouldersOfSector(tx: DbExecutor, sectorId: number): Promise<ActiveBoulderDates[]> {
  const rows = await tx
    .select({ id: boulders.id, createdAt: boulders.createdAt, openedOn: parisOpeningDay, plannedDismantling: boulders.plannedDismantling })
    .from(boulders)
    .where(and(eq(boulders.sectorId, sectorId), isNull(boulders.closedAt)))
    .orderBy(boulders.id)
    .for('update');
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function setBoulderPlannedDismantling(tx: DbExecutor, boulderIds: number[], day: string): Promise<void> {
  if (boulderIds.length === 0) return;
  await tx.update(boulders).set({ plannedDismantling: day }).where(inArray(boulders.id, boulderIds));
}

export async function setOpeningPlannedClosing(tx: DbExecutor, openingId: number, day: string): Promise<void> {
  await tx.update(sectorOpenings).set({ plannedClosing: day }).where(eq(sectorOpenings.id, openingId));
}

export async function setOpeningDate(tx: DbExecutor, openingId: number, day: string): Promise<void> {
  await tx.update(sectorOpenings).set({ openedAt: day }).where(eq(sectorOpenings.id, openingId));
}

/** Moves the boulders' opening to `day`, keeping each one's Paris wall-clock time. Answers the new instants by id. */
export async function moveBoulderOpenings(tx: DbExecutor, boulderIds: number[], day: string): Promise<Map<number, string>> {
  if (boulderIds.length === 0) return new Map();
  const rows = await tx
    .update(boulders)
    .set({ createdAt: sql`(${day}::date + (${boulders.createdAt} at time zone 'Europe/Paris')::time) at time zone 'Europe/Paris'` })
    .where(inArray(boulders.id, boulderIds))
    .returning({ id: boulders.id, createdAt: boulders.createdAt });
  return new Map(rows.map((r) => [r.id, r.createdAt.toISOString()]));
}

/** The gym of a boulder; undefined when there is no such boulder. */
export async function gymIdOfBoulder(db: Database, boulderId: number): Promise<number | undefined> {
  const [row] = await db.select({ gymId: boulders.gymId }).from(boulders).where(eq(boulders.id, boulderId));
  return row?.gymId;
}
