/**
 * @jest-environment node
 */
// The translations are checked like the content: a missing, extra or empty text is named with
// its file and field, a language not reviewed by the school is listed for the production build.
import { footerWords, wordsEntryFile } from '@/content/words-collections';
import { checkCollections } from '@/scripts/content-check/collections';
import { siteContentFiles } from '@/scripts/content-check/content-files';
import { translatableTexts } from '@/scripts/content-check/translatable';
import { compareTexts, stillUnreviewed } from '@/scripts/content-check/translations';
import { formatIssue } from '@/scripts/content-check/validate';
import { localize } from '@/lib/i18n/localize';
import { localePath, splitLocalePath } from '@/lib/i18n/locales';

const contentFiles = siteContentFiles();

describe('the translations', () => {
  const checked = checkCollections();

  it('give every text of every translated entry, in both languages', () => {
    expect(checked.errors.map(formatIssue)).toEqual([]);
  });

  it('name a missing, an extra and an empty text with file and field', () => {
    const file = wordsEntryFile(footerWords);
    const marathi = wordsEntryFile(footerWords, 'mr');
    const words = structuredClone(checked.translations.mr![marathi]!) as {
      footer: Record<string, unknown>;
    };
    delete words.footer.quickLinksHeading;
    words.footer.privacyHref = '#elsewhere';
    words.footer.communityHeading = ' ';
    const expected = translatableTexts(footerWords.schema, contentFiles[file]);
    expect(compareTexts(marathi, file, expected, words).map(formatIssue)).toEqual([
      'content/words/footer.mr.yml › footer.quickLinksHeading: is missing (English: "Quick Links")',
      'content/words/footer.mr.yml › footer.communityHeading: is empty',
      'content/words/footer.mr.yml › footer.privacyHref: is not a text of content/words/footer.en.yml: remove it (figures, phones, ids and links come from English)',
    ]);
  });

  it('list every translation not yet reviewed by the school: in the demo, each one', () => {
    const files = Object.values(checked.translations).flatMap((files) => Object.keys(files ?? {}));
    expect(checked.unreviewed.map(({ file }) => file).sort()).toEqual(files.sort());
  });

  it("take the pages' words of a language ticked as reviewed in the editor as reviewed", () => {
    const left = stillUnreviewed(checked.unreviewed, ['mr']).map(({ file }) => file);
    expect(left.some((file) => /^content\/words\/.*\.mr\.yml$/.test(file))).toBe(false);
    expect(left.some((file) => /^content\/words\/.*\.hi\.yml$/.test(file))).toBe(true);
    // Any other entry's Marathi keeps its own tick.
    expect(left.filter((file) => file.endsWith('.mr.yml')).length).toBeGreaterThan(0);
  });
});

describe('localize', () => {
  it('lays the words over the English value and keeps everything else', () => {
    const english = {
      title: 'Campuses',
      phone: '+91 00000 11111',
      cards: [
        { name: 'City', id: 1 },
        { name: 'Airport', id: 2 },
      ],
    };
    expect(
      localize(english, { title: 'शाखा', cards: [{ name: 'शहर' }, { name: 'विमानतळ' }] }),
    ).toEqual({
      title: 'शाखा',
      phone: '+91 00000 11111',
      cards: [
        { name: 'शहर', id: 1 },
        { name: 'विमानतळ', id: 2 },
      ],
    });
    expect(localize(english, undefined)).toBe(english);
  });
});

describe('locale paths', () => {
  it('prefix Marathi and Hindi, and keep English where the routes are', () => {
    expect(localePath('mr', '/')).toBe('/mr');
    expect(localePath('hi', '/campuses/city')).toBe('/hi/campuses/city');
    expect(localePath('en', '/about')).toBe('/about');
    expect(splitLocalePath('/mr/about')).toEqual({ locale: 'mr', path: '/about' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/mraid')).toEqual({ locale: 'en', path: '/mraid' });
  });
});
