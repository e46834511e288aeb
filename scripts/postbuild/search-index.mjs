// Builds the site's search index with Pagefind into out/pagefind/, one index
// per language (Pagefind reads each page's <html lang>; the search in a page loads the index of
// its own language). Indexes the <main> region of every content page (components/layout/SiteShell
// marks it data-pagefind-body; repeated cards, the gallery and calls to action carry
// data-pagefind-ignore), typed as a page, blog post, campus, notice or calendar in the page's
// language, plus one custom record per disclosure PDF and language with the PDF's own text (read
// with pdf.js), pointing at that document's viewer page in the language. Beside the index, the
// words that mean the same in each language (synonyms.json), which the search in the browser asks
// with (lib/search/synonyms.ts). The HTML files themselves are not changed.
import { searchWordsIn } from '@/lib/search/search-words';
import { pageMetaIn } from '@/lib/site/site';
import { disclosureDocumentsIn } from '@/lib/disclosure/disclosure';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { mpdDocuments, disclosureSources } from '../../lib/disclosure/records';
import { recordIn } from '../../lib/disclosure/disclosure';
import {
  DEFAULT_LOCALE,
  htmlLang,
  localePath,
  locales,
  splitLocalePath,
} from '../../lib/i18n/locales';
import { routes, unlistedRoutes } from '../../lib/routes/routes';
import { htmlFiles, outDir, root, routeOf } from './export-files.mjs';

const SEARCH_DIR = 'pagefind';

/**
 * Routes that are not pages to find: the 404 page, the viewers (their PDFs are records), the bus
 * routes' timetables and the unlisted pages.
 */
const NOT_INDEXED = [
  /^\/404$/,
  /^\/_not-found$/,
  /^\/mandatory-disclosure\/[^/]+\/(viewer|pdf)$/,
  /^\/mandatory-disclosure\/[^/]+\/documents\//,
  // A route's timetable repeats its campus's stops to print: a stop is found on the campus's page.
  /^\/transport\/[^/]+\/[^/]+$/,
  ...unlistedRoutes.map((route) => new RegExp(`^${route}$`)),
];

/** The result type a route (without its language) is shown with, in the page's language. */
/** @param {string} route @param {import('../../lib/i18n/locales').Locale} locale @returns {string} */
function pageType(route, locale) {
  const { searchTypes } = searchWordsIn(locale);
  if (route.startsWith(`${routes.blog}/blog/`)) return searchTypes.blogPost;
  if (/^\/campuses\/[^/]+$/.test(route)) return searchTypes.campus;
  if (/^\/notices(\/|$)/.test(route)) return searchTypes.notice;
  if (/^\/calendar(\/|$)/.test(route)) return searchTypes.calendar;
  return searchTypes.page;
}

/** The text of each PDF, read by pdf.js in its own Node process (scripts/dev/pdf-text.mjs). */
/** @param {string[]} sitePaths @returns {Map<string, string>} */
function pdfTexts(sitePaths) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'scripts/dev/pdf-text.mjs'),
      ...sitePaths.map((p) => path.join(root, 'public', p)),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`pdf-text failed: ${result.stderr}`);
  /** @type {{ file: string; text?: string; error?: string }[]} */
  const parsed = JSON.parse(result.stdout);
  return new Map(
    parsed.map((pdf, i) => {
      if (pdf.error) throw new Error(`${sitePaths[i]}: ${pdf.error}`);
      return [sitePaths[i], (pdf.text ?? '').replace(/\s+/g, ' ').trim()];
    }),
  );
}

/** @param {string} dir @returns {{ files: number; bytes: number }} */
function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => {
      const full = path.join(dir, entry.name);
      const sub = entry.isDirectory()
        ? folderBytes(full)
        : { files: 1, bytes: statSync(full).size };
      return { files: sum.files + sub.files, bytes: sum.bytes + sub.bytes };
    },
    { files: 0, bytes: 0 },
  );
}

/**
 * One record per disclosure PDF in `locale`: its title there, its viewer page there.
 * @param {import('../../lib/i18n/locales').Locale} locale
 */
function pdfRecords(locale) {
  const pageMeta = pageMetaIn(locale);
  const documents = disclosureSources().flatMap(({ record }) =>
    mpdDocuments(recordIn(locale, record)).map((doc) => ({
      locale,
      url: localePath(locale, `/mandatory-disclosure/${record.campusId}/documents/${doc.id}`),
      title: `${doc.title} – ${record.general.schoolName}`,
      pdf: doc.pdf,
    })),
  );
  const combined = disclosureDocumentsIn(DEFAULT_LOCALE).map((doc) => {
    const record = disclosureSources().find(
      (source) => source.record.campusId === doc.campusId,
    ).record;
    const name =
      locale === DEFAULT_LOCALE ? 'Mandatory public disclosure' : pageMeta.disclosure.title;
    return {
      locale,
      url: localePath(locale, `/mandatory-disclosure/${doc.campusId}/viewer`),
      title: `${name} – ${record.general.schoolName}`,
      pdf: doc.file,
    };
  });
  return [...documents, ...combined];
}

/** Writes the search index into out/pagefind/. */
export async function buildSearchIndex() {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);

  let pages = 0;
  for (const file of htmlFiles()) {
    const route = routeOf(file);
    const { locale, path: page } = splitLocalePath(route);
    if (NOT_INDEXED.some((pattern) => pattern.test(page))) continue;
    // The type rides on <main> for the indexer only; the served HTML stays as it is.
    const html = readFileSync(file, 'utf8').replace(
      /<main\b/,
      `<main data-pagefind-meta="type:${pageType(page, locale)}"`,
    );
    const added = await index.addHTMLFile({ url: route, content: html });
    if (added.errors.length > 0) throw new Error(`${route}: ${added.errors.join('; ')}`);
    pages += 1;
  }

  const records = locales.flatMap(pdfRecords);
  const texts = pdfTexts([...new Set(records.map((record) => record.pdf))]);
  for (const record of records) {
    const added = await index.addCustomRecord({
      url: record.url,
      // The title first: it is what a parent types; the PDF's own text is English.
      content: `${record.title}. ${texts.get(record.pdf) ?? ''}`,
      // Pagefind files each page under its `lang`, lower-cased.
      language: htmlLang[record.locale].toLowerCase(),
      meta: { title: record.title, type: searchWordsIn(record.locale).searchTypes.document },
    });
    if (added.errors.length > 0) throw new Error(`${record.url}: ${added.errors.join('; ')}`);
  }

  const outputPath = path.join(outDir, SEARCH_DIR);
  rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  writeFileSync(
    path.join(outputPath, 'synonyms.json'),
    JSON.stringify(
      Object.fromEntries(
        locales.map((locale) => [
          htmlLang[locale].toLowerCase(),
          searchWordsIn(locale).searchSynonyms,
        ]),
      ),
    ),
  );
  // Pagefind also writes its ready-made UIs; the site has its own dialog, so they go.
  for (const name of readdirSync(outputPath)) {
    if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name)) {
      rmSync(path.join(outputPath, name));
    }
  }
  const { files, bytes } = folderBytes(outputPath);
  console.log(
    `Search index: ${pages} pages and ${records.length} PDFs in out/${SEARCH_DIR}/ ` +
      `(${files} files, ${Math.round(bytes / 1024)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}
