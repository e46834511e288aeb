// Annual reports, read from the exported HTML: the list newest first with each report's figures
// and PDF (its size in the link, served as a PDF, opening in a new tab), and each campus's
// disclosure tables linking the latest report that covers the campus; in Hindi, its figures and
// dates in Hindi and the reports, English PDFs, said to be so. (Every link of the export resolves:
// pages.spec.ts.)
import { annualReportsPageIn } from '@/lib/reports/reports';
import { languageLabelsIn } from '@/lib/site/site';
import { annualReportsPage } from '@/content/annual-reports';
import { disclosureRecords } from '@/lib/disclosure/records';
import { latestReportFor, newestFirst } from '@/lib/reports/annual-reports';
import { intlLocale, localePath } from '@/lib/i18n/locales';
import { formatPostDate } from '@/lib/blog/post-date';
import { disclosureCampusPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { link, named } from './html-names';
import { annualReports } from '@/lib/reports/reports';

/** The PDF link's name in a language: the year, then the size. */
const linkName = (words: typeof annualReportsPage, year: string) =>
  new RegExp(
    `^${fillTemplate(words.pdfLinkLabel, { year, size: 'SIZE' })
      .replace(/[()]/g, '\\$&')
      .replace('SIZE', '\\d+ (B|KB|MB)')}`,
  );

for (const locale of ['en', 'hi'] as const) {
  const path = localePath(locale, routes.annualReports);
  test(`${path}: the reports newest first, each with its figures, its date and its PDF in a new tab`, () => {
    const words = annualReportsPageIn(locale);
    const languageLabels = languageLabelsIn(locale);
    const intl = intlLocale[locale];
    const main = exportedDocument(path).querySelector('main')!;
    const sorted = newestFirst(annualReports());
    const titleOf = (year: string) => fillTemplate(words.reportTitle, { year });
    expect([...main.querySelectorAll('h2')].map(textOf)).toEqual(
      sorted.map((report) => titleOf(report.academicYear)),
    );
    // The reports are English PDFs: a translated page says so.
    if (locale !== 'en') expect(textOf(main)).toContain(languageLabels.reportsInEnglish);
    for (const report of sorted) {
      const card = named(main, 'article', titleOf(report.academicYear));
      expect(textOf(card.querySelector(`time[datetime="${report.publishedOn}"]`))).toBe(
        formatPostDate(report.publishedOn, intl),
      );
      expect(textOf(card)).toContain(words.students);
      expect(textOf(card)).toContain(new Intl.NumberFormat(intl).format(report.figures.students));
      if (report.figures.classXPassPercent !== undefined) {
        expect(textOf(card)).toContain(`${report.figures.classXPassPercent}%`);
      }
      const pdf = link(card, linkName(words, report.academicYear));
      expect(pdf.getAttribute('href')).toBe(report.pdf);
      expect(pdf.getAttribute('target')).toBe('_blank');
    }
  });
}

test('every report is served as a PDF', async ({ request }) => {
  for (const report of annualReports()) {
    const response = await request.get(report.pdf);
    expect(response.status(), report.pdf).toBe(200);
    expect(response.headers()['content-type'], report.pdf).toMatch(/^application\/pdf/);
  }
});

test("each campus's disclosure tables link its latest annual report and the list; the Hindi tables too", () => {
  const pages = [
    ...disclosureRecords().map(({ campusId }) => ({ locale: 'en' as const, campusId })),
    { locale: 'hi' as const, campusId: 'city' as const },
  ];
  for (const { locale, campusId } of pages) {
    const words = annualReportsPageIn(locale);
    const report = latestReportFor(annualReports(), campusId)!;
    const path = localePath(locale, disclosureCampusPath(campusId));
    const main = exportedDocument(path).querySelector('main')!;
    expect(link(main, linkName(words, report.academicYear)).getAttribute('href'), path).toBe(
      report.pdf,
    );
    expect(link(main, words.allReports).getAttribute('href'), path).toBe(
      localePath(locale, routes.annualReports),
    );
  }
});
