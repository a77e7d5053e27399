import type { HTMLAttributes, ReactNode } from 'react';
import classes from './contest-page-view.module.css';
import { useT } from '../../../lib/i18n';
import { contestCatalog } from '../../../lib/catalogs/contest';

/** A value column: its header and the text of a row's cell. */
export interface RankingColumn<R> {
  label: string;
  cell: (row: R) => string;
}

interface RankingTableProps<R> {
  id: string;
  title: string;
  rows: readonly R[];
  columns: readonly RankingColumn<R>[];
  rowKey: (row: R, index: number) => string | number;
  /** null for someone ranked nowhere (disqualified): a dash. */
  rank: (row: R) => number | null;
  name: (row: R) => ReactNode;
  /** The line shown when there are no rows (and not loading). */
  empty: string;
  loading?: boolean;
  /** Hidden on small screens when another category is picked. */
  hiddenOnPhone?: boolean;
  /** Extra attributes of a row: the live page makes rows open the score's breakdown. */
  rowProps?: (row: R) => HTMLAttributes<HTMLTableRowElement>;
}

const SKELETON_ROWS = 8;

/**
 * One category's ranking, for the seeded pages of docs/product.md › Public pages and the live pages of docs/product.md › Contests:
 * rank (medal colours for the top 3), name, then the page's columns; skeleton rows while loading.
 */
export function RankingTable<R>({ id, title, rows, columns, rowKey, rank, name, empty, loading = false, hiddenOnPhone, rowProps }: RankingTableProps<R>) {
  const t = useT(contestCatalog);
  const headingId = `${id}-title`;
  return (
    <section className={classes.card} data-hidden-on-phone={hiddenOnPhone || undefined} aria-labelledby={headingId}>
      <header className={classes.cardHeader}>
        <h2 id={headingId}>{title}</h2>
        {!loading && rows.length > 0 && <span className={classes.count}>{t('table.climbers', { count: rows.length })}</span>}
      </header>
      <table className={classes.table} aria-labelledby={headingId} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col" className={classes.rankCell}>
              {t('table.rank')}
            </th>
            <th scope="col">{t('table.name')}</th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={classes.numberCell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} className={classes.skeletonRow} aria-hidden="true">
                <td className={classes.rankCell}>
                  <span className={classes.skeleton} style={{ width: 28 }} />
                </td>
                <td>
                  <span className={classes.skeleton} style={{ width: `${50 + ((index * 37) % 40)}%` }} />
                </td>
                {columns.map((column) => (
                  <td key={column.label} className={classes.numberCell}>
                    <span className={classes.skeleton} style={{ width: 36 }} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={2 + columns.length} className={classes.empty}>
                {empty}
              </td>
            </tr>
          )}
          {!loading &&
            rows.map((row, index) => {
              const place = rank(row);
              const podium = place !== null && place <= 3;
              return (
                <tr key={rowKey(row, index)} data-podium={podium || undefined} {...rowProps?.(row)}>
                  <td className={classes.rankCell}>
                    <span className={classes.rank} data-rank={podium ? place : undefined}>
                      {place ?? '–'}
                    </span>
                  </td>
                  <td className={classes.nameCell}>{name(row)}</td>
                  {columns.map((column) => (
                    <td key={column.label} className={classes.numberCell}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
        </tbody>
      </table>
    </section>
  );
}
