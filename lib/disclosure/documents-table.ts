// A list of disclosure documents as a table: title, authority, dates, the PDF and its viewer.
import type { MpdDocument } from '@/content/schema';
import { formatFileSize, formatIsoDate, isExpired } from './figures';
import { text, type MpdTableContext, type MpdTableModel } from './table-model';
import { fillTemplate } from '@/lib/template';

export function documentsTable(
  id: string,
  caption: string,
  docs: readonly MpdDocument[],
  ctx: MpdTableContext,
  /** The school's name as the record gives it: as an issuer it is shown as issued. */
  schoolName?: string,
): MpdTableModel {
  const { labels } = ctx;
  const c = labels.columns;
  return {
    id,
    caption,
    columns: [
      { label: c.document },
      { label: c.issuedBy },
      { label: c.issuedOn },
      { label: c.validUntil },
      { label: c.file },
      ...(ctx.viewerPath ? [{ label: c.view }] : []),
    ],
    rows: docs.map((doc) => {
      const size = ctx.fileSizes?.get(doc.pdf);
      const sizeText = size === undefined ? '' : formatFileSize(size);
      const fileText =
        size === undefined ? doc.pdf : fillTemplate(labels.pdfLink, { size: sizeText });
      const expired = isExpired(doc, ctx.today);
      return {
        header: doc.title,
        cells: [
          doc.issuedBy === schoolName ? text(doc.issuedBy) : { text: doc.issuedBy },
          { text: formatIsoDate(doc.issuedOn, ctx.numberLocale), nowrap: true },
          {
            text: doc.validUntil
              ? formatIsoDate(doc.validUntil, ctx.numberLocale)
              : labels.noExpiry,
            nowrap: doc.validUntil !== undefined,
            ...(expired ? { status: labels.renewalInProgress } : {}),
          },
          {
            text: fileText,
            nowrap: true,
            link: {
              href: doc.pdf,
              newTab: true,
              label: fillTemplate(labels.pdfLinkLabel, { document: doc.title, size: sizeText }),
            },
          },
          ...(ctx.viewerPath
            ? [
                {
                  text: labels.viewLink,
                  nowrap: true,
                  link: {
                    href: ctx.viewerPath(doc),
                    label: fillTemplate(labels.viewLinkLabel, { document: doc.title }),
                  },
                },
              ]
            : []),
        ],
      };
    }),
  };
}
