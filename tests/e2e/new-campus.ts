// A fourth campus from one copied folder, as the school would open one: content/campuses/osmanpura/
// copied under a new id and name (its documents beside it), the copy built from its own code as
// `npm run build` builds it (changed-content.spec.ts), and the new campus found wherever the site
// lists the campuses, in three languages, read from the copy's exported HTML. Then the copy's
// folder without one of its required files fails the content check, naming the file.
import { campusesWordsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CAMPUSES_FOLDER } from '@/content/collections';
import { toSrcSet, type ImageManifest } from '@/lib/images';
import { localePath, locales, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { SECOND_SCHOOL_URL, inSecondSchool } from './second-school';
import { exportedDocument, textOf } from './exported-html';
import { REPOSITORY_ROOT, type SiteCopy } from './site-copy';

const SOURCE = 'osmanpura';
/** The new campus's folder name, which its pages' addresses hold. */
export const NEW_CAMPUS = 'new-town';
/** The new campus's pages: its folder's name is their address. */
const PATHS = {
  campus: '/campuses/new-town',
  transport: '/transport/new-town',
  disclosureViewer: '/mandatory-disclosure/new-town/viewer',
  disclosureTables: '/mandatory-disclosure/new-town',
  calendar: '/calendar/campus/new-town',
};
/** The copied campus's name and its name in lists, in each language. */
const NAME: Record<Locale, string> = {
  en: 'New Town Campus',
  mr: 'न्यू टाउन कॅम्पस',
  hi: 'न्यू टाउन कैंपस',
};
/** The card photo's address: its original is NEW_CAMPUS_PHOTO. */
const CARD_PHOTO = '/images/campuses/new-town/card.webp';
const SHORT_NAME: Record<Locale, string> = { en: 'New Town', mr: 'न्यू टाउन', hi: 'न्यू टाउन' };

/**
 * Each file of the source campus's folder as the new campus's: its name in every language, its
 * place last in the lists, its documents' and photos' paths under its own folders.
 */
export function newCampusFiles(): Record<string, string> {
  const folder = path.join(REPOSITORY_ROOT, CAMPUSES_FOLDER, SOURCE);
  return Object.fromEntries(
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(({ name: file }) => [
        `${CAMPUSES_FOLDER}/new-town/${file}`,
        readFileSync(path.join(folder, file), 'utf8')
          .replaceAll(`/MPD/${SOURCE}`, '/MPD/new-town')
          .replaceAll(`/images/campuses/${SOURCE}/`, '/images/campuses/new-town/')
          .replace(/^order: \d+$/m, 'order: 4')
          .replaceAll('Osmanpura', 'New Town')
          .replaceAll('उस्मानपुरा', 'न्यू टाउन'),
      ]),
  );
}

/** The new campus's card photo, an original in its folder, as a phone takes it. */
const NEW_CAMPUS_PHOTO = `${CAMPUSES_FOLDER}/new-town/photos/card.jpg`;

/**
 * The new campus's documents, its source's, and its card photo (target → source in the
 * repository).
 */
export const NEW_CAMPUS_COPIES = {
  'public/MPD/new-town': `public/MPD/${SOURCE}`,
  'public/MPD/new-town-campus-disclosure.pdf': `public/MPD/${SOURCE}-campus-disclosure.pdf`,
  [NEW_CAMPUS_PHOTO]: 'tests/fixtures/photos/phone-orientation-6-gps.jpg',
};

/**
 * The new campus's tests, on `copy()`: the copy with newCampusFiles() and NEW_CAMPUS_COPIES,
 * built. The last removes a file of the copy's campus folder.
 */
export function describeNewCampus(copy: () => SiteCopy) {
  test.describe('a fourth campus from one copied folder', () => {
    const page = (locale: Locale, sitePath: string) =>
      exportedDocument(localePath(locale, sitePath), path.join(copy().dir, 'out'));
    const hrefs = (root: ParentNode) =>
      [...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));

    for (const locale of locales) {
      test(`${locale}: the copied folder is a campus on every page that lists the campuses`, () => {
        const at = (sitePath: string) => localePath(locale, sitePath);

        // /campuses: its card, with its photo, linking its own page, which is named with it.
        const campuses = page(locale, routes.campuses).querySelector('main')!;
        expect(textOf(campuses)).toContain(NAME[locale]);
        expect(hrefs(campuses)).toContain(at(PATHS.campus));
        expect(campuses.querySelector(`img[src="${CARD_PHOTO}"]`)).not.toBeNull();
        expect(textOf(page(locale, PATHS.campus).querySelector('h1'))).toContain(NAME[locale]);
        // Its texts that count and name the campuses: four of them, the new one in the list.
        const { counts, all } = campusesWordsIn(locale).campusCountWords;
        // The copy is the second school (second-school.ts): the intro names it.
        const fourCampuses = inSecondSchool(
          campusesWordsIn(locale)
            .campusesPage.intro.replaceAll(all[2]!, all[3]!)
            .replaceAll(counts[2]!, counts[3]!),
          locale,
        );
        expect(textOf(campuses)).toContain(fourCampuses);
        const description = page(locale, routes.campuses).querySelector('meta[name="description"]');
        expect(description?.getAttribute('content')).toContain(SHORT_NAME[locale]);

        // The footer of every page: its block with the 'Mob.' line, fourth of four.
        const footer = page(locale, '/').querySelector('footer')!;
        expect(textOf(footer)).toContain(SHORT_NAME[locale]);
        const mobileLines =
          textOf(footer).split(`${contactWordsIn(locale).contactBlock.mobile} `).length - 1;
        expect(mobileLines).toBe(4);

        // /fees: its section, named; /transport: its buses' page.
        const fees = page(locale, routes.fees).querySelector('#fees-new-town');
        expect(textOf(fees)).toContain(NAME[locale]);
        expect(hrefs(page(locale, routes.transport))).toContain(at(PATHS.transport));

        // /mandatory-disclosure: its card, its viewer and its Appendix-IX tables.
        const disclosure = page(locale, routes.disclosure).querySelector('main')!;
        expect(textOf(disclosure)).toContain(NAME[locale]);
        expect(hrefs(disclosure)).toContain(at(PATHS.disclosureViewer));
        expect(textOf(page(locale, PATHS.disclosureTables).querySelector('h1'))).toContain(
          NAME[locale],
        );

        // The calendar's campus filter names it with its name in lists.
        const calendar = page(locale, routes.calendar);
        const filter = [...calendar.querySelectorAll('a[href]')].find(
          (link) => link.getAttribute('href') === at(PATHS.calendar),
        );
        expect(textOf(filter)).toBe(SHORT_NAME[locale]);

        // The sitemap lists its page in this language (English's as a page, the others as its
        // translations).
        const sitemap = readFileSync(path.join(copy().dir, 'out', 'sitemap.xml'), 'utf8');
        const url = `${SECOND_SCHOOL_URL}${at(PATHS.campus)}`;
        expect(sitemap).toContain(locale === 'en' ? `<loc>${url}</loc>` : `href="${url}"`);
      });
    }

    test('its card photo is the original in its folder, served at every size', () => {
      const manifest = JSON.parse(
        readFileSync(path.join(copy().dir, 'content/generated/images.json'), 'utf8'),
      ) as ImageManifest;
      const entry = manifest[CARD_PHOTO]!;
      expect(entry).toMatchObject({ source: NEW_CAMPUS_PHOTO, placeholder: false });
      const card = page('en', routes.campuses).querySelector(`img[src="${CARD_PHOTO}"]`);
      expect(card?.getAttribute('srcset')).toBe(toSrcSet(entry.srcset));
      for (const variant of [...entry.srcset!, ...(entry.avif ?? [])]) {
        expect(existsSync(path.join(copy().dir, 'out', variant.src)), variant.src).toBe(true);
      }
    });

    test('the copied folder without one of its required files fails the content check, naming it', async () => {
      const missing = `${CAMPUSES_FOLDER}/new-town/disclosure.yml`;
      rmSync(path.join(copy().dir, missing));
      const check = await copy().run(process.execPath, [
        '--import',
        'tsx',
        'scripts/content-check/cli.ts',
      ]);
      expect(check.status).toBe(1);
      expect(check.output).toContain(`${missing} › (file): does not exist`);
    });
  });
}
