import type { Key, ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';
import { Cell, HeaderCell, LoadFailure, Pager, TableBox } from './list-parts.tsx';

/** One column of an admin list: its header (also what a phone shows beside each cell). */
export type AdminColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cells' own classes (wrapping, least width). */
  className?: string;
  /** An actions column sits at the row's end. */
  end?: boolean;
};

/** What a list's query says of itself, as TanStack Query tells it. */
export type ListState = {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** Previous and Next: with the number of pages, or (for a list without a total) whether more may come. */
export type Paging = {
  label: string;
  page: number;
  onPage: (page: number) => void;
  pages?: number;
  hasNext?: boolean;
};

/**
 * An admin list: its failure with a retry, its loading line, its empty text, else its table (a
 * card per row on a phone, `.stacked-table`) and the pager. Every list of the admin page is one.
 */
export function AdminTable<Row>({
  label,
  state,
  rows,
  columns,
  rowKey,
  rowTestId,
  loading,
  empty,
  paging,
  tableClassName,
}: {
  label: string;
  state: ListState;
  rows: readonly Row[] | undefined;
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => Key;
  rowTestId?: string;
  loading: string;
  empty: string;
  /** No pager when left out. */
  paging?: Paging;
  /** The table's least width from 640 px, before it scrolls sideways. */
  tableClassName?: string;
}) {
  if (state.isError && !rows) {
    return <LoadFailure error={state.error} onRetry={() => void state.refetch()} />;
  }
  if (!rows) {
    return (
      <p role="status" className="py-6 text-slate-600">
        {loading}
      </p>
    );
  }
  return (
    <>
      <TableBox
        label={label}
        tableClassName={tableClassName}
        empty={rows.length === 0 ? empty : null}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} className={column.end ? 'text-right' : ''}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={state.isFetching}>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <Cell key={column.id} className={cn(column.end && 'text-right', column.className)}>
                  {column.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </TableBox>
      {paging ? <Pager {...paging} /> : null}
    </>
  );
}
