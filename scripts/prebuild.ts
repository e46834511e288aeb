// `npm run build` starts here: the image pipeline, then the production check. A production
// build (SITE_ENV=production, or `npm run build:production`) stops with one list of every demo
// value still in use; a demo build says in one line that it is one.
import { disclosureDocuments } from '../content/disclosure';
import { mpdDocuments, mpdSources } from '../content/mpd';
import { CITY_PHONES, DEMO_DEFAULTS, SHARED_CAMPUS_PHONES, site } from '../content/site';
import { formatIssue } from '../lib/content-validation';
import { readPublicFile } from '../lib/public-files';
import { findProductionPlaceholders } from '../lib/production-check';
import { buildSiteImages, describe } from './images/build-site-images';

const production = process.env.SITE_ENV === 'production';
const imagesOnly = process.argv.includes('--images-only');

async function main() {
  const started = performance.now();
  const { report, images } = await buildSiteImages();
  for (const line of describe(report, performance.now() - started, production)) console.log(line);
  if (report.missing.length > 0 || (production && report.unreferenced.length > 0)) process.exit(1);

  if (!imagesOnly) {
    const pdfs = [
      ...disclosureDocuments.map((doc, i) => ({
        file: 'content/disclosure.ts',
        field: `disclosureDocuments[${i}].file`,
        path: doc.file,
      })),
      ...mpdSources.flatMap(({ file, record }) =>
        mpdDocuments(record).map((doc) => ({
          file,
          field: `documents.${doc.id}.pdf`,
          path: doc.pdf,
        })),
      ),
    ].map((pdf) => ({ ...pdf, bytes: readPublicFile(pdf.path) }));
    const placeholders = findProductionPlaceholders({
      site,
      demo: DEMO_DEFAULTS,
      phones: { CITY_PHONES, SHARED_CAMPUS_PHONES },
      images,
      manifest: report.manifest,
      pdfs,
    });
    if (production && placeholders.length > 0) {
      console.error(
        `Production build refused: ${placeholders.length} placeholders are still in use.\n` +
          placeholders.map((issue) => `  - ${formatIssue(issue)}`).join('\n'),
      );
      process.exit(1);
    }
    if (!production) {
      console.log(
        `Demo build: ${placeholders.length} placeholders in use (demo URL, keys, phone numbers, ` +
          'drawings, sample PDFs); `npm run build:production` lists and refuses them.',
      );
    }
  }
}

void main();
