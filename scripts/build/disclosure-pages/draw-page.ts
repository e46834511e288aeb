// One PDF page drawn by pdf.js at a given pixel width, and encoded: the page images the viewer
// shows before its own pdf.js has drawn the page (scripts/build/disclosure-pages/pipeline.ts).
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist';
import sharp, { type Sharp } from 'sharp';
import { WEBP } from '../images/pipeline';

/** The page's size in PDF points, as the viewer sees it (its rotation applied). */
export function pageSize(page: PDFPageProxy): { width: number; height: number } {
  const { width, height } = page.getViewport({ scale: 1 });
  return { width, height };
}

/** A page drawn once, as raw RGBA pixels. */
export interface Drawing {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The page drawn `width` pixels wide on white, as the viewer's canvas draws it (pdf.js's own
 * rendering, annotations included). Drawn once, at the largest width: a scanned page's photo is
 * decoded and scaled by pdf.js in JavaScript, the slowest step, and smaller widths are sharper
 * resized from this one than drawn again.
 */
export async function drawPage(page: PDFPageProxy, width: number): Promise<Drawing> {
  const viewport = page.getViewport({ scale: width / pageSize(page).width });
  const height = Math.round(viewport.height);
  const canvas = createCanvas(width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
    background: '#ffffff',
  }).promise;
  return { data: canvas.data(), width, height };
}

/** The drawing `width` pixels wide, as tall as the page's shape makes it, ready to encode. */
export function atWidth(
  drawing: Drawing,
  size: { width: number; height: number },
  width: number,
): Sharp {
  const height = Math.round((width * size.height) / size.width);
  const image = sharp(drawing.data, {
    raw: { width: drawing.width, height: drawing.height, channels: 4 },
  }).removeAlpha();
  if (width === drawing.width && height === drawing.height) return image;
  return image.resize(width, height, { fit: 'fill' });
}

export const encodeWebp = (image: Sharp) => image.clone().webp(WEBP).toBuffer();
/**
 * A document page is text and lines on white: AVIF at quality 40 reads the same as the photos'
 * 50 on a phone's screen and is a fifth smaller, which is page 1's paint sooner on mobile data.
 */
export const PAGE_AVIF = { quality: 40, effort: 3 } as const;
export const encodeAvif = (image: Sharp) => image.clone().avif(PAGE_AVIF).toBuffer();
