/**
 * @jest-environment node
 */
// The texts that count or name the campuses as a whole read the campus folders: the words each
// language fills in for three and for four campuses, every text of every language filled, and
// the content check's answer to a misspelt word, a text naming every campus, and a language with
// too few count words.
import { admissionYearIn, admissionsWordsIn } from '@/lib/admissions/admissions';
import { campusesIn, campusesWordsIn } from '@/lib/campuses/campuses';
import { pageWordsIn } from '@/lib/i18n/words';
import { campusesWords, wordsCollections } from '@/content/words-collections';
import { accoladesIn } from '@/lib/accolades/accolades';
import { homeFiguresIn, leadersIn } from '@/lib/home/home';
import { ADMISSION_YEAR_WORD, CAMPUS_WORDS, campusWordsOf } from '@/lib/i18n/filled-words';
import { withFilledWords } from '@/lib/i18n/fill-placeholders';
import { intlLocale, locales, type Locale } from '@/lib/i18n/locales';
import { checkAdmissionYearWord, checkCampusWords } from '@/scripts/content-check/filled-words';
import { formatIssue } from '@/scripts/content-check/validate';

const { campusCountWords: englishCountWords } = pageWordsIn(campusesWords, 'en');

const countWordsIn = (locale: Locale) => pageWordsIn(campusesWords, locale).campusCountWords;

const names = {
  en: ['City', 'Airport', 'Osmanpura'],
  mr: ['सिटी', 'एअरपोर्ट', 'उस्मानपुरा'],
  hi: ['सिटी', 'एयरपोर्ट', 'उस्मानपुरा'],
} satisfies Record<Locale, string[]>;

describe('the campus words in each language', () => {
  it.each([
    ['en', 'three', 'all three', 'City, Airport and Osmanpura'],
    ['mr', 'तीन', 'तिन्ही', 'सिटी, एअरपोर्ट आणि उस्मानपुरा'],
    ['hi', 'तीन', 'तीनों', 'सिटी, एयरपोर्ट, और उस्मानपुरा'],
  ] as const)('%s, three campuses: %s, %s, %s', (locale, count, all, list) => {
    expect(campusWordsOf(countWordsIn(locale), names[locale], intlLocale[locale])).toEqual({
      '{campusCount}': count,
      '{allCampusCount}': all,
      '{campusNames}': list,
    });
  });

  it.each([
    ['en', 'four', 'all four', 'City, Airport, Osmanpura and New Town'],
    ['mr', 'चार', 'चारही', 'सिटी, एअरपोर्ट, उस्मानपुरा आणि न्यू टाउन'],
    ['hi', 'चार', 'चारों', 'सिटी, एयरपोर्ट, उस्मानपुरा, और न्यू टाउन'],
  ] as const)('%s, four campuses: %s, %s, %s', (locale, count, all, list) => {
    const fourth = { en: 'New Town', mr: 'न्यू टाउन', hi: 'न्यू टाउन' }[locale];
    const filled = campusWordsOf(
      countWordsIn(locale),
      [...names[locale], fourth],
      intlLocale[locale],
    );
    expect(Object.values(filled)).toEqual([count, all, list]);
  });

  it('fills every string of a value, and a text that opens with a word opens with a capital', () => {
    const filled = campusWordsOf(englishCountWords, names.en, 'en-IN');
    expect(
      withFilledWords(
        { intro: '{campusCount} campuses in one city', list: ['Visit {allCampusCount}.'], n: 3 },
        filled,
      ),
    ).toEqual({ intro: 'Three campuses in one city', list: ['Visit all three.'], n: 3 });
  });

  it.each(locales)('leaves no campus word unfilled anywhere in the %s content', (locale) => {
    // Every page's words, as the loaders read them, and the collections whose texts are filled.
    const text = JSON.stringify([
      ...wordsCollections.map((collection) => pageWordsIn(collection, locale)),
      leadersIn(locale),
      accoladesIn(locale),
      campusesIn(locale),
      homeFiguresIn(locale),
    ]);
    for (const word of [...CAMPUS_WORDS, ADMISSION_YEAR_WORD]) expect(text).not.toContain(word);
    expect(admissionsWordsIn(locale).admissions.hero.subtitle).toContain(
      admissionYearIn(locale)!.academicYear,
    );
    expect(campusesWordsIn(locale).campusesPage.intro).toContain(countWordsIn(locale).counts[2]);
  });
});

describe('the content check of the campus words', () => {
  const check = (files: Record<string, Record<string, unknown>>, campuses = names.en) =>
    checkCampusWords([{ locale: 'en', files }], () => campuses).map(formatIssue);

  it('names a misspelt campus word, and passes the real ones and one campus’s own', () => {
    expect(
      check({
        'content/words/pages.en.yml': {
          pageMeta: { home: { description: 'Our {campusCont} and {campusCount} campuses' } },
        },
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/words\/pages\.en\.yml › pageMeta\.home\.description: has \{campusCont\}, which is not a campus word/,
      ),
    ]);
    expect(check({ 'content/visit.ts': { visit: { intro: 'Visit {campusName}.' } } })).toEqual([]);
  });

  it('names a text that lists every campus itself', () => {
    expect(
      check({ 'content/site.ts': { site: { description: 'With City, Airport and Osmanpura' } } }),
    ).toEqual([
      expect.stringMatching(
        /^content\/site\.ts › site\.description: names every campus itself: write \{campusNames\}/,
      ),
    ]);
    expect(check({ 'content/site.ts': { site: { description: 'City and Airport' } } })).toEqual([]);
  });

  it('names a language with no count word for as many campuses as there are folders', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `Campus ${i + 1}`);
    expect(
      check({ 'content/campuses.ts': { campusCountWords: englishCountWords } }, eleven),
    ).toEqual([
      'content/campuses.ts › campusCountWords.counts: has no word for 11 campuses: add the words up to 11',
      'content/campuses.ts › campusCountWords.all: has no word for 11 campuses: add the words up to 11',
    ]);
  });
});

it('a text naming the admission year without an admission year fails the check, naming the folder', () => {
  const files = {
    'content/words/home.en.yml': { home: { cta: { text: 'Open for {admissionYear}.' } } },
  };
  expect(checkAdmissionYearWord([{ locale: 'en', files }], true)).toEqual([]);
  expect(checkAdmissionYearWord([{ locale: 'en', files }], false).map(formatIssue)).toEqual([
    'content/admission-years › (folder): holds no admission year, and 1 texts name it (content/words/home.en.yml › home.cta.text, …): add the year admissions are for (Admission years › New)',
  ]);
});
