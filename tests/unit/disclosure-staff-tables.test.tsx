// Section D of the disclosure: the PGT, TGT, PRT and PET totals and both ratios come from the
// list of teachers; a post a campus has nobody in says so; every teacher is a row of its own.
import { render, screen, within } from '@testing-library/react';
import { DisclosureTable } from '@/components/disclosure/DisclosureTable';
import { mpdLabels } from '@/content/disclosure-labels';
import type { MpdRecord, MpdTeacher } from '@/content/schema';
import { pupilTeacherRatio, teacherCounts, teacherSectionRatio } from '@/lib/disclosure/figures';
import { mpdSections } from '@/lib/disclosure/tables';
import { mpdRecordOf } from '@/lib/disclosure/records';

const cityDisclosure = mpdRecordOf('city');
const osmanpuraDisclosure = mpdRecordOf('osmanpura');

const ctx = { labels: mpdLabels, campusName: 'City Campus', today: '2026-01-01' };
const staffSection = (record: MpdRecord) => mpdSections(record, ctx).find((s) => s.id === 'staff')!;
const figures = (record: MpdRecord) =>
  Object.fromEntries(
    staffSection(record).tables[0]!.rows.map((row) => [row.header, row.cells[0]!.text]),
  );
const teacher = (over: Partial<MpdTeacher> = {}): MpdTeacher => ({
  name: 'Ms. A',
  designation: 'PRT',
  qualification: 'B.A., D.El.Ed.',
  ...over,
});

describe('staff figures counted from the list of teachers', () => {
  it('the totals are the list’s, by designation', () => {
    const r = mpdLabels.rows;
    const shown = figures(cityDisclosure);
    const counts = teacherCounts(cityDisclosure.staff);
    expect(counts).toEqual({ PGT: 6, TGT: 18, PRT: 32, PET: 2 });
    expect(shown[r.totalTeachers]).toBe(String(cityDisclosure.staff.teachers.length));
    expect([shown[r.pgt], shown[r.tgt], shown[r.prt], shown[r.pet]]).toEqual([
      '6',
      '18',
      '32',
      '2',
    ]);
  });

  it('adding a teacher to the list changes the totals and the ratios', () => {
    const staff = { ...cityDisclosure.staff, teachers: [teacher(), teacher(), teacher()] };
    staff.sections = 2;
    staff.students = 70;
    const record = { ...cityDisclosure, staff };
    expect(figures(record)[mpdLabels.rows.prt]).toBe('3');
    expect(teacherSectionRatio(staff)).toBe('1.50');
    expect(pupilTeacherRatio(staff)).toBe('23.3:1');
  });

  it('physical education teachers count as teachers, not towards teachers per section', () => {
    const staff = {
      ...cityDisclosure.staff,
      teachers: [teacher(), teacher({ designation: 'PET', subject: 'Physical Education' })],
      sections: 1,
      students: 40,
    };
    expect(teacherSectionRatio(staff)).toBe('1.00');
    expect(pupilTeacherRatio(staff)).toBe('20.0:1');
  });

  it('a campus without a head teacher says so', () => {
    expect(osmanpuraDisclosure.staff.headTeacher).toBeUndefined();
    const row = staffSection(osmanpuraDisclosure).tables[0]!.rows.find(
      (r) => r.header === mpdLabels.rows.headTeacher,
    )!;
    expect(row.cells.map((c) => c.text)).toEqual(['0', mpdLabels.noneAtCampus]);
    const vice = staffSection(osmanpuraDisclosure).tables[0]!.rows.find(
      (r) => r.header === mpdLabels.rows.vicePrincipal,
    )!;
    expect(vice.cells[1]!.text).toContain(osmanpuraDisclosure.staff.vicePrincipal!.name);
  });
});

describe('the teachers table', () => {
  it('a row per teacher: name, designation, subject, qualification', () => {
    const table = staffSection(cityDisclosure).tables[1]!;
    render(
      <DisclosureTable table={table} scrollLabel="Teachers" newTabText="" origin="https://x.in" />,
    );
    const element = screen.getByRole('table', {
      name: 'Teachers of City Campus: name, designation, subject and qualification',
    });
    expect(within(element).getAllByRole('rowheader')).toHaveLength(
      cityDisclosure.staff.teachers.length,
    );
    const first = cityDisclosure.staff.teachers[0]!;
    const row = within(element).getByRole('row', { name: new RegExp(`^${first.name}`) });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      first.designation,
      first.subject,
      first.qualification,
      String(first.experienceYears),
    ]);
  });

  it('a class teacher without a subject, and training only where a campus gives it', () => {
    const table = (teachers: MpdTeacher[]) =>
      staffSection({ ...cityDisclosure, staff: { ...cityDisclosure.staff, teachers } }).tables[1]!;
    const plain = table([teacher()]);
    expect(plain.columns.map((c) => c.label)).toEqual([
      mpdLabels.columns.teacherName,
      mpdLabels.columns.designation,
      mpdLabels.columns.subject,
      mpdLabels.columns.qualification,
    ]);
    expect(plain.rows[0]!.cells[1]!.text).toBe(mpdLabels.classTeacher);
    const trained = table([teacher({ training: 'CBSE capacity building' }), teacher()]);
    expect(trained.columns.map((c) => c.label)).toContain(mpdLabels.columns.training);
    expect(trained.rows.map((r) => r.cells[3]!.text)).toEqual(['CBSE capacity building', '']);
  });
});
