// A sample annual report (public/MPD/annual-reports/…): the report's figures from
// content/annual-reports/ on the common sample page, marked 'sample' so that a production build
// refuses it until the school's own report replaces it.
import { campusesIn } from '@/lib/campuses/campuses';
import { mpdRecordOf } from '../../../lib/disclosure/records';
import type { AnnualReport } from '../../../content/schema';
import { buildSamplePdf, SCHOOL } from './sample';

/** The report's particulars, as rows: what it covers and its figures. */
export function annualReportParticulars(report: AnnualReport): [string, string][] {
  const { figures } = report;
  return [
    ['Academic year', report.academicYear],
    ['Pupils', String(figures.students)],
    ['Teachers', String(figures.teachers)],
    ...(figures.classXPassPercent === undefined
      ? []
      : [
          ['Class X board pass rate', `${figures.classXPassPercent.toFixed(1)} %`] as [
            string,
            string,
          ],
        ]),
    ...(figures.classXIIPassPercent === undefined
      ? []
      : [
          ['Class XII board pass rate', `${figures.classXIIPassPercent.toFixed(1)} %`] as [
            string,
            string,
          ],
        ]),
  ];
}

export function buildAnnualReportPdf(report: AnnualReport): Promise<Uint8Array> {
  // The whole school's report carries the City campus's address, the school's first campus.
  const campusId = report.scope === 'school' ? 'city' : report.scope;
  const campusName =
    report.scope === 'school'
      ? 'All campuses'
      : (campusesIn('en').find((campus) => campus.campusId === report.scope)?.name ?? report.scope);
  return buildSamplePdf(
    mpdRecordOf(campusId),
    campusName,
    {
      id: 'annual-report',
      title: `Annual Report ${report.academicYear}`,
      pdf: report.pdf,
      issuedOn: report.publishedOn,
      issuedBy: SCHOOL,
    },
    {
      particulars: annualReportParticulars(report),
      body: (layout) =>
        layout.paragraph(
          `The year in review: admissions, teaching and results, activities, staff training and the ` +
            `school's plans for the next academic year, as the school's report sets them out.`,
        ),
    },
  );
}
