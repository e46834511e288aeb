import { site } from '@/content/site';
import { allRoutes } from '@/lib/routes/site-routes';
import { expect, expectNoAxeViolationsAtBothWidths } from './fixtures';
import { headingFontFetched } from './heading-font';
import { test } from './privacy';
import { pageTestRoutes, routeExpectations } from './site';

test('the expectations cover every route the site builds', () => {
  expect(routeExpectations.map((r) => r.path).sort()).toEqual([...allRoutes].sort());
});

// One test per route, on one page per worker: axe-core at 1280 px and at 375 px on every page,
// and the privacy promise: no cookie, no storage write, no request to another host.
for (const { path, heading } of pageTestRoutes) {
  test(`${path} answers 200, shows its heading, passes axe-core at 1280 and 375 px and keeps no data`, async ({
    reusedPage: page,
    watchPrivacy,
  }) => {
    const privacy = await watchPrivacy(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Loaded and hydrated (`goto` waits for React), and its last deferred work done: the heading
    // font fetched. (Checked now: a later restyle, the resize below, makes the face anew.)
    await headingFontFetched(page);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.replace(/\/$/, '')).toBe(new URL(path, site.url).href.replace(/\/$/, ''));
    // Search and social previews: a description, Open Graph and Twitter cards with an image.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /^https?:\/\//,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(() => JSON.parse(json), `JSON-LD on ${path}`).not.toThrow();
    }
    await expectNoAxeViolationsAtBothWidths(page);
    await privacy.expectNothingKept();
  });
}

// The titles are in the prerendered HTML: read them as a crawler does, without a browser.
test('every page has its own title', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const { path } of routeExpectations) {
    const html = await (await request.get(path)).text();
    titles.set(path, html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
  }
  expect([...titles.values()].filter((title) => title === '')).toEqual([]);
  expect(new Set(titles.values()).size).toBe(titles.size);
  // One format: the school's name alone on the home page, '{Page} | {school}' everywhere else.
  for (const [path, title] of titles) {
    if (path === '/') expect(title, path).toBe(site.name);
    else expect(title, path).toMatch(new RegExp(`^\\S.* \\| ${site.name}$`));
  }
});

// A high-priority image is fetched ahead of everything else: besides the logo, one photo per
// page (its hero, the largest paint). A second one would share a phone's bandwidth with it.
test('every page asks for at most one photo at high priority besides the logo', async ({
  request,
}) => {
  const extra: string[] = [];
  for (const { path } of routeExpectations) {
    const html = await (await request.get(path)).text();
    const photos = [...html.matchAll(/<img\b[^>]*\bfetchPriority="high"[^>]*>/gi)]
      .map((tag) => tag[0].match(/\bsrc="([^"]*)"/)?.[1] ?? tag[0])
      .filter((src) => src !== site.logo.src);
    if (photos.length > 1) extra.push(`${path}: ${photos.join(', ')}`);
  }
  expect(extra).toEqual([]);
});
