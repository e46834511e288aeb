// The three campuses' Appendix-IX records as the site, the PDFs and the content check read them:
// each content file's record (content/mpd/) completed with its campus's contacts, so that the
// disclosure never contradicts the footer and the campus pages. Build time only (the contacts
// are read from their collection's files).
import { mpdRecordFiles, type MpdRecordFile } from '@/content/mpd';
import type { CampusId, MpdDocument, MpdRecord, MpdRecordSource } from '@/content/schema';
import { campusContactOf, campusPageOf } from '@/lib/i18n/collections';
import { fillTemplate } from '@/lib/template';

export interface MpdSource extends Omit<MpdRecordFile, 'record'> {
  record: MpdRecord;
}

/**
 * A record with section A's contact fields from the campus contacts, its classes from the
 * campus's About tab, and each document the
 * campus issues itself (`issuedBy: '{school}'`) naming the school as the contacts do.
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

/** Each record, complete, with the content files it lives in. */
export const mpdSources: MpdSource[] = mpdRecordFiles.map((file) => ({
  ...file,
  record: withCampusContacts(file.record),
}));

export const mpdRecords: MpdRecord[] = mpdSources.map((source) => source.record);

export function findMpdRecord(id: string): MpdRecord | undefined {
  return mpdRecords.find((record) => record.campusId === id);
}

export function mpdRecordOf(id: CampusId): MpdRecord {
  const record = findMpdRecord(id);
  if (!record) throw new Error(`content/mpd has no disclosure for campus "${id}"`);
  return record;
}

/** Every document of a campus: section B's, then section C's. */
export function mpdDocuments(record: MpdRecord): MpdDocument[] {
  return [...record.documents, ...record.academics.documents];
}

export function findMpdDocument(record: MpdRecord, id: string): MpdDocument | undefined {
  return mpdDocuments(record).find((doc) => doc.id === id);
}
