// The export starts React only after the page has loaded (scripts/defer-hydration.mjs). These
// tests hold the framework's scripts back to prove what a visitor gets in that window.
import type { Page, Route } from '@playwright/test';
import { footer } from '@/content/footer';
import { navLabels } from '@/content/navigation';
import { visit } from '@/content/visit';
import { disclosureViewerPath } from '@/lib/routes';
import {
  CONTACT_MESSAGE,
  contactForm,
  fillContactForm,
  nextLoggedContactMessage,
} from './contact-helpers';
import { expect, test } from './fixtures';

/** Holds every framework script request until `release` is called. */
async function holdFrameworkScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/**', (route) =>
    released ? route.continue() : void held.push(route),
  );
  return {
    requested: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/'));
    return {
      loadEventStart: navigation.loadEventStart,
      firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}

test('framework scripts are requested only after the page has loaded', async ({ page }) => {
  await page.goto('/');
  const timing = await scriptTiming(page);
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.loadEventStart);
});

test('the PDF viewer, drawn by JavaScript, starts its scripts at once', async ({ page }) => {
  await page.goto(disclosureViewerPath('city'));
  const timing = await scriptTiming(page);
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScriptStart).toBeLessThan(timing.loadEventStart);
});

test("a 'Schedule a Visit' click before React runs opens the modal once it does", async ({
  page,
}) => {
  const scripts = await holdFrameworkScripts(page);
  await page.goto('/campuses/city', { waitUntil: 'load' });
  await expect.poll(scripts.requested).toBeGreaterThan(0);

  await page.getByRole('link', { name: visit.openLabel }).first().click();
  await expect(page).toHaveURL('/campuses/city');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await scripts.release();
  await expect(page.getByRole('dialog', { name: visit.title })).toBeVisible();
  await expect(page).toHaveURL('/campuses/city');
});

test('a form submitted before React runs is submitted once it does, with every value', async ({
  page,
}) => {
  const scripts = await holdFrameworkScripts(page);
  await page.goto('/about', { waitUntil: 'load' });
  const { placeholders, submitLabel } = footer.contactForm;
  const form = contactForm(page);
  await fillContactForm(page);
  await form.getByRole('button', { name: submitLabel }).click();
  await expect(page).toHaveURL('/about');

  // The held click on Submit is replayed once React runs, with what the visitor typed before.
  const logged = nextLoggedContactMessage(page);
  await scripts.release();
  expect(await logged).toEqual(CONTACT_MESSAGE);
  await expect(form.getByPlaceholder(placeholders.firstName)).toHaveValue(
    CONTACT_MESSAGE.firstName,
  );
  await expect(page).toHaveURL('/about');
});

// The menu button exists below 1024 px.
test(
  'the phone menu tapped before React runs opens once it does',
  { tag: '@mobile' },
  async ({ page }) => {
    const scripts = await holdFrameworkScripts(page);
    await page.goto('/about', { waitUntil: 'load' });
    const menuButton = page.getByRole('button', { name: navLabels.openMenu });
    await menuButton.click();
    await expect(page.locator('#mobile-menu')).toBeHidden();

    await scripts.release();
    await expect(page.getByRole('button', { name: navLabels.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.locator('#mobile-menu')).toBeVisible();
  },
);
