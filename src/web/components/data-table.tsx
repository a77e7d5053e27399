import { Table, Text, VisuallyHidden, type TableProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A header cell: its label, or the label with the cell's props. `hidden` names a column of buttons for
 * screen readers only. A falsy entry is a column not shown (`canEdit && t('…')`).
 */
export type Column = string | false | null | undefined | ({ label: ReactNode; key?: string | number; hidden?: boolean } & Omit<TableThProps, 'children'>);

/** The header row of a table, one cell per shown column. */
export function TableHeader({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => {
          if (!column) return null;
          if (typeof column === 'string') return <Table.Th key={index}>{column}</Table.Th>;
          const { label, key, hidden, ...cell } = column;
          return (
            <Table.Th key={key ?? index} {...cell}>
              {hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}

interface DataTableProps extends Omit<TableProps, 'children'> {
  /** The table's accessible name. */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** `native` on pages read on a phone: the page's own scrolling, no scroll area to grab. */
  scroll?: 'native' | 'scrollarea';
  columns: readonly Column[];
  /** What an empty table says instead of its rows (what to do next); nothing when falsy. */
  empty?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A table's one row when it has none: a dimmed sentence across every column. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The back office's tables: a named table, its header row and its rows, scrolling sideways on a narrow screen. */
export function DataTable({ label, minWidth, scroll, columns, empty, children, ...table }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type={scroll}>
      <Table aria-label={label} {...table}>
        <TableHeader columns={columns} />
        <Table.Tbody>
          {empty && <EmptyRow columns={columns.filter(Boolean).length}>{empty}</EmptyRow>}
          {children}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
