// The export with JavaScript off (the nojs-desktop and nojs-mobile projects): every page is
// complete as HTML and CSS, every link and document works, and no control is shown that needs
// JavaScript to do anything.
import type { Page } from '@playwright/test';
import { contactAlternatives } from '@/content/contact';
import { disclosureCampuses, disclosureFile } from '@/content/disclosure';
import { mainNav, moreNav, navLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { disclosureViewerPath } from '@/lib/routes';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';
import { pageTestRoutes } from './site';

/** What a visitor sees: the page's markup and which elements are displayed. */
const visibleState = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((element) => (element.checkVisibility() ? '1' : '0'))
      .join(''),
  );

// axe-core without scripts runs once per page template: the blog posts, campus pages and
// documents share theirs (the JavaScript projects run it on every route at both widths).
const templates = new Set<string>();
const firstOfTemplate = (path: string) => {
  const template = path.replace(/\/(blog|campuses|mandatory-disclosure)\/[^/]+/, '/$1/:id');
  const first = !templates.has(template);
  templates.add(template);
  return first;
};

for (const { path, heading } of pageTestRoutes) {
  const withAxe = firstOfTemplate(path);
  test(`${path}: heading and content${withAxe ? ', axe-core' : ''}, and no button that does nothing`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(100);
    if (withAxe) await expectNoAxeViolations(page);

    for (const button of await page.locator('button:visible').all()) {
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      const before = [await page.content(), await visibleState(page)];
      await button.click();
      const after = [await page.content(), await visibleState(page)];
      expect(after, `the '${name}' button on ${path} does nothing without JavaScript`).not.toEqual(
        before,
      );
      await page.mouse.click(1, 1); // leave any menu it opened
    }
  });
}

for (const item of [...mainNav, ...moreNav]) {
  test(`the menu reaches ${item.path} by pointer`, async ({ page }) => {
    await page.goto(item.path === '/' ? '/about' : '/');
    const nav = page.getByRole('navigation', { name: navLabels.navigation });
    if (isMobile(page)) {
      await nav.locator('summary').click();
    } else if (moreNav.includes(item)) {
      await nav.getByRole('button', { name: navLabels.more }).hover();
    }
    await nav.getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.path);
  });

  test(`the menu reaches ${item.path} by keyboard`, async ({ page }) => {
    await page.goto(item.path === '/' ? '/about' : '/');
    const nav = page.getByRole('navigation', { name: navLabels.navigation });
    if (isMobile(page)) {
      await nav.locator('summary').focus();
      await page.keyboard.press('Enter');
    }
    // Tab through the page until the menu's link has focus (Tab skips hidden links).
    const focusedNavLink = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.closest('nav') ? focused.textContent : null;
      });
    for (let presses = 0; presses < 40 && (await focusedNavLink()) !== item.label; presses += 1) {
      await page.keyboard.press('Tab');
    }
    const link = nav.getByRole('link', { name: item.label, exact: true });
    await expect(link).toBeFocused();
    await expect(link).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(item.path);
  });
}

for (const campus of disclosureCampuses) {
  test(`the ${campus.name} viewer links its PDF, which answers as a PDF`, async ({
    page,
    request,
  }) => {
    await page.goto(disclosureViewerPath(campus.id));
    const link = page.getByRole('link', { name: /^Open the PDF \(\d+(\.\d)? [KM]?B\)$/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', disclosureFile(campus.id)!);
    const pdf = await request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // Nothing pretends to be loading: without JavaScript the viewer cannot draw.
    await expect(page.getByText('Loading PDF...')).toBeHidden();
  });
}

test('/contact, served as the not-found page, offers the phones, the e-mail and the main pages', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/404/);
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(404);
  const contact = page
    .getByRole('main')
    .getByRole('region', { name: contactAlternatives.heading, exact: true });
  await expect(contact.getByRole('link', { name: site.schoolInbox })).toHaveAttribute(
    'href',
    `mailto:${site.schoolInbox}`,
  );
  for (const campus of site.campusContacts) {
    await expect(contact).toContainText(campus.address);
    await expect(
      contact.getByRole('link', { name: campus.phones.primary }).first(),
    ).toHaveAttribute('href', `tel:${campus.phones.primary.replace(/\s/g, '')}`);
  }
  for (const item of [...mainNav, ...moreNav]) {
    await expect(
      page.getByRole('main').getByRole('link', { name: item.label, exact: true }),
    ).toHaveAttribute('href', item.path);
  }
  await expectNoAxeViolations(page);
});

test('the footer offers the phones and e-mail in place of its form', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('form')).toBeHidden();
  await expect(footer.getByText(contactAlternatives.noScriptFormNote)).toBeVisible();
  await expect(
    footer.getByRole('link', { name: site.schoolInbox }).filter({ visible: true }),
  ).toHaveAttribute('href', `mailto:${site.schoolInbox}`);
});
