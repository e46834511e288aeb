// The site editor in the export: /admin/ is its own page (its own policy, noindex), served by the
// site itself with everything it loads, and nothing of it reaches a visitor's page: no link, no
// script, no loosening of their policy, no entry in the sitemap.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routes } from '@/lib/routes/routes';
import { lastCommit, type BuildStatus } from '@/scripts/editor/build-status';

/** A production build's status with two warnings, as the editor's panel reads it. */
const LIVE_STATUS: BuildStatus = {
  builtAt: '2026-11-28T13:00:00.000Z',
  commit: {
    id: '0123456789abcdef0123456789abcdef01234567',
    savedAt: '2026-11-28T12:58:00Z',
    message: 'Editor: update Notices “city-campus-closed”',
  },
  production: true,
  warnings: [
    {
      file: 'content/notices/2026-11-28-city-campus-closed.hi.md',
      field: '(file)',
      message: 'is missing: the notice is shown in English on the Hindi pages',
    },
    {
      file: 'content/campuses/city/disclosure.yml',
      field: 'fees.approvedOn',
      message: 'is more than a year ago',
    },
  ],
};

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';

test('/admin/ opens the editor from the site itself, asking to sign in through the git host', async ({
  page,
}) => {
  const outside: string[] = [];
  await page.route(/^(?!http:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  // No local backend answers (as on the live site), whatever runs on this machine.
  await page.route('http://localhost:8081/**', (route) => route.abort());
  // What is live, as a production build with two warnings would write it.
  await page.route('**/admin/status.json', (route) => route.fulfill({ json: LIVE_STATUS }));
  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  // The editor's panel says when, from which save, and what the content check warned about.
  const panel = page.getByRole('complementary', { name: 'What is live' });
  await expect(panel).toContainText(
    'Live since 28 Nov 2026, 6:30 pm India time, from the save “Editor: update Notices “city-campus-closed””.',
  );
  await panel.getByText('The content check warned about 2 things.').click();
  for (const { file, field, message } of LIVE_STATUS.warnings) {
    await expect(panel.getByRole('listitem').filter({ hasText: file })).toHaveText(
      `${file} › ${field}: ${message}`,
    );
  }
  // Every text of the panel is readable on it, whatever the editor's stylesheet says: WCAG AA's
  // contrast of 4.5 to 1 between each text's colour and the panel's background.
  const contrasts = await panel.evaluate((aside) => {
    const channels = (colour: string) =>
      (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const background = luminance(getComputedStyle(aside).backgroundColor);
    return [...aside.querySelectorAll('p, summary, li')].map((element) => {
      const text = luminance(getComputedStyle(element).color);
      const [light, dark] = text > background ? [text, background] : [background, text];
      return (light + 0.05) / (dark + 0.05);
    });
  });
  expect(contrasts.length).toBeGreaterThan(2);
  for (const contrast of contrasts) expect(contrast).toBeGreaterThanOrEqual(4.5);
  expect(outside).toEqual([]);
});

test('the build writes what is live beside the editor: its time, its commit, the content check’s warnings', () => {
  const status = JSON.parse(
    readFileSync(path.join(process.cwd(), 'out', 'admin', 'status.json'), 'utf8'),
  ) as BuildStatus;
  expect(Date.now() - Date.parse(status.builtAt)).toBeGreaterThan(0);
  expect(status.commit?.id).toBe(lastCommit(process.cwd())?.id);
  expect(status.production).toBe(false);
  // The content check's warnings now, from its own module (which runs under tsx, as the build's).
  const warnings = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      "import check from './scripts/content-check/index.ts'; console.log(JSON.stringify(check.checkContent(false).warnings));",
    ],
    { encoding: 'utf8' },
  );
  expect(status.warnings).toEqual(JSON.parse(warnings));
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
