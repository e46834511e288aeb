// The fee page (/fees): each campus's fees are the figures its disclosure tables show (one
// record), with their year, approval line and the terms; reached from /admissions and from each
// campus's disclosure tables; its title and breadcrumb; in Marathi the same, in Marathi words and
// amounts. The cost of a year: a table per campus and group of classes. All of that is read from
// the exported HTML. The browser is kept for what scripts do: a fee link followed to its campus's
// part of the page, the calculator's total and instalments against the page's own tables and
// schedule (and its totals above a lakh in Indian digit groups in Marathi and Hindi), axe with
// the calculator filled in. Without JavaScript: no-javascript.spec.ts. Print and axe as loaded:
// print.spec.ts, routes.spec.ts and the languages specs.
import { disclosureCampusesIn, disclosureLabelsIn } from '@/lib/disclosure/disclosure';
import { feesWordsIn } from '@/lib/fees/fees';
import { admissionsWordsIn } from '@/lib/admissions/admissions';
import type { Page } from '@playwright/test';
import { feesPage, feeTerms, feeYear } from '@/content/fees';
import { mpdRecordOf } from '@/lib/disclosure/records';
import { feeYearsText } from '@/lib/disclosure/fee-table';
import { mpdLabels } from '@/content/disclosure-labels';
import { pageMeta } from '@/content/pages';
import { siteIn } from '@/lib/site/site';
import { instalmentAmounts, yearParts } from '@/lib/fees/cost';
import { fareRange, feeYearCampusesIn } from '@/lib/fees/fee-year';
import { campusTotalsCaption } from '@/lib/fees/fee-year-tables';
import { intlLocale, localePath, translatedLocales, type Locale } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/disclosure/figures';
import {
  disclosureCampusPath,
  feesCampusId,
  routes,
  transportCampusPath,
} from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expect, expectNoAxeViolationsAtBothWidths, test, waitForHydration } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { bodyRows, breadcrumbsOf, hrefOfLink, linksNamed, tableCaptioned } from './html-queries';

const site = siteIn('en');

const disclosureCampuses = disclosureCampusesIn('en');

/** A table's body rows as text, row header first, in the browser. */
const rowsOf = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...(row as HTMLTableRowElement).cells].map((c) => c.textContent!.trim())),
    );

/** A table of an exported page, by its caption: its body rows as text, row header first. */
const htmlRowsOf = (path: string, caption: string) =>
  bodyRows(tableCaptioned(exportedDocument(path), caption));

test.describe('as HTML', () => {
  for (const locale of ['en', 'mr'] as const) {
    const { mpdLabels: labels } = disclosureLabelsIn(locale);
    const { feesPage: words } = feesWordsIn(locale);
    const campuses = disclosureCampusesIn(locale);
    const fees = localePath(locale, routes.fees);
    test(`${fees} shows the City disclosure tables’ amounts${locale === 'en' ? '' : ', in Marathi'}`, () => {
      const record = mpdRecordOf('city');
      const year = feeYearsText(record.academics.fees);
      const campus = campuses.find((c) => c.id === 'city')!;
      const disclosure = localePath(locale, disclosureCampusPath('city'));
      const disclosed = htmlRowsOf(disclosure, fillTemplate(labels.captions.fees, { year }));
      const shown = htmlRowsOf(
        fees,
        fillTemplate(words.tableCaption, { campus: campus.name, year }),
      );
      expect(shown).toEqual(disclosed);
      expect(shown).toHaveLength(record.academics.fees.length);
      const amount = record.academics.fees[0]!.admissionFee;
      if (locale === 'en') {
        expect(shown[0]![1]).toBe(formatRupees(amount));
      } else {
        // The groups of classes in Marathi too.
        for (const [classes] of shown) expect(classes).toMatch(/[\u0900-\u097F]/);
        expect(shown[0]![1]).toBe(formatRupees(amount, intlLocale[locale]));
      }
      const section = exportedDocument(fees).getElementById(feesCampusId('city'))!;
      expect(textOf(section.querySelector('h2'))).toBe(campus.name);
      expect(hrefOfLink(section, fillTemplate(words.disclosureLink, { campus: campus.name }))).toBe(
        disclosure,
      );
    });

    test(`${fees} is linked from Admissions and from each campus’s fee table in its disclosure`, () => {
      const page = exportedDocument(fees);
      expect(
        hrefOfLink(
          exportedDocument(localePath(locale, routes.admissions)).querySelector('main')!,
          admissionsWordsIn(locale).admissions.feesLink.label,
        ),
      ).toBe(fees);
      for (const campus of disclosureCampuses) {
        const disclosure = exportedDocument(localePath(locale, disclosureCampusPath(campus.id)));
        expect(hrefOfLink(disclosure.querySelector('main')!, labels.feesLink), campus.id).toBe(
          `${fees}#${feesCampusId(campus.id)}`,
        );
        expect(page.getElementById(feesCampusId(campus.id)), campus.id).not.toBeNull();
      }
    });
  }

  test('every campus: its year, its approval line, and the terms every campus shares', () => {
    const doc = exportedDocument(routes.fees);
    for (const campus of disclosureCampuses) {
      const section = doc.getElementById(feesCampusId(campus.id))!;
      const { academics } = mpdRecordOf(campus.id);
      expect(textOf(section.querySelector('h2'))).toBe(campus.name);
      const text = textOf(section);
      expect(text).toContain(
        fillTemplate(feesPage.yearLine, { year: feeYearsText(academics.fees) }),
      );
      expect(text).toContain(feesPage.approvalLine.split('{date}')[0]!);
      expect(
        hrefOfLink(section, fillTemplate(feesPage.disclosureLink, { campus: campus.name })),
      ).toBe(disclosureCampusPath(campus.id));
    }
    const schedule = tableCaptioned(doc, feeTerms.schedule.caption);
    expect([...schedule.querySelectorAll('tbody th')].map(textOf)).toEqual(
      feeTerms.schedule.instalments.map((i) => i.name),
    );
    expect([...doc.querySelectorAll('main h1, main h2, main h3, main h4')].map(textOf)).toContain(
      feeTerms.refund.heading,
    );
  });

  test('its title, canonical address and breadcrumb Home › School Fees', () => {
    const doc = exportedDocument(routes.fees);
    expect(doc.title).toBe(`${pageMeta.fees.title} | ${site.name}`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      new URL(routes.fees, site.url).href,
    );
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      pageMeta.fees.title,
    );
    expect(breadcrumbsOf(doc).map((c) => c.name)).toEqual([
      pageMeta.home.title,
      pageMeta.fees.title,
    ]);
  });

  test('every campus: a table of the year’s totals, and a cost-of-a-year table per group of classes, with its books and uniform list, to open', () => {
    const doc = exportedDocument(routes.fees);
    expect([...doc.querySelectorAll('main p')].map(textOf)).toContain(feeYear.buyAnywhere);
    for (const campus of feeYearCampusesIn('en')) {
      const section = doc.getElementById(feesCampusId(campus.id))!;
      const range = fareRange(campus.stops);
      const totals = bodyRows(tableCaptioned(doc, campusTotalsCaption(campus, feeYear)));
      expect(totals.map(([classes]) => classes)).toEqual(
        campus.classGroups.map((group) => group.classes),
      );
      for (const group of campus.classGroups) {
        const summary = [...section.querySelectorAll('details > summary')].find(
          (each) => textOf(each) === fillTemplate(feeYear.partsSummary, { classes: group.classes }),
        );
        expect(summary, group.classes).toBeDefined();
        const yearCaption = fillTemplate(feeYear.tableCaption, {
          classes: group.classes,
          campus: campus.name,
          year: group.year,
        });
        const rows = bodyRows(tableCaptioned(doc, yearCaption));
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
        // The totals' row of the group says what its own table says.
        const [, continuing, joining] = totals.find(([classes]) => classes === group.classes)!;
        expect([continuing, joining]).toEqual([rows[3]![1], rows[5]![1]]);
        const details = summary!.parentElement!;
        for (const caption of [
          yearCaption,
          fillTemplate(feeYear.booksListCaption, { classes: group.classes, campus: campus.name }),
        ]) {
          expect(tableCaptioned(details, caption), caption).toBeTruthy();
        }
      }
      if (range) {
        const links = linksNamed(
          section,
          fillTemplate(feeYear.transportLink, { campus: campus.name }),
        );
        expect(links.length, campus.id).toBeGreaterThan(0);
        expect(links[0]!.getAttribute('href')).toBe(transportCampusPath(campus.id));
      }
    }
  });

  for (const locale of translatedLocales) {
    test(`/${locale}/fees: a year’s total above a lakh in Indian groups`, () => {
      const words = feesWordsIn(locale).feeYear;
      const { campus, group } = yearOf(locale, 0, -1);
      expect(totalNewIn(locale, words, campus, group)).toMatch(/^₹1,\d\d,\d{3}$/);
    });
  }
});

/** The cost of a year for one campus and group of classes, as the page's content gives it. */
function yearOf(locale: Locale, campusIndex: number, groupIndex: number, stopIndex?: number) {
  const campus = feeYearCampusesIn(locale)[campusIndex]!;
  const group = campus.classGroups.at(groupIndex)!;
  const stop = stopIndex === undefined ? undefined : campus.stops.at(stopIndex)!;
  return { campus, group, stop };
}

type YearOf = ReturnType<typeof yearOf>;

/** The total for a new pupil its cost-of-a-year table gives, in the exported page. */
function totalNewIn(
  locale: Locale,
  words: typeof feeYear,
  campus: YearOf['campus'],
  group: YearOf['group'],
) {
  const rows = htmlRowsOf(
    localePath(locale, routes.fees),
    fillTemplate(words.tableCaption, {
      classes: group.classes,
      campus: campus.name,
      year: group.year,
    }),
  );
  return rows.find(([header]) => header === words.parts.totalNew)![1]!;
}

test('a campus’s fee link leads to its part of the page; the calculator: a class and a stop give the total and instalments the page’s tables and schedule give, in Indian groups in Marathi and Hindi too', async ({
  page,
}) => {
  // Followed in the browser from the last campus's disclosure tables: its part of the page is
  // scrolled into view. (Every fee link's target is read from the HTML above.)
  const last = disclosureCampuses.at(-1)!;
  await page.goto(disclosureCampusPath(last.id));
  await page.getByRole('link', { name: mpdLabels.feesLink }).click();
  await expect(page).toHaveURL(`${routes.fees}#${feesCampusId(last.id)}`);
  await expect(page.locator(`#${feesCampusId(last.id)}`)).toBeInViewport();

  const text = feeYear.calculator;
  const { campus, group, stop } = yearOf('en', 0, -1, -1);
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
    year: group.year,
  });
  const tableRows = htmlRowsOf(routes.fees, caption);
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

  // The calculator writes its total in the page's language: above a lakh, in Indian groups, as
  // the page's own table writes it.
  for (const locale of translatedLocales) {
    await test.step(`/${locale}/fees`, async () => {
      const words = feesWordsIn(locale).feeYear;
      const { campus: there, group: classes } = yearOf(locale, 0, -1);
      const expected = totalNewIn(locale, words, there, classes);
      await page.goto(localePath(locale, routes.fees));
      await waitForHydration(page);
      await page
        .getByLabel(words.calculator.classes, { exact: true })
        .selectOption({ label: classes.classes });
      await page.getByLabel(words.calculator.newPupil, { exact: true }).check();
      await expect(
        page.getByText(fillTemplate(words.calculator.total, { amount: expected })),
      ).toBeVisible();
    });
  }
});
