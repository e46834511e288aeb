import Link from 'next/link';
import type { MpdCell, MpdTableModel } from '@/lib/disclosure/table-model';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export interface DisclosureTableProps {
  table: MpdTableModel;
  /** '{caption} (scrolls sideways)': names the scroll container for keyboard users. */
  scrollLabel: string;
  /** Read after a new-tab link's text. */
  newTabText: string;
  /** The site's origin: printed after each link (see app/print.css). */
  origin: string;
  /** Tables with many columns keep a readable width and scroll inside their container. */
  minWidthClass?: string;
  /** The language of the record's own words on a page in another language ('en'). */
  issuedLang?: string;
}

/**
 * One disclosure table as plain HTML: a caption, column headers (`scope="col"`), a header cell
 * per row (`scope="row"`), numbers right-aligned. On a narrow screen it scrolls sideways inside
 * its own focusable container, never the page. The table's link, if any, follows it.
 */
export function DisclosureTable(props: DisclosureTableProps) {
  const { table, origin } = props;
  return (
    <>
      <ScrollingTable {...props} />
      {table.link && (
        <p className="mt-3">
          <Link
            href={table.link.href}
            prefetch={false}
            data-print-url={new URL(table.link.href, origin).href}
            className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {table.link.text}
          </Link>
        </p>
      )}
    </>
  );
}

function ScrollingTable({
  table,
  scrollLabel,
  newTabText,
  origin,
  minWidthClass,
  issuedLang,
}: DisclosureTableProps) {
  const captionId = `${table.id}-caption`;
  const langOf = (issued?: boolean) => (issued ? issuedLang : undefined);
  return (
    <div
      role="region"
      aria-label={scrollLabel}
      tabIndex={0}
      className="mpd-table-scroll mt-6 overflow-x-auto rounded-lg ring-1 ring-slate-200"
    >
      <table className={cx('w-full border-collapse text-left text-sm', minWidthClass)}>
        <caption
          id={captionId}
          className="bg-slate-50 px-4 py-3 text-left text-base font-semibold text-brand-900"
        >
          {/* Stays in view while a wide table scrolls sideways under it. */}
          <span className="sticky left-4 block max-w-[calc(100vw-4.5rem)]">{table.caption}</span>
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cx(
                  'border-b border-slate-300 px-4 py-2 align-bottom font-semibold',
                  column.numeric && 'text-right',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr
              key={`${rowIndex}-${row.header}`}
              className="border-b border-slate-200 last:border-b-0"
            >
              <th
                scope="row"
                lang={langOf(row.headerIssued)}
                className="px-4 py-2 align-top font-medium text-ink"
              >
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  lang={langOf(cell.issued && cell.text !== '')}
                  className={cx(
                    'px-4 py-2 align-top [overflow-wrap:break-word]',
                    cell.numeric && 'text-right tabular-nums',
                    cell.nowrap && 'whitespace-nowrap',
                  )}
                >
                  <CellContent cell={cell} newTabText={newTabText} origin={origin} />
                </td>
              ))}
            </tr>
          ))}
          {table.rows.length === 0 && table.emptyText && (
            <tr>
              <td
                colSpan={table.columns.length}
                lang={issuedLang}
                className="px-4 py-3 text-slate-700"
              >
                {table.emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function CellContent({
  cell,
  newTabText,
  origin,
}: {
  cell: MpdCell;
  newTabText: string;
  origin: string;
}) {
  const status = cell.status && (
    <strong className="mt-1 block font-semibold text-amber-800">{cell.status}</strong>
  );
  if (!cell.link) {
    return (
      <>
        {cell.text}
        {status}
      </>
    );
  }
  const { href, label, newTab } = cell.link;
  const linkClass =
    'inline-flex min-h-6 min-w-6 items-center justify-center font-semibold text-brand-800 underline hover:text-brand-900';
  const printUrl = new URL(href, origin).href;
  if (newTab) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={label}
        data-print-url={printUrl}
        className={linkClass}
      >
        {cell.text}
        {!label && <span className="sr-only"> {newTabText}</span>}
      </a>
    );
  }
  return (
    <Link
      href={href}
      prefetch={false}
      aria-label={label}
      data-print-url={printUrl}
      className={linkClass}
    >
      {cell.text}
    </Link>
  );
}
