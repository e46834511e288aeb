// Types of a campus's CBSE Appendix-IX mandatory public disclosure (sections A–E), shown as
// tables at /mandatory-disclosure/{campusId} and printed into the PDFs under public/MPD/.
// Inferred from the record's schema in content/schema.ts; lib/mpd-validation.ts checks what a
// schema cannot (dates, documents, percentages, expiry).

/** A date in the form YYYY-MM-DD. */
export type IsoDate = string;

export type {
  MpdAcademics,
  MpdDocument,
  MpdFeeRow,
  MpdGeneral,
  MpdInfrastructure,
  MpdPerson,
  MpdRecord,
  MpdResultRow,
  MpdRoom,
  MpdStaff,
} from '../schema';
