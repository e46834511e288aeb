import type { Page } from '@playwright/test';
import { mainNav, moreNav, navLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('navigation bar at 1280 px', () => {
  test('main links navigate and mark the current page', async ({ page }) => {
    await page.goto('/');
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

  test("the 'More' dropdown opens on hover and click, closes outside and on Escape", async ({
    page,
  }) => {
    await page.goto('/');
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

  test('the bar takes its scrolled look past 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

/** The phone menu's toggle: a native <summary>, announced as a collapsed/expanded button. */
const menuToggle = (page: Page) => page.locator('summary').filter({ visible: true });

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

test('Login opens the portal root in a new tab', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('link', { name: /^Login/ });
  await expect(login).toHaveAttribute('href', site.portalUrl);
  await expect(login).toHaveAttribute('target', '_blank');
  await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a placeholder replaces the logo when it fails to load', async ({ page, pageGuard }) => {
  pageGuard.allow(/logo\.svg|net::ERR_FAILED/);
  await page.route('**/images/logo.svg', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('img', { name: site.logo.alt })).toHaveAttribute(
    'src',
    site.placeholderImage.src,
  );
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
