// The content check against the real project: the content modules, the files under public/ and
// content/photos/, and the routes the site builds. The prebuild step runs it before `next build`.
import {
  admissionsWords,
  feesWords,
  homeWords,
  lifeWords,
  wordsEntryFile,
} from '@/content/words-collections';
import { pageWordsIn } from '@/lib/i18n/words';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { calendar } from '@/content/calendar';
import { imageSizes, placeholderArt } from '@/content/images';
import { disclosureSources } from '@/lib/disclosure/records';
import { addressWordOf } from '@/content/shapes/school';
import { translatedLocales } from '@/lib/i18n/locales';
import { todayIso } from '@/lib/disclosure/figures';
import { allRoutes } from '@/lib/routes/site-routes';
import { findOriginal, hasSizes, unreferencedOriginals } from './image-sources';
import {
  alertsCollection,
  booksUniformCollection,
  campusEntryFile,
  campusPagesCollection,
  contactsCollection,
  homeFiguresCollection,
  schoolCollection,
  admissionYearsCollection,
} from '@/content/collections';
import { collectionEntries, entriesIn, schoolWordsIn } from '@/lib/content/collections.server';
import { admissionYearIn } from '@/lib/admissions/admissions';
import { campusContactsIn, campusPagesIn } from '@/lib/campuses/campuses';
import { checkAgreement, type AgreementData } from './agreement';
import { checkAlertNotices } from './alerts';
import { checkAnnualReportDue } from './annual-reports';
import { checkBooksUniformEstimates } from './books-uniform';
import { campusDisclosurePdfs, checkCampusFolders } from './campuses';
import { checkAdmissionYearWord, checkCampusWords, languageFiles } from './filled-words';
import { entryFiles, noticeFiles, siteContentFiles } from './content-files';
import { checkCollections } from './collections';
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
import { contentRoot } from '@/content/content-root';

/** The content folder, named when a check runs (never when this module is imported). */
const contentDir = () => path.join(contentRoot(), 'content');

/** Where an image comes from: the editor's original wins over a placeholder drawing. */
export function imageSource(src: string): 'original' | 'placeholder' | undefined {
  if (findOriginal(contentDir(), src)) return 'original';
  return placeholderArt[src] ? 'placeholder' : undefined;
}

/**
 * Originals no content uses: an error in a production build (in a demo build the image pipeline
 * warns of them).
 */
export function checkUnreferencedPhotos(
  dir = contentDir(),
  files = siteContentFiles(),
): ContentIssue[] {
  const used = collectContentImages(files).map((image) => image.src);
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

/**
 * The two addresses the school's short name makes (/life-at-{word}, /{word}-social) must be no
 * other page's or file's: a short name whose address another page of the site has is refused.
 */
export function checkSchoolAddresses(root = process.cwd()): ContentIssue[] {
  const [school] = collectionEntries(schoolCollection);
  const shortName = school?.english.data.shortName;
  if (typeof shortName !== 'string') return [];
  const word = addressWordOf(shortName);
  if (word === '') {
    return [
      {
        file: school!.english.file,
        field: 'shortName',
        message: `"${shortName}" has no Latin letter or digit to make the site's two addresses from: write it in English letters (Sunrise)`,
      },
    ];
  }
  const taken = new Set([
    ...LANGUAGE_ROUTE_FOLDERS.flatMap((folder) => foldersIn(path.join(root, 'app', folder))),
    ...foldersIn(path.join(root, 'public')),
    ...translatedLocales,
  ]);
  return [`life-at-${word}`, `${word}-social`]
    .filter((segment) => taken.has(segment))
    .map((segment) => ({
      file: school!.english.file,
      field: 'shortName',
      message: `"${shortName}" makes the address /${segment}, which another page of the site has: give another short name`,
    }));
}

/** The names of the folders in `dir` (none when it does not exist). */
function foldersIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Every page's address, and the two the school's short name makes also as content writes them
 * ('/life-at-{addressWord}'), so that a link written with the placeholder is a link to a page.
 */
export function routesContentNames(): string[] {
  const routes = allRoutes();
  const word = schoolWordsIn('en')['{addressWord}'];
  if (!word) return routes;
  const named = routes.filter((route) => route.includes(word));
  return [...routes, ...named.map((route) => route.replace(word, '{addressWord}'))];
}

export function findContentIssues(
  disclosures = checkDisclosures(),
  production = isProductionBuild(),
): ContentIssue[] {
  // Every page and two of the site's addresses are made from the school's entry: without it,
  // that is the one thing to mend (with the uploads, which are checked before anything is read).
  if (collectionEntries(schoolCollection).length === 0) {
    return [
      ...checkSymlinks(),
      ...checkUploads(),
      {
        file: `${schoolCollection.folder}/school.en.yml`,
        field: '(file)',
        message: 'is missing: every page names the school from it (its name, short name, logo)',
      },
    ];
  }
  const collected = checkCollections();
  const contentFiles = siteContentFiles(collected);
  const languages = languageFiles(contentFiles, collected.translations);
  const issues = [
    ...checkSymlinks(),
    ...checkUploads(),
    ...checkSchoolAddresses(),
    ...checkCampusFolders(),
    ...(production ? checkUnreferencedPhotos(contentDir(), contentFiles) : []),
    ...disclosures.errors,
    ...validateContent(contentFiles, {
      publicFileExists,
      imageSource,
      imageHasSizes: (src) => hasSizes(src, imageSizes),
      routes: routesContentNames(),
    }),
    ...checkCampusWords(languages),
    ...checkAdmissionYearWord(languages),
    ...collected.errors,
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
  const year = admissionYearIn('en');
  const estimates = entriesIn(booksUniformCollection, 'en');
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
      file: wordsEntryFile(feesWords),
      feeYears: disclosureSources().map(({ file, record }) => {
        const estimate = estimates.find((entry) => entry.slug === record.campusId);
        return {
          file,
          rows: record.academics.fees.map(({ classes, academicYear }) => ({
            classes,
            year: academicYear,
          })),
          ...(estimate && {
            estimate: {
              file: campusEntryFile(booksUniformCollection, record.campusId),
              year: estimate.data.academicYear,
            },
          }),
        };
      }),
      admissionYear: year?.academicYear,
      instalments: pageWordsIn(feesWords, 'en').feeTerms.schedule.instalments,
      today,
    },
    results: {
      file: wordsEntryFile(lifeWords),
      figures: pageWordsIn(lifeWords, 'en').life.academic.stats.flatMap(
        ({ value, checkedAgainst }, index) =>
          checkedAgainst === 'boardResults'
            ? [{ field: `life.academic.stats[${index}].value`, value }]
            : [],
      ),
      campuses: disclosureSources().flatMap(({ record }) => {
        const [newest] = record.academics.results;
        return newest
          ? [
              {
                campusId: record.campusId,
                year: newest.year,
                registered: newest.registered,
                passed: newest.passed,
              },
            ]
          : [];
      }),
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
    admissionClasses: {
      texts: [
        {
          file: wordsEntryFile(admissionsWords),
          field: 'admissions.hero.note',
          text: pageWordsIn(admissionsWords, 'en').admissions.hero.note,
        },
        {
          file: wordsEntryFile(homeWords),
          field: 'home.cta.text',
          text: pageWordsIn(homeWords, 'en').home.cta.text,
        },
      ],
      ...(year && {
        year: {
          file:
            collectionEntries(admissionYearsCollection).find(
              ({ english }) => english.data.academicYear === year.academicYear,
            )?.english.file ?? admissionYearsCollection.folder,
          academicYear: year.academicYear,
          classes: year.classes.map(({ name }) => name),
        },
      }),
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
