// One PDF page drawn by pdf.js at a given pixel width, and encoded: the page images the viewer
// shows before its own pdf.js has drawn the page (scripts/pdf-pages/pipeline.ts).
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist';
import sharp, { type Sharp } from 'sharp';
import { AVIF, WEBP } from '../images/pipeline';

/** The page's size in PDF points, as the viewer sees it (its rotation applied). */
export function pageSize(page: PDFPageProxy): { width: number; height: number } {
  const { width, height } = page.getViewport({ scale: 1 });
  return { width, height };
}

/**
 * The page drawn `width` pixels wide on white, as the viewer's canvas draws it (pdf.js's own
 * rendering, annotations included), ready to encode.
 */
export async function drawPage(page: PDFPageProxy, width: number): Promise<Sharp> {
  const viewport = page.getViewport({ scale: width / pageSize(page).width });
  const height = Math.round(viewport.height);
  const canvas = createCanvas(width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
    background: '#ffffff',
  }).promise;
  return sharp(canvas.data(), { raw: { width, height, channels: 4 } }).removeAlpha();
}

export const encodeWebp = (image: Sharp) => image.clone().webp(WEBP).toBuffer();
export const encodeAvif = (image: Sharp) => image.clone().avif(AVIF).toBuffer();
