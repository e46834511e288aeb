// Shared by the no-JavaScript specs: no control is shown that needs JavaScript to do anything.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a visitor sees: the page's markup and which elements are displayed. */
const visibleState = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((element) => (element.checkVisibility() ? '1' : '0'))
      .join(''),
  );

/** Clicks every visible button of the page at `path`: each must change what the page shows. */
export async function expectNoButtonThatDoesNothing(page: Page, path: string) {
  for (const button of await page.locator('button:visible').all()) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    const before = [await page.content(), await visibleState(page)];
    await button.click();
    const after = [await page.content(), await visibleState(page)];
    expect(after, `the '${name}' button on ${path} does nothing without JavaScript`).not.toEqual(
      before,
    );
    await page.mouse.click(1, 1); // leave any menu it opened
  }
}
