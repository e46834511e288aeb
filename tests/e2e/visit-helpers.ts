// Shared by the visit spec and the deployment smoke test: a fake e-mail service (nothing
// leaves the machine) and the visit form's locators and sample values.
import type { Locator, Page, Route } from '@playwright/test';
import { visit } from '@/content/visit';
import { localIsoDate } from '@/components/visit/local-date';
import { expect, type PageGuard } from './fixtures';

export const EMAIL_API = 'https://api.emailjs.com/**';
export const EMAIL_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
export const ERROR_TEXT = 'Something went wrong. Please try again or contact us directly.';
export const SUCCESS_TEXT = "Thank you! We'll contact you soon to schedule your visit.";
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

export type Answer = (route: Route) => Promise<void>;
export const ok: Answer = (route) => route.fulfill({ status: 200, headers: CORS, body: 'OK' });
export const status =
  (code: number): Answer =>
  (route) =>
    route.fulfill({ status: code, headers: CORS, body: 'Rejected' });
export const networkFailure: Answer = (route) => route.abort('failed');

/**
 * Answers the e-mail service with the next queued answer (or `ok`) and records every request
 * body. Headless Chromium sets navigator.webdriver, which the SDK's guard refuses (451); a real
 * visitor's browser does not, so `asVisitor` clears it.
 */
export async function fakeEmailService(page: Page, { asVisitor = true } = {}) {
  const bodies: unknown[] = [];
  const answers: Answer[] = [];
  if (asVisitor) {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
  }
  await page.route(EMAIL_API, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    expect(request.url()).toBe(EMAIL_SEND_URL);
    bodies.push(request.postDataJSON());
    await (answers.shift() ?? ok)(route);
  });
  return { bodies, answer: (next: Answer) => answers.push(next) };
}

/** The modal's own errors and the browser's report of the failed request are on purpose. */
export function allowSendErrors(pageGuard: PageGuard) {
  pageGuard.allow(/Visit request not sent/);
  pageGuard.allow(/Failed to load resource/);
}

/** Opens the page (hydrated: the fixtures' `goto` waits for React) at its first opener. */
export async function gotoOpener(page: Page, path: string) {
  await page.goto(path);
  const opener = page.getByRole('link', { name: visit.openLabel }).first();
  await opener.scrollIntoViewIfNeeded();
  return opener;
}

export async function openModal(page: Page, path: string) {
  const opener = await gotoOpener(page, path);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: visit.title });
  await expect(dialog).toBeVisible();
  return { opener, dialog, form: visitForm(dialog) };
}

/** The visit form's words a test finds it by, in one language. */
export type VisitFormWords = Pick<typeof visit, 'title' | 'openLabel' | 'labels' | 'submitLabel'>;

/**
 * The form's locators in the modal. In English the button is found in both its states
 * ('Schedule Visit', 'Sending...'); in another language by its label.
 */
export function visitForm(dialog: Locator, words?: VisitFormWords) {
  const { labels } = words ?? visit;
  return {
    name: dialog.getByLabel(labels.name, { exact: true }),
    phone: dialog.getByLabel(labels.phone, { exact: true }),
    email: dialog.getByLabel(labels.email, { exact: true }),
    date: dialog.getByLabel(labels.preferredDate, { exact: true }),
    time: dialog.getByLabel(labels.preferredTime, { exact: true }),
    message: dialog.getByLabel(labels.message, { exact: true }),
    submit: dialog.getByRole('button', {
      name: words ? words.submitLabel : /^(Schedule Visit|Sending\.\.\.)$/,
    }),
    status: dialog.getByRole('status'),
  };
}
export type VisitFormLocators = ReturnType<typeof visitForm>;

/** Opens the visit modal of a page in another language, by that language's words. */
export async function openModalIn(page: Page, path: string, words: VisitFormWords) {
  await page.goto(path);
  await page.getByRole('link', { name: words.openLabel }).first().click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  return visitForm(dialog, words);
}

export const inAWeek = () => localIsoDate(new Date(Date.now() + 7 * 24 * 3600_000));
export const VALUES = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  email: 'asha.rao@example.com',
  time: visit.timeSlots[1]!,
  message: 'Two children, Grades 3 and 7.\nDo buses serve Osmanpura?',
};

export async function fillForm(form: VisitFormLocators, date = inAWeek()) {
  await form.name.fill(VALUES.name);
  await form.phone.fill(VALUES.phone);
  await form.email.fill(VALUES.email);
  await form.date.fill(date);
  await form.time.selectOption(VALUES.time);
  await form.message.fill(VALUES.message);
}

export async function expectValuesKept(form: VisitFormLocators, date: string) {
  await expect(form.name).toHaveValue(VALUES.name);
  await expect(form.phone).toHaveValue(VALUES.phone);
  await expect(form.email).toHaveValue(VALUES.email);
  await expect(form.date).toHaveValue(date);
  await expect(form.time).toHaveValue(VALUES.time);
  await expect(form.message).toHaveValue(VALUES.message);
}
