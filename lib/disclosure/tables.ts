// A campus's Appendix-IX record as table models: caption, column headers, one header cell per
// row, cells. The page (components/disclosure/DisclosureReport.tsx) and the PDF generator
// (scripts/dev/sample-pdfs/generate.ts) both draw these, so they cannot disagree. Pure.
import type { MpdRecord } from '@/content/schema';
import { formatPercent } from './figures';
import { documentsTable } from './documents-table';
import { feeTable, feeYearsText } from './fee-table';
import { person, staffTable, teachersTable } from './staff-tables';
import { count, text, type MpdSectionModel, type MpdTableContext } from './table-model';
import { fillTemplate } from '@/lib/template';

/** Sections A–E of one campus, in order. */
export function mpdSections(record: MpdRecord, ctx: MpdTableContext): MpdSectionModel[] {
  const { labels, campusName } = ctx;
  const { general, academics, infrastructure: infra } = record;
  const [c, r, s] = [labels.columns, labels.rows, labels.sections];
  const caption = (template: string, values: Record<string, string> = {}) =>
    fillTemplate(template, { campus: campusName, ...values });
  const infoColumns = [{ label: c.information }, { label: c.details }];
  const num = (value: number) => count(value, ctx.numberLocale);

  return [
    {
      id: 'general',
      heading: s.general,
      tables: [
        {
          id: 'general-information',
          caption: caption(labels.captions.general),
          columns: infoColumns,
          rows: [
            { header: r.schoolName, cells: [text(general.schoolName)] },
            { header: r.affiliationNo, cells: [text(general.affiliationNo)] },
            { header: r.schoolCode, cells: [text(general.schoolCode)] },
            { header: r.address, cells: [text(general.address)] },
            { header: r.principal, cells: [text(person(general.principal))] },
            { header: r.email, cells: [text(general.email)] },
            { header: r.phones, cells: [text(general.phones.join(' / '))] },
            { header: r.classes, cells: [text(general.classes)] },
          ],
        },
      ],
    },
    {
      id: 'documents',
      heading: s.documents,
      note: labels.selfAttested,
      tables: [
        documentsTable(
          'documents-list',
          caption(labels.captions.documents),
          record.documents,
          ctx,
          record.general.schoolName,
        ),
      ],
    },
    {
      id: 'academics',
      heading: s.academics,
      tables: [
        feeTable(academics.fees, {
          labels,
          caption: caption(labels.captions.fees, { year: feeYearsText(academics.fees) }),
          locale: ctx.numberLocale,
          ...(ctx.feesPath ? { link: { text: labels.feesLink, href: ctx.feesPath } } : {}),
        }),
        documentsTable(
          'academic-documents',
          caption(labels.captions.academicDocuments),
          academics.documents,
          ctx,
          record.general.schoolName,
        ),
        {
          id: 'board-results',
          caption: caption(labels.captions.results, { examination: academics.examination }),
          columns: [
            { label: c.year },
            { label: c.registered, numeric: true },
            { label: c.passed, numeric: true },
            { label: c.passPercent, numeric: true },
            { label: c.remarks },
          ],
          rows: academics.results.map((result) => ({
            header: String(result.year),
            cells: [
              num(result.registered),
              num(result.passed),
              { text: formatPercent(result.passPercent), numeric: true },
              text(result.remarks),
            ],
          })),
          ...(academics.resultsNotApplicable ? { emptyText: academics.resultsNotApplicable } : {}),
        },
      ],
    },
    {
      id: 'staff',
      heading: s.staff,
      tables: [
        staffTable(record, labels, caption(labels.captions.staff), ctx.numberLocale),
        teachersTable(
          record.staff.teachers,
          labels,
          caption(labels.captions.teachers),
          ctx.numberLocale,
        ),
      ],
    },
    {
      id: 'infrastructure',
      heading: s.infrastructure,
      tables: [
        {
          id: 'rooms',
          caption: caption(labels.captions.rooms),
          columns: [
            { label: c.room },
            { label: c.rooms, numeric: true },
            { label: c.size, numeric: true },
          ],
          rows: [infra.classrooms, ...infra.laboratories].map((room) => ({
            header: room.name,
            headerIssued: true,
            cells: [num(room.count), num(room.sizeSqM)],
          })),
        },
        {
          id: 'facilities',
          caption: caption(labels.captions.facilities),
          columns: [{ label: c.facility }, { label: c.value }],
          rows: [
            { header: r.campusArea, cells: [num(infra.campusAreaSqM)] },
            { header: r.internet, cells: [{ text: infra.internet ? labels.yes : labels.no }] },
            { header: r.girlsToilets, cells: [num(infra.girlsToilets)] },
            { header: r.boysToilets, cells: [num(infra.boysToilets)] },
            {
              header: r.inspectionVideo,
              cells: [
                { text: labels.videoLink, link: { href: infra.inspectionVideo, newTab: true } },
              ],
            },
          ],
        },
      ],
    },
  ];
}
