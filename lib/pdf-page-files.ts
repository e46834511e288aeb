// The page images of the disclosure PDFs: the manifest's shape, and where each file lives. Shared
// by the pipeline that writes them (scripts/pdf-pages/pipeline.ts) and the pages that show them.

export interface PdfPagesEntry {
  /** Of the PDF and the drawing settings: an unchanged PDF is not drawn again. */
  hash: string;
  /** The folder under public/ that holds this document's images, and only them. */
  folder: string;
  /** Each page's size in PDF points (after its rotation): its shape. */
  pages: { width: number; height: number }[];
  /** The widths written as WebP (every page), ascending. */
  webp: number[];
  /** The widths written as AVIF too (phone widths, when AVIF saves enough), ascending. */
  avif: number[];
}

/** Keyed by the PDF's address on the site ('/MPD/city/noc.pdf'). */
export type PdfPagesManifest = Record<string, PdfPagesEntry>;

export type PageImageFormat = 'webp' | 'avif';

/** The address of one page's image at one width. */
export function pageImageFile(
  entry: Pick<PdfPagesEntry, 'folder'>,
  page: number,
  width: number,
  format: PageImageFormat,
): string {
  return `${entry.folder}/${page}-${width}w.${format}`;
}

/** Every file a manifest entry lists as its own. */
export function pageImageFiles(entry: PdfPagesEntry): string[] {
  return entry.pages.flatMap((_, index) => [
    ...entry.webp.map((width) => pageImageFile(entry, index + 1, width, 'webp')),
    ...entry.avif.map((width) => pageImageFile(entry, index + 1, width, 'avif')),
  ]);
}
