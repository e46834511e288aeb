// Figures and formats of the Appendix-IX disclosure that are derived, not stored: totals,
// ratios, pass percentages, expiry, and how dates, numbers and sizes are written. Pure.
import type { IsoDate, MpdDocument, MpdStaff } from '@/content/schema';
import { SITE_LOCALE } from '@/content/site';

/** passed ÷ registered as a percentage, rounded to one decimal place. */
export function passPercent(passed: number, registered: number): number {
  return registered > 0 ? Math.round((passed / registered) * 1000) / 10 : 0;
}

export function totalTeachers(staff: Pick<MpdStaff, 'pgt' | 'tgt' | 'prt'>): number {
  return staff.pgt + staff.tgt + staff.prt;
}

/** Teachers per class section, to two decimals ('1.75'). */
export function teacherSectionRatio(staff: MpdStaff): string {
  return staff.sections > 0 ? (totalTeachers(staff) / staff.sections).toFixed(2) : '0.00';
}

/** Whether a certificate's valid-until date is before `today` (both YYYY-MM-DD). */
export function isExpired(doc: Pick<MpdDocument, 'validUntil'>, today: IsoDate): boolean {
  return doc.validUntil !== undefined && doc.validUntil < today;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2024-07-31' → '31 July 2024', the same in every time zone; in another language through Intl
 * with its locale ('31 जुलै 2024' in 'mr-IN-u-nu-latn').
 */
export function formatIsoDate(date: IsoDate, locale?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (locale) {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN)));
  }
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`;
}

/** Whole numbers with Indian digit grouping: 125000 → '1,25,000' (in `locale`'s own words). */
export function formatCount(value: number, locale: string = SITE_LOCALE): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A percentage with its one decimal: 99 → '99.0'. */
export function formatPercent(value: number): string {
  return value.toFixed(1);
}

/** File sizes as a reader expects them: '850 bytes', '2.1 KB', '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Today's date (UTC) in the form YYYY-MM-DD: the build date of a static export. */
export function todayIso(now = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}
