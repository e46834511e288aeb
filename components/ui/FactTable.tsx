import type { ReactNode } from 'react';

export interface FactColumn {
  label: ReactNode;
  /** Classes beside the cell's own ('text-right' for a column of figures). */
  className?: string;
}

export interface FactCell {
  content: ReactNode;
  className?: string;
}

export interface FactRow {
  /** The row's key, and the value of its `rowMark` attribute. */
  id: string;
  /** The row's header cell: what the row is about. */
  header: ReactNode;
  cells: FactCell[];
}

export interface FactTableProps {
  caption: ReactNode;
  columns: FactColumn[];
  rows: FactRow[];
  /**
   * Narrow padding on a phone, for a table of five columns that must fit a 375 px screen without
   * scrolling sideways.
   */
  narrow?: boolean;
  /** The attribute that carries each row's id ('data-class'), where a test or a script finds it. */
  rowMark?: `data-${string}`;
  /** Classes beside the table's own (its margin). */
  className?: string;
}

/**
 * A plain table of facts, complete as HTML: a caption, a header cell per column
 * (`scope="col"`), a header cell naming each row (`scope="row"`) and its cells.
 */
export function FactTable({ caption, columns, rows, narrow, rowMark, className }: FactTableProps) {
  const cell = `border-b border-slate-200 ${narrow ? 'px-1' : 'px-2'} py-2 text-left align-top sm:px-3`;
  const withCell = (extra?: string) => (extra ? `${cell} ${extra}` : cell);
  return (
    <table
      className={`${className ? `${className} ` : ''}w-full border-collapse text-sm text-slate-800 sm:text-base`}
    >
      <caption className="mb-3 text-left text-lg font-semibold text-brand-900">{caption}</caption>
      <thead>
        <tr className="bg-brand-50">
          {columns.map((column, place) => (
            <th key={place} scope="col" className={withCell(column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} {...(rowMark && { [rowMark]: row.id })}>
            <th scope="row" className={withCell('font-semibold')}>
              {row.header}
            </th>
            {row.cells.map((item, place) => (
              <td key={place} className={withCell(item.className)}>
                {item.content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
