// Runs the image pipeline over the real content: every image content refers to, from
// content/photos/ or its placeholder drawing, into public/images/ and the manifest.
import path from 'node:path';
import { imageSizes, placeholderArt } from '../../../content/images';
import { collectContentImages, type ContentImage } from '../../content-check/content-images';
import { siteContentFiles } from '../../content-check/content-files';
import { runImagePipeline, type PipelineReport } from './pipeline';

export const root = path.resolve(__dirname, '../../..');
export const contentDir = path.join(root, 'content');

export async function buildSiteImages(): Promise<{
  report: PipelineReport;
  images: ContentImage[];
}> {
  const images = collectContentImages(siteContentFiles());
  const report = await runImagePipeline({
    root,
    contentDir,
    publicDir: path.join(root, 'public'),
    manifestPath: path.join(root, 'content/generated/images.json'),
    previewCssPath: path.join(root, 'content/generated/image-previews.css'),
    jobs: images.map(({ src, focus }) => ({ src, focus })),
    sizes: imageSizes,
    placeholders: placeholderArt,
  });
  return { report, images };
}

/** One line for the build log, and a line per thing the editor should look at. */
export function describe(report: PipelineReport, ms: number, production: boolean): string[] {
  const drawn = Object.values(report.manifest).filter((entry) => entry.placeholder).length;
  const lines = [
    `images: ${Object.keys(report.manifest).length} images (${drawn} placeholder drawings), ` +
      `${report.encoded.length} encoded, ${report.reused.length} unchanged, ` +
      `${report.removed.length} old files removed, ${Math.round(report.bytesWritten / 1024)} KB written ` +
      `in ${(ms / 1000).toFixed(1)} s`,
  ];
  for (const file of report.unreferenced) {
    lines.push(
      `${production ? 'Error' : 'Warning'}: content/${file} is not used by any content ` +
        '(refer to it as /images/… in content/, or delete it)',
    );
  }
  for (const src of report.missing) {
    lines.push(
      `Error: ${src} has neither an original (content/photos/, or a campus folder's photos/) nor a placeholder drawing`,
    );
  }
  return lines;
}
