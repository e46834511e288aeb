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
