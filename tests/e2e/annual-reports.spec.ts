// Annual reports against the served export: the list newest first with each report's figures and
// PDF (its size in the link, served as a PDF, opening in a new tab), and each campus's disclosure
// tables linking the latest report that covers the campus; in Hindi, its figures and dates in
// Hindi and the reports, English PDFs, said to be so.
import { annualReportsPage } from '@/content/annual-reports';
import { mpdRecords } from '@/lib/disclosure/records';
import { latestReportFor, newestFirst } from '@/lib/reports/annual-reports';
import { contentIn } from '@/lib/i18n/content';
import { intlLocale, localePath } from '@/lib/i18n/locales';
import { formatPostDate } from '@/lib/blog/post-date';
import { disclosureCampusPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { annualReports } from '@/lib/i18n/collections';

const titleOf = (year: string) => fillTemplate(annualReportsPage.reportTitle, { year });
/** The PDF link's text: the year, then the size. */
const linkName = (year: string) =>
  new RegExp(
    `^${fillTemplate(annualReportsPage.pdfLinkLabel, { year, size: 'SIZE' })
      .replace(/[()]/g, '\\$&')
      .replace('SIZE', '\\d+ (B|KB|MB)')}`,
  );

test('the reports are listed newest first, each with its figures and its PDF', async ({
  page,
  request,
}) => {
  await page.goto(routes.annualReports);
  const main = page.getByRole('main');
  const sorted = newestFirst(annualReports);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(
    sorted.map((report) => titleOf(report.academicYear)),
  );
  for (const report of sorted) {
    const card = main.getByRole('article', { name: titleOf(report.academicYear) });
    await expect(card.locator(`time[datetime="${report.publishedOn}"]`)).toBeVisible();
    await expect(card).toContainText(`${annualReportsPage.students}`);
    await expect(card).toContainText(
      new Intl.NumberFormat('en-IN').format(report.figures.students),
    );
    if (report.figures.classXPassPercent !== undefined) {
      await expect(card).toContainText(`${report.figures.classXPassPercent}%`);
    }
    const pdf = card.getByRole('link', { name: linkName(report.academicYear) });
    await expect(pdf).toHaveAttribute('href', report.pdf);
    await expect(pdf).toHaveAttribute('target', '_blank');
    const response = await request.get(report.pdf);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  }
});

test("each campus's disclosure tables link its latest annual report and the list", async ({
  page,
}) => {
  for (const { campusId } of mpdRecords) {
    const report = latestReportFor(annualReports, campusId)!;
    await page.goto(disclosureCampusPath(campusId));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: linkName(report.academicYear) })).toHaveAttribute(
      'href',
      report.pdf,
    );
    await expect(
      main.getByRole('link', { name: annualReportsPage.allReports, exact: true }),
    ).toHaveAttribute('href', routes.annualReports);
  }
});

test('/hi/annual-reports: the figures and dates in Hindi, the PDFs as they are, linked from the Hindi tables', async ({
  page,
}) => {
  const { annualReportsPage: words, languageLabels } = contentIn('hi');
  const intl = intlLocale.hi;
  await page.goto(localePath('hi', routes.annualReports));
  const main = page.getByRole('main');
  await expect(main.getByText(languageLabels.reportsInEnglish)).toBeVisible();
  for (const report of newestFirst(annualReports)) {
    const title = fillTemplate(words.reportTitle, { year: report.academicYear });
    const card = main.getByRole('article', { name: title });
    await expect(card).toContainText(words.students);
    await expect(card).toContainText(new Intl.NumberFormat(intl).format(report.figures.students));
    await expect(card.locator(`time[datetime="${report.publishedOn}"]`)).toHaveText(
      formatPostDate(report.publishedOn, intl),
    );
    await expect(card.locator(`a[href="${report.pdf}"]`)).toHaveAttribute('target', '_blank');
  }
  await page.goto(localePath('hi', disclosureCampusPath('city')));
  await page.getByRole('main').getByRole('link', { name: words.allReports, exact: true }).click();
  await expect(page).toHaveURL(localePath('hi', routes.annualReports));
});
