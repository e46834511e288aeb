// The Appendix-IX disclosure tables (/mandatory-disclosure/{campusId}) and the per-document
// viewer pages, for all three campuses. Behaviour runs at 1280 px; what differs at 375 px (the
// wide tables scroll in their own container) runs at both. axe-core on every tables page, at
// both widths, is in routes.spec.ts: the page has no state that appears later.
import type { Page } from '@playwright/test';
import { disclosureCampuses } from '@/content/disclosure';
import { mpdDocuments, mpdRecords } from '@/lib/disclosure/records';
import { mpdLabels } from '@/content/mpd/labels';
import { site } from '@/content/site';
import { isExpired, todayIso } from '@/lib/disclosure/mpd';
import { mpdSections } from '@/lib/disclosure/mpd-tables';
import { fillTemplate } from '@/lib/template';
import { expect, isMobile, test } from './fixtures';

const campuses = mpdRecords.map((record) => {
  const name = disclosureCampuses.find((c) => c.id === record.campusId)!.name;
  const sections = mpdSections(record, { labels: mpdLabels, campusName: name, today: todayIso() });
  return { record, name, sections, path: `/mandatory-disclosure/${record.campusId}` };
});

/** Each table's header associations as a screen reader's table mode reads them. */
function tableAssociations(page: Page) {
  return page.locator('main table').evaluateAll((tables) =>
    tables.map((table) => {
      const t = table as HTMLTableElement;
      const columnHeaders = [...t.tHead!.rows[0]!.cells];
      const rows = [...t.tBodies[0]!.rows];
      return {
        caption: t.caption?.textContent?.trim() ?? '',
        colScopes: columnHeaders.map((th) => `${th.tagName}:${th.getAttribute('scope')}`),
        cells: rows.flatMap((row) => {
          const rowHeader = row.cells[0]!;
          if (row.cells.length === 1) return []; // the 'not applicable' row spans the table
          return [...row.cells].slice(1).map((cell, index) => ({
            rowHeader: `${rowHeader.tagName}:${rowHeader.getAttribute('scope')}`,
            row: rowHeader.textContent?.trim() ?? '',
            column: columnHeaders[index + 1]?.textContent?.trim() ?? '',
            numericColumn: getComputedStyle(columnHeaders[index + 1]!).textAlign === 'right',
            align: getComputedStyle(cell).textAlign,
          }));
        }),
      };
    }),
  );
}

for (const { record, name, sections, path } of campuses) {
  test.describe(`${name} disclosure tables`, () => {
    test('every section and table, with captions and header associations', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fillTemplate(mpdLabels.pageTitle, { campus: name }),
      );
      await expect(page.getByText(`${mpdLabels.lastUpdated}:`)).toBeVisible();
      await expect(page.locator('time').first()).toHaveAttribute('datetime', record.lastUpdated);
      await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(
        sections.map((section) => section.heading),
      );
      // Every table with its caption and one row header per row (the results: one per year).
      const shown = await page.locator('main table').evaluateAll((tables) =>
        tables.map((t) => ({
          caption: (t as HTMLTableElement).caption?.textContent?.trim(),
          rows: [...(t as HTMLTableElement).tBodies[0]!.rows].map((row) =>
            row.cells[0]!.textContent!.trim(),
          ),
        })),
      );
      expect(shown).toEqual(
        sections.flatMap((section) =>
          section.tables.map((table) => ({
            caption: table.caption,
            rows: table.rows.length ? table.rows.map((row) => row.header) : [table.emptyText],
          })),
        ),
      );
      const years = record.academics.results.map((r) => String(r.year));
      const results = page.getByRole('table', { name: /^Board results/ });
      await expect(results.locator('tbody th')).toHaveText(years);

      const tables = await tableAssociations(page);
      expect(tables.flatMap((t) => t.cells).filter((c) => c.numericColumn).length).toBeGreaterThan(
        5,
      );
      for (const table of tables) {
        expect(
          table.colScopes.every((scope) => scope === 'TH:col'),
          table.caption,
        ).toBe(true);
        for (const cell of table.cells) {
          expect(cell.rowHeader, `${table.caption}: ${cell.row}`).toBe('TH:row');
          expect(cell.column, `${table.caption}: ${cell.row}`).not.toBe('');
          // Numbers are right-aligned under right-aligned headers that carry their unit.
          if (cell.numericColumn) expect(cell.align, `${cell.row} / ${cell.column}`).toBe('right');
        }
      }
    });

    test('documents: dates, size, status, a PDF link and a View link each', async ({
      page,
      request,
    }) => {
      await page.goto(path);
      for (const doc of mpdDocuments(record)) {
        const row = page.locator('tr', { has: page.getByRole('rowheader', { name: doc.title }) });
        const pdfLink = row.getByRole('link', { name: new RegExp(`^${escape(doc.title)}: PDF`) });
        await expect(pdfLink).toHaveAttribute('href', doc.pdf);
        await expect(pdfLink).toHaveAttribute('target', '_blank');
        await expect(pdfLink).toHaveText(/^PDF, \d+(\.\d)? (KB|bytes|MB)$/);
        const viewLink = row.getByRole('link', { name: /^View / });
        await expect(viewLink).toHaveText(mpdLabels.viewLink);
        await expect(viewLink).toHaveAttribute('href', `${path}/documents/${doc.id}`);
        await expect(row.getByText(mpdLabels.renewalInProgress)).toHaveCount(
          isExpired(doc, todayIso()) ? 1 : 0,
        );

        const response = await request.get(doc.pdf);
        expect(response.status(), doc.pdf).toBe(200);
        expect(response.headers()['content-type'], doc.pdf).toMatch(/^application\/pdf/);
        expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    // The per-document pages share one template: following one campus's link is enough (the
    // test above checks every link's target, the link checker that each target exists).
    if (record === campuses[0]!.record)
      test('"View" opens that document in the viewer', async ({ page }) => {
        const doc = mpdDocuments(record).find((d) => d.id === 'fire-safety')!;
        await page.goto(path);
        const pdf = page.waitForResponse((r) => r.url().endsWith(doc.pdf));
        await page
          .getByRole('link', {
            name: fillTemplate(mpdLabels.viewLinkLabel, { document: doc.title }),
          })
          .click();
        await expect(page).toHaveURL(`${path}/documents/${doc.id}`);
        expect((await pdf).status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fillTemplate(mpdLabels.documentTitle, { document: doc.title, campus: name }),
        );
        await expect(
          page.locator('[data-pdf-page="1"] [data-rendered="true"] canvas'),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: mpdLabels.backToTables })).toHaveAttribute(
          'href',
          path,
        );
      });

    test(
      'wide tables scroll inside their own container, never the page',
      { tag: '@both' },
      async ({ page }) => {
        await page.goto(path);
        const width = page.viewportSize()!.width;
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const containers = page.locator('main [role="region"]:has(table)');
        const overflow = await containers.evaluateAll((els) =>
          els.map((el) => ({
            scrolls: el.scrollWidth > el.clientWidth,
            x: getComputedStyle(el).overflowX,
          })),
        );
        expect(overflow.every((o) => o.x === 'auto')).toBe(true);
        // At 375 px the documents table is wider than the screen: it scrolls in its container.
        expect(overflow.some((o) => o.scrolls)).toBe(isMobile(page));
        const documents = page.getByRole('region', { name: /^Documents and certificates/ });
        await documents.focus();
        await page.keyboard.press('ArrowRight');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      },
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the tables and document links are plain HTML', async ({ page }) => {
    const { sections, path, record } = campuses[0]!;
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('main table')).toHaveCount(
      sections.reduce((n, s) => n + s.tables.length, 0),
    );
    await expect(page.locator(`main a[href="${record.documents[0]!.pdf}"]`)).toBeVisible();
  });
});

test.describe('links to the tables', () => {
  test('each campus card on the selection page links to its tables too', async ({ page }) => {
    await page.goto('/mandatory-disclosure');
    const links = page.getByRole('link', { name: mpdLabels.cardLink, exact: true });
    await expect(links).toHaveCount(campuses.length);
    for (const [index, { path }] of campuses.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', path);
    }
    await links.nth(2).click();
    await expect(page).toHaveURL(campuses[2]!.path);
  });
});

// Head tags do not depend on the viewport: 1280 px only.
test('breadcrumbs for search engines', async ({ page }) => {
  const { path, name, record } = campuses[1]!;
  await page.goto(path);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const crumbs = (
    JSON.parse(json!) as { '@graph': { itemListElement: { name: string; item: string }[] }[] }
  )['@graph'][0]!.itemListElement;
  expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Mandatory Public Disclosure', name]);
  expect(crumbs.at(-1)!.item).toBe(new URL(path, site.url).href);
  const doc = record.documents[0]!;
  await page.goto(`${path}/documents/${doc.id}`);
  const docJson = await page.locator('script[type="application/ld+json"]').textContent();
  expect(docJson).toContain(JSON.stringify(doc.title).slice(1, -1));
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
