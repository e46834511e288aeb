// The national helplines where a family looks for them: first on /child-safety, in the footer
// of every page and on the 404 page, in English, Marathi and Hindi, each number a tel: link.
// Without JavaScript: no-javascript.spec.ts.
import { childSafety } from '@/content/child-safety';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { contentIn } from '@/lib/i18n/content';
import { localePath, locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectHelplineLinks, expectHelplinesInEveryLanguage, helplinesIn } from './helplines';

test('the English helplines read as the school wrote them', async ({ page }) => {
  await page.goto(routes.childSafety);
  const helplines = page.getByRole('main').getByRole('region', {
    name: 'Helplines: free, day and night',
  });
  for (const [name, href] of [
    ['Emergency 112', 'tel:112'],
    ['Childline 1098', 'tel:1098'],
    ['Tele-MANAS 14416', 'tel:14416'],
    ['Tele-MANAS 1800-891-4416', 'tel:18008914416'],
  ] as const) {
    await expect(helplines.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(helplines).toContainText(
    'Police, fire and ambulance, when someone is in immediate danger.',
  );
});

for (const locale of locales) {
  const helplines = helplinesIn(locale);

  test(`${locale}: /child-safety opens with the helplines, then counselling @both`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, routes.childSafety));
    const main = page.getByRole('main');
    // The first section after the introduction.
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(helplines.heading);
    const region = main.getByRole('region', { name: helplines.heading, exact: true });
    await expectHelplineLinks(region, locale);
    for (const line of helplines.items) await expect(region).toContainText(line.purpose);
    const { counselling } = contentIn(locale).childSafety;
    await expect(main.getByRole('heading', { level: 2 }).nth(1)).toHaveText(counselling.heading);
    await expectNoAxeViolations(page);
  });

  test(`${locale}: the footer of every page sampled gives the helplines, apart from its form`, async ({
    page,
  }) => {
    for (const path of [routes.home, routes.about, routes.admissions, routes.notices]) {
      await page.goto(localePath(locale, path));
      const region = page
        .getByRole('contentinfo')
        .getByRole('region', { name: helplines.footerHeading, exact: true });
      await expectHelplineLinks(region, locale);
      for (const line of helplines.items) await expect(region).toContainText(line.summary);
      await expect(region.getByRole('textbox')).toHaveCount(0);
    }
  });
}

test('the 404 page gives the helplines in English, Marathi and Hindi', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/404/);
  // A path the 404 page's script answers in place ('Blog Post Not Found') rather than redirects.
  const response = await page.goto('/aurora-social/blog/999');
  expect(response?.status()).toBe(404);
  await expectHelplinesInEveryLanguage(page);
  await expectNoAxeViolations(page);
});

test('the counselling section names each campus counsellor with their own phone and e-mail', async ({
  page,
}) => {
  await page.goto(routes.childSafety);
  const section = page
    .getByRole('main')
    .getByRole('region', { name: childSafety.counselling.heading, exact: true });
  for (const campus of childSafety.counselling.campuses) {
    await expect(section).toContainText(mpdRecordOf(campus.campusId).staff.counsellor.name);
    await expect(section.getByRole('link', { name: campus.phone.value })).toHaveAttribute(
      'href',
      `tel:${campus.phone.value.replace(/\s/g, '')}`,
    );
    await expect(section.getByRole('link', { name: campus.email.value })).toHaveAttribute(
      'href',
      `mailto:${campus.email.value}`,
    );
    await expect(section).toContainText(campus.dropIn);
  }
  await expect(section).toContainText(childSafety.counselling.waysIn.items[0]!);
});
