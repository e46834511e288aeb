// Where the site must agree with itself: the same fact written in two places, or a date a page
// presents as coming. Each rule has a name, says what it compares, and says what it does in each
// build: `warn` puts a line on the build's list (a demo keeps its own disagreements there, named),
// `refuse` stops a production build. Pure: the data comes in as arguments.
import type { IsoDate } from '@/content/schema';
import type { ContentIssue } from './issues';

export type Verdict = 'warn' | 'refuse';

/** What a rule does in a demo build and in a production build. */
export interface AgreementRule<Data> {
  name: string;
  demo: Verdict;
  production: Verdict;
  check: (data: Data) => ContentIssue[];
}

/** A campus's phones as its contacts file writes them. */
export interface CampusPhones {
  file: string;
  campusId: string;
  phones: { primary: string; secondary: string };
}

/** A campus's area as its page states it, and as its About tab states it. */
export interface CampusAreas {
  file: string;
  campusId: string;
  page: string;
  aboutTab: string;
}

/** A fee year's instalments and the year they are for, beside the admissions' year. */
export interface FeeDates {
  file: string;
  /**
   * Each campus's fee rows, by the file that states them: each row's group of classes and the
   * academic year its fees are for ('2026-27'); and the campus's books-and-uniform estimate, the
   * file it is in and the year it was made for.
   */
  feeYears: {
    file: string;
    rows: { classes: string; year: string }[];
    estimate?: { file: string; year: string };
  }[];
  /** The academic year admissions are for ('2027-28'); none where no rule is written. */
  admissionYear?: string;
  instalments: { name: string; dueOn: IsoDate }[];
  today: IsoDate;
}

/** The home page's figures that count what the campuses count, and the campuses' own totals. */
export interface SchoolTotals {
  file: string;
  figures: { index: number; value: string; counts: 'students' | 'teachers' }[];
  campuses: { campusId: string; students: string; teachers: string }[];
}

/** The Life page's board-results figures, and each campus's newest Class X results. */
export interface BoardResults {
  file: string;
  figures: { field: string; value: string }[];
  campuses: { campusId: string; year: number; registered: number; passed: number }[];
}

/** The texts that say up to which class admissions are open, and the admission year's classes. */
export interface AdmissionClasses {
  texts: { file: string; field: string; text: string }[];
  /** The admission year's file and its classes' names, in order ('Class IX' last). */
  year?: { file: string; academicYear: string; classes: string[] };
}

export interface AgreementData {
  phones: CampusPhones[];
  areas: CampusAreas[];
  fees: FeeDates;
  totals: SchoolTotals;
  results: BoardResults;
  admissionClasses: AdmissionClasses;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Two campuses that give the same phone number: a parent calling one reaches the other. A school
 * may answer two campuses from one office, so it is listed, never refused.
 */
export const sharedPhones: AgreementRule<CampusPhones[]> = {
  name: 'a phone number belongs to one campus',
  demo: 'warn',
  production: 'warn',
  check: (campuses) =>
    campuses.flatMap(({ file, campusId, phones }, index) =>
      (['primary', 'secondary'] as const).flatMap((kind) => {
        const other = campuses
          .slice(0, index)
          .find((earlier) =>
            Object.values(earlier.phones).some((p) => digits(p) === digits(phones[kind])),
          );
        return other
          ? [
              {
                file,
                field: `phones.${kind}`,
                message: `"${phones[kind]}" is also the ${other.campusId} campus's number: a parent calling ${campusId} reaches ${other.campusId} (give ${campusId} its own, or say so on both)`,
              },
            ]
          : [];
      }),
    ),
};

/** The number an area is written with ('2.5 acre', '4 Acres' → 2.5, 4). */
const acres = (area: string) => Number(/(\d+(?:\.\d+)?)/.exec(area)?.[1] ?? Number.NaN);

/** A campus's area: its page and its About tab say the same. */
export const campusArea: AgreementRule<CampusAreas[]> = {
  name: "a campus's area is the same on its page and its About tab",
  demo: 'warn',
  production: 'refuse',
  check: (campuses) =>
    campuses
      .filter(({ page, aboutTab }) => acres(page) !== acres(aboutTab))
      .map(({ file, page, aboutTab }) => ({
        file,
        field: 'area',
        message: `"${page}" on the campus's page, but "${aboutTab}" on its About tab (about.area): write the same area in both`,
      })),
};

/**
 * The fees' years are the year admissions are for, the books estimate is of the fees' year, and no
 * instalment is due in the past.
 */
export const feeDates: AgreementRule<FeeDates> = {
  name: 'the fees are for the year admissions are for, and their dates are to come',
  demo: 'warn',
  production: 'warn',
  check: ({ file, feeYears, admissionYear, instalments, today }) => [
    ...feeYears.flatMap(({ file: yearFile, rows }) => {
      const late = rows
        .map((row, index) => ({ ...row, index }))
        .filter(({ year }) => admissionYear !== undefined && year !== admissionYear);
      return late.length === 0
        ? []
        : [
            {
              file: yearFile,
              field: `academics.fees[${late[0]!.index}].academicYear`,
              message: `the fees${late.length < rows.length ? ` of ${late.map(({ classes }) => classes).join(', ')}` : ''} are for ${[...new Set(late.map(({ year }) => year))].join(', ')}, but admissions are for ${admissionYear}: write the fees of ${admissionYear}`,
            },
          ];
    }),
    // The cost of a year adds the books and uniform estimate to each group's fees: one made for
    // another year is marked so on the fee page, and named here until the school writes its own.
    ...feeYears.flatMap(({ rows, estimate }) => {
      const other = rows.filter(({ year }) => estimate && year !== estimate.year);
      return estimate && other.length > 0
        ? [
            {
              file: estimate.file,
              field: 'academicYear',
              message: `the books and uniform estimate is for ${estimate.year}, but the fees of ${other.map(({ classes }) => classes).join(', ')} are for ${[...new Set(other.map(({ year }) => year))].join(', ')}: the fee page marks it as the ${estimate.year} estimate; write the estimate of ${other[0]!.year}`,
            },
          ]
        : [];
    }),
    ...instalments
      .map((instalment, index) => ({ ...instalment, index }))
      .filter(({ dueOn }) => dueOn < today)
      .map(({ name, dueOn, index }) => ({
        file,
        field: `feeTerms.schedule.instalments[${index}].dueOn`,
        message: `${name} was due on ${dueOn}, before today (${today}): the fee page shows it as to come; write the next year's dates`,
      })),
  ],
};

/** The number a figure is written with ('6000+', '1,200' → 6000, 1200). */
const countOf = (figure: string) => Number(/\d[\d,]*/.exec(figure)?.[0]?.replace(/,/g, '') ?? NaN);

/** How far a school-wide figure may stand from the campuses' sum: rounding, not a different count. */
const TOTAL_TOLERANCE = 0.1;

/**
 * A figure of the whole school counts what the campuses count, within rounding. The campuses'
 * counts are what their disclosures state: a live site that says otherwise is refused.
 */
export const schoolTotals: AgreementRule<SchoolTotals> = {
  name: "the school's figures add up to its campuses'",
  demo: 'warn',
  production: 'refuse',
  check: ({ file, figures, campuses }) =>
    figures.flatMap(({ index, value, counts }) => {
      const sum = campuses.reduce((total, campus) => total + countOf(campus[counts]), 0);
      const figure = countOf(value);
      if (!Number.isFinite(figure) || !Number.isFinite(sum) || sum === 0) return [];
      if (Math.abs(figure - sum) <= sum * TOTAL_TOLERANCE) return [];
      const each = campuses.map((campus) => `${campus.campusId} ${campus[counts]}`).join(', ');
      return [
        {
          file,
          field: `figures[${index}].value`,
          message: `"${value}" ${counts} on the home page, but the campuses' disclosure cards add up to ${sum} (${each}): make them agree`,
        },
      ];
    }),
};

/** How far a stated pass percentage may stand from the disclosures': its rounding. */
const PERCENT_TOLERANCE = 0.5;

/**
 * A board-results figure is the pass percentage of the newest year's Class X, across the campuses
 * that have one, as their disclosures state it: a live site that says otherwise is refused.
 */
export const boardResults: AgreementRule<BoardResults> = {
  name: "the board results the site states are the campuses' disclosed ones",
  demo: 'warn',
  production: 'refuse',
  check: ({ file, figures, campuses }) => {
    const newest = Math.max(...campuses.map(({ year }) => year));
    const counted = campuses.filter(({ year }) => year === newest);
    const registered = counted.reduce((sum, { registered: each }) => sum + each, 0);
    if (registered === 0) return [];
    const passed = counted.reduce((sum, { passed: each }) => sum + each, 0);
    const percent = (passed / registered) * 100;
    const each = counted.map((c) => `${c.campusId} ${c.passed} of ${c.registered}`).join(', ');
    return figures
      .filter(({ value }) => !(Math.abs(parseFloat(value) - percent) <= PERCENT_TOLERANCE))
      .map(({ field, value }) => ({
        file,
        field,
        message: `"${value}" board results, but the campuses' disclosures give ${percent.toFixed(1)}% for ${newest} (${each}): make them agree`,
      }));
  },
};

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 };
/** 'IX' → 9, '10' → 10. */
const classNumber = (written: string) =>
  /^\d+$/.test(written)
    ? Number(written)
    : [...written].reduce(
        (sum, letter, i, all) =>
          ROMAN[letter]! < (ROMAN[all[i + 1] ?? ''] ?? 0)
            ? sum - ROMAN[letter]!
            : sum + ROMAN[letter]!,
        0,
      );
/** The highest class a text names ('Pre-Primary to Grade 10' → 10), if it names one. */
const highestClass = (text: string) => {
  const named = [...text.matchAll(/\b(?:Grade|Class)\s+(\d+|[IVX]+)\b/g)].map(([, n]) =>
    classNumber(n!),
  );
  return named.length > 0 ? Math.max(...named) : undefined;
};

/**
 * The class a text says admissions are open up to is the last class of the admission year's
 * table: a family reading "to Grade 10" looks for Class X there. Listed, never refused: the
 * text is read for the words Grade and Class, which a school may write otherwise.
 */
export const admissionClasses: AgreementRule<AdmissionClasses> = {
  name: 'admissions are open up to the class the admission year lists',
  demo: 'warn',
  production: 'warn',
  check: ({ texts, year }) => {
    const last =
      year &&
      year.classes
        .map(highestClass)
        .filter((n) => n !== undefined)
        .at(-1);
    if (!year || last === undefined) return [];
    return texts.flatMap(({ file, field, text }) => {
      const named = highestClass(text);
      return named === undefined || named === last
        ? []
        : [
            {
              file,
              field,
              message: `says admissions are open up to class ${named}, but the admission year ${year.academicYear} (${year.file}) opens classes up to ${year.classes.at(-1)}: make them agree`,
            },
          ];
    });
  },
};

/** Every rule's findings, as errors (what this build refuses) and warnings (what it lists). */
export function checkAgreement(
  data: AgreementData,
  production: boolean,
): { errors: ContentIssue[]; warnings: ContentIssue[] } {
  const findings = [
    { rule: sharedPhones, issues: sharedPhones.check(data.phones) },
    { rule: campusArea, issues: campusArea.check(data.areas) },
    { rule: feeDates, issues: feeDates.check(data.fees) },
    { rule: schoolTotals, issues: schoolTotals.check(data.totals) },
    { rule: boardResults, issues: boardResults.check(data.results) },
    { rule: admissionClasses, issues: admissionClasses.check(data.admissionClasses) },
  ];
  const verdictOf = (rule: AgreementRule<never>) => (production ? rule.production : rule.demo);
  return {
    errors: findings.filter(({ rule }) => verdictOf(rule) === 'refuse').flatMap((f) => f.issues),
    warnings: findings.filter(({ rule }) => verdictOf(rule) === 'warn').flatMap((f) => f.issues),
  };
}
