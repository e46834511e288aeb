// The site editor in the export: /admin/ is its own page (its own policy, noindex), served by the
// site itself with everything it loads, and nothing of it reaches a visitor's page: no link, no
// script, no loosening of their policy, no entry in the sitemap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routes } from '@/lib/routes/routes';

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
  const response = await page.goto('/admin/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  expect(outside).toEqual([]);
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
  expect(config).toMatch(/^# Made by scripts\/admin\/write-editor\.ts/);
  for (const folder of ['content/alerts', 'content/notices', 'content/blog']) {
    expect(config).toContain(`folder: ${folder}`);
  }
});
