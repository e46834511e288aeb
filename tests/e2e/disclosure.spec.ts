// The mandatory disclosure screens against the served export: selection, viewer, error messages,
// embedded PDFs, copy discouragement and the static files. What the exported HTML alone decides
// (the cards and their links, the embedded pages' texts and frames) is read without a browser;
// the browser is kept for drawing, resizing, failures, key and mouse events and the network.
// The unknown-campus case ('Campus not found') lives in unknown-paths.spec.ts.
import {
  disclosureCampusesIn,
  disclosureDocumentsIn,
  disclosureWordsIn,
} from '@/lib/disclosure/disclosure';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

import { embeddedTitleIn } from '@/lib/disclosure/disclosure';
import { FIRST_PAGE_MARK } from '@/components/disclosure/viewer-types';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { pageImages } from './disclosure-page-images';

const { disclosureErrorMessages, disclosurePage } = disclosureWordsIn('en');

const disclosureCampuses = disclosureCampusesIn('en');
const disclosureDocuments = disclosureDocumentsIn('en');

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
/** The viewer's own status (the footer's contact form has one of its own). */
const viewerStatus = (page: Page) => page.getByRole('main').getByRole('status');

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

/** The links of a document whose text is `text`. */
const linksNamed = (doc: Document, text: string) =>
  [...doc.querySelectorAll('main a')].filter((a) => textOf(a) === text);

test.describe('as exported HTML', () => {
  test('the selection page: one card per campus, each linking to its viewer', () => {
    const doc = exportedDocument('/mandatory-disclosure');
    expect([...doc.querySelectorAll('main h2')].map(textOf)).toContain(
      disclosurePage.selectionHeading,
    );
    expect([...doc.querySelectorAll('main h3')].map(textOf)).toEqual(
      disclosureCampuses.map((campus) => campus.name),
    );
    expect(
      linksNamed(doc, disclosurePage.viewLinkLabel).map((a) => a.getAttribute('href')),
    ).toEqual(disclosureCampuses.map((campus) => `/mandatory-disclosure/${campus.id}/viewer`));
  });

  test('each embedded document: title, year, its PDF in a frame 800 px high, the note and the viewer link', () => {
    const embedded = disclosureDocuments.filter((d) => d.embedded);
    expect(embedded.length).toBeGreaterThan(1);
    for (const { campusId, file } of embedded) {
      const campus = disclosureCampuses.find((c) => c.id === campusId)!;
      const doc = exportedDocument(`/mandatory-disclosure/${campusId}/pdf`);
      const main = doc.querySelector('main')!;
      expect(textOf(main.querySelector('h1')), campusId).toBe(embeddedTitleIn('en', campus.id));
      expect([...main.querySelectorAll('p')].map(textOf), campusId).toEqual(
        expect.arrayContaining([disclosurePage.embeddedSubtitle, disclosurePage.embeddedNote]),
      );
      const frames = [...main.querySelectorAll('iframe')];
      expect(frames, campusId).toHaveLength(1);
      expect(frames[0]!.getAttribute('src')).toBe(`${file}#toolbar=0&navpanes=0`);
      expect(frames[0]!.getAttribute('title')).toMatch(/\S/);
      expect(frames[0]!.getAttribute('height')).toBe(String(disclosurePage.frameHeightPx));
      expect(
        linksNamed(doc, disclosurePage.embeddedViewerLink).map((a) => a.getAttribute('href')),
      ).toEqual([`/mandatory-disclosure/${campusId}/viewer`]);
    }
  });
});

// routes.spec.ts already runs axe-core on every route as first loaded, at both widths; the states
// that only appear later are checked where they appear: the loaded viewer in viewer-zoom.spec.ts
// (at both widths), the loading state in viewer-page-images.spec.ts, the error state here.
// Every page of the City document drawn, labelled, at the page width rule and resized:
// viewer-page-images.spec.ts; the Airport and Osmanpura viewers draw their page 1 below.

test.describe('viewer', () => {
  // How fast page 1 appears is measured by `npm run measure:viewer`, not asserted here.
  test('a 100-page document: the load draws only the pages on screen, the first scroll the next one ahead, far pages only when scrolled to', async ({
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

    await scrollToPage(page, 50);
    await expect(renderedCanvas(page, 50)).toBeVisible();
    // Pages scrolled far away give their canvas back, so memory stays flat.
    await expect(slot(page, 1).locator('canvas')).toHaveCount(0);
    expect(await page.locator('canvas').count()).toBeLessThanOrEqual(4);
  });

  // One page goes through every failure in turn: each 'Try Again' is a new attempt (a fresh
  // worker, the document fetched again), which the next failure meets, until the last recovers.
  // The document's 404 is met at a load, as a visitor meets it: the page preloads its document
  // and starts its worker early, so pdf.js reads the answer with its worker ready.
  test('forced failures show their own error message in place of the page images, and Try Again recovers', async ({
    page,
    pageGuard,
  }) => {
    pageGuard.allow(/404/);
    pageGuard.allow(/pdf\.worker\.min\.js/);
    pageGuard.allow(/city-campus-disclosure\.pdf|net::ERR_FAILED/);
    // pdf.js rejects its reader's "headers ready" promise when the fetch fails; when that
    // happens before its worker asks for the reader (the aborted request fails at once), the
    // browser reports the rejection as unhandled, though pdf.js handles it later and the
    // viewer shows its message (a fresh-clone run caught it once). The same happens with the
    // document's 404, rejected as pdf.js's ResponseException. Exactly those two are allowed; any
    // other still fails the test.
    pageGuard.allow(/^page error: TypeError: Failed to fetch$/);
    pageGuard.allow(/^page error: ResponseException: /);
    let workerFails = true;
    let pdf: 'not found' | 'corrupted' | 'network failure' | 'served' = 'corrupted';
    await page.route(WORKER, (route) => (workerFails ? route.abort() : route.continue()));
    await page.route('**/MPD/city-campus-disclosure.pdf', (route) => {
      if (pdf === 'not found') return route.fulfill({ status: 404, body: 'Not Found' });
      if (pdf === 'corrupted')
        return route.fulfill({ path: CORRUPTED_PDF, contentType: 'application/pdf' });
      if (pdf === 'network failure') return route.abort();
      return route.continue();
    });
    const tryAgain = page.getByRole('button', { name: disclosurePage.tryAgainLabel });
    const expectError = async (message: string) => {
      await expect(errorMessage(page)).toHaveText(message);
      await expect(page.getByRole('heading', { name: disclosurePage.errorTitle })).toBeVisible();
      await expect(page.getByText(disclosurePage.errorNote)).toBeVisible();
      await expect(page.getByRole('link', { name: disclosurePage.backLabel })).toHaveAttribute(
        'href',
        '/mandatory-disclosure',
      );
      await expect(tryAgain).toBeVisible();
      // The error state replaces the page images and the loading status.
      await expect(pageImages(page)).toHaveCount(0);
      await expect(viewerStatus(page)).toHaveCount(0);
    };

    // The worker the page starts before React runs fails: a setup error, no hang on loading.
    await page.goto('/mandatory-disclosure/city/viewer');
    await expectError(disclosureErrorMessages.workerSetup);

    // Try Again starts a worker of its own, which reads the (corrupted) document.
    workerFails = false;
    await tryAgain.click();
    await expectError(disclosureErrorMessages.invalidPdf);

    pdf = 'not found';
    await page.reload();
    await expectError(disclosureErrorMessages.otherLoad);
    await expectNoAxeViolations(page);

    pdf = 'network failure';
    await tryAgain.click();
    await expectError(disclosureErrorMessages.fetchFailed);

    pdf = 'served';
    await tryAgain.click();
    await expect(renderedCanvas(page, 1)).toBeVisible();
    await expect(page.getByRole('heading', { name: disclosurePage.errorTitle })).toHaveCount(0);
  });
});

// One visit through the disclosure pages: the embedded page, where the copy guard blocks the
// shortcuts and the frame's context menu, dragging and selection; the pages that link to a
// viewer, where prefetching could pull its code or its document in early: the embedded page
// (whose frame loads its own PDF, so only the viewer's code is watched there), the campus's
// disclosure tables (links to its document pages and its combined viewer) and the selection page,
// hovered (the other moment Next prefetches); a card's click, which opens the viewer by
// client-side navigation and loads both on demand; the viewers, guarded too; and a page reached
// from them, which blocks nothing.
test.describe('copy discouragement and loading on demand', () => {
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

  test("the embedded frame and the viewers block the shortcuts, the context menu, dragging and selection, other pages nothing; react-pdf's code and a viewer's document load only once a viewer is opened", async ({
    page,
  }) => {
    const pdfjsScripts: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js') || response.url().includes('pdf.worker')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('GlobalWorkerOptions')) pdfjsScripts.push(response.url());
    });
    const early: string[] = [];
    let watchingDocuments = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      // A viewer page preloads its PDF: prefetching its link would spend a visitor's data on it.
      if (
        watchingDocuments &&
        (url.pathname.endsWith('.pdf') || /\/(?:viewer|documents)(?:\/|$)/.test(url.pathname))
      )
        early.push(`${request.resourceType()} ${url.pathname}`);
    });

    await test.step('the embedded page: its frame, and the shortcuts and the frame guarded', async () => {
      const { file } = disclosureDocuments.find((d) => d.embedded && d.campusId === 'city')!;
      const pdfResponse = page.waitForResponse((r) => r.url().endsWith(file));
      await page.goto('/mandatory-disclosure/city/pdf');
      // The frame is drawn at its height, and its PDF served.
      expect((await page.locator('iframe').boundingBox())?.height).toBe(
        disclosurePage.frameHeightPx,
      );
      expect((await pdfResponse).status()).toBe(200);
      // Real key presses: a listener added after the page's own sees whether they were blocked.
      await page.evaluate(() => {
        (window as unknown as { seen: string[] }).seen = [];
        window.addEventListener('keydown', (e) => {
          if (e.defaultPrevented) (window as unknown as { seen: string[] }).seen.push(e.key);
        });
      });
      await page.getByRole('heading', { level: 1 }).click();
      for (const combo of COMBINATIONS) await page.keyboard.press(combo);
      expect(
        await page.evaluate(() => (window as unknown as { seen: string[] }).seen),
      ).toHaveLength(COMBINATIONS.length);
      for (const combo of COMBINATIONS) expect(await keyPrevented(page, combo), combo).toBe(true);
      expect(await keyPrevented(page, 'Control+c')).toBe(false);

      for (const type of ['contextmenu', 'dragstart', 'selectstart']) {
        expect(await prevented(page, 'iframe', type), type).toBe(true);
      }
      // The page's own text is left alone.
      expect(await prevented(page, 'h1', 'contextmenu')).toBe(false);
      await page.waitForLoadState('networkidle');
    });

    const viewerLink = page
      .getByRole('link', { name: disclosurePage.viewLinkLabel, exact: true })
      .nth(1);
    await test.step('the pages that link to a viewer load neither its code nor its document', async () => {
      watchingDocuments = true;
      await page.goto('/mandatory-disclosure/city');
      await page.waitForLoadState('networkidle');
      await page.goto('/mandatory-disclosure');
      await page.waitForLoadState('networkidle');
      await viewerLink.hover();
      await page.waitForLoadState('networkidle');
      expect(pdfjsScripts).toEqual([]);
      expect(early).toEqual([]);
    });

    await test.step('a card opens its viewer, which loads both, and is guarded', async () => {
      await viewerLink.click();
      await expect(page).toHaveURL(`/mandatory-disclosure/${disclosureCampuses[1]!.id}/viewer`);
      await expect(renderedCanvas(page, 1)).toBeVisible();
      expect(pdfjsScripts).toHaveLength(1);
      expect(early.some((line) => line.endsWith('.pdf'))).toBe(true);
      for (const type of ['contextmenu', 'dragstart', 'selectstart']) {
        expect(await prevented(page, '[data-pdf-page="1"] canvas', type), type).toBe(true);
      }
      expect(await keyPrevented(page, 'Control+s')).toBe(true);
    });

    await test.step('another viewer is guarded; a page reached from it blocks nothing', async () => {
      await page.goto('/mandatory-disclosure/osmanpura/viewer');
      await expect(renderedCanvas(page, 1)).toBeVisible();
      for (const type of ['contextmenu', 'dragstart', 'selectstart']) {
        expect(await prevented(page, '[data-pdf-page="1"] canvas', type), type).toBe(true);
      }
      expect(await keyPrevented(page, 'Control+s')).toBe(true);
      // Client-side navigation away from a disclosure page takes its guard with it.
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL('/about');
      for (const combo of COMBINATIONS) expect(await keyPrevented(page, combo), combo).toBe(false);
      expect(await prevented(page, 'main', 'contextmenu')).toBe(false);
    });
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
});
