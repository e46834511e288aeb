// The build's page images on the viewer pages (scripts/build/disclosure-pages/): which pages show them, and
// what each image is called, from the content and the PDFs themselves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

import { disclosureCampusIn, disclosureFile, disclosureWordsIn } from '@/lib/disclosure/disclosure';
import { findMpdDocument, mpdRecordOf } from '@/lib/disclosure/records';
import { mpdLabels } from '@/content/disclosure-labels';
import { pageMeta } from '@/content/pages';
import { disclosureDocumentPath, disclosureViewerPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

const { disclosurePage } = disclosureWordsIn('en');

const campus = disclosureCampusIn('en', 'city')!;
const fireSafety = findMpdDocument(mpdRecordOf('city'), 'fire-safety')!;

/** The two kinds of viewer page: a campus's whole disclosure and one of its documents. */
export const viewerPages = [
  {
    path: disclosureViewerPath('city'),
    pdf: disclosureFile('city')!,
    heading: `${campus.name} – ${pageMeta.disclosure.title}`,
  },
  {
    path: disclosureDocumentPath('city', fireSafety.id),
    pdf: fireSafety.pdf,
    heading: fillTemplate(mpdLabels.documentTitle, {
      document: fireSafety.title,
      campus: campus.name,
    }),
  },
];

/** 'Page 1 of 4: City Campus – Mandatory Public Disclosure', … for every page of the PDF. */
export async function expectedAlts({ pdf, heading }: (typeof viewerPages)[number]) {
  const bytes = readFileSync(path.join(__dirname, '..', '..', 'public', pdf));
  const total = (await PDFDocument.load(bytes)).getPageCount();
  return Array.from({ length: total }, (_, i) =>
    fillTemplate(disclosurePage.pageImageAlt, { page: i + 1, total, document: heading }),
  );
}

/** The page images in the page, in order. */
export const pageImages = (page: Page) => page.locator('main img[src^="/images/pdf-pages/"]');
