/**
 * @jest-environment node
 */
// An admission year's entry as the content check reads it (content/shapes/admission-rules.ts):
// the school's sample passes; a year not two years in a row (the annual reports' rule), a cut-off
// outside the year admissions begin, an oldest age below the youngest, a document asked from a
// class that is not open and a class at a campus that has no folder are each refused, naming the
// field.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { admissionYearEntry } from '@/content/shapes/admission-rules';

const sample = YAML.parse(
  readFileSync(path.join(process.cwd(), 'content/admission-years/2027-28.en.yml'), 'utf8'),
);

/** Each issue of `entry` as 'field: message'. */
const issuesOf = (entry: unknown) =>
  (admissionYearEntry.safeParse(entry).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

it('the sample year passes', () => {
  expect(issuesOf(sample)).toEqual([]);
});

it('refuses a year not written as two years in a row, as the annual reports’ year is refused', () => {
  expect(issuesOf({ ...sample, academicYear: '2027-29' })).toEqual([
    'academicYear: "2027-29" is not an academic year: the second year must follow the first',
  ]);
  expect(issuesOf({ ...sample, academicYear: '2027' })).toEqual(
    expect.arrayContaining([
      'academicYear: must be an academic year written YYYY-YY, e.g. 2025-26',
    ]),
  );
});

it('refuses a cut-off outside the year admissions begin', () => {
  expect(issuesOf({ ...sample, cutoff: '2028-12-31' })).toEqual([
    'cutoff: is not in 2027, the year admissions for 2027-28 begin',
  ]);
});

it('refuses an oldest age below the youngest, and a document from a class not open', () => {
  const classes = sample.classes.map((item: { id: string }, index: number) =>
    index === 0 ? { ...item, maximumAge: 1 } : item,
  );
  const documents = [...sample.documents, { name: 'A letter', fromClass: 'class-10' }];
  expect(issuesOf({ ...sample, classes, documents })).toEqual([
    'classes.0.maximumAge: is below minimumAge',
    expect.stringMatching(/^documents\.7\.fromClass: is not one of the classes \(pre-nursery, /),
  ]);
});

it('refuses a class taught at a campus that has no folder', () => {
  const classes = sample.classes.map((item: { id: string }, index: number) =>
    index === 0 ? { ...item, campuses: ['city', 'cidco'] } : item,
  );
  expect(issuesOf({ ...sample, classes })).toEqual([
    expect.stringMatching(/^classes\.0\.campuses\.1: Invalid option: expected one of "city"/),
  ]);
});
