/**
 * @jest-environment node
 */
// The translations are checked like the content: a missing, extra or empty text is named with
// its file and field, a language not reviewed by the school is listed for the production build.
import { translationModules } from '@/content/i18n';
import { contentFiles } from '@/scripts/content-check/content-files';
import {
  checkTranslation,
  checkTranslations,
  translationFiles,
  unreviewedTranslations,
} from '@/scripts/content-check/translations';
import { formatIssue } from '@/scripts/content-check/validate';
import { localize } from '@/lib/i18n/localize';
import { localePath, splitLocalePath } from '@/lib/i18n/locales';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the translations', () => {
  it('give every text of every translated content file, in both languages', () => {
    expect(
      checkTranslations(contentFiles, translationFiles(translationModules)).map(formatIssue),
    ).toEqual([]);
  });

  it('name a missing, an extra and an empty text with file and field', () => {
    const marathi = copy(translationModules.mr['content/site.ts']!) as {
      siteSettings: Record<string, unknown> & { socialLabels: Record<string, unknown> };
      reviewed: boolean;
    };
    delete marathi.siteSettings.affiliationLine;
    marathi.siteSettings.elsewhere = 'इतरत्र';
    marathi.siteSettings.socialLabels.youtube = ' ';
    expect(
      checkTranslation('content/site.ts', 'mr', contentFiles['content/site.ts']!, marathi).map(
        formatIssue,
      ),
    ).toEqual([
      'content/i18n/mr/site.ts › siteSettings.socialLabels.youtube: is empty',
      'content/i18n/mr/site.ts › siteSettings.affiliationLine: is missing (English: "CBSE Affiliation No. {number}")',
      'content/i18n/mr/site.ts › siteSettings.elsewhere: is not a text of content/site.ts: remove it (figures, phones, ids and links come from English)',
    ]);
  });

  it('name a missing file', () => {
    expect(
      checkTranslation('content/site.ts', 'hi', contentFiles['content/site.ts']!, undefined).map(
        formatIssue,
      ),
    ).toEqual(['content/i18n/hi/site.ts › (file): is missing: translate content/site.ts into it']);
  });

  it('list every file not yet reviewed by the school', () => {
    const files = translationFiles(translationModules);
    const unreviewed = unreviewedTranslations(files).map((issue) => issue.file);
    for (const [file, exports] of Object.entries(files)) {
      expect(unreviewed.includes(file)).toBe(exports?.reviewed !== true);
    }
  });

  it('take a language ticked as reviewed in the editor as reviewed, file by file', () => {
    const files = translationFiles(translationModules);
    const unreviewed = unreviewedTranslations(files, ['mr']).map((issue) => issue.file);
    expect(unreviewed.some((file) => file.startsWith('content/i18n/mr/'))).toBe(false);
    expect(unreviewed).toEqual(
      unreviewedTranslations(files)
        .map((issue) => issue.file)
        .filter((file) => file.startsWith('content/i18n/hi/')),
    );
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
