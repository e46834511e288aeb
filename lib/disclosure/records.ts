// The campuses' Appendix-IX records as the site, the PDFs and the content check read them: each
// campus's record (content/campuses/{campus}/disclosure.yml) completed with its contacts and
// classes, so that the disclosure never contradicts the footer and the campus pages. Build time
// only (the records are read from their collection's files).
import { campusEntryFile, disclosureCollection } from '@/content/collections';
import type { CampusId, MpdDocument, MpdRecord, MpdRecordSource } from '@/content/schema';
import {
  campusContactOf,
  campusContactsIn,
  campusPageOf,
  campusPagesIn,
} from '@/lib/campuses/campuses';
import { campusEntriesIn } from '@/lib/content/collections.server';
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

/** Each campus's Appendix-IX record as its folder writes it (disclosure.yml), in campus order. */
export const disclosureRecordSources = (): MpdRecordSource[] =>
  campusEntriesIn(disclosureCollection, 'en');

/** Whether a campus has the contacts and the page file its record is completed from. */
const completable = (id: CampusId) =>
  campusContactsIn('en').some((contact) => contact.campusId === id) &&
  campusPagesIn('en').some((page) => page.campusId === id);

/**
 * Each record, complete, with the file it lives in. A campus whose contacts or page file is missing
 * has none: the content check names the missing file.
 */
function readSources(): MpdSource[] {
  return disclosureRecordSources()
    .filter((record) => completable(record.campusId))
    .map((record) => ({
      file: campusEntryFile(disclosureCollection, record.campusId),
      record: withCampusContacts(record),
    }));
}

/** Each record, complete, with its file: in the editor's preview, read again after each save. */
export const disclosureSources = readForPreview(readSources);

/** Each campus's complete record, in the campuses' order. */
export const disclosureRecords = (): MpdRecord[] =>
  disclosureSources().map((source) => source.record);

export function findMpdRecord(id: string): MpdRecord | undefined {
  return disclosureSources().find(({ record }) => record.campusId === id)?.record;
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
