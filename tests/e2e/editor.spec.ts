// The site editor, offline, as the school's office uses it: `npm run edit` on a temporary copy of
// the repository, the editor's own screens in Chromium (every request to another host refused),
// then a build of the copy. What the editor writes must pass the content check, printed by
// `npm run edit` within seconds of each save; what it refuses (a required field left empty) is
// never written; a date typed wrong by hand in a file fails the build, naming file and field.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEditor, form, type EditorSession } from './editor-session';
import { copySite, type SiteCopy } from './site-copy';

test.describe.configure({ mode: 'serial' });

const ALERT = 'content/alerts/city-flooding';
const NOTICE = 'content/notices/2026-11-28-city-campus-closed';
/** The build's clock: the morning the alert is on. */
const SITE_NOW = '2026-11-28T07:00';

let copy: SiteCopy;
let editor: EditorSession;
let page: Page;
const outside: string[] = [];
const verdictSeconds: number[] = [];

const file = (name: string) => path.join(copy.dir, name);
const read = (name: string) => readFileSync(file(name), 'utf8');

/** Saves the open entry and waits for the content check's verdict in `npm run edit`'s output. */
async function publishAndCheck() {
  const from = editor.output().length;
  const saved = Date.now();
  await form(page).publish();
  await expect(page.getByText('Entry saved', { exact: false })).toBeVisible();
  const verdict = await editor.printed(/Content check (passed|FAILED)/, from);
  verdictSeconds.push((Date.now() - saved) / 1000);
  expect(verdict).toContain('Content check passed');
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  copy = await copySite();
  editor = await startEditor(copy.dir);
  page = await browser.newPage();
  await page.route(/^(?!http:\/\/localhost[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  await page.goto(editor.adminUrl);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Alerts' }).first()).toBeVisible();
});

test.afterAll(async () => {
  test.info().annotations.push({
    type: 'save to verdict',
    description: verdictSeconds.map((s) => `${s.toFixed(1)} s`).join(', '),
  });
  await page?.close();
  await editor?.close();
  await copy?.close();
});

test('publishes an alert for the City Campus in English and Marathi', async () => {
  await page.goto(`${editor.adminUrl}#/collections/alerts/new`);
  const entry = form(page);
  await entry.english.text('Short name').fill('city-flooding');
  await entry.choose('Level', 'emergency');
  await entry.choose('Campuses', 'city');
  await entry.date('Shown from (India time)', '2026-11-28T06:00');
  await entry.date('Shown until (India time)', '2026-11-28T20:00');
  await entry.english
    .text('Alert text')
    .fill('The City Campus is closed today: the road is flooded.');
  await entry.english.text('Notice with the details (its short name)').fill('city-campus-closed');
  await entry.translation.text('Alert text').fill('रस्त्यावर पाणी साचल्यामुळे सिटी कॅम्पस आज बंद आहे.');
  await publishAndCheck();
  expect(read(`${ALERT}.en.yml`)).toContain('starts: 2026-11-28T06:00');
  expect(read(`${ALERT}.mr.yml`)).toContain('text: रस्त्यावर पाणी साचल्यामुळे सिटी कॅम्पस आज बंद आहे.');
});

test('publishes a notice in English and Marathi', async () => {
  await page.goto(`${editor.adminUrl}#/collections/notices/new`);
  const entry = form(page);
  await entry.english.text('Short name').fill('city-campus-closed');
  await entry.english.text('Title').fill('City Campus closed on Saturday');
  await entry.date('Date', '2026-11-28');
  await entry.choose('Campuses', 'city');
  await entry.english.text('For').fill('All parents of the City Campus');
  await entry.english.body().click();
  await page.keyboard.type('The City Campus is closed on Saturday because the road is flooded.');
  await entry.translation.text('Title').fill('सिटी कॅम्पस शनिवारी बंद');
  await entry.translation.text('For').fill('सिटी कॅम्पसचे सर्व पालक');
  await entry.translation.body().click();
  await page.keyboard.type('रस्त्यावर पाणी साचल्यामुळे सिटी कॅम्पस शनिवारी बंद राहील.');
  await publishAndCheck();
  expect(read(`${NOTICE}.en.md`)).toContain('title: City Campus closed on Saturday');
  expect(read(`${NOTICE}.mr.md`)).toContain('title: सिटी कॅम्पस शनिवारी बंद');
});

test('refuses an alert whose text is left empty, and writes nothing', async () => {
  await page.goto(`${editor.adminUrl}#/collections/alerts/new`);
  const entry = form(page);
  await entry.english.text('Short name').fill('no-text');
  await entry.choose('Level', 'information');
  await entry.choose('Campuses', 'all');
  await entry.date('Shown from (India time)', '2026-12-01T06:00');
  await entry.date('Shown until (India time)', '2026-12-01T18:00');
  await form(page).publish();
  await expect(
    page
      .getByText('Oops, you\u2019ve missed a required field', { exact: false })
      .or(page.getByText("Oops, you've missed a required field", { exact: false })),
  ).toBeVisible();
  expect(existsSync(file('content/alerts/no-text.en.yml'))).toBe(false);
});

test('no request left this machine', () => {
  expect(outside).toEqual([]);
});
