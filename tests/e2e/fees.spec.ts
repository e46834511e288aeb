// The fee page (/fees): each campus's fees are the figures its disclosure tables show (one
// record), with their year, approval line and the terms; reached from /admissions and from each
// campus's disclosure tables; its breadcrumb; in Marathi the same, in Marathi words and amounts.
// Print and axe: print.spec.ts, routes.spec.ts and the languages specs.
import type { Page } from '@playwright/test';
import { admissions } from '@/content/admissions';
import { disclosureCampuses } from '@/content/disclosure';
import { feesPage, feeTerms } from '@/content/fees';
import { mpdRecordOf } from '@/content/mpd';
import { mpdLabels } from '@/content/mpd/labels';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { contentIn } from '@/lib/i18n/content';
import { intlLocale, localePath } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/disclosure/mpd';
import { disclosureCampusPath, feesCampusId, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';

/** A table's body rows as text, row header first. */
const rowsOf = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((c) => c.textContent!.trim())),
    );

test('/fees shows the same amounts as the City disclosure tables', async ({ page }) => {
  const record = mpdRecordOf('city');
  const campus = disclosureCampuses.find((c) => c.id === 'city')!;
  const year = record.academics.feeAcademicYear;
  await page.goto(disclosureCampusPath('city'));
  const disclosed = await rowsOf(page, fillTemplate(mpdLabels.captions.fees, { year }));

  await page.goto(routes.fees);
  const shown = await rowsOf(
    page,
    fillTemplate(feesPage.tableCaption, { campus: campus.name, year }),
  );
  expect(shown).toEqual(disclosed);
  expect(shown).toHaveLength(record.academics.fees.length);
  expect(shown[0]![1]).toBe(formatRupees(record.academics.fees[0]!.admissionFee));
});

test('every campus: its year, its approval line, and the terms every campus shares', async ({
  page,
}) => {
  await page.goto(routes.fees);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.fees.title);
  for (const campus of disclosureCampuses) {
    const section = page.locator(`#${feesCampusId(campus.id)}`);
    const { academics } = mpdRecordOf(campus.id);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(campus.name);
    await expect(section).toContainText(
      fillTemplate(feesPage.yearLine, { year: academics.feeAcademicYear }),
    );
    await expect(section).toContainText(feesPage.approvalLine.split('{date}')[0]!);
    await expect(
      section.getByRole('link', {
        name: fillTemplate(feesPage.disclosureLink, { campus: campus.name }),
      }),
    ).toHaveAttribute('href', disclosureCampusPath(campus.id));
  }
  const schedule = page.getByRole('table', { name: feeTerms.schedule.caption });
  await expect(schedule.locator('tbody th')).toHaveText(
    feeTerms.schedule.instalments.map((i) => i.name),
  );
  await expect(page.getByRole('heading', { name: feeTerms.refund.heading })).toBeVisible();
});

test('reached from Admissions and from each campus’s fee table in its disclosure', async ({
  page,
}) => {
  await page.goto(routes.admissions);
  await page.getByRole('link', { name: admissions.feesLink.label }).click();
  await expect(page).toHaveURL(routes.fees);

  for (const campus of disclosureCampuses) {
    await page.goto(disclosureCampusPath(campus.id));
    await page.getByRole('link', { name: mpdLabels.feesLink }).click();
    await expect(page).toHaveURL(`${routes.fees}#${feesCampusId(campus.id)}`);
    await expect(page.locator(`#${feesCampusId(campus.id)}`)).toBeInViewport();
  }
});

test('its title, canonical address and breadcrumb Home › School Fees', async ({ page }) => {
  await page.goto(routes.fees);
  await expect(page).toHaveTitle(`${pageMeta.fees.title} | ${site.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(routes.fees, site.url).href,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    pageMeta.fees.title,
  );
  const [json] = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'];
  const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
    pageMeta.home.title,
    pageMeta.fees.title,
  ]);
});

test('/mr/fees: the City disclosure’s amounts in Marathi, reached from the Marathi pages', async ({
  page,
}) => {
  const {
    feesPage: words,
    mpdLabels: labels,
    admissions: marathi,
    disclosureCampuses: campuses,
  } = contentIn('mr');
  const record = mpdRecordOf('city');
  const year = record.academics.feeAcademicYear;
  const campus = campuses.find((c) => c.id === 'city')!;
  const fees = localePath('mr', routes.fees);

  await page.goto(localePath('mr', disclosureCampusPath('city')));
  const disclosed = await rowsOf(page, fillTemplate(labels.captions.fees, { year }));
  await page.getByRole('link', { name: labels.feesLink }).click();
  await expect(page).toHaveURL(`${fees}#${feesCampusId('city')}`);

  const shown = await rowsOf(page, fillTemplate(words.tableCaption, { campus: campus.name, year }));
  expect(shown).toEqual(disclosed);
  // The groups of classes in Marathi too.
  for (const [classes] of shown) expect(classes).toMatch(/[\u0900-\u097F]/);
  const amount = record.academics.fees[0]!.admissionFee;
  expect(shown[0]![1]).toBe(formatRupees(amount, intlLocale.mr));
  const section = page.locator(`#${feesCampusId('city')}`);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(campus.name);
  await expect(
    section.getByRole('link', {
      name: fillTemplate(words.disclosureLink, { campus: campus.name }),
    }),
  ).toHaveAttribute('href', localePath('mr', disclosureCampusPath('city')));

  await page.goto(localePath('mr', routes.admissions));
  await page.getByRole('link', { name: marathi.feesLink.label }).click();
  await expect(page).toHaveURL(fees);
});
