import { DocumentIcon } from '@/components/icons';
import { JsonLd } from '@/components/seo/JsonLd';
import { DocumentLink } from '@/components/ui/DocumentLink';
import { PageHeader } from '@/components/ui/PageHeader';
import type { annualReportsPage } from '@/content/annual-reports';
import type { AnnualReport, CampusId } from '@/content/schema';
import { newestFirst } from '@/lib/reports/annual-reports';
import { formatFileSize } from '@/lib/file-size';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import { formatPostDate } from '@/lib/blog/post-date';
import { publicFileSize } from '@/lib/content/public-files.server';
import { routes } from '@/lib/routes/routes';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import { fillTemplate } from '@/lib/template';

export interface AnnualReportsListProps {
  title: string;
  page: typeof annualReportsPage;
  reports: readonly AnnualReport[];
  /** Each campus's name, for a campus's own report. */
  campusNames: Partial<Record<CampusId, string>>;
  /** Read after a link that opens in a new tab. */
  newTabNote: string;
  /** On a page in another language: the reports themselves are in English. */
  inEnglishNote?: string;
  /** The page's language: figures and dates are written in it. */
  locale: Locale;
}

/** The link text of a report's PDF: its year and size. */
export function annualReportLinkText(report: AnnualReport, page: AnnualReportsListProps['page']) {
  return fillTemplate(page.pdfLinkLabel, {
    year: report.academicYear,
    size: formatFileSize(publicFileSize(report.pdf)),
  });
}

/** /annual-reports: every annual report, newest first, with its figures and its PDF. */
export function AnnualReportsList({
  title,
  page,
  reports,
  campusNames,
  newTabNote,
  inEnglishNote,
  locale,
}: AnnualReportsListProps) {
  const intl = intlLocale[locale];
  const count = new Intl.NumberFormat(intl);
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 });
  const figuresOf = ({ figures }: AnnualReport) =>
    [
      { label: page.students, value: count.format(figures.students) },
      { label: page.teachers, value: count.format(figures.teachers) },
      figures.classXPassPercent !== undefined && {
        label: page.classXPass,
        value: percent.format(figures.classXPassPercent / 100),
      },
      figures.classXIIPassPercent !== undefined && {
        label: page.classXIIPass,
        value: percent.format(figures.classXIIPassPercent / 100),
      },
    ].filter((figure) => figure !== false);

  return (
    <>
      <JsonLd data={breadcrumbsJsonLd([{ name: title, path: routes.annualReports }], locale)} />
      <PageHeader title={title} subtitle={page.intro} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          {reports.length === 0 && <p className="text-lg text-slate-700">{page.noReports}</p>}
          {reports.length > 0 && inEnglishNote && (
            <p className="mb-6 text-slate-700">{inEnglishNote}</p>
          )}
          <ol className="space-y-6 empty:hidden">
            {newestFirst(reports).map((report) => {
              const id = `report-${report.academicYear}-${report.scope}`;
              return (
                <li key={id}>
                  <article
                    aria-labelledby={id}
                    className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
                  >
                    <h2 id={id} className="text-2xl font-bold text-brand-900">
                      {fillTemplate(page.reportTitle, { year: report.academicYear })}
                    </h2>
                    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
                      <div className="flex gap-1.5">
                        <dt className="font-semibold">{page.scopeLabel}:</dt>
                        <dd>
                          {report.scope === 'school'
                            ? page.wholeSchool
                            : (campusNames[report.scope] ?? report.scope)}
                        </dd>
                      </div>
                      <div className="flex gap-1.5">
                        <dt className="font-semibold">{page.publishedLabel}:</dt>
                        <dd>
                          <time dateTime={report.publishedOn}>
                            {formatPostDate(report.publishedOn, intl)}
                          </time>
                        </dd>
                      </div>
                    </dl>
                    <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
                      {figuresOf(report).map((figure) => (
                        <div
                          key={figure.label}
                          className="flex flex-col-reverse rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100"
                        >
                          <dt className="text-sm text-slate-700">{figure.label}</dt>
                          <dd className="text-2xl font-bold text-brand-900">{figure.value}</dd>
                        </div>
                      ))}
                    </dl>
                    {report.fictional && (
                      <p className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
                        {page.sampleNote}
                      </p>
                    )}
                    <p className="mt-5 flex items-start gap-3">
                      <DocumentIcon className="h-6 w-6 shrink-0 text-brand-700" />
                      <DocumentLink
                        href={report.pdf}
                        printUrl={absoluteUrl(report.pdf)}
                        newTabNote={newTabNote}
                        className="font-semibold text-brand-800 underline hover:text-brand-900"
                      >
                        {annualReportLinkText(report, page)}
                      </DocumentLink>
                    </p>
                  </article>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </>
  );
}
