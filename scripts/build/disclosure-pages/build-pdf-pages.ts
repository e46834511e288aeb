// Runs the page-image pipeline over the site's disclosure PDFs: each campus's combined document
// (campus.en.yml in its folder) and every campus's documents (its disclosure.yml), into
// public/images/pdf-pages/, content/generated/pdf-pages.json and the sheets' shapes in
// content/generated/pdf-page-shapes.css.
import { disclosureDocumentsIn } from '@/lib/disclosure/disclosure';
import path from 'node:path';
import { mpdDocuments, disclosureRecords } from '../../../lib/disclosure/records';
import { PDF_PAGES_MANIFEST } from '../../../lib/disclosure/pdf-page-files';
import { root } from '../images/build-site-images';
import { runPdfPagePipeline, type PdfPagesReport } from './pipeline';

/** Every PDF the viewer pages show. */
export function viewerPdfs(): string[] {
  return [
    ...disclosureDocumentsIn('en').map((doc) => doc.file),
    ...disclosureRecords().flatMap((record) => mpdDocuments(record).map((doc) => doc.pdf)),
  ];
}

export function buildPdfPages(): Promise<PdfPagesReport> {
  return runPdfPagePipeline({
    publicDir: path.join(root, 'public'),
    manifestPath: path.join(root, PDF_PAGES_MANIFEST),
    shapesCssPath: path.join(root, 'content/generated/pdf-page-shapes.css'),
    documents: viewerPdfs(),
    cacheDir: path.join(root, 'node_modules/.cache/disclosure-pages'),
  });
}

/** One line for the build log, and a warning per document that could not be drawn. */
export function describePdfPages(report: PdfPagesReport, ms: number): string[] {
  const pages = Object.values(report.manifest).reduce((sum, doc) => sum + doc.pages.length, 0);
  const perPage =
    report.pagesDrawn > 0 ? ` (${(ms / report.pagesDrawn / 1000).toFixed(2)} s a page)` : '';
  return [
    `pdf pages: ${Object.keys(report.manifest).length} documents, ${pages} pages; ` +
      `${report.drawn.length} documents drawn (${report.pagesDrawn} pages), ` +
      `${report.reused.length} unchanged, ${report.cached.length} from the cache, ` +
      `${report.removed.length} old files removed, ` +
      `${Math.round(report.bytesWritten / 1024)} KB written in ${(ms / 1000).toFixed(1)} s${perPage}`,
    ...report.failed.map(
      ({ file, message }) =>
        `Warning: public${file} could not be drawn (${message}); its viewer shows no page images`,
    ),
  ];
}
