import { footer } from '@/content/footer';
import { footerQuickLinks } from '@/content/navigation';
import { site } from '@/content/site';
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
  for (const campus of site.campusContacts) {
    await expect(foot.getByRole('heading', { name: campus.heading })).toBeVisible();
    await expect(foot.getByText(`${campus.phones.primary}`, { exact: true }).first()).toBeVisible();
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
