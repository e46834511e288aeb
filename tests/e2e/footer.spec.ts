// The footer of every page. Its content is the same layout on every page, in the page's
// language: read from the exported HTML of every page in every language (no browser). A browser
// checks what it does: the contact form, which sends nothing. Without JavaScript:
// no-javascript.spec.ts; on /child-safety: helplines.spec.ts.
import { footerIn, navigationIn, siteIn } from '@/lib/site/site';

const site = siteIn('en');
import { childSafetyWordsIn } from '@/lib/trust/trust';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { campusIds } from '@/content/ids';
import { footer } from '@/content/footer';
import { FIELD_MAX_LENGTH } from '@/lib/contact-fields';
import { DEFAULT_LOCALE, localeNames, localePath, locales, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expectContactBlocksInHtml } from './contact-blocks';
import {
  CONTACT_MESSAGE,
  contactForm,
  fillContactForm,
  nextLoggedContactMessage,
} from './contact-helpers';
import { exportedFooters, exportedPart } from './exported-parts';
import { textOf } from './exported-html';
import { expect, expectFieldsBounded, test } from './fixtures';
import { expectHelplineLinksInHtml } from './helplines';
import { accessibleDescription, allByRole, byRole, literal } from './html-roles';

/**
 * One footer (the markup `paths` share) in `locale`: the campuses' contact blocks, the quick
 * links, the community links, the helplines, the contact form's note with the school's e-mail
 * and phones (on /child-safety, that page's own contacts first), the stand-in for the form
 * without JavaScript, and the bottom line.
 */
function expectFooterInHtml(foot: Element, locale: Locale, paths: string[]) {
  const where = paths.length === 1 ? paths[0]! : `${paths.length} pages (${paths[0]}, …)`;
  const campuses = byRole(foot, 'region', footerIn(locale).campusesLabel, where);
  expectContactBlocksInHtml(campuses, locale, campusIds, `${where}, footer`, 'mobile line');

  byRole(foot, 'heading', footerIn(locale).quickLinksHeading, where);
  for (const link of navigationIn(locale).footerQuickLinks) {
    expect(byRole(foot, 'link', link.label, where).getAttribute('href'), where).toBe(link.path);
  }
  for (const social of siteIn(locale).social) {
    const link = byRole(foot, 'link', new RegExp(literal(social.label)), where);
    expect(link.getAttribute('href'), where).toBe(social.href);
    expect(link.getAttribute('target'), where).toBe('_blank');
  }

  const helplines = byRole(
    foot,
    'region',
    childSafetyWordsIn(locale).helplines.footerHeading,
    where,
  );
  expectHelplineLinksInHtml(helplines, locale, `${where}, footer`);
  for (const line of childSafetyWordsIn(locale).helplines.items)
    expect(textOf(helplines), where).toContain(line.summary);
  // Apart from the form: nothing to type in.
  expect(helplines.querySelectorAll('input, textarea, select'), where).toHaveLength(0);

  const { note } = footerIn(locale).contactForm;
  const form = byRole(foot, 'form', footerIn(locale).contactForm.label, where);
  const safetyPage = localePath(locale, routes.childSafety);
  const onSafetyPage = paths.includes(safetyPage);
  if (onSafetyPage) expect(paths, 'the child-safety footer is its own').toEqual([safetyPage]);
  expect(accessibleDescription(form), where).toMatch(
    new RegExp(`^${literal(onSafetyPage ? note.safetyBefore : note.before)}`),
  );
  // The school's e-mail, as a link, inside the note; the campuses' phones are the footer's first
  // section, once: the note points there instead of repeating them.
  const described = foot.querySelector(`[id="${form.getAttribute('aria-describedby')}"]`)!;
  expect(byRole(described, 'link', siteIn(locale).schoolInbox, where).getAttribute('href')).toBe(
    `mailto:${siteIn(locale).schoolInbox}`,
  );
  expect(allByRole(described, 'link', /^\+?\d[\d\s]+$/), where).toEqual([]);
  for (const campus of campusContactsIn(locale))
    expect(
      foot.querySelectorAll(`a[href="tel:${campus.phones.primary.replace(/\s/g, '')}"]`),
      `${where}: ${campus.phones.primary} once in the footer`,
    ).toHaveLength(
      campusContactsIn(locale).filter((other) => other.phones.primary === campus.phones.primary)
        .length,
    );
  if (onSafetyPage) {
    // On /child-safety the page's own contacts come first, each leading to its section there;
    // the school's e-mail after them.
    const links = allByRole(described, 'link');
    expect(links.slice(0, 3).map(textOf), where).toEqual([
      childSafetyWordsIn(locale).helplines.heading,
      childSafetyWordsIn(locale).childSafety.campusesHeading,
      siteIn(locale).schoolInbox,
    ]);
    const main = exportedPart(safetyPage, 'main');
    for (const link of links.slice(0, 2)) {
      const target = link.getAttribute('href')!;
      expect(target, where).toMatch(/^#/);
      expect(main.querySelector(target), `${where}: ${target}`).not.toBeNull();
    }
  }

  // Without JavaScript the form is not shown (no-javascript.spec.ts): its note and the school's
  // e-mail stand in for it.
  const stand = [...foot.querySelectorAll('p')].filter(
    (p) => textOf(p) === contactWordsIn(locale).contactAlternatives.noScriptFormNote,
  );
  expect(stand, `${where}: the note without JavaScript`).toHaveLength(1);
  expect(
    byRole(stand[0]!.parentElement!, 'link', siteIn(locale).schoolInbox, where).getAttribute(
      'href',
    ),
  ).toBe(`mailto:${siteIn(locale).schoolInbox}`);

  const text = textOf(foot);
  const { year, school } = { year: siteIn(locale).copyrightYear, school: siteIn(locale).name };
  expect(text, where).toContain(fillTemplate(footerIn(locale).copyrightLine, { year, school }));
  expect(text, where).toContain(
    fillTemplate(footerIn(locale).poweredByLine, { company: siteIn(locale).poweredBy }),
  );
  if (locale === DEFAULT_LOCALE) {
    expect(text, where).toContain(`© ${site.copyrightYear} by ${site.name}.`);
    expect(text, where).toContain(`Powered and secured by ${site.poweredBy}`);
  }
  expect(byRole(foot, 'link', footerIn(locale).privacyLabel, where).getAttribute('href')).toBe(
    '#privacy-policy',
  );
}

for (const locale of locales) {
  test(`every ${localeNames[locale]} page's footer, read from its HTML: the campuses' contact blocks, quick and community links, helplines, the form's note and its stand-in without JavaScript, the bottom line`, () => {
    // Every page's footer is one of these; a page whose footer differs is its own entry.
    for (const { paths, footer: foot } of exportedFooters(locale)) {
      expectFooterInHtml(foot, locale, paths);
    }
  });
}

test('the contact form on /about: it says it sends nothing, the browser’s own checks stop it, no field takes more than its limit, and Submit only logs the values, without control characters, and says again it sent nothing', async ({
  page,
}) => {
  await page.goto(routes.about);
  const foot = page.getByRole('contentinfo');
  await test.step('the footer shows each campus with its first number', async () => {
    for (const campus of campusContactsIn('en')) {
      await expect(foot.getByRole('heading', { name: campus.heading })).toBeVisible();
      await expect(foot.getByText(campus.phones.primary, { exact: true }).first()).toBeVisible();
    }
  });

  const { note, placeholders, submitLabel } = footer.contactForm;
  const form = contactForm(page);
  const submit = form.getByRole('button', { name: submitLabel });
  const status = form.getByRole('status');
  await test.step('before any typing, it says it sends nothing', async () => {
    await expect(form.getByText(note.before, { exact: true })).toBeVisible();
    await expect(form).toHaveAccessibleDescription(new RegExp(`^${literal(note.before)}`));
    await expect(status).toHaveText('');
  });

  // Anything that could carry the message anywhere is recorded; Next's own link prefetches
  // (GET/HEAD of same-origin pages) may happen as the footer scrolls into view.
  const requests: string[] = [];
  page.on('request', (request) => {
    const prefetch =
      ['GET', 'HEAD'].includes(request.method()) && request.url().startsWith('http://127.0.0.1');
    if (!prefetch) requests.push(`${request.method()} ${request.url()}`);
  });

  await test.step("the browser's own checks stop an incomplete form", async () => {
    let logged = false;
    const onConsole = (m: import('@playwright/test').ConsoleMessage) => {
      if (m.text().includes('Contact form submitted')) logged = true;
    };
    page.on('console', onConsole);
    await form.getByPlaceholder(placeholders.email).fill('not-an-email');
    await submit.click();
    expect(await form.evaluate((el: HTMLFormElement) => !el.checkValidity())).toBe(true);
    const mismatch = await form
      .getByPlaceholder(placeholders.email)
      .evaluate((el: HTMLInputElement) => el.validity.typeMismatch);
    expect(mismatch).toBe(true);
    expect(logged).toBe(false);
    page.off('console', onConsole);
  });

  await test.step('no field takes more than its limit', async () => {
    const bounds = [
      [placeholders.firstName, FIELD_MAX_LENGTH.name],
      [placeholders.lastName, FIELD_MAX_LENGTH.name],
      [placeholders.email, FIELD_MAX_LENGTH.email],
      [placeholders.subject, FIELD_MAX_LENGTH.subject],
      [placeholders.message, FIELD_MAX_LENGTH.message],
    ] as const;
    await expectFieldsBounded(
      bounds.map(([placeholder, bound]) => [form.getByPlaceholder(placeholder), bound] as const),
    );
  });

  await test.step('Submit logs the values, sends nothing, keeps them and says so', async () => {
    const logged = nextLoggedContactMessage(page);
    await fillContactForm(page);
    await submit.click();
    expect(await logged).toEqual(CONTACT_MESSAGE);
    await expect(page).toHaveURL(routes.about);
    await expect(status).toHaveText(note.after);
    for (const [name, value] of Object.entries(CONTACT_MESSAGE)) {
      await expect(
        form.getByPlaceholder(placeholders[name as keyof typeof CONTACT_MESSAGE]),
      ).toHaveValue(value);
    }
    expect(requests).toEqual([]);
  });

  await test.step('control and format characters never reach the log', async () => {
    await fillContactForm(page, {
      firstName: 'As\u200Bha\u202E',
      lastName: 'Rao\u0007',
      email: 'asha@example.com',
      subject: '\u202EBus routes',
      message: 'Line one\u0007\nLine\u200B two',
    });
    await expect(form.getByPlaceholder(placeholders.firstName)).toHaveValue('As\u200Bha\u202E');
    const logged = nextLoggedContactMessage(page);
    await submit.click();
    expect(await logged).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      subject: 'Bus routes',
      message: 'Line one\nLine two',
    });
    expect(requests).toEqual([]);
  });
});
