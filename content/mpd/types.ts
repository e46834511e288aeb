// Types of a campus's CBSE Appendix-IX mandatory public disclosure (sections A–E), shown as
// tables at /mandatory-disclosure/{campusId} and printed into the PDFs under public/MPD/.
// lib/mpd-validation.ts checks the data at build (dates, documents, percentages, expiry).
import type { CampusId, SitePath } from '../types';

/** A date in the form YYYY-MM-DD. */
export type IsoDate = string;

/** One document the disclosure links to: its own PDF and its own viewer page. */
export interface MpdDocument {
  /** URL segment of its viewer page /mandatory-disclosure/{campusId}/documents/{id}. */
  id: string;
  title: string;
  /** The PDF, under /MPD/{campusId}/. */
  pdf: SitePath;
  issuedOn: IsoDate;
  /** Certificates that must be renewed; leave out for documents that do not expire. */
  validUntil?: IsoDate;
  issuedBy: string;
}

export interface MpdPerson {
  name: string;
  qualification: string;
}

/** Section A. */
export interface MpdGeneral {
  schoolName: string;
  affiliationNo: string;
  schoolCode: string;
  /** Complete address with PIN, as the footer shows it (content/site.ts). */
  address: string;
  principal: MpdPerson;
  email: string;
  phones: string[];
  /** The classes the campus teaches, as the About page gives them (content/about.ts). */
  classes: string;
}

/** One row of the fee structure; amounts in rupees. */
export interface MpdFeeRow {
  classes: string;
  admissionFee: number;
  tuitionFeePerMonth: number;
  annualCharges: number;
}

/** One year of board results; passPercent = passed ÷ registered × 100, to one decimal. */
export interface MpdResultRow {
  year: number;
  registered: number;
  passed: number;
  passPercent: number;
  remarks: string;
}

/** Section C. */
export interface MpdAcademics {
  feeAcademicYear: string;
  fees: MpdFeeRow[];
  /** The academic calendar and the SMC and PTA lists, as documents. */
  documents: MpdDocument[];
  /** e.g. 'Class X'. */
  examination: string;
  /** The last three years, newest first. */
  results: MpdResultRow[];
  /** Why there are no results, for a campus without board classes (results then empty). */
  resultsNotApplicable?: string;
}

/** Section D. The principal is section A's. */
export interface MpdStaff {
  pgt: number;
  tgt: number;
  prt: number;
  /** Class sections, for the teacher-to-section ratio. */
  sections: number;
  specialEducator: MpdPerson;
  counsellor: MpdPerson;
}

export interface MpdRoom {
  name: string;
  count: number;
  /** Floor area of each, in m². */
  sizeSqM: number;
}

/** Section E. */
export interface MpdInfrastructure {
  campusAreaSqM: number;
  classrooms: MpdRoom;
  laboratories: MpdRoom[];
  internet: boolean;
  girlsToilets: number;
  boysToilets: number;
  /** The inspection video of the school's infrastructure. */
  inspectionVideo: string;
}

/** One campus's whole disclosure. */
export interface MpdRecord {
  campusId: CampusId;
  lastUpdated: IsoDate;
  general: MpdGeneral;
  /** Section B. */
  documents: MpdDocument[];
  academics: MpdAcademics;
  staff: MpdStaff;
  infrastructure: MpdInfrastructure;
}
