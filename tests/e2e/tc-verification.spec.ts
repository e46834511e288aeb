// Transfer certificate verification against the served export: a certificate on the list is
// found in the browser (and nothing is requested while checking), a wrong date of birth or number
// is not, the page is kept out of search engines, in Marathi and Hindi too (with the answers in
// the page's language), and no served file holds a number or a date of birth of the list in any
// usual spelling.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { site } from '@/content/site';
import { contentIn } from '@/lib/i18n/content';
import { localeNames, localePath, translatedLocales } from '@/lib/i18n/locales';
import { TC_OFFICE_CAMPUS, tcVerificationPage } from '@/content/transfer-certificates';
import { normaliseTcNumber } from '@/lib/tc-verification';
import { routes } from '@/lib/routes';
import { fillTemplate } from '@/lib/template';
import { readTransferCertificates } from '@/scripts/content-check/transfer-certificates';
import { expect, test } from './fixtures';
import { headingFontFetched } from './heading-font';

const { certificates } = readTransferCertificates();
const officePhone = site.campusContacts.find((c) => c.campusId === TC_OFFICE_CAMPUS)!.phones
  .primary;
const issuer = (campus: string) => site.campusContacts.find((c) => c.campusId === campus)!.heading;
const notFound = fillTemplate(tcVerificationPage.notFound, { phone: officePhone });

/** Types a number and a date of birth, checks, and returns the answer shown. */
async function check(page: Page, number: string, dateOfBirth: string, words = tcVerificationPage) {
  const form = page.getByRole('form', { name: words.formHeading });
  await form.getByLabel(words.numberLabel).fill(number);
  await form.getByLabel(words.dateOfBirthLabel).fill(dateOfBirth);
  await form.getByRole('button', { name: words.submit }).click();
  const answer = form.getByRole('status');
  await expect(answer).not.toBeEmpty();
  return (await answer.textContent()) ?? '';
}

test('a certificate on the list is found in the browser, and nothing is requested', async ({
  page,
}) => {
  expect(certificates.length).toBeGreaterThan(0);
  await page.goto(routes.tcVerification);
  await headingFontFetched(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  const [first, second] = [certificates[0]!, certificates.at(-1)!];
  expect(await check(page, first.number, first.dateOfBirth)).toBe(
    fillTemplate(tcVerificationPage.found, { campus: issuer(first.campus) }),
  );
  // Typed in lower case, with spaces and dashes: the same certificate.
  const typed = ` ${second.number.toLowerCase().replace(/\//g, ' / ').replace(/(\d)$/, '-$1')}`;
  expect(await check(page, typed, second.dateOfBirth)).toBe(
    fillTemplate(tcVerificationPage.found, { campus: issuer(second.campus) }),
  );
  expect(requests).toEqual([]);
});

test('a wrong date of birth or a wrong number is not found, and the answer gives the phone', async ({
  page,
}) => {
  const certificate = certificates[0]!;
  await page.goto(routes.tcVerification);
  const dayAfter = new Date(`${certificate.dateOfBirth}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  expect(await check(page, certificate.number, dayAfter.toISOString().slice(0, 10))).toBe(notFound);
  expect(await check(page, `${certificate.number}9`, certificate.dateOfBirth)).toBe(notFound);
  // Another certificate's date of birth with this number.
  expect(await check(page, certificate.number, certificates[1]!.dateOfBirth)).toBe(notFound);
});

test('the page asks search engines not to index it and is not in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto(routes.tcVerification);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(routes.tcVerification);
});

for (const locale of translatedLocales) {
  test(`${localePath(locale, routes.tcVerification)}: the answers in ${localeNames[locale]}, and the page unlisted too`, async ({
    page,
    request,
  }) => {
    const { tcVerificationPage: words, site: local } = contentIn(locale);
    const path = localePath(locale, routes.tcVerification);
    await page.goto(path);
    const certificate = certificates[0]!;
    const issuedBy = local.campusContacts.find((c) => c.campusId === certificate.campus)!.heading;
    expect(await check(page, certificate.number, certificate.dateOfBirth, words)).toBe(
      fillTemplate(words.found, { campus: issuedBy }),
    );
    expect(await check(page, `${certificate.number}9`, certificate.dateOfBirth, words)).toBe(
      fillTemplate(words.notFound, { phone: officePhone }),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(routes.tcVerification);
  });
}

/** Every file of the export, as text (compressed ones decompressed). */
function exportedTexts(dir = path.join(process.cwd(), 'out')): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      let bytes: Buffer = readFileSync(file);
      if (file.endsWith('.br')) bytes = brotliDecompressSync(bytes);
      else if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes);
      return { file: path.relative(dir, file), text: bytes.toString('latin1') };
    });
}

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** A date of birth as people write it: 2012-08-14, 14/08/2012, 14-08-2012, 14.08.2012, 08/14/2012, 14 August 2012, August 14, 2012, 14 Aug 2012, 20120814, 14082012. */
function spellings(date: string): string[] {
  const [year, month, day] = date.split('-') as [string, string, string];
  const name = MONTHS[Number(month) - 1]!;
  const short = name.slice(0, 3);
  const d = String(Number(day));
  return [
    date,
    `${day}/${month}/${year}`,
    `${day}-${month}-${year}`,
    `${day}.${month}.${year}`,
    `${month}/${day}/${year}`,
    `${d} ${name} ${year}`,
    `${name} ${d}, ${year}`,
    `${d} ${short} ${year}`,
    `${year}${month}${day}`,
    `${day}${month}${year}`,
  ];
}

test('no served file holds a TC number or a date of birth of the list', () => {
  const files = exportedTexts();
  expect(files.some((f) => f.file.startsWith('tc-verification'))).toBe(true);
  const secrets = certificates.flatMap((c) => [
    c.number,
    normaliseTcNumber(c.number),
    ...spellings(c.dateOfBirth),
  ]);
  const leaks = files.flatMap(({ file, text }) =>
    secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`),
  );
  expect(leaks).toEqual([]);
});
