// `npm run build` starts here: the image pipeline and the disclosure PDFs' page images, then the
// content check, then the production check, then the heading font's Devanagari subset (cut to
// the checked texts; a Devanagari character the font lacks stops the build). A content mistake stops the
// build with the file and field named. A production build (SITE_ENV=production, or
// `npm run build:production`) stops with one list of every demo value still in use, and with the
// list of translation files the school has not reviewed; a demo build says in one line that it
// is one, and in another which translations it shows unreviewed.
import { rmSync } from 'node:fs';
import { buildTimeAtSchool } from '../../lib/alerts/alerts';
import { alertsIn } from '../../lib/alerts/alerts.server';
import { isProductionBuild } from '../content-check/index';
import { checkUploads } from '../content-check/uploads';
import { formatIssueList } from '../content-check/validate';
import { contentVerdict } from './content-verdict';
import { schoolAddressWord } from '../../lib/site/site';
import { writeSchoolRoutes } from './school-routes';
import { describeSubset, writeDevanagariFonts } from './heading-font/subset';
import { buildSiteImages, describe } from './images/build-site-images';
import { buildPdfPages, describePdfPages } from './disclosure-pages/build-pdf-pages';

/**
 * Where builds before verification codes kept each certificate's hash keyed by its TC number and
 * date of birth: deleted by every build, so no such cache outlives the list it was made from.
 */
const OLD_TC_CACHE_DIR = 'node_modules/.cache/tc-register';

const production = isProductionBuild();
const imagesOnly = process.argv.includes('--images-only');

async function main() {
  rmSync(OLD_TC_CACHE_DIR, { recursive: true, force: true });
  // Before the image pipeline and the PDF page images read a single upload.
  const uploads = checkUploads();
  if (uploads.length > 0) {
    console.error(
      `Content check failed: ${uploads.length} upload(s) not what they claim:\n${formatIssueList(uploads)}`,
    );
    process.exit(1);
  }
  // Before Next.js reads app/: the two pages named by the school's short name. A short name that
  // makes no address is left to the content check below, which names the field to mend.
  try {
    writeSchoolRoutes(schoolAddressWord());
  } catch (error) {
    console.warn(`The school's pages were not written: ${(error as Error).message}`);
  }
  const started = performance.now();
  const { report, images } = await buildSiteImages();
  for (const line of describe(report, performance.now() - started, production)) console.log(line);
  if (report.missing.length > 0 || (production && report.unreferenced.length > 0)) process.exit(1);
  const pagesStarted = performance.now();
  const pages = await buildPdfPages();
  for (const line of describePdfPages(pages, performance.now() - pagesStarted)) console.log(line);
  if (imagesOnly) return;

  const verdict = contentVerdict({ images, manifest: report.manifest, production });
  for (const line of verdict.warnings) console.warn(line);
  if (verdict.refusal.length > 0) {
    for (const block of verdict.refusal) console.error(block);
    process.exit(1);
  }
  const fonts = await writeDevanagariFonts(process.cwd());
  for (const font of fonts) {
    const fontLog = font.missing.size > 0 ? console.error : console.log;
    for (const line of describeSubset(font)) fontLog(line);
    if (font.missing.size > 0) process.exit(1);
  }
  console.log(verdict.certificatesLine);
  // Which alerts the pages will carry, at the moment the build reads as now (SITE_NOW or now).
  const now = buildTimeAtSchool();
  const alerts = alertsIn('en', { now });
  const onShow = alerts.filter((alert) => alert.onShow).length;
  console.log(
    `Alerts at ${now.replace('T', ' ')} (India time): ${onShow} on show, ${alerts.length - onShow} to come.`,
  );
  for (const line of verdict.demoNotes) console.log(line);
}

void main();
