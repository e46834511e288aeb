// The national helplines where a family looks for them: first on /child-safety, in the footer
// of every page and on the 404 page, in English, Marathi and Hindi, each number a tel: link.
// What they say and dial is read from the exported HTML (here /child-safety; every page's
// footer: footer.spec.ts; the 404 page: unknown-paths.spec.ts); a browser checks that they show
// (here on /child-safety, with JavaScript; without it: no-javascript.spec.ts; on the 404 page:
// unknown-paths.spec.ts).
import { campusSafeguardingIn, childSafetyWordsIn } from '@/lib/trust/trust';
import { childSafety } from '@/content/child-safety';
import { footer } from '@/content/footer';
import { siteIn } from '@/lib/site/site';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { localeNames, localePath, locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { contactForm, fillContactForm } from './contact-helpers';
import { exportedPart } from './exported-parts';
import { textOf } from './exported-html';
import { expect, PHONE_VIEWPORT, test } from './fixtures';
import { expectHelplineLinksInHtml, expectHelplinesShown, helplinesIn } from './helplines';
import { allByRole, byRole, literal } from './html-roles';

const site = siteIn('en');

test('the English helplines read as the school wrote them', () => {
  const main = exportedPart(routes.childSafety, 'main');
  const helplines = byRole(main, 'region', 'Helplines: free, day and night');
  for (const [name, href] of [
    ['Emergency 112', 'tel:112'],
    ['Childline 1098', 'tel:1098'],
    ['Tele-MANAS 14416', 'tel:14416'],
    ['Tele-MANAS 1800-891-4416', 'tel:18008914416'],
  ] as const) {
    expect(byRole(helplines, 'link', name).getAttribute('href')).toBe(href);
  }
  expect(textOf(helplines)).toContain(
    'Police, fire and ambulance, when someone is in immediate danger.',
  );
});

for (const locale of locales) {
  test(`${localeNames[locale]}: /child-safety opens with the helplines, then counselling, each counsellor with their own phone and e-mail (HTML)`, () => {
    const path = localePath(locale, routes.childSafety);
    const main = exportedPart(path, 'main');
    const helplines = helplinesIn(locale);
    const { childSafety } = childSafetyWordsIn(locale);
    const campusSafeguarding = campusSafeguardingIn(locale);
    const { counselling } = childSafety;
    // The first section after the introduction.
    expect([...main.querySelectorAll('h2')].slice(0, 2).map(textOf)).toEqual([
      helplines.heading,
      counselling.heading,
    ]);
    const region = byRole(main, 'region', helplines.heading, path);
    expectHelplineLinksInHtml(region, locale, path);
    for (const line of helplines.items) expect(textOf(region), path).toContain(line.purpose);

    const section = byRole(main, 'region', counselling.heading, path);
    const text = textOf(section);
    for (const { campusId, counselling: campus } of campusSafeguarding) {
      expect(text, path).toContain(mpdRecordOf(campusId).staff.counsellor.name);
      const phone = allByRole(section, 'link', new RegExp(literal(campus.phone.value)));
      expect(phone[0]?.getAttribute('href'), path).toBe(
        `tel:${campus.phone.value.replace(/\s/g, '')}`,
      );
      const email = allByRole(section, 'link', new RegExp(literal(campus.email.value)));
      expect(email[0]?.getAttribute('href'), path).toBe(`mailto:${campus.email.value}`);
      expect(text, path).toContain(campus.dropIn);
    }
    expect(text, path).toContain(counselling.waysIn.items[0]!);
  });
}

test('on /child-safety the helplines show first and in the footer, at 1280 and 375 px, and the contact form points to the page’s own contacts first', async ({
  page,
}) => {
  await page.goto(routes.childSafety);
  const helplines = helplinesIn('en');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(helplines.heading);
  for (const viewport of [page.viewportSize()!, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await expectHelplinesShown(
      main.getByRole('region', { name: helplines.heading, exact: true }),
      'en',
    );
    await expectHelplinesShown(
      page
        .getByRole('contentinfo')
        .getByRole('region', { name: helplines.footerHeading, exact: true }),
      'en',
    );
  }

  const { note } = footer.contactForm;
  const form = contactForm(page);
  await expect(form).toHaveAccessibleDescription(new RegExp(`^${literal(note.safetyBefore)}`));
  const described = form.locator(`[id="${await form.getAttribute('aria-describedby')}"]`);
  const links = described.getByRole('link');
  await expect(links.nth(0)).toHaveText(helplines.heading);
  await expect(links.nth(1)).toHaveText(childSafety.campusesHeading);
  // Each leads to its section on this page; the school's e-mail comes after them.
  for (const index of [0, 1]) {
    const target = await links.nth(index).getAttribute('href');
    await expect(page.locator(target!)).toBeVisible();
  }
  await expect(links.nth(2)).toHaveText(site.schoolInbox);

  await fillContactForm(page);
  await form.getByRole('button', { name: footer.contactForm.submitLabel }).click();
  await expect(form.getByRole('status')).toHaveText(note.safetyAfter);
  // (Elsewhere the note leads with the school's own contacts: footer.spec.ts, on every page.)
});
