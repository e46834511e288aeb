// The navigation bar: at 1280 px in one browser page (the skip link, the logo's placeholder, the
// scrolled look, 'More', the main links and the current page), at 375 px the phone menu; the
// Login link's target is the exported HTML's.
import { navigationWords } from '@/content/words-collections';
import type { Page } from '@playwright/test';
import { siteIn } from '@/lib/site/site';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { exportedDocument } from './exported-html';
import { allNamed, newTab, NEW_TAB } from './html-names';
import { pageWordsIn } from '@/lib/i18n/words';

const { mainNav, moreNav, navLabels } = pageWordsIn(navigationWords, 'en');

const site = siteIn('en');

test('Login opens the portal root in a new tab', () => {
  const logins = allNamed(exportedDocument('/').querySelector('header')!, 'a[href]', /^Login/);
  expect(logins.length).toBeGreaterThan(0);
  for (const login of logins) {
    expect(login.getAttribute('href')).toBe(site.portalUrl);
    expect(newTab(login)).toEqual(NEW_TAB);
  }
});

test("at 1280 px: the skip link, the logo's placeholder, the scrolled look past 50 px, the 'More' dropdown by hover, click and keyboard, and the main links marking the current page", async ({
  page,
  pageGuard,
}) => {
  // The logo fails to load: a placeholder replaces it.
  pageGuard.allow(/^request failed: \S+\/images\/logo\.svg net::ERR_FAILED$/);
  pageGuard.allow(/^console error: Failed to load resource: net::ERR_FAILED$/);
  await page.route('**/images/logo.svg', (route) => route.abort());
  await page.goto('/');

  await test.step('the skip link moves focus to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  await test.step('a placeholder replaces the logo when it fails to load', async () => {
    await expect(
      page.getByRole('banner').getByRole('img', { name: site.logo.alt }),
    ).toHaveAttribute('src', site.placeholderImage.src);
  });

  await test.step('the bar takes its scrolled look past 50 px', async () => {
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  await test.step("the 'More' dropdown opens on hover and click, closes outside and on Escape", async () => {
    const more = page.getByRole('button', { name: 'More' });
    const list = page.locator(`#${await more.getAttribute('aria-controls')}`);

    await more.hover();
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(moreNav.map((item) => item.label));
    await expectNoAxeViolations(page);
    await page.mouse.move(5, 700);
    await expect(list).toBeHidden();

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(more).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(list).toBeHidden();

    await more.click();
    await list.getByRole('link', { name: 'Accolades' }).click();
    await expect(page).toHaveURL('/accolades');
    await expect(list).toBeHidden();
  });

  await test.step('main links navigate and mark the current page', async () => {
    const nav = page.getByRole('navigation', { name: navLabels.navigation });
    for (const item of mainNav) {
      await nav.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      // The phone menu's copy of the links is in the same landmark, hidden at this width.
      await expect(nav.locator('[aria-current="page"]').filter({ visible: true })).toHaveText(
        item.label,
      );
    }
  });
});

/** The phone menu's toggle: a native <summary>, announced as a collapsed/expanded button. */
const menuToggle = (page: Page) => page.locator('header summary').filter({ visible: true });

test.describe('navigation bar at 375 px', { tag: '@mobile' }, () => {
  test('the hamburger opens the menu, Escape and choosing a link close it', async ({ page }) => {
    await page.goto('/');
    const toggle = menuToggle(page);
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName(navLabels.openMenu);
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName(navLabels.closeMenu);
    await expect(menu.getByRole('link')).toHaveText(
      [...mainNav, ...moreNav].map((item) => item.label),
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A tap on the dimmed page below the menu closes it.
    await toggle.click();
    await expect(menu).toBeVisible();
    // Below the menu's panel (its links and the language switcher), halfway to the screen's foot.
    const backdrop = page.getByTestId('mobile-menu-backdrop');
    const panel = (await menu.locator('xpath=..').boundingBox())!;
    const shade = (await backdrop.boundingBox())!;
    const panelBottom = panel.y + panel.height;
    expect(shade.y + shade.height - panelBottom, 'room below the menu to tap').toBeGreaterThan(40);
    await backdrop.click({
      position: { x: 180, y: (panelBottom + shade.y + shade.height) / 2 - shade.y },
    });
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'Admissions' }).click();
    await expect(page).toHaveURL('/admissions');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName(navLabels.openMenu);
  });
});
