import { Picture } from '@/components/ui/Picture';
import { PDF_NARROW_MEDIA, PDF_PAGE_SIZES } from '@/lib/disclosure/pdf-layout';
import type { PdfPageImage as PageImage } from '@/lib/disclosure/pdf-pages';

/** The viewer's list of pages, and each page's sheet (its size is set where it is used). */
export const PAGE_LIST_CLASS = 'flex flex-col items-center gap-6';
export const PAGE_SHEET_CLASS = 'relative overflow-hidden bg-white shadow-md ring-1 ring-slate-200';

export interface PdfPageImageProps {
  image: PageImage;
  /** Page 1: the page's largest paint, fetched first; the others load as they come near. */
  first: boolean;
}

/** The CSS aspect-ratio of a page's sheet, as its image's shape rule has it (pageShapesCss). */
export const sheetAspectRatio = (image: Pick<PageImage, 'width' | 'height'>) =>
  `${image.width} / ${image.height}`;

/**
 * A page of the document as the build drew it (lib/disclosure/pdf-pages.ts): shown until pdf.js has drawn
 * the page, and without JavaScript. No hooks: server and client alike.
 */
export function PdfPageImage({ image, first }: PdfPageImageProps) {
  const { src, srcSet, avifSrcSet, width, height, alt } = image;
  return (
    <Picture
      src={src}
      srcSet={srcSet}
      avifSrcSet={avifSrcSet}
      width={width}
      height={height}
      alt={alt}
      avifMedia={PDF_NARROW_MEDIA}
      sizes={PDF_PAGE_SIZES}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? 'sync' : 'async'}
      draggable={false}
      // It fills its sheet, which has the page's shape; the canvas, drawn over it, replaces it.
      className="absolute inset-0 h-full w-full"
    />
  );
}
