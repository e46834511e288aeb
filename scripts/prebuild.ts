// `npm run build` starts here: the image pipeline and the disclosure PDFs' page images, then the
// content check, then the production check, then the heading font's Devanagari subset (cut to
// the checked texts; a Devanagari character the font lacks stops the build). A content mistake stops the
// build with the file and field named. A production build (SITE_ENV=production, or
// `npm run build:production`) stops with one list of every demo value still in use, and with the
// list of translation files the school has not reviewed; a demo build says in one line that it
// is one, and in another which translations it shows unreviewed.
import { rmSync } from 'node:fs';
import { annualReportsCollection } from '../content/collections';
import { buildTimeAtSchool } from '../lib/alerts/alerts';
import { alertsIn } from '../lib/alerts/alerts.server';
import { collectionEntries } from '../lib/content/collections.server';
import { disclosureDocuments } from '../content/disclosure';
import { mpdDocuments, mpdSources } from '../lib/disclosure/records';
import { translationModules } from '../content/i18n';
import { privacyNotice } from '../content/privacy';
import { DEMO_DEFAULTS, site } from '../content/site';
import { backendFromEnv } from './admin/editor-config';
import { checkContent, isProductionBuild } from './content-check';
import { checkCollections } from './content-check/collections';
import { campusContactFiles, contentFiles, writtenTexts } from './content-check/content-files';
import { findProductionPlaceholders } from './content-check/production-check';
import { readPublicFile } from './content-check/public-files';
import {
  demoTransferCertificates,
  readTransferCertificates,
} from './content-check/transfer-certificates';
import { translationFiles, unreviewedTranslations } from './content-check/translations';
import { checkUploads } from './content-check/uploads';
import { formatIssue, type ContentIssue } from './content-check/validate';
import { describeSubset, writeHeadingFontSubset } from './heading-font/subset';
import { buildSiteImages, describe } from './images/build-site-images';
import { localeNamesInEnglish, translatedLocales } from '../lib/i18n/locales';
import { buildPdfPages, describePdfPages } from './pdf-pages/build-pdf-pages';

/**
 * Where builds before verification codes kept each certificate's hash keyed by its TC number and
 * date of birth: deleted by every build, so no such cache outlives the list it was made from.
 */
const OLD_TC_CACHE_DIR = 'node_modules/.cache/tc-register';

const production = isProductionBuild();
const imagesOnly = process.argv.includes('--images-only');

/** The languages of some translation files, named in English: 'Marathi and Hindi'. */
const languagesOf = (issues: readonly ContentIssue[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(
    translatedLocales
      .filter((locale) =>
        issues.some(
          (issue) =>
            issue.file.startsWith(`content/i18n/${locale}/`) ||
            issue.file.endsWith(`.${locale}.md`) ||
            issue.file.endsWith(`.${locale}.yml`),
        ),
      )
      .map((locale) => localeNamesInEnglish[locale]),
  );

const listed = (issues: readonly ContentIssue[]) =>
  issues.map((issue) => `  - ${formatIssue(issue)}`).join('\n');

async function main() {
  rmSync(OLD_TC_CACHE_DIR, { recursive: true, force: true });
  // Before the image pipeline and the PDF page images read a single upload.
  const uploads = checkUploads();
  if (uploads.length > 0) {
    console.error(
      `Content check failed: ${uploads.length} upload(s) not what they claim:\n${listed(uploads)}`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const { report, images } = await buildSiteImages();
  for (const line of describe(report, performance.now() - started, production)) console.log(line);
  if (report.missing.length > 0 || (production && report.unreferenced.length > 0)) process.exit(1);
  const pagesStarted = performance.now();
  const pages = await buildPdfPages();
  for (const line of describePdfPages(pages, performance.now() - pagesStarted)) console.log(line);
  if (imagesOnly) return;

  const content = checkContent(production);
  for (const warning of content.warnings) console.warn(`Warning: ${formatIssue(warning)}`);

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
    ...collectionEntries(annualReportsCollection).map(({ english }) => ({
      file: english.file,
      field: 'pdf',
      path: String(english.data.pdf),
    })),
  ].map((pdf) => ({ ...pdf, bytes: readPublicFile(pdf.path) }));
  const { certificates } = readTransferCertificates();
  const placeholders = [
    ...findProductionPlaceholders({
      site,
      demo: DEMO_DEFAULTS,
      contacts: campusContactFiles(),
      images,
      manifest: report.manifest,
      pdfs,
      content: contentFiles,
      texts: writtenTexts(),
      editorSignIn:
        process.env.ADMIN === 'off'
          ? undefined
          : {
              authUrl: backendFromEnv().authUrl,
              noticeHost: privacyNotice.editor.signIn.host.value,
            },
    }),
    ...demoTransferCertificates(certificates),
  ];
  const unreviewed = [
    ...unreviewedTranslations(translationFiles(translationModules)),
    ...checkCollections().unreviewed,
  ];
  // The placeholders come first: until they are replaced, the content check's production rules
  // (no sample PDFs) would only repeat some of them.
  if (production && (placeholders.length > 0 || unreviewed.length > 0)) {
    if (placeholders.length > 0) {
      console.error(
        `Production build refused: ${placeholders.length} placeholders are still in use.\n` +
          listed(placeholders),
      );
    }
    if (unreviewed.length > 0) {
      console.error(
        `Production build refused: ${unreviewed.length} translation files are not reviewed by ` +
          `the school (${languagesOf(unreviewed)}).\n${listed(unreviewed)}`,
      );
    }
    process.exit(1);
  }
  if (content.errors.length > 0) {
    const count = content.errors.length;
    console.error(
      `Content check failed (${count} problem${count > 1 ? 's' : ''}):\n${listed(content.errors)}`,
    );
    process.exit(1);
  }
  const headingFont = await writeHeadingFontSubset(process.cwd());
  const fontLog = headingFont.missing.size > 0 ? console.error : console.log;
  for (const line of describeSubset(headingFont)) fontLog(line);
  if (headingFont.missing.size > 0) process.exit(1);
  const withdrawn = certificates.filter((certificate) => certificate.withdrawn).length;
  console.log(`TC list: ${certificates.length} certificates, ${withdrawn} withdrawn.`);
  // Which alerts the pages will carry, at the moment the build reads as now (SITE_NOW or now).
  const now = buildTimeAtSchool();
  const alerts = alertsIn('en', { now });
  const onShow = alerts.filter((alert) => alert.onShow).length;
  console.log(
    `Alerts at ${now.replace('T', ' ')} (India time): ${onShow} on show, ${alerts.length - onShow} to come.`,
  );
  if (!production) {
    console.log(
      `Demo build: ${placeholders.length} placeholders in use (demo URL, keys, phone numbers, ` +
        'drawings, sample PDFs); `npm run build:production` lists and refuses them.',
    );
    if (unreviewed.length > 0) {
      console.log(
        `Demo build: ${languagesOf(unreviewed)} shown from ${unreviewed.length} translation ` +
          'files not yet reviewed by the school; `npm run build:production` lists and refuses them.',
      );
    }
  }
}

void main();
