import Link from 'next/link';
import { DocumentLink } from '@/components/ui/DocumentLink';
import type { MpdLabels } from '@/content/disclosure-labels';
import type { MpdRecord } from '@/content/schema';
import { formatIsoDate } from '@/lib/disclosure/figures';
import type { MpdSectionModel } from '@/lib/disclosure/table-model';
import { fillTemplate } from '@/lib/template';
import { DisclosureTable } from './DisclosureTable';

export interface MpdReportProps {
  record: MpdRecord;
  /** The Intl locale of the page's dates (omitted: English). */
  numberLocale?: string;
  /** On a page in another language: the record's own words are English, as issued. */
  asIssuedNote?: string;
  sections: MpdSectionModel[];
  labels: MpdLabels;
  origin: string;
  /** The campus's combined PDF and its viewer page. */
  combinedPdf: { href: string; viewerHref: string; viewerLabel: string };
  /** Links after those two: the campus's latest annual report (a PDF) and the list of reports. */
  moreLinks?: readonly { href: string; text: string; document?: boolean }[];
}

/** Tables that need more room than a phone's width: they scroll inside their container. */
const MIN_WIDTH: Record<string, string> = {
  'documents-list': 'min-w-[52rem]',
  'academic-documents': 'min-w-[52rem]',
  'fee-structure': 'min-w-[34rem]',
  'board-results': 'min-w-[34rem]',
  'teaching-staff': 'min-w-[30rem]',
  teachers: 'min-w-[44rem]',
};

const LINK_CLASS =
  'inline-flex min-h-6 items-center font-semibold text-brand-800 underline hover:text-brand-900';

/** Sections A–E of a campus's Appendix-IX disclosure: headed tables, complete without scripts. */
export function DisclosureReport({
  record,
  numberLocale,
  asIssuedNote,
  sections,
  labels,
  origin,
  combinedPdf,
  moreLinks = [],
}: MpdReportProps) {
  return (
    <div className="mpd-report mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-800">
          <span className="font-semibold">{labels.lastUpdated}:</span>{' '}
          <time dateTime={record.lastUpdated}>
            {formatIsoDate(record.lastUpdated, numberLocale)}
          </time>
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {[
            { href: combinedPdf.href, text: labels.combinedPdfLink, document: true },
            { href: combinedPdf.viewerHref, text: combinedPdf.viewerLabel },
            ...moreLinks,
          ].map(({ href, text, document }) => (
            <li key={href}>
              {document ? (
                <DocumentLink
                  href={href}
                  printUrl={new URL(href, origin).href}
                  newTabNote={labels.newTab}
                  className={LINK_CLASS}
                >
                  {text}
                </DocumentLink>
              ) : (
                <Link
                  href={href}
                  prefetch={false}
                  data-print-url={new URL(href, origin).href}
                  className={LINK_CLASS}
                >
                  {text}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {labels.sampleNotice}
      </p>
      {asIssuedNote && <p className="mt-4 text-slate-700">{asIssuedNote}</p>}

      {sections.map((section) => (
        <section
          key={section.id}
          id={`section-${section.id}`}
          aria-labelledby={`section-${section.id}-heading`}
          className="mpd-section mt-12"
        >
          <h2
            id={`section-${section.id}-heading`}
            className="text-2xl font-bold tracking-tight text-brand-900"
          >
            {section.heading}
          </h2>
          {section.note && <p className="mt-3 text-slate-700">{section.note}</p>}
          {section.tables.map((table) => (
            <DisclosureTable
              key={table.id}
              table={table}
              scrollLabel={fillTemplate(labels.scrollRegion, { caption: table.caption })}
              newTabText={labels.newTab}
              origin={origin}
              minWidthClass={MIN_WIDTH[table.id]}
              issuedLang={asIssuedNote ? 'en' : undefined}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
