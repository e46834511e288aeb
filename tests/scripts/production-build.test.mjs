// The prebuild step as `npm run build` and `npm run build:production` run it: a demo build says
// it is one and goes on; a production build stops with the list of demo values still in use. One
// real prebuild run, in a copy of the project, proves the demo build goes on (exit 0;
// translation-build.test.mjs has the one that stops); what the step says of the content is its
// function contentVerdict, called here in process.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { prebuild, projectCopy, removeProjectCopies, root } from './helpers/project-copy.mjs';
import { siteContentFiles } from '../../scripts/content-check/content-files.ts';
import { collectContentImages } from '../../scripts/content-check/content-images.ts';
import { contentVerdict } from '../../scripts/build/content-verdict.ts';

after(removeProjectCopies);

test('a demo build prints one notice and goes on, and deletes the old TC hash cache', () => {
  const oldCache = path.join(root, 'node_modules/.cache/tc-register');
  mkdirSync(oldCache, { recursive: true });
  writeFileSync(path.join(oldCache, 'hashes.json'), '{}');
  const run = prebuild(projectCopy());
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Demo build: \d+ placeholders in use .*build:production/m);
  assert.match(
    run.stdout,
    /^Demo build: Marathi and Hindi shown from \d+ translation files not yet reviewed by the school; .*build:production/m,
  );
  assert.match(run.stdout, /^TC list: \d+ certificates, \d+ withdrawn\.$/m);
  assert.equal(existsSync(oldCache), false);
});

/** What the prebuild step says of the content, in process, as the build that made the images. */
function verdict({ production, siteUrl }) {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'content/generated/images.json'), 'utf8'),
  );
  return contentVerdict({
    images: collectContentImages(siteContentFiles()),
    manifest,
    production,
    siteUrl,
  });
}

test('a production build refuses the demo values, naming each', () => {
  const refusal = verdict({ production: true }).refusal.join('\n');
  assert.match(refusal, /^Production build refused: \d+ placeholders are still in use\./m);
  for (const expected of [
    'content/site.ts › siteSettings.url: "https://www.aurora-school.example" is the demo address: the host sets NEXT_PUBLIC_SITE_URL to the site\'s own',
    'content/school/school.en.yml › emailService.publicKey: "aurora_demo_public_key" is the demo e-mail service: give the school\'s own EmailJS account\'s',
    'content/school/school.en.yml › affiliation.number: "0000000" is the demo\'s: give the one CBSE gave the school',
    'content/campuses/city/contact.en.yml › phones.primary: "+91 00000 11111" is a demo phone number',
    // Each campus's WhatsApp link and its place on the map, both samples.
    'content/campuses/city/contact.en.yml › whatsapp: "https://wa.me/910000011111" is still the demo\'s example: put the school\'s own here',
    'content/campuses/osmanpura/contact.en.yml › location: "19.8683, 75.3262" is still the demo\'s example: put the school\'s own here',
    'content/words/home.en.yml › home.hero.image: "/images/hero/home.webp" is still a placeholder drawing',
    'content/campuses/city/campus.en.yml › disclosure.document: "/MPD/city-campus-disclosure.pdf" is a generated sample',
    'content/notices/2026-11-23-sports-day.en.md › body: "+91 00000 88888" is a demo phone number',
    // The counsellors the child-safety page names and their confidential ways in.
    'content/campuses/city/disclosure.yml › staff.counsellor: "Mr. Arjun Menon" is still the demo\'s example',
    'content/campuses/city/safeguarding.en.yml › counselling.email: "counsellor.city@aurora-school.example" is still the demo\'s example',
    'content/campuses/airport/safeguarding.en.yml › counselling.phone: "+91 00000 77782" is still the demo\'s example',
    'content/campuses/osmanpura/safeguarding.en.yml › counselling.email: "counsellor.osmanpura@aurora-school.example" is still the demo\'s example',
    // What the site's host keeps of its own logs, and the editor's sign-in helper, both the
    // school's to name in the privacy notice.
    'content/words/privacy.en.yml › privacyNotice.retention.hostLogs: "The company that hosts the website',
    'content/words/privacy.en.yml › privacyNotice.editor.signIn.host: "cms-auth.aurora-school.example" is still the demo\'s example',
    // The editors' example alert, long past.
    'content/alerts/demo-heavy-rain.en.yml › text: "Closed today, Tuesday 14 July',
  ]) {
    assert.ok(refusal.includes(expected), `missing: ${expected}`);
  }
});

test('the site URL from the environment clears its entry', () => {
  const refusal = verdict({
    production: true,
    siteUrl: 'https://www.auroraglobal.edu.in',
  }).refusal.join('\n');
  assert.ok(!refusal.includes('NEXT_PUBLIC_SITE_URL'), refusal);
  assert.ok(refusal.includes('is a demo phone number'));
});

test('a demo build warns of a missing annual report from 16 September, naming year and file', (t) => {
  t.after(() => delete process.env.CONTENT_TODAY);
  process.env.CONTENT_TODAY = '2027-09-16';
  const due = verdict({ production: false });
  assert.deepEqual(due.refusal, []);
  assert.match(
    due.warnings.join('\n'),
    /^Warning: content\/annual-reports › annualReports: the annual report for 2026-27 is missing \(due by 2027-09-15\)/m,
  );
  process.env.CONTENT_TODAY = '2027-09-15';
  const before = verdict({ production: false });
  assert.deepEqual(before.refusal, []);
  assert.doesNotMatch(before.warnings.join('\n'), /annual report/);
});

test('a production build refuses the demo annual reports and certificates, and unreviewed translations', () => {
  const refusal = verdict({ production: true }).refusal.join('\n');
  assert.match(
    refusal,
    /^Production build refused: \d+ translation files are not reviewed by the school \(Marathi and Hindi\)\./m,
  );
  for (const file of ['content/words/home.mr.yml', 'content/words/visit.hi.yml']) {
    assert.ok(refusal.includes(`  - ${file} › reviewed: the school has not reviewed`), file);
  }
  for (const expected of [
    "content/annual-reports/2025-26-school.yml › figures: every item here (a group) is still the demo's example",
    'content/annual-reports/2025-26-school.yml › pdf: "/MPD/annual-reports/annual-report-2025-26.pdf" is a generated sample',
    'content/transfer-certificates.txt › line 18: is a demo certificate (", fictional"): delete the line before going live',
  ]) {
    assert.ok(refusal.includes(expected), `missing: ${expected}`);
  }
});
