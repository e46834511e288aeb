// Looks up the page images the build made of a disclosure PDF
// (scripts/build/disclosure-pages/pipeline.ts), so the viewer's HTML shows every page at once, at
// the size pdf.js will draw it later.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readForPreview } from '@/lib/content/preview-stamp';
import {
  PDF_PAGES_MANIFEST,
  pageImageFile,
  pageShape,
  type PageImageFormat,
  type PdfPagesManifest,
} from './pdf-page-files';
import { PDF_PAGE_WIDTH_PX } from './pdf-layout';
import { fillTemplate } from '@/lib/template';

/** One page as an <img> (and AVIF <source>) the viewer can show before pdf.js runs. */
export interface PdfPageImage {
  src: string;
  srcSet: string;
  /** AVIF files for phones, when the document has them. */
  avifSrcSet?: string;
  /** The largest file's size in pixels: the page's shape (pageShape in lib/disclosure/pdf-page-files.ts). */
  width: number;
  height: number;
  /** 'Page 2 of 3: …' */
  alt: string;
}

/** The manifest the build wrote; none before the first build (the viewers then show no images). */
const documents = readForPreview((): Partial<PdfPagesManifest> => {
  try {
    return JSON.parse(readFileSync(path.join(process.cwd(), PDF_PAGES_MANIFEST), 'utf8'));
  } catch {
    return {};
  }
});

/**
 * The page images of a PDF, in page order, or undefined when the build has none (the viewer
 * then shows its loading sheet until pdf.js has drawn page 1). `altTemplate` names the page:
 * '{page}', '{total}' and '{document}'.
 */
export function pdfPageImages(
  file: string,
  altTemplate: string,
  documentName: string,
): PdfPageImage[] | undefined {
  const entry = documents()[file];
  if (!entry) return undefined;
  const srcSet = (page: number, format: PageImageFormat, widths: number[]) =>
    widths.map((width) => `${pageImageFile(entry, page, width, format)} ${width}w`).join(', ');
  return entry.pages.map((size, index) => {
    const page = index + 1;
    return {
      src: pageImageFile(entry, page, PDF_PAGE_WIDTH_PX, 'webp'),
      srcSet: srcSet(page, 'webp', entry.webp),
      avifSrcSet: entry.avif.length > 0 ? srcSet(page, 'avif', entry.avif) : undefined,
      ...pageShape(entry, size),
      alt: fillTemplate(altTemplate, {
        page,
        total: entry.pages.length,
        document: documentName,
      }),
    };
  });
}
