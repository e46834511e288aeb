import { expect, test } from '@playwright/test';
import { waitForHydration } from '../e2e/fixtures';

// Five pages that between them use every section template: the home page, a campus (hero,
// stat cards, gallery), a blog post, admissions (steps and icons), the disclosure list.
const PAGES = [
  ['home', '/'],
  ['campus', '/campuses/city'],
  ['blog-post', '/aurora-social/blog/8'],
  ['admissions', '/admissions'],
  ['disclosure', '/mandatory-disclosure'],
] as const;

// Still pictures: no motion, and the same locale and time zone wherever the run is.
test.use({ reducedMotion: 'reduce', locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

for (const [name, path] of PAGES) {
  test(`${name} (${path}) looks as approved`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    // Scroll through once so every lazy image loads, then wait for all of them.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 500) await page.evaluate((top) => scrollTo(0, top), y);
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(() =>
      [...document.images].every(
        (image) => image.complete || image.closest('[data-testid="campus-gallery"]'),
      ),
    );
    await page.evaluate(() =>
      Promise.all(
        [...document.images].filter((i) => i.complete).map((i) => i.decode().catch(() => {})),
      ),
    );
    await expect(page).toHaveScreenshot(`${name}.png`, {
      fullPage: true,
      animations: 'disabled',
      // The gallery's order is random on every visit.
      mask: [page.getByTestId('campus-gallery')],
      // Anti-aliasing differs by a few pixels from run to run.
      maxDiffPixelRatio: 0.002,
    });
  });
}
