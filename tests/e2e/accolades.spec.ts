import { accolades, accoladesPage } from '@/content/accolades';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('Accolades shows four cards with title, description, icon and year, and passes axe-core', async ({
  page,
}) => {
  await page.goto('/accolades');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accoladesPage.heading);

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  // The four years, in order: a single year or a range.
  const years = ['2024', '2023', '2022-2024', '2023'];
  for (const [i, accolade] of accolades.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(accolade.title);
    await expect(card).toHaveAccessibleName(accolade.title);
    await expect(card).toContainText(accolade.description);
    // The icon is a drawing in the HTML (no emoji, no text), hidden from screen readers.
    await expect(card.locator('svg[aria-hidden="true"]').first()).toBeVisible();
    // The year reads 'Year: 2024' to screen readers (the label is visually hidden).
    await expect(card.getByText(`${accoladesPage.yearLabel}: ${years[i]}`)).toBeVisible();
    expect(accolade.year).toBe(years[i]);
  }
  await expect(cards.nth(0)).toBeVisible();

  await expectNoAxeViolations(page);
});
