// Section D of a campus's Appendix-IX disclosure as tables: the posts with their numbers (the
// PGT, TGT, PRT and PET totals counted from the list of teachers, and the two ratios CBSE sets
// limits for), then every teacher by name. Pure.
import type { MpdLabels } from '@/content/disclosure-labels';
import type { MpdPerson, MpdRecord, MpdTeacher } from '@/content/schema';
import { pupilTeacherRatio, teacherCounts, teacherSectionRatio, totalTeachers } from './figures';
import { count, text, type MpdCell, type MpdTableModel } from './table-model';

export const person = (p: { name: string; qualification: string }) =>
  `${p.name}, ${p.qualification}`;

/** The posts and their numbers; counts are written in `locale` (omitted: the English way). */
export function staffTable(
  record: MpdRecord,
  labels: MpdLabels,
  caption: string,
  locale?: string,
): MpdTableModel {
  const { general, staff } = record;
  const [c, r] = [labels.columns, labels.rows];
  const counts = teacherCounts(staff);
  const num = (value: number) => count(value, locale);
  const figure = (header: string, cell: MpdCell) => ({ header, cells: [cell, text('')] });
  /** A post the campus may leave unfilled: its number and holder, or 'None at this campus'. */
  const optionalPost = (header: string, holder: MpdPerson | undefined) => ({
    header,
    cells: holder ? [num(1), text(person(holder))] : [num(0), { text: labels.noneAtCampus }],
  });
  return {
    id: 'teaching-staff',
    caption,
    columns: [{ label: c.post }, { label: c.number, numeric: true }, { label: c.staffDetails }],
    rows: [
      { header: r.principalPost, cells: [num(1), text(person(general.principal))] },
      optionalPost(r.vicePrincipal, staff.vicePrincipal),
      optionalPost(r.headTeacher, staff.headTeacher),
      figure(r.totalTeachers, num(totalTeachers(staff))),
      figure(r.pgt, num(counts.PGT)),
      figure(r.tgt, num(counts.TGT)),
      figure(r.prt, num(counts.PRT)),
      figure(r.pet, num(counts.PET)),
      figure(r.teacherSectionRatio, { text: teacherSectionRatio(staff), numeric: true }),
      figure(r.students, num(staff.students)),
      figure(r.pupilTeacherRatio, { text: pupilTeacherRatio(staff), numeric: true }),
      { header: r.specialEducator, cells: [num(1), text(person(staff.specialEducator))] },
      { header: r.counsellor, cells: [num(1), text(person(staff.counsellor))] },
    ],
  };
}

/** Whether any teacher of the list has a value for an optional column. */
const anyHas = (teachers: readonly MpdTeacher[], key: 'training' | 'experienceYears') =>
  teachers.some((teacher) => teacher[key] !== undefined);

/**
 * Every teacher: name, designation, subject and qualification, and the training and experience
 * columns where the campus gives them. The list's own words are shown as issued.
 */
export function teachersTable(
  teachers: readonly MpdTeacher[],
  labels: MpdLabels,
  caption: string,
  locale?: string,
): MpdTableModel {
  const c = labels.columns;
  const [training, experience] = [
    anyHas(teachers, 'training'),
    anyHas(teachers, 'experienceYears'),
  ];
  return {
    id: 'teachers',
    caption,
    columns: [
      { label: c.teacherName },
      { label: c.designation },
      { label: c.subject },
      { label: c.qualification },
      ...(training ? [{ label: c.training }] : []),
      ...(experience ? [{ label: c.experience, numeric: true }] : []),
    ],
    rows: teachers.map((teacher) => ({
      header: teacher.name,
      headerIssued: true,
      cells: [
        { text: teacher.designation, nowrap: true, issued: true },
        teacher.subject === undefined ? { text: labels.classTeacher } : text(teacher.subject),
        text(teacher.qualification),
        ...(training ? [text(teacher.training ?? '')] : []),
        ...(experience
          ? [
              teacher.experienceYears === undefined
                ? { text: '', numeric: true }
                : count(teacher.experienceYears, locale),
            ]
          : []),
      ],
    })),
  };
}
