// A second school on the same code: the changed copy (changed-content.spec.ts) is another school,
// whose school entry (content/school/) names it, with another short name, logo and colours, and
// whose privacy notice names the trust that runs it. Its documents stay the repository's sample
// files, as a school going live finds them before it puts its own scans in their place: what a
// PDF says is that document's words, not the site's, and the production build refuses the demo's;
// so the copy's build draws the pages of the one document it replaces, and takes the rest from
// the cache of the main build's.
// Built as `npm run build` builds it, with the same campus folders and a fourth: no page, feed,
// search entry or file of its export names the first school; its two school-named pages follow
// the new short name; and it has every page the first school's export has, with those two
// addresses changed, and the fourth campus's. Read from its files: no browser.
import { locales, type Locale } from '@/lib/i18n/locales';
import { searchWordsIn } from '@/lib/search/search-words';
import { siteIn } from '@/lib/site/site';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { REPOSITORY_ROOT, type SiteCopy } from './site-copy';

/** The first school's name, short name and its two addresses, in every form a page may hold. */
const FIRST_SCHOOL = [/\bAurora\b/, /ऑरोरा/, /life-at-aurora/, /aurora-social/];

const SECOND = {
  en: { name: 'Zenith Public School', shortName: 'Zenith' },
  mr: { name: 'झेनिथ पब्लिक स्कूल', shortName: 'झेनिथ' },
  hi: { name: 'जेनिथ पब्लिक स्कूल', shortName: 'जेनिथ' },
};

/** Where the second school's site is served: its own address, not the demo's. */
export const SECOND_SCHOOL_URL = 'https://www.zenith-school.example';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img">
<title>Zenith Public School</title>
<circle cx="32" cy="32" r="26" fill="#14532d"/>
<text x="70" y="42" font-family="sans-serif" font-size="30" font-weight="700" fill="#14532d">Zenith</text>
</svg>
`;

/**
 * A text of this repository's pages as the second school's pages have it: the first school's
 * name and short name in `locale` replaced by the second's.
 */
export function inSecondSchool(text: string, locale: Locale): string {
  const first = siteIn(locale);
  return text
    .replaceAll(first.name, SECOND[locale].name)
    .replaceAll(first.shortName, SECOND[locale].shortName);
}

const repositoryText = (file: string) => readFileSync(path.join(REPOSITORY_ROOT, file), 'utf8');

/**
 * The files that make the copy the second school: its school entry in each language, its logo,
 * and its privacy notice's data fiduciary (the editor's Privacy notice, not a field of the
 * school's entry).
 */
export function secondSchoolFiles(): Record<string, string> {
  const school = Object.fromEntries(
    (['en', 'mr', 'hi'] as const).map((locale) => {
      const file = `content/school/school.${locale}.yml`;
      const text = repositoryText(file)
        .replace(/^name: .*$/m, `name: ${SECOND[locale].name}`)
        .replace(/^shortName: .*$/m, `shortName: ${SECOND[locale].shortName}`)
        .replace(/^colours: .*$/m, 'colours: green-and-gold')
        .replaceAll('aurora', 'zenith');
      return [file, text];
    }),
  );
  const privacy = 'content/words/privacy.en.yml';
  return {
    ...school,
    'public/images/logo.svg': LOGO,
    [privacy]: repositoryText(privacy).replace(
      'Aurora Educational Trust',
      'Zenith Education Society',
    ),
  };
}

/** Every file under `dir`, as paths relative to it. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** The type of a document's search entry, in every language. */
const DOCUMENT_ENTRY = new Set(locales.map((locale) => searchWordsIn(locale).searchTypes.document));

/**
 * A file's text as a reader gets it: a search entry (pagefind's fragments are gzipped) as its
 * page's words. A document's entry is its title, the site's words, followed by the PDF's own
 * text: that text is the document's (the repository's samples name the demo school, as a
 * school's own scans name it), so the entry is read as its title alone.
 */
function readerTextOf(file: string): string {
  const bytes = readFileSync(file);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes.toString('utf8');
  const text = gunzipSync(bytes).toString('utf8');
  if (!file.endsWith('.pf_fragment')) return text;
  const entry = JSON.parse(text.slice(text.indexOf('{'))) as {
    content?: string;
    meta?: { title?: string; type?: string };
  };
  if (!DOCUMENT_ENTRY.has(entry.meta?.type ?? '')) return text;
  return JSON.stringify({ ...entry, content: entry.meta?.title });
}

/** The export's pages, by path, but the editor's. */
const pagesOf = (out: string) =>
  filesIn(out)
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
    .sort();

export function describeSecondSchool(copy: () => SiteCopy, newCampus: string) {
  test.describe('a second school', () => {
    const out = () => path.join(copy().dir, 'out');

    test('no page, feed, search entry or file of its export names the first school', () => {
      // Its search index and its editor are made by the build too.
      expect(existsSync(path.join(out(), 'pagefind'))).toBe(true);
      expect(existsSync(path.join(out(), 'admin', 'config.yml'))).toBe(true);
      const named = filesIn(out())
        .filter((file) => !/\.(br|gz|png|jpe?g|webp|avif|ico|pdf|woff2?|wasm)$/.test(file))
        // pdf.js's own worker, as its package ships it, knows a typeface named Aurora.
        .filter((file) => file !== 'pdf.worker.min.js')
        .flatMap((file) => {
          const text = readerTextOf(path.join(out(), file));
          return FIRST_SCHOOL.flatMap((pattern) => {
            const found = pattern.exec(text);
            if (!found) return [];
            const around = text.slice(Math.max(0, found.index - 60), found.index + 40);
            return [`${file}: …${around.replace(/\s+/g, ' ')}…`];
          });
        });
      expect(named).toEqual([]);
    });

    test('the two school-named pages follow the new short name, in every language', () => {
      for (const page of [
        'life-at-zenith.html',
        'zenith-social.html',
        'zenith-social/feed.xml',
        'mr/life-at-zenith.html',
        'hi/zenith-social.html',
      ]) {
        expect(existsSync(path.join(out(), page)), `${page} is missing`).toBe(true);
      }
      const home = readFileSync(path.join(out(), 'index.html'), 'utf8');
      expect(home).toMatch(/href="\/life-at-zenith"/);
      expect(home).toMatch(/Zenith Public School/);
      // The second school's colours: green and gold.
      expect(home).toMatch(/--brand-900:#052e16/);
      const sitemap = readFileSync(path.join(out(), 'sitemap.xml'), 'utf8');
      expect(sitemap).toMatch(/\/zenith-social</);
      // Its own address: the deploy's, not the demo's.
      expect(sitemap).toContain(`<loc>${SECOND_SCHOOL_URL}/</loc>`);
    });

    test('it has every page the first school has, the two addresses changed, and the fourth campus’s', () => {
      const first = pagesOf(path.join(REPOSITORY_ROOT, 'out')).map((file) =>
        file
          .replaceAll('life-at-aurora', 'life-at-zenith')
          .replaceAll('aurora-social', 'zenith-social'),
      );
      expect(first.length, 'the main build has run').toBeGreaterThan(100);
      const second = pagesOf(out());
      expect(second.filter((file) => !file.includes(newCampus))).toEqual(first.sort());
      expect(second.filter((file) => file.includes(newCampus)).length).toBeGreaterThan(0);
    });
  });
}
