// The site editor in the export: /admin/ is its own page (its own policy, noindex), served by the
// site itself with everything it loads, and nothing of it reaches a visitor's page: no link, no
// script, no loosening of their policy, no entry in the sitemap.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { routes } from '@/lib/routes/routes';
import { lastCommit, type BuildStatus } from '@/scripts/editor/build-status';
import { ITEM_KINDS } from '@/scripts/editor/going-live-list';
import { expect, test } from './fixtures';

/** A production build's status with two things left, as the editor's bar and list page read it. */
const LIVE_STATUS: BuildStatus = {
  builtAt: '2026-11-28T13:00:00.000Z',
  builtAtInIndia: '28 Nov 2026, 6:30 pm India time',
  commit: {
    id: '0123456789abcdef0123456789abcdef01234567',
    savedAt: '2026-11-28T12:58:00Z',
    message: 'Editor: update Notices “city-campus-closed”',
  },
  production: true,
  beforeGoingLive: {
    counts: { example: 1, note: 1 },
    kinds: ITEM_KINDS,
    items: [
      {
        kind: 'example',
        refusedLive: true,
        where: 'City Campus',
        entry: 'Campus contacts',
        label: 'Phones › Main phone',
        reason: '"+91 00000 11111" is a demo phone number',
        file: 'content/campuses/city/contact.en.yml',
        field: 'phones.primary',
        editor: '#/collections/contacts/entries/city/contact',
      },
      {
        kind: 'note',
        refusedLive: false,
        where: 'Notices',
        entry: '2026-11-28-city-campus-closed (Hindi)',
        label: 'The whole entry',
        reason: 'is missing: the notice is shown in English on the Hindi pages',
        file: 'content/notices/2026-11-28-city-campus-closed.hi.md',
        field: '(file)',
        editor: '#/collections/notices/entries/2026-11-28-city-campus-closed',
      },
    ],
  },
};

/** Each text's contrast with the page's background, WCAG's ratio, for every element `selector` finds. */
const contrastsOf = (page: Page, selector: string) =>
  page.evaluate((found) => {
    const channels = (colour: string) =>
      (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const backgroundOf = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (!/rgba\(0, 0, 0, 0\)|transparent/.test(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    return [...document.querySelectorAll(found)].map((element) => {
      const text = luminance(getComputedStyle(element).color);
      const background = luminance(backgroundOf(element));
      const [light, dark] = text > background ? [text, background] : [background, text];
      return (light + 0.05) / (dark + 0.05);
    });
  }, selector);

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';

test('/admin/ opens the editor from the site itself, asking to sign in through the git host', async ({
  page,
  pageGuard,
}) => {
  const outside: string[] = [];
  // The requests this test aborts (to other hosts, and to a local backend) are the console's only
  // errors.
  pageGuard.allow(/^console error: Failed to load resource: net::ERR_FAILED$/);
  await page.route(/^(?!http:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  // No local backend answers (as on the live site), whatever runs on this machine.
  await page.route('http://localhost:8081/**', (route) => route.abort());
  // What is live, as a production build with two warnings would write it.
  await page.route('**/admin/status.json', (route) => route.fulfill({ json: LIVE_STATUS }));
  // The editor is no page of the site's: nothing to hydrate.
  const response = await page.goto('/admin/', { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  // The bar above the editor says when, from which save, and how much is left before going live;
  // it stands above Decap's own screens, covering none of them.
  const bar = page.getByRole('navigation', { name: 'The site' });
  await expect(bar).toContainText(
    'Live since 28 Nov 2026, 6:30 pm India time, from the save “Editor: update Notices “city-campus-closed””.',
  );
  const barBox = (await bar.boundingBox())!;
  const formBox = (await page.getByRole('button', { name: 'Login with GitHub' }).boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(formBox.y);
  for (const contrast of await contrastsOf(page, '#office-bar, #office-bar *')) {
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  }
  // Its own screen: counted by kind, grouped by page and campus, each thing opening its entry.
  await bar.getByRole('link', { name: 'Before going live: 2 things left' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Before going live' })).toBeVisible();
  await expect(
    page.getByText('2 things: the live build refuses 1 until they are mended'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'City Campus (1)',
    'Notices (1)',
  ]);
  await expect(page.getByRole('link', { name: 'Phones › Main phone' })).toHaveAttribute(
    'href',
    '/admin/#/collections/contacts/entries/city/contact',
  );
  await expect(page.getByRole('listitem').first()).toHaveText(
    'Campus contacts › Phones › Main phone: "+91 00000 11111" is a demo phone number (refused live)',
  );
  const contrasts = await contrastsOf(page, 'h1, h2, p, a, li, dt, dd, span');
  expect(contrasts.length).toBeGreaterThan(6);
  for (const contrast of contrasts) expect(contrast).toBeGreaterThanOrEqual(4.5);
  expect(outside).toEqual([]);
});

test('the build writes what is live beside the editor: its time, its commit, and what is left before going live', () => {
  const status = JSON.parse(
    readFileSync(path.join(process.cwd(), 'out', 'admin', 'status.json'), 'utf8'),
  ) as BuildStatus;
  expect(Date.now() - Date.parse(status.builtAt)).toBeGreaterThan(0);
  expect(status.commit?.id).toBe(lastCommit(process.cwd())?.id);
  expect(status.production).toBe(false);
  // The list now, from its own module (which runs under tsx, as the build's).
  const now = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      "import status from './scripts/editor/write-status.ts'; console.log(JSON.stringify(status.currentStatus({ production: false }).beforeGoingLive));",
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  expect(status.beforeGoingLive).toEqual(JSON.parse(now));
  expect(status.beforeGoingLive.items.length).toBeGreaterThan(500);
});

test('/admin/ is its own page: not indexed, with a policy of its own that lets the editor run', () => {
  const html = readFileSync(path.join(process.cwd(), 'out', 'admin', 'index.html'), 'utf8');
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const policy = policyOf(html);
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain('connect-src');
});

test('no visitor page links to the editor or shares its policy; the sitemap leaves it out', async ({
  request,
}) => {
  for (const route of [routes.home, routes.notices, '/mr', '/hi/calendar']) {
    const html = await (await request.get(route)).text();
    expect(html).not.toMatch(/\/admin\b|decap/i);
    const policy = policyOf(html);
    expect(policy).not.toBe('');
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'|api\.github\.com|localhost/);
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});

test('the export carries the editor configuration made from the collection declarations', () => {
  const config = readFileSync(path.join(process.cwd(), 'out', 'admin', 'config.yml'), 'utf8');
  expect(config).toMatch(/^# Made by scripts\/editor\/write-editor\.ts/);
  for (const folder of ['content/alerts', 'content/notices', 'content/blog']) {
    expect(config).toContain(`folder: ${folder}`);
  }
});
