// The shapes of the words of the site's parts that are labels and short texts (the list pages'
// intros, the menus, the search, the calendar's and the disclosure tables' labels): each by the
// names the code reads it by, with what a placeholder ('{campus}') in it stands for. The pages'
// words entries (content/words-collections.ts) are checked against these, and the editor makes
// their forms from them.
import { z } from 'zod';
import { blogFilter } from './blog';
import { feeClassGroupIds, type FeeClassGroupId } from './books-uniform';
import { calendarContent } from './calendar';
import { isoDate, linkItem, navItem, text, uniqueBy } from './common';

export const accoladesPageText = z.strictObject({
  heading: text,
  intro: text,
  yearLabel: text.meta({ description: "Read before each card's year by screen readers." }),
  results: z
    .strictObject({
      heading: text,
      intro: text,
      yearHeading: text.meta({ description: "A year's heading: '{year}', e.g. 2026." }),
      tableCaption: text.meta({ description: "The year's table of campuses: '{year}'." }),
      campusColumn: text,
      appearedColumn: text,
      passedColumn: text,
      passPercentColumn: text,
      toppersHeading: text.meta({ description: "Above the year's toppers: '{year}'." }),
      examinations: z.strictObject({ 'class-10': text, 'class-12': text }),
      sampleNote: text.meta({ description: 'Shown above toppers who are the demo’s.' }),
      link: text.meta({
        description: 'The link to these results on the home and admissions pages.',
      }),
    })
    .meta({ title: 'Board results' }),
});
export type AccoladesPageText = z.infer<typeof accoladesPageText>;
export const annualReportsPageText = z.strictObject({
  intro: text,
  reportTitle: text.meta({
    description: "A report's heading: '{year}' is its academic year, e.g. 2025-26.",
  }),
  scopeLabel: text,
  wholeSchool: text,
  publishedLabel: text,
  students: text,
  teachers: text,
  classXPass: text,
  classXIIPass: text,
  pdfLinkLabel: text.meta({
    description:
      "A report's PDF link, here and on the disclosure tables: '{year}', and '{size}' e.g. '312 KB'.",
  }),
  sampleNote: text.meta({ description: 'Shown on a demo report.' }),
  noReports: text,
  allReports: text.meta({
    description: "On a campus's disclosure tables, beside its latest report's link.",
  }),
});
export const blogPageText = z.strictObject({
  title: text,
  subtitle: text,
});
export const blogFiltersText = uniqueBy(blogFilter, 'id');
export const blogNotFoundText = z.strictObject({
  title: text,
  text: text,
  backLabel: text,
});
export const blogLabelsText = z.strictObject({
  backToBlog: text,
  readMore: text,
  readMoreHidden: text.meta({
    description:
      "Read by screen readers after 'Read More' (hidden on screen), so each link says where it goes.",
  }),
  backToAll: text,
  filterGroup: text.meta({ description: 'Accessible name of the group of filter buttons.' }),
  resultsStatus: text.meta({
    description: 'Announced when the filter changes; {shown} and {total} are numbers.',
  }),
  views: text.meta({ description: "After the number, e.g. '1,284 views'." }),
  author: text,
  tags: text,
});
export const calendarLabelsText = z.strictObject({
  allCampuses: text,
  allDay: text,
  upcoming: text,
  past: text,
  filter: text,
  noEvents: text,
  feedName: text.meta({
    description: "A subscribable feed's name in the phone's list of calendars.",
  }),
  feedCampuses: text.meta({
    description: "Lines added to each event's description in calendar apps.",
  }),
  feedLink: text,
  campusTitle: text.meta({ description: "The <h1> of one campus's calendar." }),
  campusDescription: text,
  intro: text,
  campuses: text,
  location: text,
  moreAbout: text,
  addToCalendar: text,
  googleCalendar: text,
  eventHidden: text.meta({
    description: "Read after each event's links by screen readers, so every link names its event.",
  }),
  subscribeHeading: text,
  subscribeJump: text.meta({
    description:
      'Below the filter on narrow screens, where the subscribe panel comes after every date.',
  }),
  subscribeIntro: text,
  feedAll: text,
  feedCampus: text,
  subscribe: text,
  subscribeGoogle: text,
  download: text,
  subscribeNote: text,
  googleNote: text,
  downloadNote: text,
  refreshNote: text,
});
export const calendarText = z.strictObject({
  academicYear: z.strictObject({ label: text, start: isoDate, end: isoDate }),
  categoryLabels: calendarContent.shape.categoryLabels,
  labels: z.strictObject({
    allCampuses: text,
    allDay: text,
    upcoming: text,
    past: text,
    filter: text,
    noEvents: text,
    feedName: text,
    feedCampuses: text,
    feedLink: text,
    campusTitle: text,
    campusDescription: text,
    intro: text,
    campuses: text,
    location: text,
    moreAbout: text,
    addToCalendar: text,
    googleCalendar: text,
    eventHidden: text,
    subscribeHeading: text,
    subscribeJump: text,
    subscribeIntro: text,
    feedAll: text,
    feedCampus: text,
    subscribe: text,
    subscribeGoogle: text,
    download: text,
    subscribeNote: text,
    googleNote: text,
    downloadNote: text,
    refreshNote: text,
  }),
});
export const campusesPageText = z.strictObject({
  heading: text,
  intro: text,
  contactHeading: text,
  contactText: text,
  exploreLabel: text,
  featuresLabel: text.meta({
    description: "Accessible name of a card's feature list; `{campus}` is the campus name.",
  }),
});
export const campusDetailLabelsText = z.strictObject({
  backLink: linkItem,
  applyLabel: text,
  overviewHeading: text,
  stats: z.strictObject({
    students: text,
    faculty: text,
    established: text,
    area: text,
  }),
  whyChooseHeading: text,
  galleryHeading: text,
  galleryIntro: text,
  galleryRowLabel: text,
  galleryPauseLabel: text,
  galleryPlayLabel: text,
  disclosureHeading: text,
  disclosureText: text,
  disclosureLink: linkItem,
});
export const campusFilterLabelsText = z.strictObject({
  all: text,
});
export const campusCountWordsText = z.strictObject({
  counts: z.array(text),
  all: z.array(text),
});
export const contactAlternativesText = z.strictObject({
  heading: text,
  emailLabel: text,
  phoneLabel: text,
  noScriptFormNote: text.meta({
    description: "Under the footer form's place when JavaScript is off.",
  }),
  formUnavailableNote: text.meta({ description: "When a form's code did not load." }),
  visitUnavailableNote: text.meta({ description: "When the visit form's code did not load." }),
});
export const contactBlockText = z.strictObject({
  heading: text.meta({ description: "The campus page's section heading." }),
  callName: text.meta({ description: "A phone number's link as screen readers name it." }),
  mobile: text.meta({
    description: "Before the campus's two numbers in the footer, written '{phone} / {phone}'.",
  }),
  whatsapp: text,
  whatsappName: text,
  directions: text,
  directionsName: text,
  virtualTour: text.meta({
    description:
      "The campus page's link to the campus's virtual tour: Take a virtual tour of {campus}.",
  }),
  plusCode: text.meta({
    description:
      "Before the campus's plus code, which a maps app finds when the link does not open one.",
  }),
  sample: text.meta({
    description: "Beside a link the school has not given yet: the demo's sample.",
  }),
});
export const contactPageText = z.strictObject({
  heading: text.meta({ description: 'The contact page’s heading.' }),
  intro: text.meta({ description: 'How to ask for a visit, under the heading.' }),
  writeTo: text.meta({ description: 'Before the school’s e-mail address, under the campuses.' }),
});
export const reachBarText = z.strictObject({
  label: text.meta({
    description:
      'How screen readers name the bar at the foot of a phone’s screen: Call, message, visit or apply.',
  }),
  call: text.meta({ description: 'The bar’s button that calls a campus: Call.' }),
  whatsapp: text.meta({ description: 'The bar’s button that opens WhatsApp.' }),
  visit: text.meta({ description: 'The bar’s button that asks for a visit: Visit.' }),
  apply: text.meta({ description: 'The bar’s button that opens the admission form: Apply.' }),
  chooseCampus: text.meta({
    description: 'Above the campuses when a page is not about one campus: Which campus?',
  }),
  heroHeading: text.meta({
    description: 'Above each campus’s call and WhatsApp links at the top of the home page.',
  }),
});
export const disclosureErrorMessagesText = z.strictObject({
  fetchFailed: text,
  invalidPdf: text,
  workerSetup: text,
  otherLoad: text,
  outer: text,
  pageRender: text,
  campusNotFound: text,
});
export const mpdDocumentTitlesText = z.strictObject({
  affiliation: text,
  registration: text,
  noc: text,
  rte: text,
  buildingSafety: text,
  fireSafety: text,
  deo: text,
  sanitation: text,
  waterTesting: text,
  calendar: text,
  smc: text,
  pta: text,
});
export const mpdLabelsText = z.strictObject({
  pageTitle: text.meta({
    description: "The page's <h1> and title: '{campus}' is the campus name.",
  }),
  pageDescription: text,
  documentTitle: text.meta({
    description: "The per-document viewer page's <h1>: '{document}' and '{campus}'.",
  }),
  documentDescription: text,
  intro: text,
  lastUpdated: text,
  sampleNotice: text,
  cardLink: text.meta({
    description: "On the selection page's campus cards, next to 'View Full Disclosure →'.",
  }),
  combinedPdfLink: text,
  combinedViewerLink: text,
  sections: z.strictObject({
    general: text,
    documents: text,
    academics: text,
    staff: text,
    infrastructure: text,
  }),
  captions: z.strictObject({
    general: text,
    documents: text,
    academicDocuments: text,
    fees: text,
    results: text,
    staff: text,
    teachers: text,
    rooms: text,
    facilities: text,
  }),
  selfAttested: text,
  columns: z.strictObject({
    information: text,
    details: text,
    document: text,
    issuedBy: text,
    issuedOn: text,
    validUntil: text,
    file: text,
    view: text,
    classes: text,
    admissionFee: text,
    tuitionFee: text,
    annualCharges: text,
    year: text,
    registered: text,
    passed: text,
    passPercent: text,
    remarks: text,
    post: text,
    number: text,
    staffDetails: text,
    teacherName: text,
    designation: text,
    subject: text,
    qualification: text,
    training: text,
    experience: text,
    room: text,
    rooms: text,
    size: text,
    facility: text,
    value: text,
  }),
  rows: z.strictObject({
    schoolName: text,
    affiliationNo: text,
    schoolCode: text,
    address: text,
    principal: text,
    email: text,
    phones: text,
    classes: text,
    principalPost: text,
    vicePrincipal: text,
    headTeacher: text,
    totalTeachers: text,
    pgt: text,
    tgt: text,
    prt: text,
    pet: text,
    teacherSectionRatio: text,
    students: text,
    pupilTeacherRatio: text,
    specialEducator: text,
    counsellor: text,
    classrooms: text,
    campusArea: text,
    internet: text,
    girlsToilets: text,
    boysToilets: text,
    inspectionVideo: text,
  }),
  noneAtCampus: text.meta({
    description: 'For a post a campus has nobody in (vice-principal, head teacher).',
  }),
  classTeacher: text.meta({
    description: 'The subject of a primary teacher who teaches a class every subject.',
  }),
  feesLink: text.meta({
    description: "Under the fee table: to the campus's part of the fee page.",
  }),
  yes: text,
  no: text,
  noExpiry: text,
  renewalInProgress: text,
  pdfLink: text.meta({ description: "The PDF link's text: '{size}' is e.g. '2.1 KB'." }),
  newTab: text.meta({ description: 'Read after the link text by screen readers.' }),
  viewLink: text,
  pdfLinkLabel: text.meta({
    description: "The accessible names of a document's two links: '{document}'.",
  }),
  viewLinkLabel: text,
  videoLink: text,
  scrollRegion: text.meta({
    description: "Names a table's scrolling container, for keyboard users.",
  }),
  backToTables: text.meta({
    description: "On a document's viewer page: back to the campus's tables.",
  }),
});
export const mpdIssuersText = z.strictObject({
  campus: text.meta({
    description:
      "The campus itself: the loader writes the school's name as the campus contacts give it.",
  }),
  cbse: text,
  registrar: text,
  state: text,
  rte: text,
  building: text,
  fire: text,
  deo: text,
  health: text,
  laboratory: text,
});
export const mpdFeeClassesText = z.strictObject(
  Object.fromEntries(feeClassGroupIds.map((id) => [id, text])) as Record<
    FeeClassGroupId,
    typeof text
  >,
);
export const languageLabelsText = z.strictObject({
  switcher: text.meta({ description: 'Accessible name of the language switcher in the header.' }),
  postInEnglish: text.meta({
    description: 'Above a blog post on a Marathi or Hindi page: its text is the English original.',
  }),
  noticeInEnglish: text.meta({ description: 'Above a notice that has no translation yet.' }),
  feedsInEnglish: text.meta({
    description: "In the calendar's subscribe panel: feeds and .ics files are written in English.",
  }),
  disclosureAsIssued: text.meta({
    description:
      'Above the disclosure tables: the data and documents stay as the school issued them.',
  }),
  reportsInEnglish: text.meta({
    description: "Above the annual reports: the reports are the school's PDFs, in English.",
  }),
});
export const leadersCarouselLabelsText = z.strictObject({
  slide: text.meta({ description: 'Names each slide (WAI-ARIA carousel pattern).' }),
  previous: text,
  next: text,
  dots: text.meta({ description: 'Names the group of dots.' }),
  dot: text,
  stopRotation: text,
  startRotation: text,
});
export const mainNavText = uniqueBy(navItem, 'path');
export const moreNavText = uniqueBy(navItem, 'path');
export const footerQuickLinksText = uniqueBy(navItem, 'path');
export const policyNavText = uniqueBy(navItem, 'path');
export const navLabelsText = z.strictObject({
  skipToContent: text,
  navigation: text.meta({ description: 'Accessible name of the navigation landmark.' }),
  more: text,
  login: text,
  openMenu: text,
  closeMenu: text,
  newTabNote: text.meta({
    description: 'Read after the label of every link that opens in a new tab.',
  }),
});
export const noticesPageText = z.strictObject({
  intro: text,
  campusIntro: text.meta({ description: "A campus's list: '{campus}' is its name." }),
  campusDescription: text,
  noNotices: text,
  filterLabel: text.meta({ description: "The campus filter's accessible name." }),
  dateLabel: text,
  audienceLabel: text,
  campusLabel: text,
  attachmentLabel: text,
  attachmentNote: text,
  attachmentLink: text.meta({
    description: "The attached PDF's link: '{label}' from the notice, '{size}' e.g. '312 KB'.",
  }),
  readMore: text,
  backToAll: text,
  feedTitle: text,
});
export const alertLabelsText = z.strictObject({
  regionLabel: text.meta({
    description: "The alerts at the top of every page, as screen readers list the page's regions.",
  }),
  listHeading: text.meta({ description: 'The alerts above the notices list.' }),
  information: text,
  warning: text,
  emergency: text,
  levelForCampus: text.meta({
    description:
      "An alert for some campuses: '{level}' is its level's word, '{campus}' the campuses.",
  }),
  details: text.meta({ description: 'The link to the notice with the details.' }),
  feedTitle: text.meta({
    description: "An alert in the notices feed: '{level}' as above, '{text}' the alert's text.",
  }),
});
export const searchLabelsText = z.strictObject({
  button: text.meta({ description: "The header button's visible text." }),
  dialogLabel: text.meta({ description: "The button's accessible name, and the dialog's." }),
  shortcutHint: text.meta({
    description: "The keyboard shortcuts, shown in the button's tooltip.",
  }),
  inputLabel: text,
  placeholder: text,
  close: text,
  empty: text,
  loading: text,
  results: text.meta({ description: "'{count}' results, '{query}' the words searched for." }),
  oneResult: text,
  noResults: text,
  error: text,
  resultsLabel: text,
});
/**
 * Words a parent may type for what the site writes otherwise, in groups that mean the same
 * ('fees', 'fee', 'tuition'): a page holding one word of a group is found by each of the others.
 */
export const searchSynonymsText = z
  .array(z.array(text).min(2, 'give at least two words that mean the same'))
  .meta({
    title: 'Words that mean the same',
    description:
      'Each item is a group of words parents may type for the same thing (fees, fee, tuition): a page with one of them is found by any of the others.',
  });
export const searchTypesText = z.strictObject({
  page: text,
  blogPost: text,
  campus: text,
  notice: text,
  calendar: text,
  document: text,
});
export const tcVerificationPageText = z.strictObject({
  intro: text,
  formHeading: text,
  numberLabel: text,
  numberHint: text,
  codeLabel: text,
  codeHint: text,
  codeInvalid: text.meta({ description: 'When what was typed as the code cannot be one.' }),
  nameLabel: text,
  nameHint: text,
  dateOfBirthLabel: text,
  dateOfBirthHint: text,
  submit: text,
  checking: text,
  found: text.meta({
    description:
      "'{campus}': the campus that issued it, e.g. '{schoolName}, City Campus'; '{issuedOn}': the issue date in the page's language.",
  }),
  foundMeaning: text.meta({ description: "After `found`. '{phone}': the school office's phone." }),
  withdrawn: text.meta({ description: "'{phone}': the school office's phone." }),
  notFound: text.meta({ description: "'{phone}': the school office's phone." }),
  unavailable: text.meta({
    description: "When this browser cannot compute the check, or the page's code did not load.",
  }),
  meaningHeading: text,
  meaning: text,
  privacyHeading: text,
  privacy: text,
  contactHeading: text,
  contact: text,
  noScript: text,
});
export const transportPageText = z.strictObject({
  intro: text,
  sampleNotice: text,
  campusLink: text.meta({
    description: "'{campus}': the link from /transport to the campus's stops.",
  }),
  routeStops: text.meta({ description: "'{count}': a route's number of stops." }),
  campusTitle: text.meta({ description: "'{campus}': the campus page's heading and title." }),
  campusDescription: text.meta({
    description: "'{campus}': the campus page's description for search engines.",
  }),
  yearLine: text.meta({ description: "'{year}': the academic year the fares are for." }),
  searchLabel: text,
  searchHint: text,
  allStops: text.meta({
    description: "'{count}': every stop of the campus, before anything is typed.",
  }),
  matches: text.meta({ description: "'{count}' and '{query}': what the search keeps." }),
  oneMatch: text,
  noMatch: text,
  stopsHeading: text,
  route: text,
  morning: text,
  afternoon: text,
  fare: text.meta({ description: "'{year}': the fare's academic year." }),
  plusCode: text,
  openInMaps: text.meta({
    description: "The maps link's visible text; the stop's name follows for screen readers.",
  }),
  routesHeading: text,
  routesIntro: text,
  routeLink: text.meta({ description: "'{route}': the link to a route's timetable." }),
  routeSubtitle: text.meta({
    description: "'{campus}' and '{year}': under a route's timetable heading.",
  }),
  routeDescription: text.meta({
    description:
      "'{route}', '{campus}' and '{year}': the timetable page's description for search engines.",
  }),
  routeCaption: text.meta({ description: "'{route}': the timetable's caption." }),
  columnStop: text,
  columnArea: text,
  columnMorning: text,
  columnAfternoon: text,
  columnFare: text,
  backToCampus: text.meta({
    description: "'{campus}': back from a timetable to the campus's stops.",
  }),
  backToAll: text,
  campusPageLink: text.meta({ description: "'{campus}': the link on each campus page." }),
});
export type TcVerificationPageText = z.infer<typeof tcVerificationPageText>;
