// Headings, captions, column headers and notes of the Appendix-IX disclosure page
// (/mandatory-disclosure/{campusId}) and of the PDFs generated from the same records.
// '{…}' placeholders are filled in by the page.

/** Titles of the documents CBSE's Appendix IX asks for, shared by every campus. */
export const mpdDocumentTitles = {
  affiliation: 'Affiliation / upgradation letter and latest extension of affiliation',
  registration: 'Society / trust / company registration and renewal certificate',
  noc: 'No-objection certificate (NOC) from the State Government',
  rte: 'Recognition certificate under the RTE Act 2009 and its renewal',
  buildingSafety: 'Building safety certificate under the National Building Code',
  fireSafety: 'Fire safety certificate from the competent authority',
  deo: 'DEO certificate for affiliation / upgradation, or self-certification',
  sanitation: 'Water, health and sanitation certificates',
  waterTesting: 'Water testing report',
  calendar: 'Annual academic calendar',
  smc: 'List of the School Management Committee (SMC)',
  pta: 'List of the Parent-Teacher Association (PTA)',
} as const satisfies Record<string, string>;

/** The groups of classes the fee tables are given for, shared by every campus. */
export const mpdFeeClasses = {
  preNurseryToKg: 'Pre-Nursery to KG',
  classes1to5: 'Class I to V',
  classes1and2: 'Class I and II',
  classes3to5: 'Class III to V',
  classes6to8: 'Class VI to VIII',
  classes9and10: 'Class IX and X',
} as const satisfies Record<string, string>;

export const mpdLabels = {
  /** The page's <h1> and title: '{campus}' is the campus name. */
  pageTitle: '{campus} – Mandatory Public Disclosure (Appendix IX)',
  pageDescription:
    'Mandatory public disclosure of {schoolName}, {campus}, in the CBSE Appendix-IX format: general information, documents, results, staff and infrastructure.',
  /** The per-document viewer page's <h1>: '{document}' and '{campus}'. */
  documentTitle: '{document} – {campus}',
  documentDescription:
    '{document} of {schoolName}, {campus}, shown page by page as part of its mandatory public disclosure.',
  intro:
    'As required by the CBSE Affiliation Bye-Laws, this page publishes the campus’s mandatory public disclosure. Every figure is also in the tables below, and every document opens as its own PDF.',
  lastUpdated: 'Last updated',
  sampleNotice:
    'Sample data: every name, number and document on this page is fictional, for demonstration.',
  /** On the selection page's campus cards, next to 'View Full Disclosure →'. */
  cardLink: 'Disclosure tables',
  combinedPdfLink: 'Whole disclosure as one PDF',
  combinedViewerLink: 'Whole disclosure in the page viewer',
  sections: {
    general: 'A. General information',
    documents: 'B. Documents and information',
    academics: 'C. Results and academics',
    staff: 'D. Staff (teaching)',
    infrastructure: 'E. School infrastructure',
  },
  captions: {
    general: 'General information of {campus}',
    documents: 'Documents and certificates of {campus}',
    academicDocuments: 'Academic documents of {campus}',
    fees: 'Fee structure {year}, per class (rupees)',
    results: 'Board results, {examination}, last three years',
    staff: 'Teaching staff of {campus}',
    teachers: 'Teachers of {campus}: name, designation, subject and qualification',
    rooms: 'Classrooms and laboratories of {campus}',
    facilities: 'Campus facilities of {campus}',
  },
  selfAttested:
    'The documents below are self-attested by the chairman or manager (or secretary) and the principal of the school.',
  columns: {
    information: 'Information',
    details: 'Details',
    document: 'Document',
    issuedBy: 'Issuing authority',
    issuedOn: 'Issued on',
    validUntil: 'Valid until',
    file: 'PDF',
    view: 'In-browser viewer',
    classes: 'Classes',
    admissionFee: 'Admission fee (₹, once)',
    tuitionFee: 'Tuition fee (₹ per month)',
    annualCharges: 'Annual charges (₹ per year)',
    year: 'Year',
    registered: 'Registered (students)',
    passed: 'Passed (students)',
    passPercent: 'Pass percentage (%)',
    remarks: 'Remarks',
    post: 'Post',
    number: 'Number (persons)',
    staffDetails: 'Name and qualification',
    teacherName: 'Name',
    designation: 'Designation',
    subject: 'Subject',
    qualification: 'Qualification',
    training: 'Training',
    experience: 'Experience (years)',
    room: 'Room',
    rooms: 'Number (rooms)',
    size: 'Size of each (m²)',
    facility: 'Facility',
    value: 'Value',
  },
  rows: {
    schoolName: 'Name of the school',
    affiliationNo: 'Affiliation number',
    schoolCode: 'School code',
    address: 'Complete address with PIN',
    principal: 'Principal (name and qualification)',
    email: 'School e-mail',
    phones: 'Contact numbers',
    classes: 'Classes taught',
    principalPost: 'Principal',
    vicePrincipal: 'Vice-principal',
    headTeacher: 'Head teacher',
    totalTeachers: 'Total teachers',
    pgt: 'Post-graduate teachers (PGT)',
    tgt: 'Trained graduate teachers (TGT)',
    prt: 'Primary teachers (PRT)',
    pet: 'Physical education teachers (PET)',
    teacherSectionRatio:
      'Teacher-to-section ratio (teachers per section, physical education teachers not counted)',
    students: 'Pupils on roll',
    pupilTeacherRatio: 'Pupil-teacher ratio (pupils per teacher)',
    specialEducator: 'Special educator',
    counsellor: 'Counsellor and wellness teacher',
    classrooms: 'Classrooms',
    campusArea: 'Total campus area (m²)',
    internet: 'Internet facility',
    girlsToilets: 'Girls’ toilets (number)',
    boysToilets: 'Boys’ toilets (number)',
    inspectionVideo: 'Inspection video of the school infrastructure',
  },
  /** For a post a campus has nobody in (vice-principal, head teacher). */
  noneAtCampus: 'None at this campus',
  /** The subject of a primary teacher who teaches a class every subject. */
  classTeacher: 'Class teacher (all subjects)',
  /** Under the fee table: to the campus's part of the fee page. */
  feesLink: 'What the fees include, when to pay them, and refunds',
  yes: 'Yes',
  no: 'No',
  noExpiry: 'Does not expire',
  renewalInProgress: 'Renewal in progress',
  /** The PDF link's text: '{size}' is e.g. '2.1 KB'. */
  pdfLink: 'PDF, {size}',
  /** Read after the link text by screen readers. */
  newTab: '(opens in a new tab)',
  viewLink: 'View',
  /** The accessible names of a document's two links: '{document}'. */
  pdfLinkLabel: '{document}: PDF, {size}, opens in a new tab',
  viewLinkLabel: 'View {document} in the page viewer',
  videoLink: 'Watch the inspection video',
  /** Names a table's scrolling container, for keyboard users. */
  scrollRegion: '{caption} (scrolls sideways)',
  /** On a document's viewer page: back to the campus's tables. */
  backToTables: '← Back to the disclosure tables',
} as const;

export type MpdLabels = typeof mpdLabels;

/** Authorities that issue the documents; a campus record may name another. */
export const mpdIssuers = {
  /** The campus itself: the loader writes the school's name as the campus contacts give it. */
  campus: '{school}',
  cbse: 'Central Board of Secondary Education (CBSE)',
  registrar: 'Registrar of Societies, Maharashtra',
  state: 'School Education Department, Government of Maharashtra',
  rte: 'Education Officer (Primary), Zilla Parishad',
  building: 'Building Permission Department, Municipal Corporation',
  fire: 'Chief Fire Officer, Municipal Fire Brigade',
  deo: 'District Education Officer',
  health: 'Medical Officer of Health, Municipal Corporation',
  laboratory: 'Public Health Laboratory (NABL-accredited)',
} as const satisfies Record<string, string>;
