// The fee page (/fees): its words, the terms that hold at every campus and the note on the state's
// fee law. The amounts, their academic year and the day they were approved are each campus's
// Appendix-IX record's (content/campuses/{campus}/disclosure.yml), the record the disclosure tables
// show: change them there.
// The terms and the note are written for the demo (`confirmedBySchool: false`): the school confirms
// them before the site goes live. The instalments say what each pays for as data (months of
// tuition, annual charges, admission fee, the bus fare's share): the fee page computes every
// instalment's amount from them. The books and uniform estimate is a collection
// (content/campuses/{campus}/books-uniform.*.yml), the bus fares the transport collection's
// (content/campuses/{campus}/transport.*.yml).
import type { FeeRegulationNote, FeesPageText, FeeTerms, FeeYearText } from './schema';

export const feesPage = {
  intro:
    'The fees of each {schoolName} campus, as approved by its Parent-Teacher Association, with what they include, when to pay them and the refund rule.',
  sampleNotice:
    'Sample data: every amount, date and rule on this page is fictional, for demonstration.',
  campusesLabel: 'Fees by campus',
  yearLine: 'For the academic year {year}',
  tableCaption: 'Fees of the {campus}, academic year {year}, per class (rupees)',
  approvalLine: 'Approved by the Executive Committee of the Parent-Teacher Association on {date}.',
  sampleDate: '(A sample date: the school confirms the real one.)',
  disclosureLink: 'The same fees in the mandatory public disclosure of the {campus}',
} satisfies FeesPageText;

export const feeTerms: FeeTerms = {
  confirmedBySchool: false,
  heading: 'At every campus',
  included: {
    heading: 'What the fees include',
    items: [
      'Admission fee: paid once, when a child joins the school.',
      'Tuition fee: teaching in every subject, smart classrooms and laboratories, and the olympiad and competitive-exam coaching held in school hours.',
      'Annual charges: the library, sports, clubs, examinations and report cards, the annual day and other school events.',
    ],
  },
  notIncluded: {
    heading: 'Not included',
    items: [
      'Uniforms, books and stationery.',
      'The school bus, charged by route to the families who use it.',
      'Optional trips and camps, only with the parents’ written consent.',
    ],
  },
  schedule: {
    heading: 'When to pay',
    intro:
      'The year’s fees are paid to the school in three instalments. A new pupil pays the admission fee with the first; the school bus is paid with the instalments too.',
    caption: 'Payment schedule',
    columns: { instalment: 'Instalment', covers: 'What it pays for', dueOn: 'Pay by' },
    instalments: [
      {
        name: 'First instalment',
        covers:
          'The annual charges, the tuition fee for June to September and 40% of the school bus fare',
        dueOn: '2026-06-10',
        tuitionMonths: { from: '2026-06', to: '2026-09' },
        annualCharges: true,
        admissionFee: true,
        transportPercent: 40,
      },
      {
        name: 'Second instalment',
        covers: 'The tuition fee for October to January and 30% of the school bus fare',
        dueOn: '2026-10-10',
        tuitionMonths: { from: '2026-10', to: '2027-01' },
        transportPercent: 30,
      },
      {
        name: 'Third instalment',
        covers: 'The tuition fee for February to May and 30% of the school bus fare',
        dueOn: '2027-02-10',
        tuitionMonths: { from: '2027-02', to: '2027-05' },
        transportPercent: 30,
      },
    ],
  },
  refund: {
    heading: 'Refunds',
    paragraphs: [
      'If parents cancel an admission in writing before the school year begins, the school refunds the tuition fee and the annual charges they have paid. The admission fee is not refunded.',
      'If a child leaves during the year, the school refunds the tuition fee for each whole month after the month in which it receives the parents’ written notice. The annual charges are not refunded.',
      'Refunds are paid within 30 days, to the account the fees came from.',
    ],
  },
};

export const feeRegulationNote: FeeRegulationNote = {
  confirmedBySchool: false,
  heading: 'The fee regulation law',
  paragraphs: [
    'In Maharashtra, the Maharashtra Educational Institutions (Regulation of Fee) Act, 2011 asks the schools it covers to have their fees approved by the Executive Committee of the Parent-Teacher Association, for two academic years at a time, and to display the approved fees on the notice board, in Marathi, English and the school’s medium of instruction, and on the school’s website.',
    'Whether the Act applies to {schoolName}, a CBSE school, is for the school to confirm. Either way, the school publishes here, and on each campus’s notice board, the fees its Parent-Teacher Association has approved.',
  ],
};

export const feeYear = {
  heading: 'The cost of a year',
  intro:
    'What a year costs, class by class: the tuition fee for twelve months, the annual charges, the school’s estimate of books and uniform, and for a new pupil the admission fee. The school bus is charged by stop.',
  buyAnywhere:
    'Families may buy books, stationery and uniforms at any shop they choose. The school does not require anyone to buy them from the school or from a particular shop: its list and estimate are only a guide.',
  notPaidToSchool:
    'Books and uniform are bought by the family, not paid to the school: they count in the year’s total but in none of the instalments.',
  campusHeading: 'The cost of a year at the {campus}',
  classHeading: '{classes}',
  tableCaption: 'The cost of a year, {classes}, {campus}, {year} (rupees)',
  columns: { part: 'What for', amount: 'Amount' },
  parts: {
    tuition: 'Tuition fee for the year (12 × {monthly})',
    annualCharges: 'Annual charges',
    booksUniform: 'Books and uniform (the school’s estimate)',
    totalContinuing: 'Total for a pupil already at the school',
    admissionFee: 'Admission fee (a new pupil, once)',
    totalNew: 'Total for a new pupil',
    transport: 'School bus for the year, by stop',
  },
  transportRange: '{min} to {max}',
  transportLink: 'Bus stops and fares of the {campus}',
  booksListHeading: 'What the books and uniform estimate includes',
  booksListCaption: 'Books and uniform, {classes}, {campus}: the school’s estimate (rupees)',
  booksColumns: { item: 'Item', amount: 'Estimate' },
  calculator: {
    heading: 'Work out your child’s year',
    intro:
      'Choose the campus, the class and the bus stop: the year’s total and each instalment follow.',
    campus: 'Campus',
    classes: 'Class',
    stop: 'School bus stop',
    noBus: 'No school bus',
    stopOption: '{stop} – {fare}',
    newPupil: 'My child is new to the school (admission fee)',
    total: 'The year’s total: {amount}',
    partsCaption: 'The year’s total, part by part (rupees)',
    transportPart: 'School bus from {stop}',
    instalmentsCaption: 'Instalments paid to the school (rupees)',
    paidToSchool: 'Paid to the school: {amount}',
    columns: { instalment: 'Instalment', amount: 'Amount', dueOn: 'Pay by' },
  },
} satisfies FeeYearText;
