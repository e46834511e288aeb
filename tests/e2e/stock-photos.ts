// The stock-photo fallbacks for campus images are external URLs. Tests never fetch them: every
// request to the stock-photo host is answered with a local file, and counted.
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { PageGuard } from './fixtures';

const STOCK_PHOTO_HOSTS = 'https://images.unsplash.com/**';
const LOCAL_STAND_IN = path.join(process.cwd(), 'public/images/og-default.jpg');

/** Answers stock-photo requests locally; returns the URLs the page asked for. */
export async function serveStockPhotosLocally(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(STOCK_PHOTO_HOSTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ path: LOCAL_STAND_IN, contentType: 'image/jpeg' });
  });
  return requested;
}

/**
 * Makes every same-origin request matching `pattern` fail, as a missing or broken file would,
 * and tells the page guard those failures are on purpose.
 */
export async function breakImages(page: Page, pageGuard: PageGuard, pattern: RegExp) {
  pageGuard.allow(new RegExp(`request failed: .*${pattern.source}`));
  pageGuard.allow(/Failed to load resource/);
  await page.route(pattern, (route) => route.abort('failed'));
}

/** Whether an <img> has finished loading a real picture. */
export const hasLoaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
