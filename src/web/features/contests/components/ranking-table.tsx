import type { BoardRow } from '../api/get-contest-board';
import classes from './contest-page-view.module.css';

export interface RankingColumn {
  label: string;
  format: (value: number) => string;
}

interface RankingTableProps {
  id: string;
  title: string;
  rows: readonly BoardRow[];
  columns: readonly RankingColumn[];
  loading: boolean;
  failed: boolean;
  /** Hidden on small screens when the other category is picked. */
  hiddenOnPhone?: boolean;
}

const SKELETON_ROWS = 8;

/** One category's ranking: rank (medal colours for the top 3), name, then the page's columns. */
export function RankingTable({ id, title, rows, columns, loading, failed, hiddenOnPhone }: RankingTableProps) {
  const headingId = `${id}-title`;
  return (
    <section className={classes.card} data-hidden-on-phone={hiddenOnPhone || undefined} aria-labelledby={headingId}>
      <header className={classes.cardHeader}>
        <h2 id={headingId}>{title}</h2>
        {!loading && rows.length > 0 && (
          <span className={classes.count}>
            {rows.length} {rows.length > 1 ? 'grimpeurs' : 'grimpeur'}
          </span>
        )}
      </header>
      <table className={classes.table} aria-labelledby={headingId} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col" className={classes.rankCell}>
              Rang
            </th>
            <th scope="col">Nom</th>
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
                {failed ? 'Classement indisponible pour le moment.' : 'Aucun résultat pour le moment.'}
              </td>
            </tr>
          )}
          {!loading &&
            rows.map((row, index) => (
              <tr key={`${row.rank}-${row.first_name}-${row.last_name}-${index}`} data-podium={row.rank <= 3 || undefined}>
                <td className={classes.rankCell}>
                  <span className={classes.rank} data-rank={row.rank <= 3 ? row.rank : undefined}>
                    {row.rank}
                  </span>
                </td>
                <td className={classes.nameCell}>
                  {row.first_name} <strong>{row.last_name}</strong>
                </td>
                {columns.map((column, columnIndex) => (
                  <td key={column.label} className={classes.numberCell}>
                    {column.format(row.values[columnIndex] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
