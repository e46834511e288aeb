// The content check against the real project: the content modules, the files under public/ and
// content/photos/, and the routes the site builds. The prebuild step runs it before `next build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { calendar } from '@/content/calendar';
import { imageSizes, placeholderArt } from '@/content/images';
import { disclosureSources } from '@/lib/disclosure/records';
import { SITE_SLUG } from '@/content/site';
import { todayIso } from '@/lib/disclosure/figures';
import { allRoutes } from '@/lib/routes/site-routes';
import { findOriginal, hasSizes, unreferencedOriginals } from './image-sources';
import { translationModules } from '@/content/i18n';
import {
  alertsCollection,
  booksUniformCollection,
  campusEntryFile,
  campusPagesCollection,
  contactsCollection,
  homeFiguresCollection,
} from '@/content/collections';
import { entriesIn } from '@/lib/content/collections.server';
import { feeTerms } from '@/content/fees';
import { admissionYearIn } from '@/lib/admissions/admissions';
import { campusContactsIn, campusPagesIn } from '@/lib/campuses/campuses';
import { checkAgreement, type AgreementData } from './agreement';
import { checkAlertNotices } from './alerts';
import { checkAnnualReportDue } from './annual-reports';
import { checkBooksUniformEstimates } from './books-uniform';
import { campusDisclosurePdfs, checkCampusFolders } from './campuses';
import { checkAdmissionYearWord, checkCampusWords, languageFiles } from './filled-words';
import { contentFiles, entryFiles, noticeFiles } from './content-files';
import { checkCollections } from './collections';
import { checkTranslations, translationFiles } from './translations';
import { collectContentImages } from './content-images';
import { validateMpd, type MpdCheckResult } from './disclosure';
import { isSamplePdf } from './pdf-info';
import { publicFileExists, readPublicFile } from './public-files';
import { contentToday } from './today';
import { readTransferCertificates } from './transfer-certificates';
import { checkSymlinks } from './symlinks';
import { checkUploads } from './uploads';
import { formatIssue, validateContent, type ContentIssue } from './validate';
import { annualReports } from '@/lib/reports/reports';
import { contentRoot } from '@/lib/content/content-root';

const contentDir = path.join(contentRoot(), 'content');

/** Where an image comes from: the editor's original wins over a placeholder drawing. */
export function imageSource(src: string): 'original' | 'placeholder' | undefined {
  if (findOriginal(contentDir, src)) return 'original';
  return placeholderArt[src] ? 'placeholder' : undefined;
}

/**
 * Originals no content uses: an error in a production build (in a demo build the image pipeline
 * warns of them).
 */
export function checkUnreferencedPhotos(dir = contentDir): ContentIssue[] {
  const used = collectContentImages(contentFiles).map((image) => image.src);
  return unreferencedOriginals(dir, used).map((file) => ({
    file: `content/${file}`,
    field: '(file)',
    message: 'is not used by any content: refer to it as /images/… in content/, or delete it',
  }));
}

/** `SITE_ENV=production` marks the build that goes live: it refuses samples and expired papers. */
export const isProductionBuild = () => process.env.SITE_ENV === 'production';

/** The Appendix-IX records; in production also the combined PDFs, which must not be samples. */
export function checkDisclosures(
  production = isProductionBuild(),
  today = todayIso(),
): MpdCheckResult {
  const schoolYear = calendar.academicYear.label;
  const result = validateMpd(disclosureSources(), {
    readPublicFile,
    today,
    production,
    schoolYear,
  });
  if (production) {
    for (const { file, field, path: pdf } of campusDisclosurePdfs()) {
      const bytes = readPublicFile(pdf);
      if (bytes && isSamplePdf(bytes)) {
        result.errors.push({
          file,
          field,
          message: `"${pdf}" is a generated sample (its metadata says so): replace it with the real document`,
        });
      }
    }
  }
  return result;
}

/** The route folders of every language: English's, and Marathi's and Hindi's. */
export const LANGUAGE_ROUTE_FOLDERS = ['(en)', '[locale]'];

/** The route folders that carry the slug, in every language, must match the SITE_SLUG constant. */
export function checkSlugFolders(appDir = path.join(process.cwd(), 'app')): ContentIssue[] {
  const roots = LANGUAGE_ROUTE_FOLDERS.filter((folder) => existsSync(path.join(appDir, folder)));
  return (roots.length > 0 ? roots : [''])
    .flatMap((languageRoot) =>
      [`life-at-${SITE_SLUG}`, `${SITE_SLUG}-social`].map((folder) =>
        path.posix.join(languageRoot, folder),
      ),
    )
    .filter((folder) => !existsSync(path.join(appDir, folder, 'page.tsx')))
    .map((folder) => ({
      file: 'content/site.ts',
      field: 'SITE_SLUG',
      message: `"${SITE_SLUG}" needs the route folder app/${folder}/ (rename the folders with the slug)`,
    }));
}

export function findContentIssues(
  disclosures = checkDisclosures(),
  production = isProductionBuild(),
): ContentIssue[] {
  const translations = translationFiles(translationModules);
  const languages = languageFiles(contentFiles, translations);
  const issues = [
    ...checkSymlinks(),
    ...checkUploads(),
    ...checkSlugFolders(),
    ...checkCampusFolders(),
    ...(production ? checkUnreferencedPhotos() : []),
    ...disclosures.errors,
    ...validateContent(contentFiles, {
      publicFileExists,
      imageSource,
      imageHasSizes: (src) => hasSizes(src, imageSizes),
      routes: allRoutes(),
    }),
    ...checkTranslations(contentFiles, translations),
    ...checkCampusWords(languages),
    ...checkAdmissionYearWord(languages),
    ...checkCollections().errors,
    ...checkAlertNotices(
      entryFiles(alertsCollection),
      new Set(Object.values(noticeFiles()).map(({ id }) => String(id))),
    ),
    ...checkBooksUniformEstimates(disclosureSources(), entryFiles(booksUniformCollection)),
    ...readTransferCertificates().issues,
  ];
  // Two checks may find the same fault (a disclosure's PDF is both a file and a record's field):
  // it is named once.
  return [...new Map(issues.map((issue) => [formatIssue(issue), issue])).values()];
}

/** What the site states in two places, and the dates it presents as coming, from the content. */
export function agreementData(today: string): AgreementData {
  return {
    phones: campusContactsIn('en').map(({ campusId, phones }) => ({
      file: campusEntryFile(contactsCollection, campusId),
      campusId,
      phones,
    })),
    areas: campusPagesIn('en').map(({ campusId, area, about }) => ({
      file: campusEntryFile(campusPagesCollection, campusId),
      campusId,
      page: area,
      aboutTab: about.area,
    })),
    fees: {
      file: 'content/fees.ts',
      feeYears: disclosureSources().map(({ file, record }) => ({
        file,
        year: record.academics.feeAcademicYear,
      })),
      admissionYear: admissionYearIn('en')?.academicYear,
      instalments: feeTerms.schedule.instalments,
      today,
    },
    totals: {
      file: `${homeFiguresCollection.folder}/figures.en.yml`,
      figures: entriesIn(homeFiguresCollection, 'en').flatMap(({ data }) =>
        data.figures.flatMap(({ value, checkedAgainst }, index) =>
          checkedAgainst ? [{ index, value, counts: checkedAgainst }] : [],
        ),
      ),
      campuses: campusPagesIn('en').map(({ campusId, disclosure }) => ({
        campusId,
        students: disclosure.totalStudents,
        teachers: disclosure.totalTeachers,
      })),
    },
  };
}

/**
 * What the prebuild step reports: errors stop the build, warnings are printed. A missing annual
 * report is a warning in a demo build and an error in a production build.
 */
export function checkContent(
  production = isProductionBuild(),
  today = contentToday(),
): {
  errors: ContentIssue[];
  warnings: ContentIssue[];
} {
  const disclosures = checkDisclosures(production);
  const overdue = checkAnnualReportDue(annualReports(), today);
  const agreement = checkAgreement(agreementData(today), production);
  return {
    errors: [
      ...findContentIssues(disclosures, production),
      ...(production ? overdue : []),
      ...agreement.errors,
    ],
    warnings: [
      ...disclosures.warnings,
      ...agreement.warnings,
      ...checkCollections().warnings,
      ...(production ? [] : overdue),
    ],
  };
}
