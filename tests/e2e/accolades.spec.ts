// Accolades, read from the exported HTML (routes.spec.ts runs axe-core on the page in a browser).
import { accoladesIn } from '@/lib/accolades/accolades';
import { accoladesPage } from '@/content/accolades';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { nameOf } from './html-names';

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
