// The site editor, offline, as the school's office uses it: `npm run edit` on a fresh temporary
// git clone of the repository (nothing built before it), the editor's own screens in Chromium
// (every request to another host refused), then the saved entries on the site's own pages in its
// preview. A save is a draft on its own branch, off the site, until it is Ready and published into
// `main`; a save is refused while the clone holds someone's uncommitted work. The editor is for the office computer alone: it listens on loopback only, answers
// only its own pages, and reads and writes only the site's content files. What the editor writes
// must pass the content check, printed by `npm run edit` within seconds of each save: the check
// the build runs first, so the build publishes what passed it (the build's own runs of it, and
// its exit codes, are tested in tests/scripts/production-build.test.mjs). What the editor
// refuses (a required field left empty) is never written; a date typed wrong by hand in a file
// fails the check, naming file and field.
import { todayAtSchool } from '@/lib/calendar/calendar';
import { schoolEventsIn } from '@/lib/calendar/school-events';
import { homeIn } from '@/lib/home/home';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Dialog, type Page, type Request } from '@playwright/test';
import YAML from 'yaml';
import { feeYear } from '@/content/fees';
import { formatRupees } from '@/lib/disclosure/figures';
import { fillTemplate } from '@/lib/template';
import type { ImageManifest } from '@/lib/images';
import { localePath } from '@/lib/i18n/locales';
import { disclosureCampusPath, routes } from '@/lib/routes/routes';
import { CAMPUS, cardOf, stopsIn, transportIn } from './transport-helpers';
import {
  AFTER_SAVE,
  asOfficeClone,
  branchesOf,
  committedFile,
  listeningAddresses,
  previewProcessOf,
  startEditor,
  form,
  type EditorSession,
} from './editor-session';
import { copySite, type SiteCopy } from './site-copy';

test.describe.configure({ mode: 'serial' });

const ALERT = 'content/alerts/city-flooding';
/**
 * The new calendar date: tomorrow at the school, so that it is still to come on the home page,
 * whose list of next dates follows the real day (in the build and in the browser).
 */
const EVENT_DAY = todayAtSchool(new Date(Date.now() + 24 * 60 * 60 * 1000));
const EVENT = `content/events/${EVENT_DAY}-science-fair-2026`;
/** The day as the home page writes it: 'Saturday, 5 December 2026'. */
const EVENT_DAY_WORDS = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${EVENT_DAY}T00:00:00Z`));
/** The label of an entry's mark as an example (Decap adds '(optional)'). */
const exampleLabel = () =>
  page.getByText(/^Example values( \(optional\))?$/).filter({ visible: true });
/** An alert the office gets wrong: it ends before it starts. */
const EARLY_CLOSING = {
  text: 'The Airport Campus closes early today.',
  id: 'the-airport-campus-closes-early-today',
};
/** The short name of a date already in the calendar. */
const TAKEN_EVENT_ID = schoolEventsIn('en')[0]!.id;
const NEW_PHONE = '+91 240 555 0142';
/** The school's own portal, as the office types it in The school. */
const NEW_PORTAL = 'https://portal.aurora-school.in';
/** The home page's new heading, as the office types it in the editor's Home page. */
const HOME_HEADING = { en: 'Where Every Child Finds a Light', mr: 'जिथे प्रत्येक मूल प्रकाश शोधते' };
const NOTICE = 'content/notices/2026-11-28-city-campus-closed';
/** The new notice's page. */
const NOTICE_PAGE = '/notices/city-campus-closed';
/** The new notice's draft: its branch until it is published. */
const NOTICE_BRANCH = 'cms/notices/2026-11-28-city-campus-closed';
/** The new notice's title, and the new alert's text, as the office types them. */
const NOTICE_TITLE = { en: 'City Campus closed on Saturday', mr: 'सिटी कॅम्पस शनिवारी बंद' };
const ALERT_TEXT = {
  en: 'The City Campus is closed today: the road is flooded.',
  mr: 'रस्त्यावर पाणी साचल्यामुळे सिटी कॅम्पस आज बंद आहे.',
};
const TRANSPORT = `content/campuses/${CAMPUS}/transport`;
/** The campus's second fare zone, and its new fare for the year. */
const ZONE = transportIn('en').zones[1]!;
const NEW_FARE = ZONE.farePerYear + 600;
/** A file the office keeps in the clone that the editor must not read (a TC's code). */
const TC_CODE_IMAGE = 'tc-codes/AGS-CITY-2026-0175.png';
/** A photo from a phone, as the office uploads it, and where the editor keeps and serves it. */
const PHOTO = path.join(tmpdir(), 'aurora-editor-test', 'front-gate.jpg');
const PHOTO_ORIGINAL = 'content/campuses/city/photos/front-gate.jpg';
const PHOTO_SRC = '/images/campuses/city/front-gate.jpg';
/** The City Campus's disclosure: its fees for Class I to V, a new teacher, a renewed scan. */
const CITY_DISCLOSURE = 'content/campuses/city/disclosure.yml';
const FEES = { classes: 'Class I to V', tuitionFeePerMonth: 5000 };
const NEW_TUITION = 5200;
const TEACHER = {
  name: 'Mrs. Sunita Kale',
  designation: 'TGT',
  subject: 'Marathi',
  qualification: 'M.A. (Marathi), B.Ed.',
};
/** The fire-safety certificate's place among the documents, and its renewed scan. */
const FIRE_SAFETY_AT = 5;
const CERTIFICATE = path.join(tmpdir(), 'aurora-editor-test', 'fire-safety-2027.pdf');
/** The build's clock: the morning the alert is on. */
const SITE_NOW = '2026-11-28T07:00';

/**
 * Every network address but this computer's: the browser's requests there are listed. They are
 * watched, not intercepted: a page whose requests Playwright intercepts has its CORS preflights
 * answered by Playwright, which would hide a backend that refuses the browser's own.
 */
const NOT_THIS_MACHINE = /^(https?|wss?):\/\/(?!(localhost|127\.0\.0\.1)[:/])/;
/** Lists a request of the browser's that leaves this computer. */
const noteOutside = (request: Request) => {
  if (NOT_THIS_MACHINE.test(request.url())) outside.push(request.url());
};

let copy: SiteCopy;
let editor: EditorSession;
let page: Page;
const outside: string[] = [];
const verdictSeconds: number[] = [];
const listSeconds: number[] = [];

const file = (name: string) => path.join(copy.dir, name);
const read = (name: string) => readFileSync(file(name), 'utf8');

/**
 * Opens one of the editor's screens afresh (`#/collections/…`): from a blank page, so the editor
 * loads anew and no field of the previous form lingers in the one-page editor.
 */
async function open(screen: string) {
  await page.goto('about:blank');
  await page.goto(`${editor.adminUrl}#/collections/${screen}`);
  // The local backend keeps no session across a reload: sign in again where it asks.
  const writing = page.getByRole('textbox').first();
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(writing.or(login)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(writing).toBeVisible();
}

/**
 * Publishes the open entry (`publish`: saved, moved to Ready and published, by default), waits
 * until each `file` holds `expected` in the site's branch, and for the content check's verdict
 * that `npm run edit` prints after the save.
 */
async function publishAndCheck(
  written: Record<string, string>,
  publish = () => form(page).publish(),
) {
  const from = editor.output().length;
  const saved = Date.now();
  await publish();
  for (const [name, expected] of Object.entries(written)) {
    await expect
      .poll(() => (existsSync(file(name)) ? read(name) : ''), { message: name })
      .toContain(expected);
  }
  const verdict = await editor.printed(/Content check (passed|FAILED)/, from);
  verdictSeconds.push((Date.now() - saved) / 1000);
  expect(verdict).toContain('Content check passed');
  // Then the editor's "Before going live" list is written again, from the published content.
  const list = await editor.printed(
    /"Before going live" list (is current|could not be written)/,
    from,
  );
  listSeconds.push((Date.now() - saved) / 1000);
  expect(list).toContain('is current');
}

/**
 * The Devanagari fonts the editor's stack names before its own copy (scripts/editor/office.css),
 * by full and PostScript name: a computer with one draws Marathi with it.
 */
const COMPUTER_DEVANAGARI = [
  'Nirmala UI',
  'NirmalaUI',
  'Kohinoor Devanagari Regular',
  'KohinoorDevanagari-Regular',
  'Noto Sans Devanagari',
  'Noto Sans Devanagari Regular',
  'NotoSansDevanagari-Regular',
];

/** The editor's question, as a form opens, whether to bring back words typed and not saved. */
const BRING_BACK =
  'This form has words typed here that were not saved before the editor closed. Bring them back? (Cancel throws them away.)';
/**
 * Answers yes to the questions the editor's page asks (leaving a form not saved, say), and no to
 * bringing back what an earlier test typed and did not save: each test starts its form afresh.
 */
const acceptDialog = (dialog: Dialog) =>
  void (dialog.message() === BRING_BACK ? dialog.dismiss() : dialog.accept()).catch(
    () => undefined,
  );

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  copy = await copySite({ files: { [TC_CODE_IMAGE]: 'a QR image the office keeps' } });
  mkdirSync(path.dirname(PHOTO), { recursive: true });
  copyFileSync('tests/fixtures/photos/phone-orientation-6-gps.jpg', PHOTO);
  copyFileSync('public/MPD/city/fire-safety.pdf', CERTIFICATE);
  asOfficeClone(copy.dir);
  editor = await startEditor(copy.dir, { SITE_NOW });
  page = await browser.newPage();
  // Leaving a form not saved asks to confirm: confirm.
  page.on('dialog', acceptDialog);
  page.on('request', noteOutside);
  await page.goto(editor.adminUrl);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Alerts' }).first()).toBeVisible();
});

// A failed test shows what `npm run edit` printed last, where the run's log keeps it: why the
// editor or its preview stopped, or what the content check said.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && editor) {
    console.error(`npm run edit printed, last:\n${editor.output().slice(-4000)}`);
  }
});

test.afterAll(async () => {
  test.info().annotations.push(
    {
      type: 'save to verdict',
      description: verdictSeconds.map((s) => `${s.toFixed(1)} s`).join(', '),
    },
    {
      type: 'publish to the list',
      description: listSeconds.map((s) => `${s.toFixed(1)} s`).join(', '),
    },
  );
  await page?.close();
  await editor?.close();
  await copy?.close();
});

test('a notice saved in English and Marathi is a draft off the site until it is Ready and published', async () => {
  await open('notices/new');
  // The bar that says what is left before going live stands above the editor's screens: it
  // covers no part of a form.
  const bar = page.getByRole('navigation', { name: 'The site' });
  const barBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
  const formTop = await page
    .getByRole('textbox')
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);
  expect(barBottom).toBeLessThanOrEqual(formTop);
  // Nothing of the editor covers it either: its own text is what the window shows there.
  const uncovered = await bar.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
  });
  expect(uncovered).toBe(true);
  await expect(
    bar.getByRole('link', { name: /^Before going live: \d+ things left$/ }),
  ).toBeVisible();
  const entry = form(page);
  // The short name is made from the title as the office types it, and stays theirs to change.
  await entry.english.text('Title').fill(NOTICE_TITLE.en);
  const shortName = entry.english.text('Short name');
  await expect(shortName).toHaveValue('city-campus-closed-on-saturday');
  await shortName.fill('city-campus-closed');
  await entry.date('Date', '2026-11-28');
  await entry.choose('Campuses', 'City Campus');
  await entry.english.text('For').fill('All parents of the City Campus');
  await entry.english.body().click();
  await page.keyboard.type('The City Campus is closed on Saturday because the road is flooded.');
  // The translation's pane names its language in words.
  await expect(page.getByText('Writing in मराठी (Marathi)', { exact: true })).toBeVisible();
  await entry.translation.text('Title').fill(NOTICE_TITLE.mr);
  await entry.translation.text('For').fill('सिटी कॅम्पसचे सर्व पालक');
  await entry.translation.body().click();
  await page.keyboard.type('रस्त्यावर पाणी साचल्यामुळे सिटी कॅम्पस शनिवारी बंद राहील.');
  await entry.save();
  // The draft reopens once the save's commit and checkout are done.
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible(AFTER_SAVE);
  // A draft is a branch of its own: the site's branch, the one every build reads, and the files
  // the preview renders have nothing of it.
  expect(branchesOf(copy.dir)).toContain(NOTICE_BRANCH);
  expect(committedFile(copy.dir, 'main', `${NOTICE}.en.md`)).toBeUndefined();
  expect(existsSync(file(`${NOTICE}.en.md`))).toBe(false);
  // A second pair of eyes: in review, then ready, then published into the site's branch.
  await entry.setStatus('In review');
  await entry.setStatus('Ready');
  await publishAndCheck(
    {
      [`${NOTICE}.en.md`]: `title: ${NOTICE_TITLE.en}`,
      [`${NOTICE}.mr.md`]: `title: ${NOTICE_TITLE.mr}`,
    },
    () => entry.publishReady(),
  );
  // Published: in the site's branch, the draft's branch gone; the preview's pages show it (the
  // last tests read them).
  expect(committedFile(copy.dir, 'main', `${NOTICE}.en.md`)).toContain(NOTICE_TITLE.en);
  // decap-server deletes the draft's branch after the merge, and answers the editor only then.
  await expect.poll(() => branchesOf(copy.dir)).not.toContain(NOTICE_BRANCH);
});

test('publishes an alert for the City Campus in English and Marathi, linking the notice', async () => {
  // The list's button says what it makes, in words every desktop's fonts can draw.
  await open('alerts');
  await expect(page.getByRole('link', { name: 'Create entry of type Alert' })).toHaveText(
    'New Alert',
  );
  await open('alerts/new');
  const entry = form(page);
  await entry.english.text('Short name').fill('city-flooding');
  await entry.choose('Level', 'Emergency');
  await entry.choose('Campuses', 'City Campus');
  await entry.date('Shown from (India time)', '2026-11-28T06:00');
  await entry.date('Shown until (India time)', '2026-11-28T20:00');
  // Each date is written under its field as India writes it, whatever the picker shows.
  await expect(
    page.getByLabel('Shown from (India time)', { exact: true }).first(),
  ).toHaveAccessibleDescription('Saturday, 28 November 2026, 06:00');
  await expect(
    page.getByText('Saturday, 28 November 2026, 20:00', { exact: true }).first(),
  ).toBeVisible();
  await entry.english.text('Alert text').fill(ALERT_TEXT.en);
  // The notice, picked from the list by its title, is written as its short name.
  await entry.choose(
    'Notice with the details',
    `2026-11-28 · ${NOTICE_TITLE.en}`,
    'City Campus closed',
  );
  await entry.translation.text('Alert text').fill(ALERT_TEXT.mr);
  await publishAndCheck({
    [`${ALERT}.en.yml`]: 'starts: 2026-11-28T06:00',
    [`${ALERT}.mr.yml`]: `text: ${ALERT_TEXT.mr}`,
  });
  // The campus and the notice, picked by their names, are written as their ids.
  const written = YAML.parse(read(`${ALERT}.en.yml`));
  expect([written.campuses, written.notice]).toEqual([['city'], 'city-campus-closed']);
});

test('an entry that came as an example names the values still the demo’s; one the office changes is the school’s, with nothing to press; other entries show no such mark', async () => {
  await open('alerts/entries/demo-heavy-rain');
  const notice = page.getByText('This entry came with the site as an example.', { exact: false });
  await expect(notice).toBeVisible();
  await expect(exampleLabel()).toBeVisible();
  // The fields still holding the demo's values, by their labels; no button to confirm them.
  const still = notice.locator('xpath=following-sibling::ul[1]');
  await expect(still.getByRole('listitem')).toHaveText([
    'Short name',
    'Shown from (India time)',
    'Shown until (India time)',
    'Alert text',
  ]);
  await expect(page.getByRole('button', { name: /school’s own/ })).toHaveCount(0);
  await form(page).english.text('Alert text').fill('The City Campus is closed today.');
  await expect(still.getByRole('listitem')).toHaveText([
    'Short name',
    'Shown from (India time)',
    'Shown until (India time)',
  ]);
  await open('alerts/new');
  await expect(exampleLabel()).toBeHidden();
});

test('an admission year made with Duplicate from the example names the values it copied that are still the example’s', async () => {
  await open('admissionYears/entries/2027-28');
  await page.getByRole('button', { name: 'Published', exact: true }).click();
  await page
    .getByRole('menuitem', { name: 'Duplicate' })
    .or(page.getByText('Duplicate', { exact: true }))
    .first()
    .click();
  const notice = page.getByText('This entry came with the site as an example.', { exact: false });
  await expect(notice).toBeVisible();
  const still = notice.locator('xpath=following-sibling::ul[1]');
  const copied = [
    'Cut-off date',
    'The rule, in a sentence',
    'Classes open for admission',
    'Documents to bring',
    'Right to Education seats',
  ];
  await expect(still.getByRole('listitem')).toHaveText(copied);
});

test('changes the City Campus phone number', async () => {
  await open('contacts/entries/city/contact');
  const main = form(page).english.text('Main phone');
  await expect(main).toHaveValue(/\+91/);
  await main.fill(NEW_PHONE);
  await publishAndCheck({ 'content/campuses/city/contact.en.yml': `primary: ${NEW_PHONE}` });
});

test('changes the home page’s heading in English and Marathi, in the editor’s Home page', async () => {
  await open('homeWords/entries/home');
  /** The heading field whose value is `value`: the form has a Heading in each of its groups. */
  const headingHolding = async (value: string) => {
    const headings = page.getByRole('textbox', { name: /^Heading( \(optional\))?$/ });
    await expect(headings.first()).toBeVisible();
    for (let i = 0; i < (await headings.count()); i += 1) {
      if ((await headings.nth(i).inputValue()) === value) return headings.nth(i);
    }
    throw new Error(`no Heading field holds "${value}"`);
  };
  const { hero } = homeIn('en');
  await (await headingHolding(hero.heading)).fill(HOME_HEADING.en);
  await (await headingHolding(homeIn('mr').hero.heading)).fill(HOME_HEADING.mr);
  await publishAndCheck({
    'content/words/home.en.yml': `heading: ${HOME_HEADING.en}`,
    'content/words/home.mr.yml': `heading: ${HOME_HEADING.mr}`,
  });
});

test('changes the school’s portal address in The school; one that is no web address is refused where it is typed', async () => {
  await open('school/entries/school');
  const portal = form(page).english.text('Parents’ portal');
  await expect(portal).toHaveValue(/^https:\/\//);
  await portal.fill('portal.school.in');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('is not a web address: begin with https://').first()).toBeVisible();
  // As a person corrects it: everything selected, then typed over. (Decap's field puts its cursor
  // back after each change, which undoes a selection made by script, as `fill` makes it.)
  await portal.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(NEW_PORTAL);
  await expect(portal).toHaveValue(NEW_PORTAL);
  await publishAndCheck({ 'content/school/school.en.yml': `portal: ${NEW_PORTAL}` });
});

test('adds a date to the calendar', async () => {
  await open('events/new');
  const entry = form(page);
  await entry.english.text('Title').fill('Science Fair');
  // A short name another date has is refused, and said so under it, until it is changed.
  const shortName = entry.english.text('Short name');
  await expect(shortName).toHaveValue('science-fair');
  await shortName.fill(TAKEN_EVENT_ID);
  const taken = page.getByRole('alert').filter({ hasText: 'is already used by another entry' });
  await expect(taken).toHaveText(`“${TAKEN_EVENT_ID}” is already used by another entry: change it`);
  await shortName.fill('science-fair-2026');
  await expect(taken).toBeHidden();
  await entry.choose('Campuses', 'City Campus');
  await entry.choose('Kind of date', 'Event');
  await entry.date('Date', EVENT_DAY);
  await entry.english.text('Where').fill('City Campus hall');
  await entry.english.text('Description').fill('Projects by the pupils of Grades 5 to 10.');
  await publishAndCheck({ [`${EVENT}.en.yml`]: `date: ${EVENT_DAY}` });
});

test('changes the fare of a bus zone, leaving the Marathi words as they were', async () => {
  const marathi = YAML.parse(read(`${TRANSPORT}.mr.yml`));
  await open(`transport/entries/${CAMPUS}/transport`);
  // The fare zones' list, every zone open: each names itself by its name.
  await expect(page.getByText(ZONE.name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Fare zones' }).first().click();
  const fare = page.getByRole('spinbutton', { name: /^Fare for the year/ }).nth(1);
  await expect(fare).toHaveValue(String(ZONE.farePerYear));
  await fare.fill(String(NEW_FARE));
  await publishAndCheck({ [`${TRANSPORT}.en.yml`]: `farePerYear: ${NEW_FARE}` });
  expect(YAML.parse(read(`${TRANSPORT}.mr.yml`))).toEqual(marathi);
});

test('uploads a new card photo of the City Campus into the campus’s own folder', async () => {
  await open('campusPages/entries/city/campus');
  // The card photo is the page's first image: choose another, upload it, take it.
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  // Its thumbnail in the form shows the photo at once, before the entry is saved.
  const thumbnail = page.locator('img[src^="blob:"]').first();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const entry = form(page);
  await publishAndCheck(
    { 'content/campuses/city/campus.en.yml': `src: ${PHOTO_SRC}` },
    async () => {
      await entry.save();
      await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible(AFTER_SAVE);
      // Saved as a draft, not yet published: the preview serves the photo from the draft.
      const drafted = await page.request.get(`${editor.previewUrl}${PHOTO_SRC}`);
      expect(drafted.headers()['content-type']).toBe('image/jpeg');
      expect(await drafted.body()).toEqual(readFileSync(PHOTO));
      await entry.setStatus('Ready');
      await entry.publishReady();
    },
  );
  // The original as the phone took it, in the campus's folder, published with the page's file.
  expect(readFileSync(file(PHOTO_ORIGINAL))).toEqual(readFileSync(PHOTO));
  // The preview shows it at once, as it came, before any build makes its sizes.
  const served = await page.request.get(`${editor.previewUrl}${PHOTO_SRC}`);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(await served.body()).toEqual(readFileSync(PHOTO));
  expect(committedFile(copy.dir, 'main', 'content/campuses/city/campus.en.yml')).toContain(
    PHOTO_SRC,
  );
});

test('publishes the City Campus’s new tuition fee for Class I to V, a teacher who joined and its renewed fire-safety certificate', async () => {
  await open('disclosure/entries/city/disclosure');
  // The lists open as one line each, each button named by its list.
  await page.getByRole('button', { name: 'Show Fees' }).click();
  const tuition = page.getByRole('spinbutton', { name: /^Tuition fee per month/ }).nth(1);
  await expect(tuition).toHaveValue(String(FEES.tuitionFeePerMonth));
  await tuition.fill(String(NEW_TUITION));
  await page.getByRole('button', { name: 'Show Documents' }).first().click();
  await page.getByRole('button', { name: 'Choose different file' }).nth(FIRE_SAFETY_AT).click();
  await page.locator('input[type="file"]').setInputFiles(CERTIFICATE);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  // A new teacher is the one item of the list open, at its end.
  await page.getByRole('button', { name: 'Add teachers' }).click();
  const emptyNamed = async (name: string) => {
    const fields = page.getByRole('textbox', { name, exact: true });
    const values = await fields.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    return fields.nth(values.indexOf(''));
  };
  await (await emptyNamed('Name')).fill(TEACHER.name);
  await form(page).choose('Designation', TEACHER.designation);
  await page
    .getByRole('textbox', { name: /^Subject/ })
    .last()
    .fill(TEACHER.subject);
  await (await emptyNamed('Qualification')).fill(TEACHER.qualification);
  await publishAndCheck({
    [CITY_DISCLOSURE]: `tuitionFeePerMonth: ${NEW_TUITION}`,
  });
  const written = YAML.parse(read(CITY_DISCLOSURE));
  expect(written.academics.fees[1]).toMatchObject({ ...FEES, tuitionFeePerMonth: NEW_TUITION });
  expect(written.staff.teachers.at(-1)).toMatchObject(TEACHER);
  expect(written.documents[FIRE_SAFETY_AT].pdf).toBe(`/MPD/city/${path.basename(CERTIFICATE)}`);
  // The scan, in the campus's own documents' folder.
  expect(readFileSync(file(`public/MPD/city/${path.basename(CERTIFICATE)}`))).toEqual(
    readFileSync(CERTIFICATE),
  );
});

/** Opens the gallery's entry afresh: its rows are lists, closed, so no text field shows first. */
async function openGallery() {
  await page.goto('about:blank');
  await page.goto(`${editor.adminUrl}#/collections/gallery/entries/photos`);
  const add = page.getByRole('button', { name: 'Add top row' }).first();
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(add.or(login)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(add).toBeVisible();
}

test('publishes a gallery photo added in English only: the content check passes and the Marathi and Hindi files keep their words', async () => {
  const GALLERY = 'content/gallery/photos';
  const theirs = { mr: read(`${GALLERY}.mr.yml`), hi: read(`${GALLERY}.hi.yml`) };
  await openGallery();
  // The English pane's top row: a photo added at its end, uploaded and described.
  await page.getByRole('button', { name: 'Add top row' }).first().click();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const described = page.getByRole('textbox', { name: /^What it shows/ });
  const values = await described.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  await described.nth(values.indexOf('')).fill('The front gate of the City Campus');
  // No Marathi or Hindi words for it: Publish is not refused, the content check passes.
  await publishAndCheck({
    [`${GALLERY}.en.yml`]: 'alt: The front gate of the City Campus',
  });
  expect(YAML.parse(read(`${GALLERY}.en.yml`)).rowOne.at(-1)).toMatchObject({
    src: '/images/gallery/front-gate.jpg',
    alt: 'The front gate of the City Campus',
  });
  expect(YAML.parse(read(`${GALLERY}.mr.yml`))).toEqual(YAML.parse(theirs.mr));
  expect(YAML.parse(read(`${GALLERY}.hi.yml`))).toEqual(YAML.parse(theirs.hi));
});

test('refuses an alert whose text is left empty, and writes nothing', async () => {
  await open('alerts/new');
  const entry = form(page);
  await entry.english.text('Short name').fill('no-text');
  await entry.choose('Level', 'Information');
  await entry.choose('Campuses', 'All campuses');
  await entry.date('Shown from (India time)', '2026-12-01T06:00');
  await entry.date('Shown until (India time)', '2026-12-01T18:00');
  await entry.save();
  await expect(
    page
      .getByText('Oops, you\u2019ve missed a required field', { exact: false })
      .or(page.getByText("Oops, you've missed a required field", { exact: false })),
  ).toBeVisible();
  expect(existsSync(file('content/alerts/no-text.en.yml'))).toBe(false);
  expect(branchesOf(copy.dir)).not.toContain('cms/alerts/no-text');
});

test('refuses an alert that ends before it starts when it is saved, under the field, naming both times; Workflow marks the draft and Publish says why instead: the draft is kept, the site unchanged', async () => {
  await open('alerts/new');
  const entry = form(page);
  await entry.choose('Level', 'Information');
  await entry.choose('Campuses', 'Airport Campus');
  // Each time is a real one, so the form takes them; only the content check sees their order.
  await entry.date('Shown from (India time)', '2026-12-01T18:00');
  await entry.date('Shown until (India time)', '2026-12-01T06:00');
  // The short name is made from the alert's first words.
  await entry.english.text('Alert text').fill(EARLY_CLOSING.text);
  await expect(entry.english.text('Short name')).toHaveValue(EARLY_CLOSING.id);
  await entry.save();
  const refusal =
    'Shown until (India time): is not after “Shown from (India time)”. Mend it and save again';
  // Written once the content check of the draft has answered.
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible(AFTER_SAVE);
  await expect(page.getByRole('status').filter({ hasText: 'cannot be published yet' })).toHaveText(
    'This draft cannot be published yet: 1 problem, written under its field.',
  );
  // The toolbar in the office's words, not Decap's ('Writing in Alerts collection').
  await expect(page.getByRole('link', { name: /Back to Alerts/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete this draft', exact: true })).toBeVisible();
  await entry.setStatus('Ready');
  const dialog = page.waitForEvent('dialog');
  await entry.publishReady();
  expect((await dialog).message()).toMatch(
    /^Not published: the live site could not be built with this draft\. Shown until \(India time\): is not after “Shown from \(India time\)”\./,
  );
  // Workflow's card of the draft says why it cannot be published.
  await page.goto(`${editor.adminUrl}#/workflow`);
  await expect(
    page.getByText(
      'Cannot be published yet: Shown until (India time): is not after “Shown from (India time)”',
      { exact: false },
    ),
  ).toBeVisible();
  const draft = `cms/alerts/${EARLY_CLOSING.id}`;
  expect(committedFile(copy.dir, draft, `content/alerts/${EARLY_CLOSING.id}.en.yml`)).toContain(
    'ends: 2026-12-01T06:00',
  );
  expect(committedFile(copy.dir, 'main', `content/alerts/${EARLY_CLOSING.id}.en.yml`)).toBe(
    undefined,
  );
});

test('refuses an upload that is not what a document must be before it is attached, in words on the screen', async () => {
  await open('disclosure/entries/city/disclosure');
  // Each folding part of the form is named, and says whether it is open.
  await expect(page.getByRole('button', { name: 'Hide General' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // A long list has a box to find an item in by part of its name or values.
  const teachers = YAML.parse(read(CITY_DISCLOSURE)).staff.teachers as { name: string }[];
  await page.getByRole('searchbox', { name: 'Find in Teachers' }).fill(teachers[1]!.name);
  await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText(
    `1 of ${teachers.length} shown`,
  );
  await page.getByRole('button', { name: 'Show Documents' }).nth(0).click();
  await page.getByRole('button', { name: 'Choose different file' }).nth(FIRE_SAFETY_AT).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fire-safety-renewed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>not a scan</body></html>'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Not attached: “fire-safety-renewed.pdf” is not a PDF document. Choose a PDF document.',
  );
  await expect(page.getByText('fire-safety-renewed.pdf', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('asks before removing an item of a list, and keeps it when the office says no', async () => {
  await open('transport/entries/city/transport');
  // Each item's button to remove it is named by the item: 'Remove Route 1', say.
  const remove = page
    .locator('[class*="ListItemTopBar"]')
    .getByRole('button', { name: /^Remove / });
  await expect(remove.first()).toBeVisible();
  const before = await remove.count();
  page.off('dialog', acceptDialog);
  const questions: string[] = [];
  /** Answers the editor's next question `yes` or not, noting its kind and words. */
  const answer = (yes: boolean) =>
    page.once('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`);
      void (yes ? dialog.accept() : dialog.dismiss());
    });
  try {
    answer(false);
    await remove.first().click();
    await expect.poll(() => questions.length).toBe(1);
    const first = (await remove.first().getAttribute('aria-label'))!.replace(/^Remove /, '');
    expect(first).not.toBe('this item');
    expect(questions[0]).toMatch(/^confirm: Remove “.+” from the list\?/);
    expect(questions[0]).toContain(`“${first}”`);
    await expect(remove).toHaveCount(before);
    answer(true);
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
    expect(questions).toHaveLength(2);
  } finally {
    page.on('dialog', acceptDialog);
  }
});

test('brings back what was typed in a form not saved, after the editor was closed, in English and Marathi', async ({
  browser,
}) => {
  const typed = {
    en: 'The Osmanpura Campus opens at 9:30 tomorrow.',
    mr: 'उस्मानपुरा कॅम्पस उद्या ९:३० वाजता सुरू होईल.',
  };
  // A browser of its own (its own storage), closed mid-entry as the office may close it.
  const office = await browser.newContext();
  office.on('request', noteOutside);
  try {
    const first = await office.newPage();
    await first.goto(`${editor.adminUrl}#/collections/alerts/new`);
    await first.getByRole('button', { name: 'Login', exact: true }).click();
    const before = form(first);
    await before.english.text('Alert text').fill(typed.en);
    await before.translation.text('Alert text').fill(typed.mr);
    // Decap keeps its copy of the form in the browser's storage once typing pauses.
    await expect
      .poll(() =>
        first.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const opened = indexedDB.open('localforage');
              opened.onsuccess = () => {
                const read = opened.result
                  .transaction('keyvaluepairs')
                  .objectStore('keyvaluepairs')
                  .get('backup.alerts');
                read.onsuccess = () => resolve(JSON.stringify(read.result ?? ''));
                read.onerror = () => resolve('');
              };
              opened.onerror = () => resolve('');
            }),
        ),
      )
      .toContain(JSON.stringify(typed.mr).slice(1, -1));
    await first.close();

    const again = await office.newPage();
    const questions: string[] = [];
    again.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    // The same browser: still signed in, and the form asks at once.
    await again.goto(`${editor.adminUrl}#/collections/alerts/new`);
    const after = form(again);
    await expect(after.english.text('Alert text')).toHaveValue(typed.en);
    await expect(after.translation.text('Alert text')).toHaveValue(typed.mr);
    expect(questions).toEqual([BRING_BACK]);
    // Its Marathi is drawn with the computer's own Devanagari font where it has one that the
    // editor's stack names (scripts/editor/office.css), and with the editor's copy on a computer
    // with none, which fetches that copy only then.
    const ownFont = await again.evaluate(async (names) => {
      for (const name of names) {
        try {
          await new FontFace('probe', `local('${name}')`).load();
          return name;
        } catch {
          // Not on this computer.
        }
      }
      return null;
    }, COMPUTER_DEVANAGARI);
    const officeFace = () =>
      again.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes('Office Devanagari'))
          .map((face) => face.status),
      );
    if (ownFont === null) await expect.poll(officeFace).toContain('loaded');
    else expect(await officeFace(), `drawn with ${ownFont}`).not.toContain('loaded');
  } finally {
    await office.close();
  }
});

/** One request to a server of `npm run edit` with the headers given, as any program may send. */
function send(
  port: number,
  options: { host?: string; origin?: string; body?: object; path?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body ? JSON.stringify(options.body) : undefined;
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: options.path ?? (body ? '/api/v1' : '/'),
        method: body ? 'POST' : 'GET',
        headers: {
          host: options.host ?? `localhost:${port}`,
          ...(options.origin && { origin: options.origin }),
          ...(body && { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

test('listens on this computer’s loopback addresses only', async () => {
  const addresses = listeningAddresses(editor.pid);
  for (const port of [editor.ports.preview, editor.ports.backend]) {
    expect(addresses, `port ${port}`).toContain(`127.0.0.1:${port}`);
  }
  for (const address of addresses) expect(address).toMatch(/^(127\.0\.0\.1|::1):\d+$/);
  // And from outside loopback: this machine's own other addresses are refused.
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal)
    .map((entry) => entry!.address);
  for (const address of others) {
    for (const port of [editor.ports.preview, editor.ports.backend]) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: address, port });
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      expect(refused, `${address} port ${port}`).toBe(true);
    }
  }
});

test('answers 403 to a request for another host or from another site', async () => {
  const info = { action: 'info' };
  const { backend, preview } = editor.ports;
  const own = `http://localhost:${preview}`;
  expect((await send(backend, { body: info, origin: own })).status).toBe(200);
  // The editor's own page: served by the preview as a file, with no page to compile first.
  const editorPage = await send(preview, { path: '/admin/' });
  expect(editorPage.status, editorPage.text.slice(0, 400)).toBe(200);
  for (const [port, body] of [
    [backend, info],
    [preview, undefined],
  ] as const) {
    expect((await send(port, { host: 'evil.example', body })).status, `${port}`).toBe(403);
    expect((await send(port, { host: `evil.example:${port}`, body })).status, `${port}`).toBe(403);
    const foreign = await send(port, { origin: 'http://evil.example', body });
    expect(foreign.status, `${port}`).toBe(403);
  }
  // A target with a host of its own, or a Host named twice (the first would have won).
  const at = `localhost:${preview}`;
  expect(await raw(preview, `GET http://evil.example/ HTTP/1.1\r\nHost: ${at}\r\n`)).toMatch(
    /^HTTP\/1\.1 403[^]*only a path/,
  );
  expect(
    await raw(preview, `GET /admin/ HTTP/1.1\r\nHost: ${at}\r\nHost: evil.example\r\n`),
  ).toMatch(/^HTTP\/1\.1 403[^]*one host/);
  // Another site's page may open a page by a link, and nothing else: not the development
  // server's endpoints, which open files.
  const fromAnotherSite = (target: string, dest = 'document') =>
    raw(
      preview,
      `GET ${target} HTTP/1.1\r\nHost: ${at}\r\nSec-Fetch-Site: cross-site\r\nSec-Fetch-Mode: navigate\r\nSec-Fetch-Dest: ${dest}\r\n`,
    );
  expect(await fromAnotherSite('/__nextjs_launch-editor?file=package.json')).toMatch(
    /^HTTP\/1\.1 403[^]*only its own pages/,
  );
  expect(await fromAnotherSite('/admin/')).toMatch(/^HTTP\/1\.1 403/);
  expect(await fromAnotherSite('/', 'iframe')).toMatch(/^HTTP\/1\.1 403/);
  // The home page, which the preview compiles once for this and the pages' tests below.
  expect(await fromAnotherSite('/')).toMatch(/^HTTP\/1\.1 200/);
});

/** What a server of `npm run edit` answers a request written out by hand (`head`, no body). */
function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${head}Connection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('refuses to write the clone’s code or read the TC codes, and says why', async () => {
  const { backend, preview } = editor.ports;
  const origin = `http://localhost:${preview}`;
  const script = Buffer.from('#!/bin/sh\necho ran\n').toString('base64');
  const writes = ['.git/hooks/pre-commit', 'scripts/content-check/cli.ts', 'package.json'];
  const before = Object.fromEntries(
    writes.map((name) => [name, existsSync(file(name)) ? read(name) : undefined]),
  );
  for (const name of writes) {
    for (const body of [
      {
        action: 'persistMedia',
        params: { branch: 'main', asset: { path: name, content: script, encoding: 'base64' } },
      },
      {
        action: 'persistEntry',
        params: { branch: 'main', entry: { path: name, raw: 'echo ran' }, assets: [], options: {} },
      },
      {
        action: 'persistEntry',
        params: {
          branch: 'main',
          entry: { path: 'content/notices/x.en.md', raw: 'x', newPath: name },
          assets: [],
          options: {},
        },
      },
      { action: 'deleteFile', params: { branch: 'main', path: name } },
      // A draft's save: past the review guard, refused by the path's.
      {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ path: name, raw: 'echo ran', slug: 'x' }],
          assets: [],
          options: { useWorkflow: true, collectionName: 'notices' },
        },
      },
    ]) {
      const answer = await send(backend, { origin, body });
      expect(answer.status, `${body.action} ${name}`).toBe(403);
      // A write straight onto the site is refused for that first (it skips review).
      expect(answer.text).toMatch(
        /reads and writes only the site|Not uploaded: a file reaches the site only with the entry|Not deleted: the editor changes the live site only by publishing|Not saved: every change is saved as a draft first/,
      );
    }
  }
  for (const body of [
    { action: 'getMediaFile', params: { branch: 'main', path: TC_CODE_IMAGE } },
    { action: 'getMedia', params: { branch: 'main', mediaFolder: 'tc-codes' } },
    { action: 'getEntry', params: { branch: 'main', path: '../tc-codes/../package.json' } },
    {
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'scripts', extension: 'ts', depth: 1 },
    },
  ]) {
    const answer = await send(backend, { origin, body });
    expect(answer.status, body.action).toBe(403);
    expect(answer.text).not.toContain('QR');
  }
  // An upload into the content's own folders is refused too when it is not what its name says.
  const program = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).toString('base64');
  const markup = Buffer.from('<script>alert(1)</script>').toString('base64');
  for (const [name, content] of [
    ['public/MPD/notices/circular.pdf', program],
    ['content/photos/blog/photo.jpg', program],
    ['public/MPD/notices/circular.html', markup],
    ['content/photos/blog/drawing.svg', markup],
  ] as const) {
    const asset = { path: name, content, encoding: 'base64' };
    const answer = await send(backend, {
      origin,
      body: { action: 'persistMedia', params: { branch: 'main', asset } },
    });
    expect(answer.status, name).toBe(403);
    expect(existsSync(file(name)), name).toBe(false);
  }
  for (const name of writes) {
    expect(existsSync(file(name)) ? read(name) : undefined, name).toBe(before[name]);
  }
});

/** Makes the branch `branch` off main in the clone with `files` (path: [mode, content]) changed. */
function branchFromOutside(branch: string, files: Record<string, [string, string]>) {
  const index = path.join(tmpdir(), `editor-index-${process.pid}`);
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, {
      cwd: copy.dir,
      encoding: 'utf8',
      input,
      env: { ...process.env, GIT_INDEX_FILE: index },
    }).trim();
  git(['read-tree', 'main']);
  for (const [name, [mode, content]] of Object.entries(files)) {
    const blob = git(['hash-object', '-w', '--stdin'], content);
    git(['update-index', '--add', '--cacheinfo', `${mode},${blob},${name}`]);
  }
  const commit = git(['commit-tree', git(['write-tree']), '-p', 'main', '-m', branch]);
  git(['branch', branch, commit]);
  rmSync(index, { force: true });
}

test('refuses drafts brought from outside the editor: a notice that links to the code, code itself, and a publish naming another draft; none of their code runs', async () => {
  const { backend, preview } = editor.ports;
  const origin = `http://localhost:${preview}`;
  const marker = path.join(tmpdir(), `editor-draft-code-${process.pid}`);
  const linked = 'content/notices/2026-12-02-link.en.md';
  const check = 'scripts/content-check/index.ts';
  const checkBefore = read(check);
  // A symbolic link committed as a notice (as a merged pull request could bring it), pointing
  // at the content check's code.
  branchFromOutside('cms/notices/2026-12-02-link', {
    [linked]: ['120000', '../../scripts/content-check/cli.ts'],
  });
  // A draft that changes the check itself, to leave a marker wherever it runs.
  branchFromOutside('cms/notices/code', {
    [check]: ['100644', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`],
  });
  const main = () =>
    execFileSync('git', ['rev-parse', 'main'], { cwd: copy.dir, encoding: 'utf8' });
  const before = main();
  const post = (body: object) => send(backend, { origin, body });
  const linkNotice = { branch: 'main', collection: 'notices', slug: '2026-12-02-link' };
  const read403 = await post({
    action: 'unpublishedEntryDataFile',
    params: { ...linkNotice, path: linked },
  });
  expect(read403.status).toBe(403);
  expect(read403.text).toContain(`${linked} is a link to another place`);
  const save403 = await post({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ path: linked, slug: '2026-12-02-link', raw: '---\ntitle: x\n---\n' }],
      assets: [],
      options: { useWorkflow: true, collectionName: 'notices', status: 'draft' },
    },
  });
  expect(save403.status).toBe(403);
  expect(save403.text).toContain(`${linked} is a link to another place`);
  const publishLink = await post({ action: 'publishUnpublishedEntry', params: linkNotice });
  expect(publishLink.status).toBe(422);
  expect(publishLink.text).toContain(
    'Not published: the live site could not be built with this draft. The whole entry: is a link to another place',
  );
  const publishCode = await post({
    action: 'publishUnpublishedEntry',
    params: { branch: 'main', collection: 'notices', slug: 'code' },
  });
  expect(publishCode.status).toBe(422);
  expect(publishCode.text).toContain(
    `this draft changes files the editor does not edit (${check})`,
  );
  // Publishing "into" another draft would merge both onto the site (an octopus merge).
  const octopus = await post({
    action: 'publishUnpublishedEntry',
    params: { branch: 'cms/notices/code', collection: 'notices', slug: '2026-12-02-link' },
  });
  expect(octopus.status).toBe(403);
  expect(JSON.parse(octopus.text).error).toContain('the site’s branch "main" only');
  // An HTML page written as a document's data file.
  const html = await post({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [
        { path: 'public/MPD/notices/circular.pdf', slug: 'x', raw: '<script>1</script>' },
      ],
      assets: [],
      options: { useWorkflow: true, collectionName: 'notices', status: 'draft' },
    },
  });
  expect(html.status).toBe(403);
  expect(html.text).toContain('circular.pdf is not a PDF');
  expect(main()).toBe(before);
  expect(read(check)).toBe(checkBefore);
  expect(existsSync(marker)).toBe(false);
  expect(existsSync(file('public/MPD/notices/circular.pdf'))).toBe(false);
  for (const branch of ['cms/notices/2026-12-02-link', 'cms/notices/code']) {
    execFileSync('git', ['branch', '-D', branch], { cwd: copy.dir, stdio: 'ignore' });
  }
});

test('refuses a save while the clone holds changes the editor did not make, and says what to do', async () => {
  const { backend, preview } = editor.ports;
  const readme = read('README.md');
  writeFileSync(file('README.md'), `${readme}\nA line someone is still writing.\n`);
  const draft = { path: `${NOTICE}.hi.md`, raw: '---\ntitle: सिटी कैंपस बंद\n---\n', slug: 'x' };
  try {
    const answer = await send(backend, {
      origin: `http://localhost:${preview}`,
      body: {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [draft],
          assets: [],
          options: { collectionName: 'notices', useWorkflow: true, status: 'draft' },
        },
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain('has changes the editor did not save (README.md)');
    expect(answer.text).toContain('git stash');
    expect(read('README.md')).toContain('A line someone is still writing.');
    expect(branchesOf(copy.dir)).not.toContain('cms/notices/x');
  } finally {
    writeFileSync(file('README.md'), readme);
  }
});

// What the office saved is what the site shows: the preview (the site's own pages, rendered from
// the copy by Next's development server) after the saves, and the content check the build runs
// first (scripts/build/prebuild.ts), which `npm run edit` runs after every change to a content file.
test.describe('the saved entries on the site', () => {
  test.beforeEach(async () => {
    // The morning of the alert, for the script that hides an alert whose end has passed.
    await page.clock.setFixedTime(new Date('2026-11-28T08:00:00+05:30'));
  });

  test('the home page shows the alert in English, Marathi, and in English on the Hindi page, the new heading, the new phone number in the footer, the notice first of the latest, and the new date among the next', async () => {
    // The preview compiles its pages on demand, from a copy nothing was built in.
    test.setTimeout(180_000);
    for (const [locale, alert, notice, lang] of [
      ['en', ALERT_TEXT.en, NOTICE_TITLE.en, null],
      ['mr', ALERT_TEXT.mr, NOTICE_TITLE.mr, null],
      ['hi', ALERT_TEXT.en, NOTICE_TITLE.en, 'en'],
    ] as const) {
      const home = localePath(locale, '/');
      const response = await page.goto(`${editor.previewUrl}${home}`);
      expect(response?.status(), home).toBe(200);
      const shown = page.getByRole('alert').filter({ hasText: alert });
      await expect(shown, home).toBeVisible();
      if (lang) {
        await expect(shown.locator(`[lang="${lang}"]`).filter({ hasText: alert })).toHaveCount(1);
      }
      await expect(page.getByRole('contentinfo').getByText(NEW_PHONE).first(), home).toBeVisible();
      if (locale !== 'hi') {
        await expect(page.getByRole('heading', { level: 1 }), home).toHaveText(
          HOME_HEADING[locale],
        );
      }
      const { noticesHeading, eventsHeading } = homeIn(locale).comingUp;
      const latest = page.getByRole('region', { name: noticesHeading, exact: true });
      const noticeLink = latest.locator(`a[href="${localePath(locale, NOTICE_PAGE)}"]`);
      await expect(noticeLink, home).toHaveText(notice);
      if (locale === 'en') {
        const nextDates = page.getByRole('region', { name: eventsHeading, exact: true });
        const date = nextDates
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: 'Science Fair', exact: true }) });
        await expect(date).toBeVisible();
        await expect(date).toContainText(EVENT_DAY_WORDS);
      }
    }
  });

  test('the notice has its page', async () => {
    // The preview keeps the list of a route's pages it read last and reads it again after each
    // request: the new notice's page answers from the request after the one that learns of it.
    const noticePage = `${editor.previewUrl}${NOTICE_PAGE}`;
    await expect.poll(async () => (await fetch(noticePage)).status).toBe(200);
    await page.goto(noticePage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE_TITLE.en);
  });

  test('the new fare shows at every stop of the zone', async () => {
    const inZone = stopsIn('en').filter((stop) => stop.zone === ZONE.id);
    expect(inZone.length).toBeGreaterThan(0);
    const newFare = formatRupees(NEW_FARE, 'en-IN');
    await page.goto(`${editor.previewUrl}/transport/${CAMPUS}`);
    for (const stop of inZone) await expect(cardOf(page, stop), stop.name).toContainText(newFare);
  });

  test('the new tuition fee is on /fees and in its calculator’s answer, and with the new teacher in the City Campus’s disclosure', async () => {
    test.setTimeout(120_000);
    const response = await page.goto(`${editor.previewUrl}${routes.fees}`);
    await page
      .getByText(fillTemplate(feeYear.partsSummary, { classes: FEES.classes }))
      .first()
      .click();
    const year = page.getByRole('table', {
      name: /^The cost of a year, Class I to V, City Campus/,
    });
    await expect(year).toContainText(`12 × ${formatRupees(NEW_TUITION, 'en-IN')}`);
    // The calculator answers with the new fee: the year's total for a pupil already at the
    // school is the table's.
    const html = await response!.text();
    expect(html).toContain(`\\"tuitionFeePerMonth\\":${NEW_TUITION}`);
    const continuing = year.getByRole('row', {
      name: new RegExp(`^${feeYear.parts.totalContinuing}`),
    });
    const total = (await continuing.getByRole('cell').last().innerText()).trim();
    const calculator = feeYear.calculator;
    // It answers once React has taken the page over: the preview compiles the page's code on
    // this first visit.
    await page.locator('next-route-announcer').waitFor({ state: 'attached', timeout: 60_000 });
    const campusChoice = page.getByLabel(calculator.campus, { exact: true });
    await campusChoice.selectOption({ label: 'City Campus' });
    await page
      .getByLabel(calculator.classes, { exact: true })
      .selectOption({ label: FEES.classes });
    await expect(page.getByText(fillTemplate(calculator.total, { amount: total }))).toBeVisible();
    await page.goto(`${editor.previewUrl}${disclosureCampusPath('city')}`);
    // The teachers' table: the new teacher's row, named by them.
    await expect(
      page.getByRole('row', {
        name: `${TEACHER.name} ${TEACHER.designation} ${TEACHER.subject} ${TEACHER.qualification}`,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('cell', { name: formatRupees(NEW_TUITION, 'en-IN') }),
    ).toBeVisible();
  });

  test('the uploaded photo is made into every size of a campus card by the build’s image pipeline', async () => {
    const images = await copy.run(process.execPath, [
      '--import',
      'tsx',
      'scripts/build/prebuild.ts',
      '--images-only',
    ]);
    expect(images.status, images.output).toBe(0);
    const manifest = JSON.parse(read('content/generated/images.json')) as ImageManifest;
    const entry = manifest[PHOTO_SRC]!;
    expect(entry).toMatchObject({ source: PHOTO_ORIGINAL, placeholder: false });
    expect(entry.srcset!.map((variant) => variant.width)).toEqual([480, 800]);
    // The upload keeps its name in the content; it is served as WebP (and AVIF where it pays).
    expect(entry.srcset!.at(-1)!.src).toBe(PHOTO_SRC.replace(/\.jpg$/, '.webp'));
    for (const variant of [...entry.srcset!, ...(entry.avif ?? [])]) {
      expect(variant.src).toMatch(/\.(webp|avif)$/);
      expect(existsSync(file(`public${variant.src}`)), variant.src).toBe(true);
    }
  });

  test('a date typed wrong by hand in a file fails the content check the build runs, naming file and field', async () => {
    const notice = `${NOTICE}.en.md`;
    const written = read(notice);
    const from = editor.output().length;
    writeFileSync(file(notice), written.replace('date: 2026-11-28', 'date: 2026-11-31'));
    const verdict = await editor.printed(/Content check (passed|FAILED)/, from);
    expect(verdict).toContain('Content check FAILED');
    await editor.printed(
      `${notice} › date: "2026-11-31" is not a real date in the form YYYY-MM-DD`,
      from,
    );
    writeFileSync(file(notice), written);
    const mended = editor.output().length;
    expect(await editor.printed(/Content check (passed|FAILED)/, mended)).toContain(
      'Content check passed',
    );
  });
});

// After the pages' tests: a preview started again compiles every page anew.
test('starts the preview again when it stops, and the office’s next page waits for it instead of failing', async () => {
  const preview = previewProcessOf(editor.pid);
  expect(preview).toBeDefined();
  const from = editor.output().length;
  process.kill(preview!, 'SIGKILL');
  await editor.printed(
    'The preview stopped (it was ended by SIGKILL); starting it again. Nothing saved is lost',
    from,
  );
  // Asked while the preview starts again: answered once it has, not refused.
  const answer = await page.request.get(`${editor.previewUrl}/admin/office.css`);
  expect(answer.status()).toBe(200);
  const next = previewProcessOf(editor.pid);
  expect(next).toBeDefined();
  expect(next).not.toBe(preview);
  await open('alerts/new');
});

test('no request left this machine', () => {
  expect(outside).toEqual([]);
});
