// The prebuild step as `npm run build` and `npm run build:production` run it: a demo build says
// it is one and goes on; a production build stops with the list of demo values still in use.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function prebuild(env) {
  return spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/prebuild.ts'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, SITE_ENV: '', ...env } },
  );
}

test('a demo build prints one notice and goes on', () => {
  const run = prebuild({});
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Demo build: \d+ placeholders in use .*build:production/m);
});

test('a production build refuses the demo values, naming each', () => {
  const run = prebuild({ SITE_ENV: 'production' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^Production build refused: \d+ placeholders are still in use\./m);
  for (const expected of [
    'content/site.ts › site.url: "https://www.aurora-school.example" is the demo address: set NEXT_PUBLIC_SITE_URL',
    'content/site.ts › site.emailService.publicKey: "aurora_demo_public_key" is the demo e-mail service: set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    'content/site.ts › CITY_PHONES.primary: "+91 00000 11111" is a demo phone number',
    'content/home.ts › home.hero.image: "/images/hero/home.webp" is still a placeholder drawing',
    'content/disclosure.ts › disclosureDocuments[0].file: "/MPD/city-campus-disclosure.pdf" is a generated sample',
    'content/notices/2026-11-23-sports-day.md › body: "+91 00000 88888" is a demo phone number',
  ]) {
    assert.ok(run.stderr.includes(expected), `missing: ${expected}`);
  }
});

test('the site URL and service keys from the environment clear those entries', () => {
  const run = prebuild({
    SITE_ENV: 'production',
    NEXT_PUBLIC_SITE_URL: 'https://www.auroraglobal.edu.in',
    NEXT_PUBLIC_PORTAL_URL: 'https://portal.auroraglobal.edu.in',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_live',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_live',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
  });
  assert.equal(run.status, 1);
  assert.ok(!run.stderr.includes('NEXT_PUBLIC_'), run.stderr);
  assert.ok(run.stderr.includes('is a demo phone number'));
});
