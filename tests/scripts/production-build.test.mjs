// The prebuild step as `npm run build` and `npm run build:production` run it: a demo build says
// it is one and goes on; a production build stops with the list of demo values still in use.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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

test('a demo build prints one notice and goes on, and deletes the old TC hash cache', () => {
  const oldCache = path.join(root, 'node_modules/.cache/tc-register');
  mkdirSync(oldCache, { recursive: true });
  writeFileSync(path.join(oldCache, 'hashes.json'), '{}');
  const run = prebuild({});
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Demo build: \d+ placeholders in use .*build:production/m);
  assert.equal(existsSync(oldCache), false);
});

test('a production build refuses the demo values, naming each', () => {
  const run = prebuild({ SITE_ENV: 'production' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^Production build refused: \d+ placeholders are still in use\./m);
  for (const expected of [
    'content/site.ts › site.url: "https://www.aurora-school.example" is the demo address: set NEXT_PUBLIC_SITE_URL',
    'content/site.ts › site.emailService.publicKey: "aurora_demo_public_key" is the demo e-mail service: set NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    'content/contacts/city.en.yml › phones.primary: "+91 00000 11111" is a demo phone number',
    // Each campus's WhatsApp link and its place on the map, both samples.
    'content/contacts/city.en.yml › whatsapp: "https://wa.me/910000011111" is a demo stand-in: put the real one here and remove "fictional: true"',
    'content/contacts/osmanpura.en.yml › location: "19.8683, 75.3262" is a demo stand-in: put the real one here and remove "fictional: true"',
    'content/home.ts › home.hero.image: "/images/hero/home.webp" is still a placeholder drawing',
    'content/disclosure.ts › disclosureDocuments[0].file: "/MPD/city-campus-disclosure.pdf" is a generated sample',
    'content/notices/2026-11-23-sports-day.en.md › body: "+91 00000 88888" is a demo phone number',
    // The counsellors the child-safety page names and their confidential ways in.
    'content/mpd/city.ts › cityDisclosure.staff.counsellor: "Mr. Arjun Menon" is a demo stand-in',
    'content/child-safety.ts › childSafety.counselling.campuses[0].email: "counsellor.city@aurora-school.example" is a demo stand-in',
    'content/child-safety.ts › childSafety.counselling.campuses[1].phone: "+91 00000 77782" is a demo stand-in',
    'content/child-safety.ts › childSafety.counselling.campuses[2].email: "counsellor.osmanpura@aurora-school.example" is a demo stand-in',
    // What the site's host keeps of its own logs, and the editor's sign-in helper, both the
    // school's to name in the privacy notice.
    'content/privacy.ts › privacyNotice.retention.hostLogs: "The company that hosts the website',
    'content/privacy.ts › privacyNotice.editor.signIn.host: "cms-auth.aurora-school.example" is a demo stand-in',
    // The editors' example alert, long past.
    'content/alerts/demo-heavy-rain.en.yml › fictional: this whole entry is a demonstration: delete it (with its translations) or make it the school\'s own and remove "fictional: true"',
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

test('a demo build warns of a missing annual report from 16 September, naming year and file', () => {
  const due = prebuild({ CONTENT_TODAY: '2027-09-16' });
  assert.equal(due.status, 0, due.stderr);
  assert.match(
    due.stderr,
    /^Warning: content\/annual-reports › annualReports: the annual report for 2026-27 is missing \(due by 2027-09-15\)/m,
  );
  const before = prebuild({ CONTENT_TODAY: '2027-09-15' });
  assert.equal(before.status, 0, before.stderr);
  assert.doesNotMatch(before.stderr, /annual report/);
  assert.match(before.stdout, /^TC list: \d+ certificates, \d+ withdrawn\.$/m);
});

test('a production build refuses the demo annual reports and certificates', () => {
  const run = prebuild({ SITE_ENV: 'production' });
  assert.equal(run.status, 1);
  for (const expected of [
    'content/annual-reports/2025-26-school.yml › fictional: this whole entry is a demonstration: delete it (with its translations) or make it the school\'s own and remove "fictional: true"',
    'content/annual-reports/2025-26-school.yml › pdf: "/MPD/annual-reports/annual-report-2025-26.pdf" is a generated sample',
    'content/transfer-certificates.txt › line 18: is a demo certificate (", fictional"): delete the line before going live',
  ]) {
    assert.ok(run.stderr.includes(expected), `missing: ${expected}`);
  }
});
