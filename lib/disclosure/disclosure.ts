// The disclosure in a page's language, as its pages read it: its campuses' names and page texts
// are translated; each campus's Appendix-IX record stays as the school issued it, but for its
// documents' titles and issuing authorities and its fees' groups of classes, which are the
// translated words of content/disclosure-labels.ts. Build time only.
import { calendarWords, disclosureLabelsWords, disclosureWords } from '@/content/words-collections';
import {
  findMpdDocument,
  findMpdRecord,
  mpdDocuments,
  mpdRecordOf,
  disclosureRecordSources,
  disclosureRecords,
} from '@/lib/disclosure/records';
import type {
  CampusId,
  DisclosureCampus,
  DisclosureDocument,
  MpdDocument,
  MpdRecord,
  SitePath,
} from '@/content/schema';
import { disclosureCampusOf, disclosureDocumentOf } from '@/lib/campuses/campus-pages';
import { campusFilterLabelsIn, campusPagesIn } from '@/lib/campuses/campuses';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';

/** The disclosure pages' words and the viewer's error messages, in `locale`. */
export function disclosureWordsIn(locale: Locale) {
  const words = pageWordsIn(disclosureWords, locale);
  // The school year the disclosure describes is the calendar's, wherever a text names it.
  const academicYear = pageWordsIn(calendarWords, locale).calendar.academicYear.label;
  const { embeddedSubtitle } = words.disclosurePage;
  return {
    ...words,
    disclosurePage: {
      ...words.disclosurePage,
      embeddedSubtitle: fillTemplate(embeddedSubtitle, { academicYear }),
      academicYear,
    },
  };
}

/** The disclosure tables' labels, documents' titles, issuers and groups of classes, in `locale`. */
export function disclosureLabelsIn(locale: Locale) {
  return pageWordsIn(disclosureLabelsWords, locale);
}

/** Each campus's card on the disclosure page in `locale`, from its folder and its record. */
export function disclosureCampusesIn(locale: Locale): DisclosureCampus[] {
  return inEveryLanguage('disclosure campuses', (each) => {
    const records = disclosureRecordSources();
    return campusPagesIn(each).flatMap((page) => disclosureCampusOf(page, records));
  })[locale];
}

/** Each campus's whole disclosure as one PDF, from its folder. */
export function disclosureDocumentsIn(locale: Locale): DisclosureDocument[] {
  return inEveryLanguage('disclosure documents', (each) =>
    campusPagesIn(each).map(disclosureDocumentOf),
  )[locale];
}

/** A disclosure campus, named in `locale`. */
export const disclosureCampusIn = (locale: Locale, id: string) =>
  disclosureCampusesIn(locale).find((campus) => campus.id === id);

/** '<Campus> Campus - Mandatory Public Disclosure', the embedded PDF page's title. */
export function embeddedTitleIn(locale: Locale, id: CampusId): string {
  const { disclosurePage } = disclosureWordsIn(locale);
  return `${campusFilterLabelsIn(locale)[id]}${disclosurePage.embeddedTitleSuffix}`;
}

/** The word of `localWords` whose English is `value`; `value` itself where there is none. */
function translated(english: Record<string, string>, localWords: Record<string, string>) {
  return (value: string) => {
    const key = Object.keys(english).find((name) => english[name] === value);
    return (key && localWords[key]) || value;
  };
}

/**
 * A record as a page in `locale` shows it: its documents' titles and issuers, and its fees'
 * groups of classes, translated.
 */
export function recordIn(locale: Locale, record: MpdRecord): MpdRecord {
  const words = disclosureLabelsIn(locale);
  const english = disclosureLabelsIn(DEFAULT_LOCALE);
  const title = translated(english.mpdDocumentTitles, words.mpdDocumentTitles);
  const issuer = translated(english.mpdIssuers, words.mpdIssuers);
  const classes = translated(english.mpdFeeClasses, words.mpdFeeClasses);
  const documentIn = (doc: MpdDocument): MpdDocument => ({
    ...doc,
    title: title(doc.title),
    issuedBy: issuer(doc.issuedBy),
  });
  return {
    ...record,
    documents: record.documents.map(documentIn),
    academics: {
      ...record.academics,
      fees: record.academics.fees.map((fee) => ({ ...fee, classes: classes(fee.classes) })),
      documents: record.academics.documents.map(documentIn),
    },
  };
}

/** Each campus's whole disclosure as one PDF (its folder's campus page names it). */
const disclosureDocuments = () => disclosureDocumentsIn(DEFAULT_LOCALE);

/** Each disclosure campus's id: the route parameter of its pages. */
export const disclosureCampusIds = () =>
  disclosureCampusesIn(DEFAULT_LOCALE).map((campus) => campus.id);

/** The campuses whose disclosure is also one combined PDF shown in the page. */
export const embeddedDisclosureCampusIds = () =>
  disclosureDocuments()
    .filter((doc) => doc.embedded)
    .map((doc) => doc.campusId);

/** Whether a campus's combined PDF is shown in the page. */
export const isDisclosureEmbedded = (campusId: string) =>
  disclosureDocuments().find((doc) => doc.campusId === campusId)?.embedded;

/** A campus's whole disclosure as one PDF; undefined for an unknown campus. */
export const disclosureFile = (campusId: string): SitePath | undefined =>
  disclosureDocuments().find((doc) => doc.campusId === campusId)?.file;

/** Each campus's record id and its documents' ids: the route parameters of the documents' pages. */
export const disclosureDocumentParams = () =>
  disclosureRecords().flatMap((record) =>
    mpdDocuments(record).map((doc) => ({ campusId: record.campusId, documentId: doc.id })),
  );

/** The campuses that have a record: the route parameters of the disclosure tables. */
export const recordCampusIds = () => disclosureRecords().map((record) => record.campusId);

export { findMpdDocument };

/** A campus's counsellor as its disclosure record names them (as issued, in every language). */
export const counsellorOf = (campusId: CampusId) => mpdRecordOf(campusId).staff.counsellor;

/** A campus's record as a page in `locale` shows it, with its disclosure campus; null if none. */
export function disclosureRecordIn(locale: Locale, campusId: string) {
  const record = findMpdRecord(campusId);
  const campus = disclosureCampusIn(locale, campusId);
  return record && campus ? { record: recordIn(locale, record), campus } : null;
}
