// The fee page (/fees): each campus's fees are the figures its disclosure tables show (one
// record), with their year, approval line and the terms; reached from /admissions and from each
// campus's disclosure tables; its breadcrumb; in Marathi the same, in Marathi words and amounts.
// The cost of a year: a table per campus and group of classes, the calculator's total and
// instalments against the page's own tables and schedule, Indian digit groups in Marathi and
// Hindi, axe with the calculator filled in. Without JavaScript: no-javascript.spec.ts.
// Print and axe: print.spec.ts, routes.spec.ts and the languages specs.
import type { Page } from '@playwright/test';
import { admissions } from '@/content/admissions';
import { disclosureCampuses } from '@/content/disclosure';
import { feesPage, feeTerms, feeYear } from '@/content/fees';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { mpdLabels } from '@/content/mpd/labels';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { contentIn } from '@/lib/i18n/content';
import { instalmentAmounts, yearParts } from '@/lib/fees/cost';
import { fareRange, feeYearCampusesIn } from '@/lib/fees/fee-year';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/disclosure/mpd';
import {
  disclosureCampusPath,
  feesCampusId,
  routes,
  transportCampusPath,
} from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expect, expectNoAxeViolationsAtBothWidths, test, waitForHydration } from './fixtures';

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

/** The cost of a year for one campus and group of classes, as the page's content gives it. */
function yearOf(locale: Locale, campusIndex: number, groupIndex: number, stopIndex?: number) {
  const campus = feeYearCampusesIn(locale)[campusIndex]!;
  const group = campus.classGroups.at(groupIndex)!;
  const stop = stopIndex === undefined ? undefined : campus.stops.at(stopIndex)!;
  return { campus, group, stop };
}

test('the calculator: a class and a stop give the total and instalments the page’s tables and schedule give', async ({
  page,
}) => {
  const text = feeYear.calculator;
  const { campus, group, stop } = yearOf('en', 0, -1, -1);
  await page.goto(routes.fees);
  await waitForHydration(page);
  await page.getByLabel(text.campus, { exact: true }).selectOption({ label: campus.name });
  await page.getByLabel(text.classes, { exact: true }).selectOption({ label: group.classes });
  await page.getByLabel(text.stop, { exact: true }).selectOption({
    label: fillTemplate(text.stopOption, { stop: stop!.name, fare: formatRupees(stop!.fare) }),
  });
  await page.getByLabel(text.newPupil, { exact: true }).check();

  // What the page's own table for the class says: the total for a new pupil without the bus.
  const caption = fillTemplate(feeYear.tableCaption, {
    classes: group.classes,
    campus: campus.name,
    year: campus.year,
  });
  const tableRows = await rowsOf(page, caption);
  const cell = (label: string) => tableRows.find(([header]) => header === label)![1]!;
  const rupees = (written: string) => Number(written.replace(/[^\d]/g, ''));
  const totalNew = rupees(cell(feeYear.parts.totalNew));
  const total = totalNew + stop!.fare;
  await expect(
    page.getByText(fillTemplate(text.total, { amount: formatRupees(total) })),
  ).toBeVisible();

  // Each instalment: the schedule's names and dates, amounts adding up to all but the books.
  const instalments = await rowsOf(page, text.instalmentsCaption);
  const schedule = await rowsOf(page, feeTerms.schedule.caption);
  expect(instalments.map(([name, , dueOn]) => [name, dueOn])).toEqual(
    schedule.map(([name, , dueOn]) => [name, dueOn]),
  );
  const books = rupees(cell(feeYear.parts.booksUniform));
  expect(instalments.reduce((sum, [, amount]) => sum + rupees(amount!), 0)).toBe(total - books);
  // And each is the cost model's, on the content's plan.
  const parts = yearParts({
    fees: group.fees,
    booksUniform: group.books.total,
    transport: stop!.fare,
    newPupil: true,
  });
  expect(instalments.map(([, amount]) => amount)).toEqual(
    instalmentAmounts(feeTerms.schedule.instalments, parts, group.fees).map((i) =>
      formatRupees(i.amount),
    ),
  );
  // axe on the page with the calculator filled in, read from the top (a link scrolled under the
  // sticky header would count as too small a target).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolationsAtBothWidths(page);
});

test('every campus: a cost-of-a-year table per group of classes, with its books and uniform list', async ({
  page,
}) => {
  await page.goto(routes.fees);
  await expect(page.getByText(feeYear.buyAnywhere)).toBeVisible();
  for (const campus of feeYearCampusesIn('en')) {
    const section = page.locator(`#${feesCampusId(campus.id)}`);
    const range = fareRange(campus.stops);
    for (const group of campus.classGroups) {
      const rows = await rowsOf(
        page,
        fillTemplate(feeYear.tableCaption, {
          classes: group.classes,
          campus: campus.name,
          year: campus.year,
        }),
      );
      expect(rows.map(([header]) => header)).toEqual([
        fillTemplate(feeYear.parts.tuition, {
          monthly: formatRupees(group.fees.tuitionFeePerMonth),
        }),
        feeYear.parts.annualCharges,
        feeYear.parts.booksUniform,
        feeYear.parts.totalContinuing,
        feeYear.parts.admissionFee,
        feeYear.parts.totalNew,
        ...(range ? [feeYear.parts.transport] : []),
      ]);
      expect(rows[2]![1]).toBe(formatRupees(group.books.total));
    }
    if (range) {
      await expect(
        section
          .getByRole('link', { name: fillTemplate(feeYear.transportLink, { campus: campus.name }) })
          .first(),
      ).toHaveAttribute('href', transportCampusPath(campus.id));
    }
  }
});

for (const locale of ['mr', 'hi'] as const) {
  test(`/${locale}/fees: amounts above a lakh in Indian groups, in the tables and the calculator`, async ({
    page,
  }) => {
    const words = contentIn(locale).feeYear;
    const { campus, group } = yearOf(locale, 0, -1);
    await page.goto(localePath(locale, routes.fees));
    await waitForHydration(page);
    const rows = await rowsOf(
      page,
      fillTemplate(words.tableCaption, {
        classes: group.classes,
        campus: campus.name,
        year: campus.year,
      }),
    );
    const totalNew = rows.find(([header]) => header === words.parts.totalNew)![1]!;
    expect(totalNew).toMatch(/^₹1,\d\d,\d{3}$/);
    await page
      .getByLabel(words.calculator.classes, { exact: true })
      .selectOption({ label: group.classes });
    await page.getByLabel(words.calculator.newPupil, { exact: true }).check();
    await expect(
      page.getByText(fillTemplate(words.calculator.total, { amount: totalNew })),
    ).toBeVisible();
  });
}
