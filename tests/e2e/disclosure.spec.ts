// The mandatory disclosure screens against the served export: selection, viewer, error messages,
// embedded PDFs, copy discouragement and the static files.
// The unknown-campus case ('Campus not found') lives in unknown-paths.spec.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  disclosureCampuses,
  disclosureDocuments,
  disclosureEmbeddedTitle,
  disclosureErrorMessages,
  disclosureFile,
  disclosurePage,
} from '@/content/disclosure';
import { FIRST_PAGE_MARK } from '@/components/disclosure/viewer-types';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';

const root = path.join(__dirname, '..', '..');
const LARGE_PDF = 'tests/fixtures/large-100-pages.pdf';
const CORRUPTED_PDF = 'tests/fixtures/corrupted.pdf';
const WORKER = '**/pdf.worker.min.js';

async function pdfPageCount(file: string): Promise<number> {
  const bytes = readFileSync(path.join(root, file));
  return (await PDFDocument.load(bytes)).getPageCount();
}

const slots = (page: Page) => page.locator('[data-pdf-page]');
const slot = (page: Page, n: number) => page.locator(`[data-pdf-page="${n}"]`);
const renderedCanvas = (page: Page, n: number) =>
  slot(page, n).locator('[data-rendered="true"] canvas');
const errorMessage = (page: Page) => page.getByTestId('disclosure-error-message');

/** Scrolls without the site's smooth scrolling, so lazy pages react at once. */
const scrollToPage = (page: Page, n: number) =>
  slot(page, n).evaluate((el) =>
    window.scrollTo({
      top: el.getBoundingClientRect().top + window.scrollY - 80,
      behavior: 'instant',
    }),
  );

/** The City viewer showing the 100-page test fixture in place of its PDF, page 1 drawn. */
async function openLargeDocument(page: Page) {
  await page.route('**/MPD/city-campus-disclosure.pdf', (route) =>
    route.fulfill({ path: LARGE_PDF, contentType: 'application/pdf' }),
  );
  await page.goto('/mandatory-disclosure/city/viewer');
  await expect(renderedCanvas(page, 1)).toBeVisible();
}

/** Milliseconds from navigation start to page 1's first paint, as the viewer marks it. */
const firstPageTime = (page: Page) =>
  page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null,
    FIRST_PAGE_MARK,
  );

// routes.spec.ts already runs axe-core on every route as first loaded, at both widths; here it
// runs on the states that only appear later (the loaded viewer, its error state).

test.describe('campus selection', () => {
  test('one card per campus, each linking to its viewer', async ({ page }) => {
    await page.goto('/mandatory-disclosure');
    await expect(
      page.getByRole('heading', { level: 2, name: disclosurePage.selectionHeading }),
    ).toBeVisible();
    const links = page.getByRole('link', { name: disclosurePage.viewLinkLabel, exact: true });
    await expect(links).toHaveCount(disclosureCampuses.length);
    for (const [index, campus] of disclosureCampuses.entries()) {
      await expect(
        page.getByRole('heading', { level: 3, name: campus.name, exact: true }),
      ).toBeVisible();
      await expect(links.nth(index)).toHaveAttribute(
        'href',
        `/mandatory-disclosure/${campus.id}/viewer`,
      );
    }

    // Client-side navigation loads the viewer's code on demand and shows the document.
    await links.nth(1).click();
    await expect(page).toHaveURL('/mandatory-disclosure/airport/viewer');
    await expect(renderedCanvas(page, 1)).toBeVisible();
  });
});

test.describe('viewer', () => {
  // The three documents share the viewer and the generator: one is drawn page by page at both
  // widths; routes.spec.ts opens every viewer route.
  for (const campus of disclosureCampuses.filter((c) => c.id === 'city')) {
    const widths = { tag: '@both' };
    test(
      `${campus.name}: every page of the document renders, labelled, at the page width rule`,
      widths,
      async ({ page }) => {
        const file = disclosureFile(campus.id)!;
        const total = await pdfPageCount(`public${file}`);
        await page.goto(`/mandatory-disclosure/${campus.id}/viewer`);
        await expect(
          page.getByRole('list', { name: `${campus.name} disclosure document, ${total} pages` }),
        ).toBeVisible();
        await expect(slots(page)).toHaveCount(total);

        for (let n = 1; n <= total; n++) {
          await scrollToPage(page, n);
          await expect(renderedCanvas(page, n)).toBeVisible();
          await expect(slot(page, n)).toHaveAttribute('role', 'img');
          await expect(slot(page, n)).toHaveAttribute('aria-label', `Page ${n} of ${total}`);
        }
        // 800 px above a 768 px viewport, viewport − 40 px below.
        const expectedWidth = isMobile(page) ? 375 - 40 : 800;
        expect((await slot(page, 1).boundingBox())?.width).toBeCloseTo(expectedWidth, 0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          page.viewportSize()!.width,
        );
        if (campus.id === 'city') {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await expectNoAxeViolations(page);
        }
      },
    );
  }

  test('re-lays the pages out when the window is resized', async ({ page }) => {
    await page.goto('/mandatory-disclosure/city/viewer');
    await expect(renderedCanvas(page, 1)).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    // The page is drawn again at the new width (600 − 40 px), not merely scaled down.
    const dpr = await page.evaluate(() => window.devicePixelRatio);
    await expect
      .poll(() => renderedCanvas(page, 1).evaluate((c: HTMLCanvasElement) => c.width))
      .toBe(Math.round(560 * dpr));
    await expect(slot(page, 1)).toHaveCSS('width', '560px');
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect
      .poll(() => renderedCanvas(page, 1).evaluate((c: HTMLCanvasElement) => c.width))
      .toBe(Math.round(800 * dpr));
  });

  // How fast page 1 appears is measured by `npm run measure:viewer`, not asserted here.
  test('a 100-page document draws page 1, and far pages only when scrolled to', async ({
    page,
  }) => {
    await openLargeDocument(page);
    // The viewer marks page 1's first paint (the measuring script reads the same mark).
    expect(await firstPageTime(page)).toBeGreaterThan(0);

    await expect(slots(page)).toHaveCount(await pdfPageCount(LARGE_PDF));
    // Only the pages near the viewport hold a canvas; the rest are sized placeholders.
    expect(await page.locator('canvas').count()).toBeLessThanOrEqual(3);
    await expect(slot(page, 50).locator('canvas')).toHaveCount(0);
    await expect(slot(page, 100).locator('canvas')).toHaveCount(0);
    const placeholder = (await slot(page, 100).boundingBox())!;
    expect(placeholder.height / placeholder.width).toBeCloseTo(841.89 / 595.28, 1);

    await scrollToPage(page, 50);
    await expect(renderedCanvas(page, 50)).toBeVisible();
    // Pages scrolled far away give their canvas back, so memory stays flat.
    await expect(slot(page, 1).locator('canvas')).toHaveCount(0);
    expect(await page.locator('canvas').count()).toBeLessThanOrEqual(4);
  });

  test('the load draws only the pages on screen; the first scroll draws the next one ahead', async ({
    page,
  }) => {
    await openLargeDocument(page);
    // The first page below the screen, with room to scroll a little without reaching it.
    const below = await slots(page).evaluateAll((all) => {
      const first = all.find((el) => el.getBoundingClientRect().top > window.innerHeight + 40);
      return Number((first as HTMLElement).dataset.pdfPage);
    });
    await expect(slot(page, below).locator('canvas')).toHaveCount(0);

    await page.evaluate(() => window.scrollBy({ top: 20, behavior: 'instant' }));
    await expect(renderedCanvas(page, below)).toBeAttached();
    expect(
      await slot(page, below).evaluate((el) => el.getBoundingClientRect().top),
    ).toBeGreaterThan(await page.evaluate(() => window.innerHeight));
  });

  test.describe('forced failures show their own error message, and Try Again recovers', () => {
    const expectErrorThenRecover = async (
      page: Page,
      message: string,
      unroute: () => Promise<void>,
    ) => {
      await page.goto('/mandatory-disclosure/city/viewer');
      await expect(page.getByRole('heading', { name: disclosurePage.errorTitle })).toBeVisible();
      await expect(errorMessage(page)).toHaveText(message);
      await expect(page.getByText(disclosurePage.errorNote)).toBeVisible();
      await expect(page.getByRole('link', { name: disclosurePage.backLabel })).toHaveAttribute(
        'href',
        '/mandatory-disclosure',
      );
      if (message === disclosureErrorMessages.otherLoad) await expectNoAxeViolations(page);
      await unroute();
      await page.getByRole('button', { name: disclosurePage.tryAgainLabel }).click();
      await expect(renderedCanvas(page, 1)).toBeVisible();
      await expect(page.getByRole('heading', { name: disclosurePage.errorTitle })).toHaveCount(0);
    };

    test('the PDF answered 404 → being prepared', async ({ page, pageGuard }) => {
      pageGuard.allow(/404/);
      const pdf = '**/MPD/city-campus-disclosure.pdf';
      await page.route(pdf, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      await expectErrorThenRecover(page, disclosureErrorMessages.otherLoad, () =>
        page.unroute(pdf),
      );
    });

    test('a corrupted PDF body → corrupted or invalid', async ({ page }) => {
      const pdf = '**/MPD/city-campus-disclosure.pdf';
      await page.route(pdf, (route) =>
        route.fulfill({ path: CORRUPTED_PDF, contentType: 'application/pdf' }),
      );
      await expectErrorThenRecover(page, disclosureErrorMessages.invalidPdf, () =>
        page.unroute(pdf),
      );
    });

    test('the worker script failing → setup error (no hang on Loading PDF...)', async ({
      page,
      pageGuard,
    }) => {
      pageGuard.allow(/pdf\.worker\.min\.js/);
      await page.route(WORKER, (route) => route.abort());
      await expectErrorThenRecover(page, disclosureErrorMessages.workerSetup, () =>
        page.unroute(WORKER),
      );
    });

    test('the PDF request failing on the network → unable to load', async ({ page, pageGuard }) => {
      pageGuard.allow(/city-campus-disclosure\.pdf|net::ERR_FAILED/);
      // pdf.js rejects its reader's "headers ready" promise when the fetch fails; when that
      // happens before its worker asks for the reader (the aborted request fails at once), the
      // browser reports the rejection as unhandled, though pdf.js handles it later and the
      // viewer shows its message (a fresh-clone run caught it once). Exactly that
      // error is allowed; any other still fails the test.
      pageGuard.allow(/^page error: Failed to fetch$/);
      const pdf = '**/MPD/city-campus-disclosure.pdf';
      await page.route(pdf, (route) => route.abort());
      await expectErrorThenRecover(page, disclosureErrorMessages.fetchFailed, () =>
        page.unroute(pdf),
      );
    });
  });
});

test.describe('embedded documents', () => {
  for (const doc of disclosureDocuments.filter((d) => d.embedded)) {
    const campus = disclosureCampuses.find((c) => c.id === doc.campusId)!;
    test(`${campus.name}: title, year, an 800 px frame and the note`, async ({ page }) => {
      const pdfResponse = page.waitForResponse((r) => r.url().endsWith(doc.file));
      await page.goto(`/mandatory-disclosure/${doc.campusId}/pdf`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${disclosureEmbeddedTitle(campus)}`,
      );
      await expect(page.getByText(disclosurePage.embeddedSubtitle)).toBeVisible();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', `${doc.file}#toolbar=0&navpanes=0`);
      await expect(frame).toHaveAttribute('title', /\S/);
      expect((await frame.boundingBox())?.height).toBe(disclosurePage.frameHeightPx);
      expect((await pdfResponse).status()).toBe(200);
      await expect(page.getByText(disclosurePage.embeddedNote)).toBeVisible();
      await expect(
        page.getByRole('link', { name: disclosurePage.embeddedViewerLink }),
      ).toHaveAttribute('href', `/mandatory-disclosure/${doc.campusId}/viewer`);
    });
  }
});

test.describe('copy discouragement', () => {
  const COMBINATIONS = ['s', 'p', 'u', 'Shift+I', 'Shift+J'].flatMap((key) =>
    ['Control', 'Meta'].map((mod) => `${mod}+${key}`),
  );

  /** Dispatches a cancelable event on the element and tells whether something prevented it. */
  const prevented = (page: Page, selector: string, type: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, eventType) => {
        const event = new MouseEvent(eventType, { bubbles: true, cancelable: true });
        el.dispatchEvent(event);
        return event.defaultPrevented;
      }, type);

  /** Synthetic key presses (so nothing real opens when a page does not block them). */
  const keyPrevented = (page: Page, combo: string) =>
    page.evaluate((keys) => {
      const parts = keys.split('+');
      const event = new KeyboardEvent('keydown', {
        key: parts.at(-1)!,
        ctrlKey: parts.includes('Control'),
        metaKey: parts.includes('Meta'),
        shiftKey: parts.includes('Shift'),
        bubbles: true,
        cancelable: true,
      });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    }, combo);

  test('blocks the shortcuts, and the context menu, dragging and selection on the frame', async ({
    page,
  }) => {
    await page.goto('/mandatory-disclosure/city/pdf');
    // Real key presses: a listener added after the page's own sees whether they were blocked.
    await page.evaluate(() => {
      (window as unknown as { seen: string[] }).seen = [];
      window.addEventListener('keydown', (e) => {
        if (e.defaultPrevented) (window as unknown as { seen: string[] }).seen.push(e.key);
      });
    });
    await page.getByRole('heading', { level: 1 }).click();
    for (const combo of COMBINATIONS) await page.keyboard.press(combo);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toHaveLength(
      COMBINATIONS.length,
    );
    for (const combo of COMBINATIONS) expect(await keyPrevented(page, combo), combo).toBe(true);
    expect(await keyPrevented(page, 'Control+c')).toBe(false);

    for (const type of ['contextmenu', 'dragstart', 'selectstart']) {
      expect(await prevented(page, 'iframe', type), type).toBe(true);
    }
    // The page's own text is left alone.
    expect(await prevented(page, 'h1', 'contextmenu')).toBe(false);

    // The viewer is guarded too.
    await page.goto('/mandatory-disclosure/osmanpura/viewer');
    await expect(renderedCanvas(page, 1)).toBeVisible();
    for (const type of ['contextmenu', 'dragstart', 'selectstart']) {
      expect(await prevented(page, '[data-pdf-page="1"] canvas', type), type).toBe(true);
    }
    expect(await keyPrevented(page, 'Control+s')).toBe(true);
  });

  test('blocks nothing on other pages, also after leaving a disclosure page', async ({ page }) => {
    const expectNothingBlocked = async () => {
      for (const combo of COMBINATIONS) expect(await keyPrevented(page, combo), combo).toBe(false);
      expect(await prevented(page, 'main', 'contextmenu')).toBe(false);
    };
    await page.goto('/about');
    await expectNothingBlocked();

    // Client-side navigation away from a disclosure page takes its guard with it.
    await page.goto('/mandatory-disclosure');
    expect(await keyPrevented(page, 'Control+s')).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expectNothingBlocked();
  });
});

test.describe('static files', () => {
  test('the PDFs answer a Range request with 206', async ({ request }) => {
    for (const doc of disclosureDocuments) {
      const response = await request.get(doc.file, { headers: { Range: 'bytes=0-1023' } });
      expect(response.status(), doc.file).toBe(206);
      expect(response.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await response.body()).length).toBe(1024);
    }
  });

  test("the worker is react-pdf's own pdf.js version, served as JavaScript", async ({
    request,
  }) => {
    const reactPdf = JSON.parse(
      readFileSync(path.join(root, 'node_modules/react-pdf/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    const pdfjsVersion = reactPdf.dependencies['pdfjs-dist']!;
    const installed = JSON.parse(
      readFileSync(path.join(root, 'node_modules/pdfjs-dist/package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(pdfjsVersion);

    const response = await request.get('/pdf.worker.min.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(await response.text()).toContain(`"${pdfjsVersion}"`);
  });

  test("react-pdf's code loads on the viewer route only", async ({ page }) => {
    const pdfjsScripts: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js') || response.url().includes('pdf.worker')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('GlobalWorkerOptions')) pdfjsScripts.push(response.url());
    });
    // The two pages that link to a viewer, where prefetching could pull its code in early.
    for (const route of ['/mandatory-disclosure', '/mandatory-disclosure/city/pdf']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    expect(pdfjsScripts).toEqual([]);
    await page.goto('/mandatory-disclosure/city/viewer');
    await expect(renderedCanvas(page, 1)).toBeVisible();
    expect(pdfjsScripts).toHaveLength(1);
  });

  test("pages that link to a viewer do not download its document or its route's data before a click", async ({
    page,
  }) => {
    const early: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // A viewer page preloads its PDF: prefetching its link would spend a visitor's data on it.
      if (url.pathname.endsWith('.pdf') || /\/(?:viewer|documents)(?:\/|$)/.test(url.pathname))
        early.push(`${request.resourceType()} ${url.pathname}`);
    });
    // The campus's disclosure tables link to its document pages and its combined viewer.
    await page.goto('/mandatory-disclosure/city');
    await page.waitForLoadState('networkidle');
    await page.goto('/mandatory-disclosure');
    await page.waitForLoadState('networkidle');
    const viewerLink = page
      .getByRole('link', { name: disclosurePage.viewLinkLabel, exact: true })
      .first();
    // Hovering a link is the other moment Next prefetches.
    await viewerLink.hover();
    await page.waitForLoadState('networkidle');
    expect(early).toEqual([]);

    await viewerLink.click();
    await expect(renderedCanvas(page, 1)).toBeVisible();
    expect(early.some((line) => line.endsWith('.pdf'))).toBe(true);
  });
});
