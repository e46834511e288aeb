// The three campuses' Appendix-IX disclosures, in campus order. Edit the campus files beside
// this one; `npm run pdfs` regenerates the PDFs under public/MPD/ from the same records.
import type { CampusId, MpdDocument, MpdRecord } from '../schema';
import { airportDisclosure } from './airport';
import { cityDisclosure } from './city';
import { osmanpuraDisclosure } from './osmanpura';

export interface MpdSource {
  /** The content file the record lives in (validation messages name it). */
  file: string;
  record: MpdRecord;
  /** Where the record's list of teachers lives: its file and export. */
  teachers?: { file: string; name: string };
}

/** Each record with the content files it lives in. */
export const mpdSources: MpdSource[] = [
  {
    file: 'content/mpd/city.ts',
    record: cityDisclosure,
    teachers: { file: 'content/mpd/teachers/city.ts', name: 'cityTeachers' },
  },
  {
    file: 'content/mpd/airport.ts',
    record: airportDisclosure,
    teachers: { file: 'content/mpd/teachers/airport.ts', name: 'airportTeachers' },
  },
  {
    file: 'content/mpd/osmanpura.ts',
    record: osmanpuraDisclosure,
    teachers: { file: 'content/mpd/teachers/osmanpura.ts', name: 'osmanpuraTeachers' },
  },
];

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
