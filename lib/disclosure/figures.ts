// Figures and formats of the Appendix-IX disclosure that are derived, not stored: totals,
// ratios, pass percentages, expiry, and how dates, numbers and sizes are written. Pure.
import { teacherDesignations } from '@/content/ids';
import type { IsoDate, MpdDocument, MpdStaff, TeacherDesignation } from '@/content/schema';
import { SITE_LOCALE } from '@/content/site';

/** passed ÷ registered as a percentage, rounded to one decimal place. */
export function passPercent(passed: number, registered: number): number {
  return registered > 0 ? Math.round((passed / registered) * 1000) / 10 : 0;
}

/** The most pupils per teacher CBSE allows (30:1). */
export const MAX_PUPILS_PER_TEACHER = 30;
/** The fewest teachers per class section CBSE allows. */
export const MIN_TEACHERS_PER_SECTION = 1.5;

type StaffList = Pick<MpdStaff, 'teachers'>;

/** How many teachers the list has of each designation: the PGT, TGT, PRT and PET totals. */
export function teacherCounts(staff: StaffList): Record<TeacherDesignation, number> {
  const counts = Object.fromEntries(teacherDesignations.map((d) => [d, 0])) as Record<
    TeacherDesignation,
    number
  >;
  for (const teacher of staff.teachers) counts[teacher.designation] += 1;
  return counts;
}

/** Every teacher of the list. */
export function totalTeachers(staff: StaffList): number {
  return staff.teachers.length;
}

/**
 * The teachers CBSE counts per section: the list without the physical education teachers (the
 * principal and the counsellor are not in it).
 */
export function sectionTeachers(staff: StaffList): number {
  return staff.teachers.filter((teacher) => teacher.designation !== 'PET').length;
}

/** Teachers per class section, unrounded. */
export function teachersPerSection(staff: Pick<MpdStaff, 'teachers' | 'sections'>): number {
  return staff.sections > 0 ? sectionTeachers(staff) / staff.sections : 0;
}

/** Teachers per class section, to two decimals ('1.75'). */
export function teacherSectionRatio(staff: Pick<MpdStaff, 'teachers' | 'sections'>): string {
  return teachersPerSection(staff).toFixed(2);
}

/** Pupils per teacher, unrounded (Infinity with no teachers). */
export function pupilsPerTeacher(staff: Pick<MpdStaff, 'teachers' | 'students'>): number {
  const teachers = totalTeachers(staff);
  return teachers > 0 ? staff.students / teachers : Number.POSITIVE_INFINITY;
}

/** The pupil-teacher ratio as written: '14.0:1'. */
export function pupilTeacherRatio(staff: Pick<MpdStaff, 'teachers' | 'students'>): string {
  const ratio = pupilsPerTeacher(staff);
  return Number.isFinite(ratio) ? `${ratio.toFixed(1)}:1` : '–';
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

/** An amount in rupees as the locale writes it, in Indian digit groups: '₹1,25,000'. */
export { formatRupees } from '@/lib/fees/rupees';

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
