import { aboutIn } from '@/lib/about/about';
import type { Page } from '@playwright/test';
import { pageMeta } from '@/content/pages';
import { expect, expectNoAxeViolations, renderedFrames, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { allNamed, link, named, textsOf } from './html-names';
import { servedAlt } from '@/lib/images';

const about = aboutIn('en');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

/** The About page's own reading of each campus: its area, grades and link. */
async function expectCampus(page: Page, name: string, area: string, grades: string, path: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toHaveCount(1);
  await expect(panel(page)).toContainText(area);
  await expect(panel(page)).toContainText(grades);
  await expect(panel(page).getByRole('link', { name: 'Explore More' })).toHaveAttribute(
    'href',
    path,
  );
}

/** The About page's reading of each campus: its tab, area, grades and link. */
const CAMPUS_TABS = [
  { name: 'City', campusId: 'city', area: '2.5 acre', grades: 'Pre-Nursery to Grade X' },
  { name: 'Airport', campusId: 'airport', area: '10 acre', grades: 'Grade I-X' },
  { name: 'Osmanpura', campusId: 'osmanpura', area: '3.5 acre', grades: 'Grade I-V' },
] as const;

// The texts and every tab's panel are in the exported HTML (routes.spec.ts runs axe-core on the
// page); which panel shows, and the modal, are the browser's below.
test('About shows the story, pillars, mission, vision and each campus tab with its panel', () => {
  const document = exportedDocument('/about');
  const main = document.querySelector('main')!;
  expect(textOf(main.querySelector('h1'))).toBe(pageMeta.about.title);
  expect(textsOf(main, 'h2')).toContain('Redefining Education for the Modern World');
  const pillars = textsOf(main, 'h3');
  for (const pillar of [
    'Every Child is Unique',
    'Integrated Schooling and Coaching',
    'Jack of All, Master of At Least One',
    'Not Just a School, but a Career School',
  ]) {
    expect(pillars).toContain(pillar);
  }
  for (const card of [about.mission, about.vision]) {
    const article = named(main, 'article', card.title);
    expect(textsOf(article, 'li')).toEqual(card.features);
    expect(card.features).toHaveLength(3);
  }
  // The photo of the story enlarges.
  expect(allNamed(main, 'button', `Enlarge image: ${servedAlt(about.story.image)}`)).toHaveLength(
    1,
  );

  const tabs = [...main.querySelectorAll('[role="tab"]')];
  expect(tabs.map(textOf)).toEqual(CAMPUS_TABS.map((t) => t.name));
  expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  for (const [i, { campusId, area, grades }] of CAMPUS_TABS.entries()) {
    const content = about.campusTabs.find((t) => t.campusId === campusId)!;
    const panel = document.getElementById(tabs[i]!.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    const text = textOf(panel);
    for (const words of [area, grades, content.badge, content.location]) {
      expect(text, campusId).toContain(words);
    }
    expect(link(panel, 'Explore More').getAttribute('href')).toBe(`/campuses/${campusId}`);
    expect(allNamed(panel, 'button', `Enlarge image: ${servedAlt(content.image)}`)).toHaveLength(1);
  }
});

// In one page: the layout at 1280 px, the enlarged-image modal, then the tabs by mouse and by
// keyboard (axe-core with another tab chosen), then a panel's link followed.
test('the header photo sits beside the title; the enlarged-image modal closes on Escape, × and the overlay, locking page scroll while open; the campus tabs switch by mouse and by keyboard', async ({
  page,
}) => {
  await page.goto('/about');

  // A <picture> (AVIF with a WebP fallback) must lay out like the <img> alone: its <source> once
  // took a grid cell and pushed the photo under the title.
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const photo = (await page.getByRole('main').getByRole('img').first().boundingBox())!;
  expect(photo.x).toBeGreaterThan(title.x + title.width / 2);
  expect(photo.y).toBeLessThan(title.y + title.height);

  const opener = page.getByRole('button', {
    name: `Enlarge image: ${servedAlt(about.story.image)}`,
  });
  const dialog = page.getByRole('dialog', { name: servedAlt(about.story.image) });
  const close = dialog.getByRole('button', { name: about.imageModal.close });
  const scrollY = () => page.evaluate(() => window.scrollY);
  const rootOverflow = () => page.evaluate(() => document.documentElement.style.overflow);

  await opener.scrollIntoViewIfNeeded();
  const before = await scrollY();
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: servedAlt(about.story.image) })).toBeVisible();
  await expect(close).toBeFocused();
  expect(await rootOverflow()).toBe('hidden');
  await page.mouse.wheel(0, 900);
  await page.keyboard.press('PageDown');
  await renderedFrames(page, 10);
  expect(await scrollY()).toBe(before);

  // Focus stays inside the dialog.
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await rootOverflow()).toBe('');
  expect(await scrollY()).toBe(before);
  await page.mouse.wheel(0, 400);
  await expect.poll(scrollY).toBeGreaterThan(before);

  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // A click on the picture itself keeps it open; one on the dimmed overlay closes it.
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();
  expect(await rootOverflow()).toBe('');

  // The campus photos enlarge too.
  await tab(page, 'Airport').click();
  const airport = about.campusTabs.find((t) => t.campusId === 'airport')!;
  await panel(page)
    .getByRole('button', { name: /^Enlarge image/ })
    .click();
  await expect(page.getByRole('dialog', { name: servedAlt(airport.image) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The tabs: one panel on show at a time, chosen by mouse and by keyboard.
  await tab(page, 'Airport').click();
  await expectCampus(page, 'Airport', '10 acre', 'Grade I-X', '/campuses/airport');
  await tab(page, 'Osmanpura').click();
  await expectCampus(page, 'Osmanpura', '3.5 acre', 'Grade I-V', '/campuses/osmanpura');
  await expect(tab(page, 'City')).toHaveAttribute('aria-selected', 'false');
  await expect(tab(page, 'Airport')).toHaveAttribute('aria-selected', 'false');

  await tab(page, 'City').click();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Airport')).toBeFocused();
  await expectCampus(page, 'Airport', '10 acre', 'Grade I-X', '/campuses/airport');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'City')).toBeFocused();
  await expectCampus(page, 'City', '2.5 acre', 'Pre-Nursery to Grade X', '/campuses/city');
  await page.keyboard.press('ArrowLeft');
  await expectCampus(page, 'Osmanpura', '3.5 acre', 'Grade I-V', '/campuses/osmanpura');
  await page.keyboard.press('Home');
  await expectCampus(page, 'City', '2.5 acre', 'Pre-Nursery to Grade X', '/campuses/city');
  await page.keyboard.press('End');
  await expect(tab(page, 'Osmanpura')).toBeFocused();
  // Tab leaves the tab list for the panel: the image button, then 'Explore More'.
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: /^Enlarge image/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('link', { name: 'Explore More' })).toBeFocused();

  await expectNoAxeViolations(page);
  await panel(page).getByRole('link', { name: 'Explore More' }).click();
  await expect(page).toHaveURL('/campuses/osmanpura');
});

test('if the enlarged-image view cannot be downloaded, Enlarge opens the photo itself', async ({
  page,
  pageGuard,
}) => {
  // The modal is a chunk of its own, fetched on first interest: fail that one download, as a
  // deploy that replaced it would.
  pageGuard.allow(/^request failed: \S+\/_next\/static\/chunks\/\S+\.js net::ERR_FAILED$/);
  pageGuard.allow(/^console error: Failed to load resource: net::ERR_FAILED$/);
  pageGuard.allow(/^console error: The enlarged-image view could not be loaded/);
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('image-modal-overlay')) return route.abort();
    return route.fulfill({ response });
  });
  await page.goto('/about');
  const opener = page.getByRole('button', {
    name: `Enlarge image: ${servedAlt(about.story.image)}`,
  });
  const photo = await opener.locator('xpath=..').locator('img').getAttribute('src');
  expect(photo).toMatch(/^\/images\//);
  await opener.click();
  await expect(page).toHaveURL(photo!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
