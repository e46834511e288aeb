// The Appendix-IX disclosure tables (/mandatory-disclosure/{campusId}) and the per-document
// viewer pages, for all three campuses. What the exported HTML decides is read from it for every
// campus: the sections, every table with its caption, row headers and header associations, the
// documents' rows and links, the cards' links and the breadcrumbs (so the tables and links are
// there without JavaScript too). The browser is kept for the layout (wide tables scroll in their
// own container at 1280 and 375 px, numbers right-aligned) and for opening a document in the
// viewer. axe-core on every tables page, at both widths, is in routes.spec.ts: the page has no
// state that appears later.
import { disclosureCampusesIn } from '@/lib/disclosure/disclosure';
import type { Page } from '@playwright/test';
import { mpdDocuments, disclosureRecords } from '@/lib/disclosure/records';
import { mpdLabels } from '@/content/disclosure-labels';
import { siteIn } from '@/lib/site/site';
import { isExpired, todayIso } from '@/lib/disclosure/figures';
import { mpdSections } from '@/lib/disclosure/tables';
import { fillTemplate } from '@/lib/template';
import { expect, PHONE_VIEWPORT, renderedFrames, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { breadcrumbsOf, linksNamed } from './html-queries';

const site = siteIn('en');

const disclosureCampuses = disclosureCampusesIn('en');

const campuses = disclosureRecords().map((record) => {
  const name = disclosureCampuses.find((c) => c.id === record.campusId)!.name;
  const sections = mpdSections(record, { labels: mpdLabels, campusName: name, today: todayIso() });
  return { record, name, sections, path: `/mandatory-disclosure/${record.campusId}` };
});

for (const { record, name, sections, path } of campuses) {
  test.describe(`${name} disclosure tables, as HTML`, () => {
    test('every section and table, with captions and header associations', () => {
      const doc = exportedDocument(path);
      const main = doc.querySelector('main')!;
      expect(textOf(main.querySelector('h1'))).toBe(
        fillTemplate(mpdLabels.pageTitle, { campus: name }),
      );
      expect([...main.querySelectorAll('span')].map(textOf)).toContain(`${mpdLabels.lastUpdated}:`);
      expect(main.querySelector('time')?.getAttribute('datetime')).toBe(record.lastUpdated);
      expect([...main.querySelectorAll('h2')].map(textOf)).toEqual(
        sections.map((section) => section.heading),
      );
      // Every table with its caption and one row header per row (the results: one per year).
      const tables = [...main.querySelectorAll('table')];
      expect(
        tables.map((t) => ({
          caption: t.caption?.textContent?.trim(),
          rows: [...t.tBodies[0]!.rows].map((row) => row.cells[0]!.textContent!.trim()),
        })),
      ).toEqual(
        sections.flatMap((section) =>
          section.tables.map((table) => ({
            caption: table.caption,
            rows: table.rows.length ? table.rows.map((row) => row.header) : [table.emptyText],
          })),
        ),
      );
      const results = tables.filter((t) => textOf(t.caption).startsWith('Board results'));
      expect(results).toHaveLength(1);
      expect([...results[0]!.querySelectorAll('tbody th')].map(textOf)).toEqual(
        record.academics.results.map((r) => String(r.year)),
      );

      // Each table's header associations as a screen reader's table mode reads them.
      for (const table of tables) {
        const caption = table.caption?.textContent?.trim() ?? '';
        const columnHeaders = [...table.tHead!.rows[0]!.cells];
        expect(
          columnHeaders.map((th) => `${th.tagName}:${th.getAttribute('scope')}`),
          caption,
        ).toEqual(columnHeaders.map(() => 'TH:col'));
        for (const row of table.tBodies[0]!.rows) {
          if (row.cells.length === 1) continue; // the 'not applicable' row spans the table
          const rowHeader = row.cells[0]!;
          const label = `${caption}: ${rowHeader.textContent?.trim()}`;
          expect(`${rowHeader.tagName}:${rowHeader.getAttribute('scope')}`, label).toBe('TH:row');
          for (let index = 1; index < row.cells.length; index++) {
            expect(columnHeaders[index]?.textContent?.trim() ?? '', label).not.toBe('');
          }
        }
      }
    });

    test('documents: dates, size, status, a PDF link and a View link each; each PDF served as one', async ({
      request,
    }) => {
      const doc = exportedDocument(path);
      const rows = [...doc.querySelectorAll('main tr')];
      for (const document of mpdDocuments(record)) {
        const row = rows.filter((tr) =>
          [...tr.querySelectorAll('th[scope="row"]')].some((th) => textOf(th) === document.title),
        );
        expect(row, document.title).toHaveLength(1);
        const pdfLinks = linksNamed(row[0]!, new RegExp(`^${escape(document.title)}: PDF`));
        expect(pdfLinks, document.title).toHaveLength(1);
        const pdfLink = pdfLinks[0]!;
        expect(pdfLink.getAttribute('href')).toBe(document.pdf);
        expect(pdfLink.getAttribute('target')).toBe('_blank');
        expect(textOf(pdfLink)).toMatch(/^PDF, \d+(\.\d)? (KB|bytes|MB)$/);
        const viewLinks = linksNamed(row[0]!, /^View /);
        expect(viewLinks, document.title).toHaveLength(1);
        expect(textOf(viewLinks[0])).toBe(mpdLabels.viewLink);
        expect(viewLinks[0]!.getAttribute('href')).toBe(`${path}/documents/${document.id}`);
        expect(textOf(row[0]).split(mpdLabels.renewalInProgress).length - 1, document.title).toBe(
          isExpired(document, todayIso()) ? 1 : 0,
        );

        const response = await request.get(document.pdf);
        expect(response.status(), document.pdf).toBe(200);
        expect(response.headers()['content-type'], document.pdf).toMatch(/^application\/pdf/);
        expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    test('breadcrumbs for search engines, on the tables and on a document page', () => {
      const crumbs = breadcrumbsOf(exportedDocument(path));
      expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Mandatory Public Disclosure', name]);
      expect(crumbs.at(-1)!.item).toBe(new URL(path, site.url).href);
      const document = record.documents[0]!;
      const docJson = [
        ...exportedDocument(`${path}/documents/${document.id}`).querySelectorAll(
          'script[type="application/ld+json"]',
        ),
      ].map((script) => script.textContent);
      expect(docJson.join('\n')).toContain(JSON.stringify(document.title).slice(1, -1));
    });
  });
}

test('each campus card on the selection page links to its tables too, as HTML', () => {
  const doc = exportedDocument('/mandatory-disclosure');
  expect(
    linksNamed(doc.querySelector('main')!, mpdLabels.cardLink).map((a) => a.getAttribute('href')),
  ).toEqual(campuses.map(({ path }) => path));
});

/** The page does not scroll sideways; each table's container does, where its table is wider. */
async function expectTablesScrollInside(page: Page, narrow: boolean) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  const containers = page.locator('main [role="region"]:has(table)');
  const overflow = await containers.evaluateAll((els) =>
    els.map((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      x: getComputedStyle(el).overflowX,
    })),
  );
  expect(overflow.length).toBeGreaterThan(0);
  expect(overflow.every((o) => o.x === 'auto')).toBe(true);
  // At 375 px the documents table is wider than the screen: it scrolls in its container.
  expect(overflow.some((o) => o.scrolls)).toBe(narrow);
  const documents = page.getByRole('region', { name: /^Documents and certificates/ });
  await documents.focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

/** Each numeric cell as laid out: right-aligned under a right-aligned header that carries its unit. */
function numericAlignment(page: Page) {
  return page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const t = table as HTMLTableElement;
      const columnHeaders = [...t.tHead!.rows[0]!.cells];
      return [...t.tBodies[0]!.rows].flatMap((row) =>
        [...row.cells].slice(1).flatMap((cell, index) => {
          const header = columnHeaders[index + 1];
          if (!header || getComputedStyle(header).textAlign !== 'right') return [];
          return [
            {
              cell: `${t.caption?.textContent?.trim()}: ${row.cells[0]!.textContent?.trim()} / ${header.textContent?.trim()}`,
              align: getComputedStyle(cell).textAlign,
            },
          ];
        }),
      );
    }),
  );
}

// The layout, for every campus at 1280 px and then at 375 px (the same page resized: the tables
// are laid out by CSS alone, so a page read for its layout only is not waited on to hydrate),
// the first reached by the selection page's card link; then on the last one's tables, one
// "View" followed (the per-document pages share one template: the HTML tests check every link's
// target, the link checker that each exists).
test('wide tables scroll inside their own container at 1280 and 375 px, never the page; numbers right-aligned; "View" opens that document in the viewer', async ({
  page,
}) => {
  const desktop = page.viewportSize()!;
  const order = [campuses[2]!, campuses[1]!, campuses[0]!];
  await page.goto('/mandatory-disclosure');
  await page.getByRole('link', { name: mpdLabels.cardLink, exact: true }).nth(2).click();
  await expect(page).toHaveURL(order[0]!.path);
  for (const [index, { path }] of order.entries()) {
    await test.step(path, async () => {
      if (index === order.length - 1) await page.goto(path);
      else if (index > 0) await page.goto(path, { waitUntil: 'load' });
      await expectTablesScrollInside(page, false);
      await page.setViewportSize(PHONE_VIEWPORT);
      await renderedFrames(page, 2);
      await expectTablesScrollInside(page, true);
      await page.setViewportSize(desktop);
      await renderedFrames(page, 2);
    });
  }

  const { record, name, path } = order.at(-1)!;
  expect(page.url()).toContain(path);
  const numeric = await numericAlignment(page);
  expect(numeric.length).toBeGreaterThan(5);
  for (const { cell, align } of numeric) expect(align, cell).toBe('right');

  const doc = mpdDocuments(record).find((d) => d.id === 'fire-safety')!;
  const pdf = page.waitForResponse((r) => r.url().endsWith(doc.pdf));
  await page
    .getByRole('link', { name: fillTemplate(mpdLabels.viewLinkLabel, { document: doc.title }) })
    .click();
  await expect(page).toHaveURL(`${path}/documents/${doc.id}`);
  expect((await pdf).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fillTemplate(mpdLabels.documentTitle, { document: doc.title, campus: name }),
  );
  await expect(page.locator('[data-pdf-page="1"] [data-rendered="true"] canvas')).toBeVisible();
  await expect(page.getByRole('link', { name: mpdLabels.backToTables })).toHaveAttribute(
    'href',
    path,
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
