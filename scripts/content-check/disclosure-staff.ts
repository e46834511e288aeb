// Build-time checks of section D of the Appendix-IX records (disclosure.yml) and of the fee year:
// every teacher named with a designation, qualification and (but for a class's primary teacher)
// a subject; the two limits CBSE sets on staffing (at most 30 pupils per teacher, at least 1.5
// teachers per section, physical education teachers not counted); fees not older than the school
// year. A demo build warns of a limit missed or an old fee year, a production build refuses it.
// Pure.
import type { MpdSource } from '@/lib/disclosure/records';
import type { MpdPerson } from '@/content/schema';
import {
  MAX_PUPILS_PER_TEACHER,
  MIN_TEACHERS_PER_SECTION,
  pupilsPerTeacher,
  sectionTeachers,
  teachersPerSection,
} from '@/lib/disclosure/figures';
import type { MpdCheckResult, MpdEnvironment } from './disclosure-check';
import type { ContentIssue } from './validate';

const ACADEMIC_YEAR = /^(\d{4})-(\d{2})$/;

export function checkStaffAndFees(source: MpdSource, env: MpdEnvironment, out: MpdCheckResult) {
  const { file, record } = source;
  const { staff, academics } = record;
  const campus = record.general.schoolName || record.campusId;
  const error = (field: string, message: string, at = file) =>
    out.errors.push({ file: at, field, message });
  const limit = (issue: ContentIssue) => (env.production ? out.errors : out.warnings).push(issue);
  const required = (field: string, value: string | undefined, at = file) => {
    if (!value?.trim()) error(field, 'is required', at);
  };
  const person = (field: string, holder: MpdPerson | undefined) => {
    if (!holder) return;
    required(`${field}.name`, holder.name);
    required(`${field}.qualification`, holder.qualification);
  };

  for (const key of ['vicePrincipal', 'headTeacher', 'specialEducator', 'counsellor'] as const) {
    person(`staff.${key}`, staff[key]);
  }
  for (const [key, min] of [
    ['sections', 1],
    ['students', 1],
  ] as const) {
    if (!Number.isInteger(staff[key]) || staff[key] < min) {
      error(
        `staff.${key}`,
        `${JSON.stringify(staff[key])} must be a whole number of ${min} or more`,
      );
    }
  }

  const list = { file, name: 'staff.teachers' };
  if (staff.teachers.length === 0) {
    error('staff.teachers', 'is required: list every teacher of the campus');
  }
  staff.teachers.forEach((teacher, i) => {
    const field = `${list.name}[${i}]`;
    required(`${field}.name`, teacher.name, list.file);
    required(`${field}.qualification`, teacher.qualification, list.file);
    if (teacher.designation !== 'PRT') required(`${field}.subject`, teacher.subject, list.file);
  });

  const teachers = staff.teachers.length;
  const pupils = pupilsPerTeacher(staff);
  if (teachers > 0 && pupils > MAX_PUPILS_PER_TEACHER) {
    limit({
      file,
      field: 'staff.students',
      message: `${campus}: ${staff.students} pupils for ${teachers} teachers is ${pupils.toFixed(1)} per teacher; CBSE allows at most ${MAX_PUPILS_PER_TEACHER} (list every teacher in ${list.file})`,
    });
  }
  const perSection = teachersPerSection(staff);
  if (staff.sections > 0 && perSection < MIN_TEACHERS_PER_SECTION) {
    limit({
      file,
      field: 'staff.sections',
      message: `${campus}: ${sectionTeachers(staff)} teachers (physical education teachers not counted) for ${staff.sections} sections is ${perSection.toFixed(2)} per section; CBSE asks for at least ${MIN_TEACHERS_PER_SECTION}`,
    });
  }

  const schoolYear = env.schoolYear && ACADEMIC_YEAR.exec(env.schoolYear);
  academics.fees.forEach((fee, i) => {
    const field = `academics.fees[${i}].academicYear`;
    const feeYear = ACADEMIC_YEAR.exec(fee.academicYear);
    if (!feeYear) {
      error(field, `"${fee.academicYear}" must be written like 2026-27`);
      return;
    }
    if (schoolYear && Number(feeYear[1]) < Number(schoolYear[1])) {
      limit({
        file,
        field,
        message: `${campus}: the fees of ${fee.classes} are for ${fee.academicYear}, but the school year is ${env.schoolYear}: give the fees approved for this year`,
      });
    }
  });
}
