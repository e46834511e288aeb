// Section D of a campus's Appendix-IX disclosure as tables: the posts with their numbers (the
// PGT, TGT, PRT and PET totals counted from the list of teachers, and the two ratios CBSE sets
// limits for), then every teacher by name. Pure.
import type { MpdLabels } from '@/content/mpd/labels';
import type { MpdPerson, MpdRecord, MpdTeacher } from '@/content/schema';
import { pupilTeacherRatio, teacherCounts, teacherSectionRatio, totalTeachers } from './mpd';
import { count, text, type MpdCell, type MpdTableModel } from './mpd-table-model';

export const person = (p: { name: string; qualification: string }) =>
  `${p.name}, ${p.qualification}`;

/** A post the campus may leave unfilled: its number and holder, or 'None at this campus'. */
function optionalPost(header: string, holder: MpdPerson | undefined, labels: MpdLabels) {
  return {
    header,
    cells: holder ? [count(1), text(person(holder))] : [count(0), text(labels.noneAtCampus)],
  };
}

export function staffTable(record: MpdRecord, labels: MpdLabels, caption: string): MpdTableModel {
  const { general, staff } = record;
  const [c, r] = [labels.columns, labels.rows];
  const counts = teacherCounts(staff);
  const figure = (header: string, cell: MpdCell) => ({ header, cells: [cell, text('')] });
  return {
    id: 'teaching-staff',
    caption,
    columns: [{ label: c.post }, { label: c.number, numeric: true }, { label: c.staffDetails }],
    rows: [
      { header: r.principalPost, cells: [count(1), text(person(general.principal))] },
      optionalPost(r.vicePrincipal, staff.vicePrincipal, labels),
      optionalPost(r.headTeacher, staff.headTeacher, labels),
      figure(r.totalTeachers, count(totalTeachers(staff))),
      figure(r.pgt, count(counts.PGT)),
      figure(r.tgt, count(counts.TGT)),
      figure(r.prt, count(counts.PRT)),
      figure(r.pet, count(counts.PET)),
      figure(r.teacherSectionRatio, { text: teacherSectionRatio(staff), numeric: true }),
      figure(r.students, count(staff.students)),
      figure(r.pupilTeacherRatio, { text: pupilTeacherRatio(staff), numeric: true }),
      { header: r.specialEducator, cells: [count(1), text(person(staff.specialEducator))] },
      { header: r.counsellor, cells: [count(1), text(person(staff.counsellor))] },
    ],
  };
}

/** Whether any teacher of the list has a value for an optional column. */
const anyHas = (teachers: readonly MpdTeacher[], key: 'training' | 'experienceYears') =>
  teachers.some((teacher) => teacher[key] !== undefined);

/**
 * Every teacher: name, designation, subject and qualification, and the training and experience
 * columns where the campus gives them.
 */
export function teachersTable(
  teachers: readonly MpdTeacher[],
  labels: MpdLabels,
  caption: string,
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
      cells: [
        { text: teacher.designation, nowrap: true },
        text(teacher.subject ?? labels.classTeacher),
        text(teacher.qualification),
        ...(training ? [text(teacher.training ?? '')] : []),
        ...(experience
          ? [
              teacher.experienceYears === undefined
                ? { text: '', numeric: true }
                : count(teacher.experienceYears),
            ]
          : []),
      ],
    })),
  };
}
