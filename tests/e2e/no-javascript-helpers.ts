// Shared by the no-JavaScript specs: no control is shown that needs JavaScript to do anything.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keeps what a visitor sees in the page (its markup and which elements are displayed), and says
 * whether it differs from what was kept before. Evaluated in the page, so the whole page need not
 * cross to the test for each comparison.
 */
const keepWhatShows = () => {
  const shows =
    document.documentElement.outerHTML +
    [...document.querySelectorAll('body *')]
      .map((element) => (element.checkVisibility() ? '1' : '0'))
      .join('');
  const store = window as unknown as { keptWhatShows?: string };
  const changed = store.keptWhatShows !== shows;
  store.keptWhatShows = shows;
  return changed;
};

/** Clicks every visible button of the page at `path`: each must change what the page shows. */
export async function expectNoButtonThatDoesNothing(page: Page, path: string) {
  for (const button of await page.locator('button:visible').all()) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    await page.evaluate(keepWhatShows);
    await button.click();
    expect(
      await page.evaluate(keepWhatShows),
      `the '${name}' button on ${path} does nothing without JavaScript`,
    ).toBe(true);
    await page.mouse.click(1, 1); // leave any menu it opened
  }
}
