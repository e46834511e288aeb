// Transfer certificate verification against the served export, with the fixture's certificates
// (the demo list is made from them): a genuine one is found in the browser with nothing requested,
// in English and in Marathi and Hindi; a wrong name, date of birth or code, or a forged number, is
// not; the withdrawn one is answered as withdrawn; the QR code's address fills the number and the
// code, and its fragment then leaves the address and the history; a TC number typed with invisible
// characters, another script's digits or a slash look-alike is still the same certificate; and the
// page is kept out of the sitemap (its noindex is read from the HTML by pages.spec.ts). The
// checks on one page share its load: each check types all four details anew.
import { tcVerificationPageIn } from '@/lib/transfer-certificates/tc-words';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TC_OFFICE_CAMPUS } from '@/content/transfer-certificates';
import { pageWordsIn } from '@/lib/i18n/words';
import { transferCertificatesWords } from '@/content/words-collections';
import { FIELD_MAX_LENGTH } from '@/lib/contact-fields';
import {
  intlLocale,
  localeNames,
  localePath,
  translatedLocales,
  type Locale,
} from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expect, test, waitForHydration } from './fixtures';
import { headingFontFetched } from './heading-font';

const { tcVerificationPage } = pageWordsIn(transferCertificatesWords, 'en');

interface FixtureCertificate {
  number: string;
  name: string;
  dateOfBirth: string;
  campus: string;
  issuedOn: string;
  code: string;
  withdrawn?: boolean;
}
const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests/fixtures/tc-demo-certificates.json'), 'utf8'),
) as FixtureCertificate[];
const genuine = fixture.filter((certificate) => !certificate.withdrawn);
const withdrawn = fixture.find((certificate) => certificate.withdrawn)!;

const officePhone = campusContactsIn('en').find((c) => c.campusId === TC_OFFICE_CAMPUS)!.phones
  .primary;

/** The answer for a genuine certificate, in a language. */
function foundAnswer(certificate: FixtureCertificate, locale: Locale = 'en') {
  const words = tcVerificationPageIn(locale);
  const localContacts = campusContactsIn(locale);
  const issuedOn = new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${certificate.issuedOn}T00:00:00Z`));
  const campus = localContacts.find((c) => c.campusId === certificate.campus)!.heading;
  return `${fillTemplate(words.found, { campus, issuedOn })} ${fillTemplate(words.foundMeaning, {
    phone: officePhone,
  })}`;
}
const notFound = fillTemplate(tcVerificationPage.notFound, { phone: officePhone });

type Typed = Pick<FixtureCertificate, 'number' | 'code' | 'name' | 'dateOfBirth'>;

/** Types the four details, checks, and returns the answer shown. */
async function check(page: Page, typed: Typed, words = tcVerificationPage) {
  const form = page.getByRole('form', { name: words.formHeading });
  await form.getByLabel(words.numberLabel).fill(typed.number);
  await form.getByLabel(words.codeLabel).fill(typed.code);
  await form.getByLabel(words.nameLabel).fill(typed.name);
  await form.getByLabel(words.dateOfBirthLabel).fill(typed.dateOfBirth);
  await form.getByRole('button', { name: words.submit }).click();
  const answer = form.getByRole('status');
  await expect(answer).not.toBeEmpty();
  return (await answer.textContent()) ?? '';
}

/**
 * With a QR code's number and code already in their fields, types the name and date of birth,
 * checks, and expects the certificate found; returns the form.
 */
async function checkScanned(page: Page, certificate: FixtureCertificate) {
  const form = page.getByRole('form', { name: tcVerificationPage.formHeading });
  await expect(form.getByLabel(tcVerificationPage.numberLabel)).toHaveValue(certificate.number);
  await expect(form.getByLabel(tcVerificationPage.codeLabel)).toHaveValue(certificate.code);
  await form.getByLabel(tcVerificationPage.nameLabel).fill(certificate.name);
  await form.getByLabel(tcVerificationPage.dateOfBirthLabel).fill(certificate.dateOfBirth);
  await form.getByRole('button', { name: tcVerificationPage.submit }).click();
  await expect(form.getByRole('status')).toHaveText(foundAnswer(certificate));
  return form;
}

/** Opens a page and, once it has loaded all it loads, records every request it makes after. */
async function openAndRecord(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await headingFontFetched(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

test('on one page: a code that cannot be one and overlong fields are stopped by the browser’s own checks; a genuine certificate is found however its number is typed; a wrong detail, a forged number or a withdrawn certificate is answered so; nothing is requested', async ({
  page,
}) => {
  expect(genuine.length).toBeGreaterThan(1);
  const requests = await openAndRecord(page, routes.tcVerification);
  const form = page.getByRole('form', { name: tcVerificationPage.formHeading });
  const certificate = genuine[0]!;

  await test.step('a code that cannot be one is refused by the browser’s own check, naming the format', async () => {
    await form.getByLabel(tcVerificationPage.numberLabel).fill(certificate.number);
    await form.getByLabel(tcVerificationPage.codeLabel).fill(certificate.code.slice(0, -1));
    await form.getByLabel(tcVerificationPage.nameLabel).fill(certificate.name);
    await form.getByLabel(tcVerificationPage.dateOfBirthLabel).fill(certificate.dateOfBirth);
    await form.getByRole('button', { name: tcVerificationPage.submit }).click();
    await expect
      .poll(() =>
        form
          .getByLabel(tcVerificationPage.codeLabel)
          .evaluate((input: HTMLInputElement) => input.validationMessage),
      )
      .toBe(tcVerificationPage.codeInvalid);
    await expect(form.getByRole('status')).toBeEmpty();
  });

  await test.step('each typed field stops at its bound, as the browser’s own check', async () => {
    for (const [label, bound] of [
      [tcVerificationPage.numberLabel, 60],
      [tcVerificationPage.codeLabel, 60],
      [tcVerificationPage.nameLabel, FIELD_MAX_LENGTH.name],
    ] as const) {
      // Filled to its bound in one insertion, then typed on key by key: the keys past it are
      // refused.
      const input = form.getByLabel(label);
      await input.fill('');
      await page.keyboard.insertText('A'.repeat(bound));
      await input.pressSequentially('A'.repeat(5));
      await expect(input).toHaveValue('A'.repeat(bound));
    }
  });

  await test.step('a genuine certificate is found, typed as issued and typed otherwise', async () => {
    const second = genuine.at(-1)!;
    expect(await check(page, certificate)).toBe(foundAnswer(certificate));
    // Typed in other capitals, with spaces, the code without its dashes: the same certificate.
    expect(
      await check(page, {
        number: ` ${second.number.toLowerCase().replace(/\//g, ' / ')}`,
        code: second.code.toLowerCase().replace(/-/g, ' '),
        name: second.name.toUpperCase(),
        dateOfBirth: second.dateOfBirth,
      }),
    ).toBe(foundAnswer(second));
  });

  await test.step('a TC number typed with invisible characters, Devanagari digits or a slash look-alike is the same certificate', async () => {
    const devanagari = (text: string) =>
      text.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x0966 + Number(digit)));
    const [prefix, campus, year, serial] = certificate.number.split('/') as [
      string,
      string,
      string,
      string,
    ];
    for (const number of [
      `${prefix}/\u200B${campus}/${year}/${serial}`,
      `${prefix}/${campus}/${year}\u00AD/${serial}`,
      `${prefix}/${campus}/${devanagari(year)}/${devanagari(serial)}`,
      [prefix, campus, year, serial].join('\u2044'),
      [prefix, campus, year, serial].join('\u2215'),
      [prefix, campus, year, serial].join('\\'),
    ]) {
      expect(await check(page, { ...certificate, number }), number).toBe(foundAnswer(certificate));
    }
  });

  await test.step('a wrong name, date of birth or code, or a forged number, is not found', async () => {
    const other = genuine[1]!;
    const dayAfter = new Date(`${certificate.dateOfBirth}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const lastSerialDigit = Number(certificate.number.at(-1));
    for (const wrong of [
      { name: `${certificate.name.split(' ')[0]} Deshmukh` },
      { dateOfBirth: dayAfter.toISOString().slice(0, 10) },
      { code: other.code },
      // A forged certificate: a real code, name and date of birth under another number.
      { number: `${certificate.number.slice(0, -1)}${(lastSerialDigit + 1) % 10}` },
    ]) {
      expect(await check(page, { ...certificate, ...wrong })).toBe(notFound);
    }
  });

  await test.step('a withdrawn certificate is answered as withdrawn', async () => {
    expect(await check(page, withdrawn)).toBe(
      fillTemplate(tcVerificationPage.withdrawn, { phone: officePhone }),
    );
  });
  expect(requests).toEqual([]);
});

// A path and a query kept, as a QR code's address may carry them; without a query the address is
// read the same way (the fragment alone carries the number and the code).
test('the QR code’s address fills in the number and the code; after a check its fragment is gone from the address and the history, the path and query kept; nothing is requested', async ({
  page,
}) => {
  const [certificate, scannedLater] = [genuine[1]!, genuine[0]!];
  const fragment = (qr: FixtureCertificate) =>
    `#number=${encodeURIComponent(qr.number)}&code=${qr.code}`;
  const address = `${routes.tcVerification}?from=qr`;
  /** The address bar's path, query and fragment, and every entry of this tab's history. */
  const where = () =>
    page.evaluate(() => ({
      address: window.location.pathname + window.location.search + window.location.hash,
      history: (
        window as unknown as { navigation: { entries(): { url: string | null }[] } }
      ).navigation
        .entries()
        .map((entry) => entry.url ?? ''),
    }));
  const requests = await openAndRecord(page, `${address}${fragment(certificate)}`);
  const form = await checkScanned(page, certificate);
  expect((await where()).address).toBe(address);
  expect(page.url()).not.toContain('#');
  expect(requests).toEqual([]);

  // Another certificate's QR code opened in the same tab: read, then gone too.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, fragment(scannedLater));
  await expect(form.getByLabel(tcVerificationPage.numberLabel)).toHaveValue(scannedLater.number);
  await expect(form.getByLabel(tcVerificationPage.codeLabel)).toHaveValue(scannedLater.code);
  await expect.poll(async () => (await where()).address).toBe(address);
  const { history } = await where();
  expect(history.length).toBeGreaterThan(0);
  for (const url of history) {
    expect(url).not.toContain('#');
    for (const qr of [certificate, scannedLater]) expect(url).not.toContain(qr.code);
  }
});

// The answers are written by the page's script in its language: each language in the browser.
test(`${translatedLocales.map((locale) => localePath(locale, routes.tcVerification)).join(' and ')}: the answers in ${translatedLocales.map((locale) => localeNames[locale]).join(' and ')}, nothing requested`, async ({
  page,
}) => {
  for (const locale of translatedLocales) {
    await test.step(localeNames[locale], async () => {
      const words = tcVerificationPageIn(locale);
      const requests = await openAndRecord(page, localePath(locale, routes.tcVerification));
      const certificate = genuine[0]!;
      expect(await check(page, certificate, words)).toBe(foundAnswer(certificate, locale));
      expect(await check(page, { ...certificate, code: genuine[1]!.code }, words)).toBe(
        fillTemplate(words.notFound, { phone: officePhone }),
      );
      expect(await check(page, withdrawn, words)).toBe(
        fillTemplate(words.withdrawn, { phone: officePhone }),
      );
      expect(requests).toEqual([]);
    });
  }
});

// That the page asks search engines not to index it, in every language, is read from its HTML
// by pages.spec.ts (an unlisted route's pages are expected noindex).
test('the page is not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(routes.tcVerification);
});
