// Accolades and the board results, read from the exported HTML (routes.spec.ts runs axe-core on
// the page in a browser).
import { accoladesIn } from '@/lib/accolades/accolades';
import { accoladesPage } from '@/content/accolades';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { nameOf, region, textsOf } from './html-names';
import { accoladesPageIn } from '@/lib/accolades/accolades';
import { boardResultsIn } from '@/lib/accolades/board-results';
import { intlLocale, localePath, locales } from '@/lib/i18n/locales';
import { BOARD_RESULTS_ID, boardResultsPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

const accolades = accoladesIn('en');

test('Accolades shows four cards, each named by its title, with description, icon and year', () => {
  const main = exportedDocument('/accolades').querySelector('main')!;
  expect(textOf(main.querySelector('h1'))).toBe(accoladesPage.heading);
  const cards = [...main.querySelectorAll('article')];
  expect(cards).toHaveLength(4);
  // The four years, in order: a single year or a range.
  const years = ['2024', '2023', '2022-2024', '2023'];
  expect(accolades.map((accolade) => accolade.year)).toEqual(years);
  for (const [i, accolade] of accolades.entries()) {
    const card = cards[i]!;
    expect(textOf(card.querySelector('h2'))).toBe(accolade.title);
    expect(nameOf(card)).toBe(accolade.title);
    expect(textOf(card)).toContain(accolade.description);
    // The icon is a drawing in the HTML (no emoji, no text), hidden from screen readers.
    const icon = card.querySelector('svg');
    expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(icon?.querySelector('path, circle')).not.toBeNull();
    // The year reads 'Year: 2024' to screen readers (the label is visually hidden).
    const year = [...card.querySelectorAll('p')].find((p) => p.querySelector('.sr-only'));
    expect(textOf(year)).toBe(`${accoladesPage.yearLabel}: ${years[i]}`);
  }
});

for (const locale of locales) {
  test(`${locale}: the board results, newest year first, each campus's figures and the toppers, linked from the home and admissions pages`, () => {
    const { results: words } = accoladesPageIn(locale);
    const path = localePath(locale, routes.accolades);
    const main = exportedDocument(path).querySelector('main')!;
    const section = region(main, words.heading);
    const years = boardResultsIn(locale);
    expect(years.length).toBeGreaterThan(0);
    expect(textsOf(section, 'h3')).toEqual(
      years.map((year) => fillTemplate(words.yearHeading, { year: year.year })),
    );
    const percent = new Intl.NumberFormat(intlLocale[locale], {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    for (const year of years) {
      const part = region(section, fillTemplate(words.yearHeading, { year: year.year }));
      // Each campus's row: its name and examination, appeared, passed and pass rate, as its
      // disclosure gives them.
      const rows = [...part.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('th, td')].map(textOf),
      );
      expect(rows).toEqual(
        year.campuses.map((row) => [
          `${row.campus} ${row.examinationId ? words.examinations[row.examinationId] : row.examination}`,
          String(row.appeared),
          String(row.passed),
          percent.format(row.passPercent / 100),
        ]),
      );
      // The toppers, best first, with their examination, campus and percentage.
      expect(textsOf(part, 'ol li')).toEqual(
        year.toppers.map(
          (topper) =>
            `${topper.name}, ${words.examinations[topper.examination]}, ${topper.campusName}: ${percent.format(topper.percent / 100)}`,
        ),
      );
      expect(textOf(part).includes(words.sampleNote)).toBe(year.fictional);
    }
    // The home and admissions pages link to them.
    for (const page of [routes.home, routes.admissions]) {
      const links = [
        ...exportedDocument(localePath(locale, page)).querySelectorAll('main a[href]'),
      ].filter((link) => textOf(link) === words.link);
      expect(
        links.map((link) => link.getAttribute('href')),
        page,
      ).toEqual([localePath(locale, boardResultsPath())]);
    }
    // The links' target is the section's heading.
    expect(main.querySelector(`h2#${BOARD_RESULTS_ID}`)).toBe(section.querySelector('h2'));
  });
}
