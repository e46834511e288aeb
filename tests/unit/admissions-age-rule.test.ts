/**
 * @jest-environment node
 */
// Which class a child can join by date of birth: the day before, on and after each class's
// cut-off, births on 29 February, too young (and from which year), too old, the principal's
// relaxation, and a changed rule changing the answers. Read against the school's own rule
// (content/admission-years/) and against rules written here.
import { admissionYearIn } from '@/lib/admissions/admissions';
import {
  addDays,
  ageAnswer,
  birthRangeOf,
  yearsBefore,
  type AgeRule,
} from '@/lib/admissions/age-rule';

const rule = admissionYearIn('en')!;

describe('calendar days', () => {
  it('counts years back, 29 February landing on 28 February in a common year', () => {
    expect(yearsBefore('2027-12-31', 3)).toBe('2024-12-31');
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
  });

  it('counts days across months, years and 29 February', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('the school’s rule for its newest admission year', () => {
  it('is for 2027-28 with a cut-off of 31 December 2027, and takes Nursery births of 2024', () => {
    expect([rule.academicYear, rule.cutoff]).toEqual(['2027-28', '2027-12-31']);
    const nursery = rule.classes.find((item) => item.id === 'nursery')!;
    expect(birthRangeOf(nursery, rule.cutoff)).toEqual({
      earliest: '2024-01-01',
      latest: '2024-12-31',
    });
  });

  const classes = [...rule.classes].sort((a, b) => a.minimumAge - b.minimumAge);
  it.each(classes.map((item, index) => [item.name, index] as const))(
    '%s: on and around both ends of its dates',
    (_name, index) => {
      const item = classes[index]!;
      const { earliest, latest } = birthRangeOf(item, rule.cutoff);
      expect(ageAnswer(latest, rule)).toMatchObject({ kind: 'class', item: { id: item.id } });
      expect(ageAnswer(addDays(latest, -1), rule)).toMatchObject({ item: { id: item.id } });
      // The day after: the class below (or too young), and this class by the principal's leave.
      const dayAfter = ageAnswer(addDays(latest, 1), rule);
      expect(dayAfter).toMatchObject({ relaxed: { id: item.id } });
      if (index > 0) expect(dayAfter).toMatchObject({ item: { id: classes[index - 1]!.id } });
      else expect(dayAfter.kind).toBe('too-young');
      // One day more than the principal may relax by: no longer this class.
      expect(ageAnswer(addDays(latest, rule.relaxationDays + 1), rule)).not.toHaveProperty(
        'relaxed',
      );
      expect(ageAnswer(earliest!, rule)).toMatchObject({ kind: 'class', item: { id: item.id } });
      const dayBefore = ageAnswer(addDays(earliest!, -1), rule);
      if (index < classes.length - 1) {
        expect(dayBefore).toMatchObject({ kind: 'class', item: { id: classes[index + 1]!.id } });
      } else expect(dayBefore).toEqual({ kind: 'too-old' });
    },
  );

  it('a child born on 29 February 2024 joins Nursery', () => {
    expect(ageAnswer('2024-02-29', rule)).toMatchObject({ kind: 'class', item: { id: 'nursery' } });
  });

  it('too young: names the youngest class and the first year the child may apply for it', () => {
    expect(ageAnswer('2026-06-01', rule)).toMatchObject({
      kind: 'too-young',
      item: { id: 'pre-nursery' },
      academicYear: '2028-29',
    });
    expect(ageAnswer('2026-12-31', rule)).toMatchObject({ academicYear: '2028-29' });
    expect(ageAnswer('2026-01-01', rule)).toMatchObject({
      kind: 'too-young',
      academicYear: '2028-29',
    });
  });

  it('too old: born before the oldest class’s first date', () => {
    expect(ageAnswer('2012-12-31', rule)).toEqual({ kind: 'too-old' });
  });
});

describe('a rule written otherwise', () => {
  const september: AgeRule = {
    academicYear: '2027-28',
    cutoff: '2027-09-30',
    relaxationDays: 0,
    classes: [
      { id: 'nursery', name: 'Nursery', minimumAge: 3, maximumAge: 3 },
      { id: 'class-1', name: 'Class I', minimumAge: 6 },
    ],
  };

  it('a changed cut-off changes the class of an October birth', () => {
    expect(ageAnswer('2024-10-15', rule)).toMatchObject({ item: { id: 'nursery' } });
    expect(ageAnswer('2024-10-15', september)).toMatchObject({
      kind: 'too-young',
      academicYear: '2028-29',
    });
  });

  it('a class without an oldest age takes any earlier birth; a gap between classes is no class', () => {
    expect(birthRangeOf(september.classes[1]!, september.cutoff)).toEqual({ latest: '2021-09-30' });
    expect(ageAnswer('2010-01-01', september)).toMatchObject({ item: { id: 'class-1' } });
    expect(ageAnswer('2022-06-01', september)).toEqual({ kind: 'no-class' });
  });

  it('a cut-off of 28 February: a child born on 29 February completes the year on 1 March', () => {
    const february = { ...september, cutoff: '2027-02-28' };
    expect(birthRangeOf(february.classes[0]!, february.cutoff).latest).toBe('2024-02-28');
    expect(ageAnswer('2024-02-29', february).kind).toBe('too-young');
  });
});
