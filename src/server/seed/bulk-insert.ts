/**
 * Fast inserts: each chunk of rows travels as one array literal per column and is expanded by
 * `unnest` on the server, so 50,000 rows cost one statement instead of 50,000.
 */
import type pg from 'pg';

export type BulkType = 'int2' | 'int4' | 'int8' | 'float8' | 'bool' | 'text' | 'date' | 'timestamptz' | 'jsonb' | 'text[]' | 'int4[]' | 'uuid';

export interface BulkColumn {
  name: string;
  type: BulkType;
  /** Plain arrays may hold nulls; timestamps are epoch milliseconds; jsonb values are serialised here. */
  values: ArrayLike<unknown>;
}

const quote = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

function arrayLiteral(type: BulkType, values: ArrayLike<unknown>, from: number, to: number): string {
  if (ArrayBuffer.isView(values) && type !== 'bool' && type !== 'timestamptz') {
    return `{${(values as unknown as Int32Array).subarray(from, to).join(',')}}`;
  }
  const parts = new Array<string>(to - from);
  for (let i = from; i < to; i++) {
    const value = values[i];
    let part: string;
    if (value === null || value === undefined) part = 'NULL';
    else if (type === 'bool') part = value === true || value === 1 ? 't' : 'f';
    // Whole seconds: the demo has no use for milliseconds and integers travel faster.
    else if (type === 'timestamptz') part = String(Math.floor((value as number) / 1000));
    else if (type === 'jsonb') part = quote(JSON.stringify(value));
    else if (type === 'text[]') part = quote(`{${(value as string[]).map(quote).join(',')}}`);
    else if (type === 'int4[]') part = quote(`{${(value as number[]).join(',')}}`);
    else if (typeof value === 'string') part = quote(value);
    else part = String(value);
    parts[i - from] = part;
  }
  return `{${parts.join(',')}}`;
}

const PARAMETER_TYPE: Record<BulkType, string> = {
  int2: 'int2[]',
  int4: 'int4[]',
  int8: 'int8[]',
  float8: 'float8[]',
  bool: 'bool[]',
  text: 'text[]',
  date: 'text[]',
  timestamptz: 'int8[]',
  jsonb: 'text[]',
  'text[]': 'text[]',
  'int4[]': 'text[]',
  uuid: 'text[]',
};

function selectExpression(type: BulkType, alias: string): string {
  switch (type) {
    case 'timestamptz':
      return `to_timestamp(${alias})`;
    case 'date':
      return `${alias}::date`;
    case 'jsonb':
      return `${alias}::jsonb`;
    case 'text[]':
      return `${alias}::text[]`;
    case 'int4[]':
      return `${alias}::int4[]`;
    case 'uuid':
      return `${alias}::uuid`;
    default:
      return alias;
  }
}

export async function bulkInsert(
  client: pg.ClientBase,
  table: string,
  columns: BulkColumn[],
  options: { overridingSystemValue?: boolean; chunkSize?: number } = {},
): Promise<number> {
  const count = columns[0]?.values.length ?? 0;
  const chunkSize = options.chunkSize ?? 50_000;
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const sql =
    `insert into "${table}" (${names})${options.overridingSystemValue ? ' overriding system value' : ''} ` +
    `select ${columns.map((c, i) => selectExpression(c.type, aliases[i]!)).join(', ')} ` +
    `from unnest(${columns.map((c, i) => `$${i + 1}::${PARAMETER_TYPE[c.type]}`).join(', ')}) as u(${aliases.join(', ')})`;
  for (let from = 0; from < count; from += chunkSize) {
    const to = Math.min(count, from + chunkSize);
    await client.query(
      sql,
      columns.map((c) => arrayLiteral(c.type, c.values, from, to)),
    );
  }
  return count;
}

/** Columns from a list of objects. */
export function columnsOf<T>(rows: readonly T[], spec: [name: string, type: BulkType, get: (row: T, index: number) => unknown][]): BulkColumn[] {
  return spec.map(([name, type, get]) => ({ name, type, values: rows.map((row, index) => get(row, index)) }));
}

/**
 * Runs a bulk load with the table's foreign keys and secondary indexes set aside, then puts them
 * back exactly as they were: one validation join and one sorted index build are much faster than
 * hundreds of thousands of row-by-row checks. Call inside a transaction so nobody sees the gap.
 */
export async function withoutChecksAndIndexes<T>(client: pg.ClientBase, tables: string[], load: () => Promise<T>): Promise<T> {
  const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
     from pg_constraint where conrelid = any($1::regclass[]) and contype = 'f'`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = any($1::regclass[]) and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    [tables],
  );
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint "${fk.name}"`);
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const result = await load();
  for (const index of indexes) await client.query(index.definition);
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`);
  return result;
}
