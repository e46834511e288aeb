// The campuses' Appendix-IX records as the site, the PDFs and the content check read them: each
// campus's record (content/campuses/{campus}/disclosure.yml) completed with its contacts and
// classes, so that the disclosure never contradicts the footer and the campus pages. Build time
// only (the records are read from their collection's files).
import { campusEntryFile, disclosureCollection } from '@/content/collections';
import type { CampusId, MpdDocument, MpdRecord, MpdRecordSource } from '@/content/schema';
import {
  campusContactOf,
  campusContacts,
  campusPageOf,
  campusPages,
  mpdRecordSources,
} from '@/lib/i18n/collections';
import { readForPreview } from '@/lib/content/preview-stamp';
import { fillTemplate } from '@/lib/template';

/** A campus's record with the file it lives in (validation messages name it). */
export interface MpdSource {
  file: string;
  record: MpdRecord;
}

/**
 * A record with section A's contact fields from the campus contacts, its classes from the
 * campus's About tab, and each document the campus issues itself (`issuedBy: '{school}'`) naming
 * the school as the contacts do.
 */
export function withCampusContacts(source: MpdRecordSource): MpdRecord {
  const contact = campusContactOf(source.campusId);
  const school = contact.heading;
  const issued = (documents: MpdDocument[]) =>
    documents.map((doc) => ({ ...doc, issuedBy: fillTemplate(doc.issuedBy, { school }) }));
  return {
    ...source,
    general: {
      schoolName: school,
      ...source.general,
      address: contact.address,
      email: contact.email,
      phones: [contact.phones.primary, contact.phones.secondary],
      classes: campusPageOf(source.campusId).about.grades,
    },
    documents: issued(source.documents),
    academics: { ...source.academics, documents: issued(source.academics.documents) },
  };
}

/** Whether a campus has the contacts and the page file its record is completed from. */
const completable = (id: CampusId) =>
  campusContacts.some((contact) => contact.campusId === id) &&
  campusPages.some((page) => page.campusId === id);

/**
 * Each record, complete, with the file it lives in. A campus whose contacts or page file is missing
 * has none: the content check names the missing file.
 */
function readSources(): MpdSource[] {
  return mpdRecordSources()
    .filter((record) => completable(record.campusId))
    .map((record) => ({
      file: campusEntryFile(disclosureCollection, record.campusId),
      record: withCampusContacts(record),
    }));
}

/** The records as they are now: in the editor's preview, read again after each save. */
const currentSources = readForPreview(readSources);

/** The records as read when the build (or the preview) started: the pages and files they make. */
export const mpdSources: MpdSource[] = currentSources();
export const mpdRecords: MpdRecord[] = mpdSources.map((source) => source.record);

export function findMpdRecord(id: string): MpdRecord | undefined {
  return currentSources().find(({ record }) => record.campusId === id)?.record;
}

export function mpdRecordOf(id: CampusId): MpdRecord {
  const record = findMpdRecord(id);
  if (!record) throw new Error(`${campusEntryFile(disclosureCollection, id)} does not exist`);
  return record;
}

/** Every document of a campus: section B's, then section C's. */
export function mpdDocuments(record: MpdRecord): MpdDocument[] {
  return [...record.documents, ...record.academics.documents];
}

export function findMpdDocument(record: MpdRecord, id: string): MpdDocument | undefined {
  return mpdDocuments(record).find((doc) => doc.id === id);
}
