// Build-time checks of the Appendix-IX records (disclosure.yml): required fields, real dates,
// documents that exist and are PDFs, pass percentages, expired certificates and, in a
// production build, sample documents; section D and the fee year in disclosure-staff.ts.
// Pure: files and today's date come in as arguments.
import type { MpdSource } from '@/lib/disclosure/records';
import { isValidIsoDate, type MpdDocument, type MpdRecord } from '@/content/schema';
import { formatPercent, isExpired, passPercent } from '@/lib/disclosure/figures';
import type { MpdCheckResult, MpdEnvironment } from './disclosure-check';
import { checkStaffAndFees } from './disclosure-staff';
import { hasPdfHeader, isSamplePdf } from './pdf-info';

export type { MpdCheckResult, MpdEnvironment } from './disclosure-check';

const DOCUMENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESULT_YEARS = 3;

export function validateMpd(sources: readonly MpdSource[], env: MpdEnvironment): MpdCheckResult {
  const result: MpdCheckResult = { errors: [], warnings: [] };
  for (const source of sources) {
    checkRecord(source.file, source.record, env, result);
    checkStaffAndFees(source, env, result);
  }
  return result;
}

function checkRecord(file: string, record: MpdRecord, env: MpdEnvironment, out: MpdCheckResult) {
  const error = (field: string, message: string) => out.errors.push({ file, field, message });
  const required = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') error(field, 'is required');
  };
  const wholeNumber = (field: string, value: number, min = 0) => {
    if (!Number.isInteger(value) || value < min) {
      error(field, `${JSON.stringify(value)} must be a whole number of ${min} or more`);
    }
  };
  const date = (field: string, value: string | undefined) => {
    required(field, value);
    if (value && !isValidIsoDate(value)) {
      error(field, `"${value}" is not a real date in the form YYYY-MM-DD`);
    }
  };
  const { general, academics, infrastructure: infra } = record;
  const campus = general.schoolName || record.campusId;

  date('lastUpdated', record.lastUpdated);
  for (const key of ['schoolName', 'affiliationNo', 'schoolCode', 'address', 'email'] as const) {
    required(`general.${key}`, general[key]);
  }
  required('general.classes', general.classes);
  required('general.principal.name', general.principal.name);
  required('general.principal.qualification', general.principal.qualification);
  if (general.phones.length === 0) error('general.phones', 'is required (at least one number)');
  general.phones.forEach((phone, i) => required(`general.phones[${i}]`, phone));

  // Documents: B's and C's share one viewer route per campus, so their ids must be unique.
  const ids = new Map<string, string>();
  const checkDocuments = (list: string, docs: readonly MpdDocument[]) =>
    docs.forEach((doc, i) => {
      const field = `${list}[${i}]`;
      const previous = ids.get(doc.id);
      if (previous)
        error(`${field}.id`, `duplicate document id "${doc.id}" (also used by ${previous})`);
      else ids.set(doc.id, field);
      if (!DOCUMENT_ID.test(doc.id)) {
        error(`${field}.id`, `"${doc.id}" must be lower-case letters, digits and hyphens`);
      }
      required(`${field}.title`, doc.title);
      required(`${field}.issuedBy`, doc.issuedBy);
      date(`${field}.issuedOn`, doc.issuedOn);
      if (doc.validUntil !== undefined) date(`${field}.validUntil`, doc.validUntil);
      if (doc.validUntil && doc.issuedOn && doc.validUntil < doc.issuedOn) {
        error(
          `${field}.validUntil`,
          `"${doc.validUntil}" is before the issue date "${doc.issuedOn}"`,
        );
      }
      checkPdf(`${field}.pdf`, doc, record, env, error);
      if (doc.validUntil && isValidIsoDate(doc.validUntil) && isExpired(doc, env.today)) {
        const issue = {
          file,
          field: `${field}.validUntil`,
          message: `${campus}: "${doc.title}" expired on ${doc.validUntil}; the page shows "Renewal in progress" until the renewed certificate replaces it`,
        };
        (env.production ? out.errors : out.warnings).push(issue);
      }
    });
  checkDocuments('documents', record.documents);
  checkDocuments('academics.documents', academics.documents);

  if (academics.fees.length === 0) error('academics.fees', 'is required (at least one row)');
  academics.fees.forEach((fee, i) => {
    required(`academics.fees[${i}].classes`, fee.classes);
    required(`academics.fees[${i}].academicYear`, fee.academicYear);
    wholeNumber(`academics.fees[${i}].admissionFee`, fee.admissionFee);
    wholeNumber(`academics.fees[${i}].tuitionFeePerMonth`, fee.tuitionFeePerMonth);
    wholeNumber(`academics.fees[${i}].annualCharges`, fee.annualCharges);
  });

  required('academics.examination', academics.examination);
  const results = academics.results;
  if (results.length === 0) {
    required('academics.resultsNotApplicable', academics.resultsNotApplicable);
  } else if (results.length !== RESULT_YEARS) {
    error('academics.results', `has ${results.length} rows; give the last ${RESULT_YEARS} years`);
  }
  results.forEach((row, i) => {
    const field = `academics.results[${i}]`;
    wholeNumber(`${field}.registered`, row.registered, 1);
    wholeNumber(`${field}.passed`, row.passed);
    required(`${field}.remarks`, row.remarks);
    if (row.passed > row.registered) {
      error(
        `${field}.passed`,
        `${row.passed} passed is more than the ${row.registered} registered`,
      );
    }
    const expected = passPercent(row.passed, row.registered);
    if (row.passPercent !== expected) {
      error(
        `${field}.passPercent`,
        `${row.passPercent} does not equal passed ÷ registered (${row.passed} ÷ ${row.registered} = ${formatPercent(expected)})`,
      );
    }
    const next = results[i + 1];
    if (next && next.year !== row.year - 1) {
      error(
        `academics.results[${i + 1}].year`,
        `${next.year} should be ${row.year - 1} (newest year first, no gaps)`,
      );
    }
  });

  wholeNumber('infrastructure.campusAreaSqM', infra.campusAreaSqM, 1);
  [infra.classrooms, ...infra.laboratories].forEach((room, i) => {
    const field = i === 0 ? 'infrastructure.classrooms' : `infrastructure.laboratories[${i - 1}]`;
    required(`${field}.name`, room.name);
    wholeNumber(`${field}.count`, room.count, 1);
    wholeNumber(`${field}.sizeSqM`, room.sizeSqM, 1);
  });
  if (infra.laboratories.length === 0) {
    error('infrastructure.laboratories', 'is required (at least one laboratory)');
  }
  wholeNumber('infrastructure.girlsToilets', infra.girlsToilets);
  wholeNumber('infrastructure.boysToilets', infra.boysToilets);
  if (!/^https:\/\//.test(infra.inspectionVideo)) {
    error('infrastructure.inspectionVideo', `"${infra.inspectionVideo}" must be an https:// link`);
  }
}

function checkPdf(
  field: string,
  doc: MpdDocument,
  record: MpdRecord,
  env: MpdEnvironment,
  error: (field: string, message: string) => void,
) {
  const folder = `/MPD/${record.campusId}/`;
  if (!doc.pdf.startsWith(folder) || !doc.pdf.endsWith('.pdf')) {
    error(field, `"${doc.pdf}" must be a .pdf file under ${folder}`);
    return;
  }
  const bytes = env.readPublicFile(doc.pdf);
  if (!bytes) {
    error(field, `file "${doc.pdf}" does not exist under public/`);
  } else if (!hasPdfHeader(bytes)) {
    error(field, `"${doc.pdf}" is not a PDF (it does not start with %PDF-)`);
  } else if (env.production && isSamplePdf(bytes)) {
    error(
      field,
      `"${doc.pdf}" is a generated sample (its metadata says so): replace it with the real document`,
    );
  }
}
