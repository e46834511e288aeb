// The browser the measuring scripts use: Debian's Chromium (or CHROMIUM_PATH), as the e2e tests
// do; else Playwright's own browser.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium() {
  return chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  });
}

/** The phone every measuring script loads pages as: 375 px wide, a 2× screen, a mobile browser. */
export const PHONE = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
};

/**
 * Lighthouse's mobile throttling on one page: 150 ms round trips, 1.6 Mbps down, 750 kbps up
 * (its Slow 4G), and the CPU four times slower.
 */
export async function throttleLikeAMidRangePhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The User Timing mark `markHydration` sets in the page. */
export const HYDRATED_MARK = 'tools:hydrated';

/**
 * Sets the mark `HYDRATED_MARK` in every document `page` loads when the page has hydrated: the
 * app router adds <next-route-announcer> to the body when its root has mounted. Read it in the
 * page with `performance.getEntriesByName(HYDRATED_MARK)`.
 */
export function markHydration(page) {
  return page.addInitScript((mark) => {
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('next-route-announcer')) return;
        performance.mark(mark);
        observer.disconnect();
      }).observe(document.body, { childList: true });
    });
  }, HYDRATED_MARK);
}

/** Resolves once the page has set `HYDRATED_MARK` (`markHydration`), or rejects after `timeout` ms. */
export function waitForHydration(page, timeout) {
  return page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    HYDRATED_MARK,
    { timeout },
  );
}
