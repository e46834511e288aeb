// Deployment smoke tests: the export served by nginx with the shipped deploy/ config
// (Playwright's 'nginx' project). Clean URLs, 404s, Range requests, headers and CSP.
import { blogFeedPath } from '@/lib/routes';
import { allRoutes } from '@/lib/site-routes';
import { expect, test } from './fixtures';
import { fakeEmailService, fillForm, openModal, SUCCESS_TEXT, VALUES } from './visit-helpers';

const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'self'/,
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
};

for (const route of allRoutes) {
  test(`${route} loads with its CSP and no console violation`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    const scriptSrc = policy?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // React ran under the policy: only the mounted app router adds its route announcer (a CSP
    // block would stop it and log an error, which the page guard reports).
    await expect(page.locator('next-route-announcer')).toBeAttached();
  });
}

test('HTML, assets and documents carry security and cache headers', async ({ request }) => {
  const html = await request.get('/about');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(html.headers()[name], name).toMatch(value);
  }
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

  const page = await html.text();
  const asset = page.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['x-content-type-options']).toBe('nosniff');

  const worker = await request.get('/pdf.worker.min.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toMatch(/must-revalidate/);

  const feed = await request.get(blogFeedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  expect(feed.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(feed.headers()['x-content-type-options']).toBe('nosniff');
});

test('clean URLs, no trailing slash, and no folder listings', async ({ request }) => {
  expect((await request.get('/about')).status()).toBe(200);
  const slash = await request.get('/about/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/about');
  expect((await request.get('/_next/static/', { maxRedirects: 0 })).status()).not.toBe(200);
});

test('unknown paths answer 404 with the exported 404 page, which sends them on', async ({
  page,
  request,
  pageGuard,
}) => {
  pageGuard.allow(/HTTP 404|status of 404/);
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors/);

  await page.goto('/about');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await page.goto('/campuses/mars');
  await expect(page).toHaveURL('/campuses');
});

test('disclosure PDFs answer Range requests with 206', async ({ request }) => {
  const response = await request.get('/MPD/city-campus-disclosure.pdf', {
    headers: { Range: 'bytes=0-99' },
  });
  expect(response.status()).toBe(206);
  expect(response.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the visit form still sends under the shipped headers and CSP', async ({ page }) => {
  const emailService = await fakeEmailService(page);
  const { dialog, form } = await openModal(page, '/campuses/city');
  await fillForm(form);
  await form.submit.click();
  await expect(dialog.getByText(SUCCESS_TEXT)).toBeVisible();
  expect(emailService.bodies).toHaveLength(1);
  expect(emailService.bodies[0]).toMatchObject({ template_params: { from_name: VALUES.name } });
});
