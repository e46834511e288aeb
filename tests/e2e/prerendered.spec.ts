// What a visitor without JavaScript is given, read from the exported HTML (no browser): the pages
// hold it before any script runs, so the HTML alone decides it. How it shows without scripts is
// checked in a browser by no-javascript.spec.ts.
import { disclosureCampusesIn } from '@/lib/disclosure/disclosure';
import { feesWordsIn } from '@/lib/fees/fees';
import { disclosureFile } from '@/lib/disclosure/disclosure';
import { yearParts, yearTotal } from '@/lib/fees/cost';
import { feeYearCampusesIn } from '@/lib/fees/fee-year';
import { formatRupees } from '@/lib/fees/rupees';
import { localeNames, localePath, locales } from '@/lib/i18n/locales';
import { disclosureViewerPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { exportedPart } from './exported-parts';
import { textOf } from './exported-html';
import { expect, test } from './fixtures';
import { byRole } from './html-roles';

const disclosureCampuses = disclosureCampusesIn('en');

test('each campus viewer links its PDF, which answers as a PDF, and says it is loading only where scripts run', async ({
  request,
}) => {
  for (const campus of disclosureCampuses) {
    const path = disclosureViewerPath(campus.id);
    const main = exportedPart(path, 'main');
    const link = byRole(main, 'link', /^Open the PDF \(\d+(\.\d)? [KM]?B\)$/, path);
    expect(link.getAttribute('href'), path).toBe(disclosureFile(campus.id));
    const pdf = await request.get(link.getAttribute('href')!);
    expect(pdf.status(), path).toBe(200);
    expect(pdf.headers()['content-type'], path).toBe('application/pdf');
    // The loading line is styled away without scripts (no-javascript.spec.ts sees it hidden on
    // the first campus's viewer): every viewer's stands in the same markup.
    const loading = [...main.querySelectorAll('[role="status"]')].filter(
      (status) => textOf(status) === 'Loading PDF...',
    );
    expect(loading, path).toHaveLength(1);
    expect(loading[0]!.parentElement!.className, path).toContain('noscript:hidden');
  }
});

for (const locale of locales) {
  test(`${localeNames[locale]} /fees as HTML: a cost-of-a-year table per campus and group of classes, its total for a new pupil, and its books list`, () => {
    const path = localePath(locale, routes.fees);
    const main = exportedPart(path, 'main');
    const words = feesWordsIn(locale).feeYear;
    for (const campus of feeYearCampusesIn(locale)) {
      for (const group of campus.classGroups) {
        const caption = fillTemplate(words.tableCaption, {
          classes: group.classes,
          campus: campus.name,
          year: group.year,
        });
        const table = byRole(main, 'table', caption, path);
        const total = table.querySelectorAll('tbody tr')[5]?.querySelectorAll('td');
        expect([...(total ?? [])].map(textOf), caption).toEqual([
          formatRupees(
            yearTotal(
              yearParts({
                fees: group.fees,
                booksUniform: group.books.total,
                transport: 0,
                newPupil: true,
              }),
            ),
          ),
        ]);
        const books = byRole(
          main,
          'table',
          fillTemplate(words.booksListCaption, { classes: group.classes, campus: campus.name }),
          path,
        );
        expect(
          [...books.querySelectorAll('tbody th')].map(textOf),
          `${caption}: the books list`,
        ).toEqual([...group.books.items.map((item) => item.name), words.parts.booksUniform]);
      }
    }
  });
}
