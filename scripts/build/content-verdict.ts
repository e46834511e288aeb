// What the prebuild step (scripts/build/prebuild.ts) says of the content once the images are made:
// the content check's warnings; in a production build the demo values and unreviewed
// translations it refuses, else the content check's errors; the transfer certificates' line; and
// in a demo build the notes that say it is one. A function of the repository's files, so the
// script tests call it in process and only two real prebuild runs prove its exit codes.
import { annualReportsCollection, wordsReviewCollection } from '../../content/collections';
import { privacyNotice } from '../../content/privacy';
import { DEMO_SITE_URL, siteSettings } from '../../content/site';
import { schoolCollection } from '../../content/collections';
import type { SchoolEntry } from '../../content/shapes/school';
import { collectionEntries } from '../../lib/content/collections.server';
import { mpdDocuments, disclosureSources } from '../../lib/disclosure/records';
import type { ImageManifest } from '../../lib/images';
import { localeNamesInEnglish, translatedLocales } from '../../lib/i18n/locales';
import { backendFromEnv } from '../editor/editor-config';
import { checkContent } from '../content-check/index';
import { checkCollections } from '../content-check/collections';
import type { ContentImage } from '../content-check/content-images';
import { campusDisclosurePdfs } from '../content-check/campuses';
import { campusContactFiles, siteContentFiles, writtenTexts } from '../content-check/content-files';
import { findProductionPlaceholders } from '../content-check/production-check';
import { readPublicFile } from '../content-check/public-files';
import {
  demoTransferCertificates,
  readTransferCertificates,
} from '../content-check/transfer-certificates';
import { stillUnreviewed } from '../content-check/translations';
import { formatIssue, formatIssueList, type ContentIssue } from '../content-check/validate';

/** The languages whose pages' words the office ticked as reviewed in the editor. */
function reviewedLanguages(): string[] {
  const [entry] = collectionEntries(wordsReviewCollection);
  return translatedLocales.filter((locale) => entry?.english.data[locale] === true);
}

/** The languages of some translation files, named in English: 'Marathi and Hindi'. */
const languagesOf = (issues: readonly ContentIssue[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(
    translatedLocales
      .filter((locale) =>
        issues.some(
          (issue) => issue.file.endsWith(`.${locale}.md`) || issue.file.endsWith(`.${locale}.yml`),
        ),
      )
      .map((locale) => localeNamesInEnglish[locale]),
  );

export interface ContentVerdictInput {
  /** The images the content names, and the image pipeline's manifest of them. */
  images: readonly ContentImage[];
  manifest: Partial<ImageManifest>;
  production: boolean;
  /** The address the site is built for, as the build reads it from its environment. */
  siteUrl?: string;
}

export interface ContentVerdict {
  /** `Warning: file › field: …` lines, printed and not stopping the build. */
  warnings: string[];
  /** What stops the build, one printed block each; empty when it goes on. */
  refusal: string[];
  /** `TC list: N certificates, N withdrawn.` */
  certificatesLine: string;
  /** What a demo build says it shows (nothing in a production build). */
  demoNotes: string[];
}

/**
 * What the production build refuses of the content as it is: its demo values and the
 * translations the school has not reviewed.
 */
export function productionRefusals(input: Omit<ContentVerdictInput, 'production'>) {
  const { siteUrl = siteSettings.url } = input;
  const [school] = collectionEntries(schoolCollection);
  const pdfs = [
    ...campusDisclosurePdfs(),
    ...disclosureSources().flatMap(({ file, record }) =>
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
      siteUrl: { value: siteUrl, demo: DEMO_SITE_URL },
      // Without the school's entry the content check has refused the build already.
      ...(school && {
        school: { file: school.english.file, entry: school.english.data as SchoolEntry },
      }),
      placeholderImageSrc: siteSettings.placeholderImage.src,
      contacts: campusContactFiles(),
      images: input.images,
      manifest: input.manifest,
      pdfs,
      content: siteContentFiles(),
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
  const unreviewed = stillUnreviewed(checkCollections().unreviewed, reviewedLanguages());
  return { placeholders, unreviewed };
}

export function contentVerdict(input: ContentVerdictInput): ContentVerdict {
  const { production } = input;
  const content = checkContent(production);
  const { placeholders, unreviewed } = productionRefusals(input);
  const { certificates } = readTransferCertificates();
  const refusal: string[] = [];
  // The placeholders come first: until they are replaced, the content check's production rules
  // (no sample PDFs) would only repeat some of them.
  if (production && placeholders.length > 0) {
    refusal.push(
      `Production build refused: ${placeholders.length} placeholders are still in use.\n` +
        formatIssueList(placeholders),
    );
  }
  if (production && unreviewed.length > 0) {
    refusal.push(
      `Production build refused: ${unreviewed.length} translation files are not reviewed by ` +
        `the school (${languagesOf(unreviewed)}).\n${formatIssueList(unreviewed)}`,
    );
  }
  if (refusal.length === 0 && content.errors.length > 0) {
    const count = content.errors.length;
    refusal.push(
      `Content check failed (${count} problem${count > 1 ? 's' : ''}):\n${formatIssueList(content.errors)}`,
    );
  }
  const withdrawn = certificates.filter((certificate) => certificate.withdrawn).length;
  return {
    warnings: content.warnings.map((warning) => `Warning: ${formatIssue(warning)}`),
    refusal,
    certificatesLine: `TC list: ${certificates.length} certificates, ${withdrawn} withdrawn.`,
    demoNotes: production
      ? []
      : [
          `Demo build: ${placeholders.length} placeholders in use (demo URL, keys, phone numbers, ` +
            'drawings, sample PDFs); `npm run build:production` lists and refuses them.',
          ...(unreviewed.length > 0
            ? [
                `Demo build: ${languagesOf(unreviewed)} shown from ${unreviewed.length} translation ` +
                  'files not yet reviewed by the school; `npm run build:production` lists and refuses them.',
              ]
            : []),
        ],
  };
}

/**
 * Everything between this content and a live site: what the production build refuses (its demo
 * values, its unreviewed translations, the content check's production rules) and what any build
 * lists (where the site disagrees with itself, a translation missing). Each named once.
 */
export function beforeGoingLive(input: Omit<ContentVerdictInput, 'production'>): {
  refused: ContentIssue[];
  listed: ContentIssue[];
} {
  const { placeholders, unreviewed } = productionRefusals(input);
  const live = checkContent(true);
  // One thing is named once: two checks that find the same value in the same file (a sample PDF
  // the disclosure check and the placeholder check both name) give one item, the first's.
  const key = (issue: ContentIssue) =>
    `${issue.file}\n${/^"([^"]+)"/.exec(issue.message)?.[1] ?? issue.field}`;
  const named = new Set<string>();
  const once = (issue: ContentIssue) => {
    if (named.has(key(issue))) return false;
    named.add(key(issue));
    return true;
  };
  const refused = [...live.errors, ...placeholders, ...unreviewed].filter(once);
  const listed = [...live.warnings, ...checkContent(false).warnings].filter(once);
  return { refused, listed };
}
