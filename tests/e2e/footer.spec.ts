import { childSafety, helplines } from '@/content/child-safety';
import { footer } from '@/content/footer';
import { footerQuickLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { campusContacts } from '@/lib/i18n/collections';
import { FIELD_MAX_LENGTH } from '@/lib/contact-fields';
import { routes } from '@/lib/routes/routes';
import {
  CONTACT_MESSAGE,
  contactForm,
  fillContactForm,
  nextLoggedContactMessage,
} from './contact-helpers';
import { expect, test } from './fixtures';

test('the footer shows the campuses, quick links, community links and bottom line', async ({
  page,
}) => {
  await page.goto('/about');
  const foot = page.getByRole('contentinfo');
  for (const campus of campusContacts) {
    await expect(foot.getByRole('heading', { name: campus.heading })).toBeVisible();
    await expect(foot.getByText(`${campus.phones.primary}`, { exact: true }).first()).toBeVisible();
    // Each number a call link in the campus's contact block (contact-block.spec.ts: every link).
    for (const number of [campus.phones.primary, campus.phones.secondary]) {
      await expect(
        foot
          .locator(`[data-testid="contact-block"][data-campus="${campus.campusId}"]`)
          .getByRole('link', { name: `: ${number}` }),
      ).toHaveAttribute('href', `tel:${number.replace(/\s/g, '')}`);
    }
  }
  await expect(foot.getByRole('heading', { name: footer.quickLinksHeading })).toBeVisible();
  for (const link of footerQuickLinks) {
    await expect(foot.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      link.path,
    );
  }
  for (const social of site.social) {
    const link = foot.getByRole('link', { name: new RegExp(social.label) });
    await expect(link).toHaveAttribute('href', social.href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(foot).toContainText(`© ${site.copyrightYear} by ${site.name}.`);
  await expect(foot).toContainText(`Powered and secured by ${site.poweredBy}`);
  await expect(foot.getByRole('link', { name: footer.privacyLabel })).toHaveAttribute(
    'href',
    '#privacy-policy',
  );
});

test('the contact form logs its values to the console and sends nothing', async ({ page }) => {
  await page.goto('/');
  const requests: string[] = [];
  // Next's own link prefetches (GET/HEAD of same-origin pages) may happen as the footer
  // scrolls into view; anything that could carry the message anywhere is recorded.
  page.on('request', (request) => {
    const prefetch =
      ['GET', 'HEAD'].includes(request.method()) && request.url().startsWith('http://127.0.0.1');
    if (!prefetch) requests.push(`${request.method()} ${request.url()}`);
  });
  const logged = nextLoggedContactMessage(page);

  const form = contactForm(page);
  await fillContactForm(page);
  await form.getByRole('button', { name: footer.contactForm.submitLabel }).click();

  expect(await logged).toEqual(CONTACT_MESSAGE);
  await expect(page).toHaveURL('/');
  expect(requests).toEqual([]);
  await expect(form.getByPlaceholder(footer.contactForm.placeholders.firstName)).toHaveValue(
    CONTACT_MESSAGE.firstName,
  );
});

test("the browser's own checks stop an incomplete contact form", async ({ page }) => {
  await page.goto('/');
  const form = contactForm(page);
  let logged = false;
  page.on('console', (m) => {
    if (m.text().includes('Contact form submitted')) logged = true;
  });
  await form.getByPlaceholder(footer.contactForm.placeholders.email).fill('not-an-email');
  await form.getByRole('button', { name: footer.contactForm.submitLabel }).click();
  const invalid = await form.evaluate((el: HTMLFormElement) => !el.checkValidity());
  expect(invalid).toBe(true);
  const emailValid = await form
    .getByPlaceholder(footer.contactForm.placeholders.email)
    .evaluate((el: HTMLInputElement) => el.validity.typeMismatch);
  expect(emailValid).toBe(true);
  expect(logged).toBe(false);
});

test('the contact form says it sends nothing before any typing, and again after Submit', async ({
  page,
}) => {
  await page.goto('/about');
  const { note } = footer.contactForm;
  const form = contactForm(page);
  const before = form.getByText(note.before, { exact: true });
  await expect(before).toBeVisible();
  await expect(form).toHaveAccessibleDescription(new RegExp(`^${escape(note.before)}`));
  // The school's e-mail and phones, as links, inside the note.
  const described = form.locator(`[id="${await form.getAttribute('aria-describedby')}"]`);
  await expect(described.getByRole('link', { name: site.schoolInbox })).toHaveAttribute(
    'href',
    `mailto:${site.schoolInbox}`,
  );
  for (const campus of campusContacts) {
    await expect(
      described.getByRole('link', { name: campus.phones.primary }).first(),
    ).toHaveAttribute('href', `tel:${campus.phones.primary.replace(/\s/g, '')}`);
  }
  const status = form.getByRole('status');
  await expect(status).toHaveText('');

  const logged = nextLoggedContactMessage(page);
  await fillContactForm(page);
  await form.getByRole('button', { name: footer.contactForm.submitLabel }).click();
  expect(await logged).toEqual(CONTACT_MESSAGE);
  await expect(status).toHaveText(note.after);
  for (const [name, value] of Object.entries(CONTACT_MESSAGE)) {
    await expect(
      form.getByPlaceholder(footer.contactForm.placeholders[name as keyof typeof CONTACT_MESSAGE]),
    ).toHaveValue(value);
  }
});

test('on /child-safety the contact form points to the page’s own contacts first', async ({
  page,
}) => {
  await page.goto(routes.childSafety);
  const { note } = footer.contactForm;
  const form = contactForm(page);
  await expect(form).toHaveAccessibleDescription(new RegExp(`^${escape(note.safetyBefore)}`));
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
  // Elsewhere the note leads with the school's own contacts.
  await page.goto(routes.privacy);
  await expect(contactForm(page)).toHaveAccessibleDescription(
    new RegExp(`^${escape(note.before)}`),
  );
});

test('the contact form stops over-long input and logs no control characters', async ({ page }) => {
  await page.goto('/');
  const form = contactForm(page);
  const { placeholders } = footer.contactForm;
  const bounds = [
    [placeholders.firstName, FIELD_MAX_LENGTH.name],
    [placeholders.lastName, FIELD_MAX_LENGTH.name],
    [placeholders.email, FIELD_MAX_LENGTH.email],
    [placeholders.subject, FIELD_MAX_LENGTH.subject],
    [placeholders.message, FIELD_MAX_LENGTH.message],
  ] as const;
  for (const [placeholder, bound] of bounds) {
    const field = form.getByPlaceholder(placeholder);
    await expect(field).toHaveAttribute('maxlength', String(bound));
    await field.fill('a'.repeat(bound + 50));
    await field.press('a');
    expect(await field.inputValue()).toHaveLength(bound);
  }

  await fillContactForm(page, {
    firstName: 'As\u200Bha\u202E',
    lastName: 'Rao\u0007',
    email: 'asha@example.com',
    subject: '\u202EBus routes',
    message: 'Line one\u0007\nLine\u200B two',
  });
  await expect(form.getByPlaceholder(placeholders.firstName)).toHaveValue('As\u200Bha\u202E');
  const logged = nextLoggedContactMessage(page);
  await form.getByRole('button', { name: footer.contactForm.submitLabel }).click();
  expect(await logged).toEqual({
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    subject: 'Bus routes',
    message: 'Line one\nLine two',
  });
});

/** `text` as a literal in a regular expression. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
