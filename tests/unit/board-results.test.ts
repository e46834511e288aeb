/**
 * @jest-environment node
 */
// A year's board results: a student is named only with their parents' written consent, and a
// percentage is written as the result writes it; the page's figures of each campus are its
// disclosure's.
import { boardResultsEntry } from '@/content/schema';
import { boardResultsIn } from '@/lib/accolades/board-results';
import { disclosureRecords } from '@/lib/disclosure/records';

const topper = { name: 'A. Student', examination: 'class-10', campus: 'city', percent: 97.4 };

/** The problems of an entry, each as its field and message. */
const problemsOf = (entry: unknown) =>
  boardResultsEntry
    .safeParse(entry)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

it('names a student only with the consent ticked', () => {
  expect(problemsOf({ year: 2026, toppers: [topper], consent: true })).toEqual([]);
  expect(problemsOf({ year: 2026, toppers: [topper], consent: false })).toEqual([
    'consent: is not ticked: a student is named only with their parents’ written consent; tick it once the office has their letters, or empty the list of toppers',
  ]);
  // A year with no one named needs no consent.
  expect(problemsOf({ year: 2026, toppers: [], consent: false })).toEqual([]);
});

it('takes a percentage from 0 to 100 with one decimal at most, and a known examination', () => {
  expect(problemsOf({ year: 2026, toppers: [{ ...topper, percent: 100 }], consent: true })).toEqual(
    [],
  );
  expect(
    problemsOf({ year: 2026, toppers: [{ ...topper, percent: 100.5 }], consent: true }),
  ).toEqual(['toppers.0.percent: is above 100: write the percentage, at most 100']);
  expect(
    problemsOf({ year: 2026, toppers: [{ ...topper, percent: 97.45 }], consent: true }),
  ).toEqual(['toppers.0.percent: has more than one decimal: write it as the result does (97.4)']);
  expect(
    problemsOf({ year: 2026, toppers: [{ ...topper, examination: 'class-9' }], consent: true }),
  ).toEqual([
    'toppers.0.examination: "class-9" is no board examination (use class-10 or class-12)',
  ]);
  expect(problemsOf({ year: 2026, toppers: [{ ...topper, name: '' }], consent: true })).toEqual([
    'toppers.0.name: is empty: write the student’s name',
  ]);
});

it('gives each year, newest first, each campus’s figures from its disclosure and the toppers best first', () => {
  const years = boardResultsIn('en');
  expect(years.map((year) => year.year)).toEqual(
    [...years.map((y) => y.year)].sort((a, b) => b - a),
  );
  for (const year of years) {
    const expected = disclosureRecords().flatMap((record) =>
      record.academics.results
        .filter((row) => row.year === year.year)
        .map((row) => [record.campusId, row.registered, row.passed, row.passPercent]),
    );
    expect(
      year.campuses.map((row) => [row.campusId, row.appeared, row.passed, row.passPercent]),
    ).toEqual(expected);
    const percents = year.toppers.map((t) => t.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  }
  expect(years.some((year) => year.toppers.length > 0 && year.fictional)).toBe(true);
});

it('names each campus’s examination in the page’s language where the disclosure says which', () => {
  const rows = boardResultsIn('mr').flatMap((year) => year.campuses);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.map((row) => [row.examination, row.examinationId])).toEqual(
    rows.map((row) => [row.examination, /XII/.test(row.examination) ? 'class-12' : 'class-10']),
  );
});
