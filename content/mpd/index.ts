// The three campuses' Appendix-IX disclosures, in campus order. Edit the campus files beside
// this one; `npm run pdfs` regenerates the PDFs under public/MPD/ from the same records. The
// disclosure's loader (lib/disclosure/records.ts) completes each with its campus's contacts.
import type { MpdRecordSource } from '../schema';
import { airportDisclosure } from './airport';
import { cityDisclosure } from './city';
import { osmanpuraDisclosure } from './osmanpura';

export interface MpdRecordFile {
  /** The content file the record lives in (validation messages name it). */
  file: string;
  record: MpdRecordSource;
  /** Where the record's list of teachers lives: its file and export. */
  teachers?: { file: string; name: string };
}

/** Each record as its content file writes it, with the files it lives in. */
export const mpdRecordFiles: MpdRecordFile[] = [
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
