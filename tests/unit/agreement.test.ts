/**
 * @jest-environment node
 */
// Where the site must agree with itself (scripts/content-check/agreement.ts): each rule on small
// data, what each build does with its findings, and what the demo's own content still lists.
import {
  boardResults,
  campusArea,
  checkAgreement,
  feeDates,
  schoolTotals,
  sharedPhones,
  type AgreementData,
} from '@/scripts/content-check/agreement';
import { agreementData } from '@/scripts/content-check/index';
import { formatIssue } from '@/scripts/content-check/issues';

const phones = (campusId: string, primary: string, secondary: string) => ({
  file: `content/campuses/${campusId}/contact.en.yml`,
  campusId,
  phones: { primary, secondary },
});

const agreeing: AgreementData = {
  phones: [phones('city', '+91 1', '+91 2'), phones('airport', '+91 3', '+91 4')],
  areas: [{ file: 'city.yml', campusId: 'city', page: '2.5 Acres', aboutTab: '2.5 acre' }],
  fees: {
    file: 'content/words/fees.en.yml',
    feeYears: [
      {
        file: 'city/disclosure.yml',
        rows: [
          { classes: 'Class I to V', year: '2027-28' },
          { classes: 'Class VI to VIII', year: '2027-28' },
        ],
        estimate: { file: 'city/books-uniform.en.yml', year: '2027-28' },
      },
    ],
    admissionYear: '2027-28',
    instalments: [{ name: 'First instalment', dueOn: '2027-06-10' }],
    today: '2027-01-01',
  },
  totals: {
    file: 'content/home-figures/figures.en.yml',
    figures: [{ index: 1, value: '2000+', counts: 'students' }],
    campuses: [
      { campusId: 'city', students: '800+', teachers: '55+' },
      { campusId: 'airport', students: '1,200', teachers: '85+' },
    ],
  },
  results: {
    file: 'content/words/life.en.yml',
    figures: [{ field: 'life.academic.stats[0].value', value: '98%' }],
    campuses: [
      { campusId: 'city', year: 2026, registered: 96, passed: 95 },
      { campusId: 'airport', year: 2026, registered: 140, passed: 137 },
      { campusId: 'osmanpura', year: 2025, registered: 10, passed: 5 },
    ],
  },
  admissionClasses: {
    texts: [
      {
        file: 'content/words/home.en.yml',
        field: 'home.cta.text',
        text: 'Admissions are open from Pre-Primary to Grade 9.',
      },
    ],
    year: {
      file: 'content/admission-years/2027-28.en.yml',
      academicYear: '2027-28',
      classes: ['Nursery', 'Class I', 'Class VIII', 'Class IX'],
    },
  },
};

it('content that agrees with itself gives nothing, in either build', () => {
  expect(checkAgreement(agreeing, false)).toEqual({ errors: [], warnings: [] });
  expect(checkAgreement(agreeing, true)).toEqual({ errors: [], warnings: [] });
});

it("a campus giving another campus's number is named, whichever way it is written", () => {
  const found = sharedPhones.check([
    phones('airport', '+91 00000 33333', '+91 00000 44444'),
    phones('osmanpura', '+910000033333', '+91 00000 99999'),
  ]);
  expect(found.map(formatIssue)).toEqual([
    'content/campuses/osmanpura/contact.en.yml › phones.primary: "+910000033333" is also the airport campus\'s number: a parent calling osmanpura reaches airport (give osmanpura its own, or say so on both)',
  ]);
});

it("a board-results figure is the newest year's pass percentage across the campuses, within rounding", () => {
  const found = boardResults.check({
    ...agreeing.results,
    figures: [{ field: 'life.academic.stats[0].value', value: '100%' }],
  });
  expect(found.map(formatIssue)).toEqual([
    'content/words/life.en.yml › life.academic.stats[0].value: "100%" board results, but the campuses\' disclosures give 98.3% for 2026 (city 95 of 96, airport 137 of 140): make them agree',
  ]);
});

it('a text naming admissions up to a class the admission year does not open is named, in either build', () => {
  const named = {
    ...agreeing,
    admissionClasses: {
      ...agreeing.admissionClasses,
      texts: [
        {
          file: 'content/words/admissions.en.yml',
          field: 'admissions.hero.note',
          text: 'Limited seats available for Pre-Primary to Grade 10',
        },
      ],
    },
  };
  const message =
    'content/words/admissions.en.yml › admissions.hero.note: says admissions are open up to class 10, but the admission year 2027-28 (content/admission-years/2027-28.en.yml) opens classes up to Class IX: make them agree';
  expect(checkAgreement(named, false).warnings.map(formatIssue)).toEqual([message]);
  expect(checkAgreement(named, true).warnings.map(formatIssue)).toEqual([message]);
});

it("a campus's area that differs between its page and its About tab is named", () => {
  const found = campusArea.check([
    { file: 'city.yml', campusId: 'city', page: '4 Acres', aboutTab: '2.5 acre' },
    { file: 'airport.yml', campusId: 'airport', page: '10 Acres', aboutTab: '10 acre' },
  ]);
  expect(found.map(formatIssue)).toEqual([
    'city.yml › area: "4 Acres" on the campus\'s page, but "2.5 acre" on its About tab (about.area): write the same area in both',
  ]);
});

it('fees for another year than admissions, a books estimate of another year than the fees, and instalments already due, are named', () => {
  const found = feeDates.check({
    ...agreeing.fees,
    // One row moved to the next year's fees; the estimate is still the last year's.
    feeYears: [
      {
        file: 'city/disclosure.yml',
        rows: [
          { classes: 'Class I to V', year: '2027-28' },
          { classes: 'Class VI to VIII', year: '2026-27' },
        ],
        estimate: { file: 'city/books-uniform.en.yml', year: '2026-27' },
      },
    ],
    instalments: [
      { name: 'First instalment', dueOn: '2026-06-10' },
      { name: 'Second instalment', dueOn: '2027-02-10' },
    ],
  });
  expect(found.map(formatIssue)).toEqual([
    'city/disclosure.yml › academics.fees[1].academicYear: the fees of Class VI to VIII are for 2026-27, but admissions are for 2027-28: write the fees of 2027-28',
    'city/books-uniform.en.yml › academicYear: the books and uniform estimate is for 2026-27, but the fees of Class I to V are for 2027-28: the fee page marks it as the 2026-27 estimate; write the estimate of 2027-28',
    "content/words/fees.en.yml › feeTerms.schedule.instalments[0].dueOn: First instalment was due on 2026-06-10, before today (2027-01-01): the fee page shows it as to come; write the next year's dates",
  ]);
});

it("a school-wide figure far from the campuses' own totals is named; rounding is not", () => {
  const found = schoolTotals.check({
    ...agreeing.totals,
    figures: [
      { index: 1, value: '6000+', counts: 'students' },
      { index: 2, value: '150+', counts: 'teachers' },
    ],
  });
  // 150 teachers against 140 is rounding; 6000 students against 2000 is another count.
  expect(found.map(formatIssue)).toEqual([
    'content/home-figures/figures.en.yml › figures[1].value: "6000+" students on the home page, but the campuses\' disclosure cards add up to 2000 (city 800+, airport 1,200): make them agree',
  ]);
});

it('a demo build lists each disagreement; a production build refuses the ones it must', () => {
  const disagreeing: AgreementData = {
    ...agreeing,
    phones: [phones('city', '+91 1', '+91 2'), phones('airport', '+91 1', '+91 4')],
    areas: [{ file: 'city.yml', campusId: 'city', page: '4 Acres', aboutTab: '2.5 acre' }],
    fees: { ...agreeing.fees, admissionYear: '2028-29' },
    totals: { ...agreeing.totals, figures: [{ index: 1, value: '6000+', counts: 'students' }] },
    results: { ...agreeing.results, figures: [{ field: 'life.stats[0].value', value: '80%' }] },
  };
  const demo = checkAgreement(disagreeing, false);
  expect([demo.errors.length, demo.warnings.length]).toEqual([0, 5]);
  // What the disclosures state must agree with the pages live.
  const production = checkAgreement(disagreeing, true);
  expect(production.errors.map((issue) => issue.field)).toEqual([
    'area',
    'figures[1].value',
    'life.stats[0].value',
  ]);
  expect(production.warnings.map((issue) => issue.field)).toEqual([
    'phones.primary',
    'academics.fees[0].academicYear',
  ]);
});

it("the demo's own list: the shared phones, the City campus's two areas, the fees' year and the home page's totals", () => {
  const { warnings } = checkAgreement(agreementData('2026-12-05'), false);
  const fields = warnings.map(({ file, field }) => `${file} › ${field}`);
  expect(fields).toEqual(
    expect.arrayContaining([
      'content/campuses/osmanpura/contact.en.yml › phones.primary',
      'content/campuses/city/campus.en.yml › area',
      'content/campuses/city/disclosure.yml › academics.fees[0].academicYear',
      'content/words/fees.en.yml › feeTerms.schedule.instalments[0].dueOn',
      'content/home-figures/figures.en.yml › figures[1].value',
      'content/home-figures/figures.en.yml › figures[2].value',
    ]),
  );
});
