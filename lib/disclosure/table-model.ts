// The table models the Appendix-IX disclosure is drawn from, on the page and in the PDFs.
import type { MpdLabels } from '@/content/disclosure-labels';
import type { MpdDocument } from '@/content/schema';
import { formatCount } from './figures';

export interface MpdLink {
  href: string;
  /** Accessible name, when the visible text alone is too short ('View'). */
  label?: string;
  /** Documents open in a new tab. */
  newTab?: boolean;
}

export interface MpdCell {
  text: string;
  /** The record's own words, shown as the school issued them (in English on every page). */
  issued?: boolean;
  /** Right-aligned, as numbers are. */
  numeric?: boolean;
  /** Kept on one line (dates, short links). */
  nowrap?: boolean;
  link?: MpdLink;
  /** A warning shown with the cell, e.g. 'Renewal in progress'. */
  status?: string;
}

export interface MpdColumn {
  label: string;
  numeric?: boolean;
}

export interface MpdRow {
  /** The row's header cell (the first column). */
  header: string;
  /** The header is the record's own words (a class, a room), as issued. */
  headerIssued?: boolean;
  cells: MpdCell[];
}

export interface MpdTableModel {
  id: string;
  caption: string;
  /** The first column heads the row headers. */
  columns: MpdColumn[];
  rows: MpdRow[];
  /** Shown across the table when it has no rows. */
  emptyText?: string;
  /** A link shown under the table. */
  link?: { text: string; href: string };
}

export interface MpdSectionModel {
  id: 'general' | 'documents' | 'academics' | 'staff' | 'infrastructure';
  heading: string;
  /** A paragraph under the heading. */
  note?: string;
  tables: MpdTableModel[];
}

export interface MpdTableContext {
  labels: MpdLabels;
  /** The campus's name, e.g. 'City Campus'. */
  campusName: string;
  /** The build date, YYYY-MM-DD: certificates valid until before it are expired. */
  today: string;
  /** Each document's file size in bytes, by PDF path (omitted: no size shown). */
  fileSizes?: ReadonlyMap<string, number>;
  /** Each document's viewer page (omitted: no 'View' column, as in the PDFs). */
  viewerPath?: (doc: MpdDocument) => string;
  /** The Intl locale counts and dates are written in (omitted: the English ones). */
  numberLocale?: string;
  /** The campus's part of the fee page (omitted: no link under the fee table). */
  feesPath?: string;
}

/** A value of the record, as issued. */
export const text = (value: string): MpdCell => ({ text: value, issued: true });
export const count = (value: number, locale?: string): MpdCell => ({
  text: formatCount(value, locale),
  numeric: true,
});
