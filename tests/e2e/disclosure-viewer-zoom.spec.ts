// The viewer's zoom controls (fit width, zoom in, zoom out, reset) at 375 and 1280 px (the
import { disclosureWordsIn } from '@/lib/disclosure/disclosure';
// phone's screen draws at its own pixel ratio): one load of the viewer per width.
import type { Page } from '@playwright/test';

import { pdfPageWidth } from '@/lib/disclosure/pdf-layout';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';

const { disclosurePage } = disclosureWordsIn('en');

const texts = disclosurePage.zoom;
const slot = (page: Page, n: number) => page.locator(`[data-pdf-page="${n}"]`);
const canvas = (page: Page, n: number) => slot(page, n).locator('[data-rendered="true"] canvas');
const slotWidth = async (page: Page, n: number) => (await slot(page, n).boundingBox())!.width;

test.describe('viewer zoom', { tag: '@both' }, () => {
  test('labelled controls that work from the keyboard, redrawing pages sharp at the new size; the page being read stays in view when zooming', async ({
    page,
  }) => {
    await page.goto('/mandatory-disclosure/city/viewer');
    await expect(canvas(page, 1)).toBeVisible();
    const viewport = page.viewportSize()!.width;
    const base = pdfPageWidth(viewport);
    const dpr = await page.evaluate(() => window.devicePixelRatio);
    const toolbar = page.getByRole('toolbar', { name: texts.toolbar });
    await expect(toolbar).toBeVisible();
    // The page width of lib/disclosure/pdf-layout.ts stays the default.
    expect(await slotWidth(page, 1)).toBeCloseTo(base, 0);
    await expect(toolbar.getByText('100%')).toBeVisible();
    await expect(toolbar.getByRole('button', { name: texts.resetLabel })).toBeDisabled();

    // Keyboard only: focus 'Zoom in' and press Enter, then Space.
    await toolbar.getByRole('button', { name: texts.zoomIn }).focus();
    await page.keyboard.press('Enter');
    await expect(toolbar.getByText('125%')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(toolbar.getByText('150%')).toBeVisible();
    const zoomed = Math.round(base * 1.5);
    // Drawn again at the new width and the screen's pixel ratio: not a stretched bitmap.
    await expect
      .poll(() => canvas(page, 1).evaluate((c: HTMLCanvasElement) => c.width))
      .toBe(Math.round(zoomed * dpr));
    expect(await slotWidth(page, 1)).toBeCloseTo(zoomed, 0);
    // A page wider than the window scrolls inside the viewer, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport);
    await expectNoAxeViolations(page);

    await toolbar.getByRole('button', { name: texts.zoomOut }).click();
    await expect(toolbar.getByText('125%')).toBeVisible();

    await toolbar.getByRole('button', { name: texts.fitWidth }).click();
    const room = await page
      .locator('[data-pdf-page="1"]')
      .evaluate((el) => el.closest('[data-zoom-frame]')!.clientWidth);
    await expect.poll(() => slotWidth(page, 1)).toBeCloseTo(room, 0);
    // At 375 px the default width already fills the room: fitting is 100 %, and there is nothing to
    // reset until the reader zooms in again.
    await toolbar.getByRole('button', { name: texts.zoomIn }).click();
    await toolbar.getByRole('button', { name: texts.resetLabel }).click();
    await expect(toolbar.getByText('100%')).toBeVisible();
    await expect.poll(() => slotWidth(page, 1)).toBeCloseTo(base, 0);

    // The page being read stays in view: the same script at every width, where fitting the
    // width changes the size (at 375 px the default already fits).
    if (isMobile(page)) return;
    // The page being read: page 2, scrolled to the top of the window.
    await slot(page, 2).evaluate((el) =>
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY,
        behavior: 'instant',
      }),
    );
    await expect(canvas(page, 2)).toBeVisible();
    const middleOfWindow = () =>
      page.evaluate(() => {
        const y = window.innerHeight / 2;
        return [...document.querySelectorAll<HTMLElement>('[data-pdf-page]')].find((el) => {
          const box = el.getBoundingClientRect();
          return box.top <= y && box.bottom >= y;
        })?.dataset.pdfPage;
      });
    const before = await middleOfWindow();
    for (const name of [
      texts.fitWidth,
      texts.zoomIn,
      texts.zoomIn,
      texts.zoomOut,
      texts.resetLabel,
    ]) {
      await toolbar.getByRole('button', { name }).click();
      expect(await middleOfWindow(), name).toBe(before);
    }
  });
});
