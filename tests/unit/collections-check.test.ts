/**
 * @jest-environment node
 */
// The collections' files as the content check reads them (content/collections.ts): each mistake
// named by file and field, on a temporary project folder holding only the files of the case.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  alertsCollection,
  annualReportsCollection,
  galleryCollection,
  noticesCollection,
  transportCollection,
  type CollectionDeclaration,
} from '@/content/collections';
import { campusGalleryOf } from '@/lib/campuses/campuses';
import { entriesIn } from '@/lib/content/collections.server';
import { checkCollection } from '@/scripts/content-check/collections';
import { formatIssue, validateContent } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';

/** A project folder with `files` (path → text) and, if asked, copies of real folders. */
function project(files: Record<string, string>, copies: string[] = []) {
  const root = mkdtempSync(path.join(tmpdir(), 'collections-'));
  for (const folder of copies) cpSync(folder, path.join(root, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const ALERT = [
  'id: heavy-rain',
  'level: emergency',
  'campuses: [city]',
  'starts: 2026-07-14T06:00',
  'ends: 2026-07-14T18:00',
  'text: The City Campus is closed today because of heavy rain.',
  '',
].join('\n');

/** What the content check says: the collection's own rules, then each entry against its schema. */
function errorsOf(root: string, collection: CollectionDeclaration = alertsCollection) {
  const checked = checkCollection(collection, root);
  return [...checked.errors, ...validateContent(checked.files, environment())].map(formatIssue);
}

describe('an alert written by hand', () => {
  it('passes, with its Marathi beside it', () => {
    const root = project({
      'content/alerts/heavy-rain.en.yml': ALERT,
      'content/alerts/heavy-rain.mr.yml':
        'text: मुसळधार पावसामुळे सिटी कॅम्पस आज बंद आहे.\nreviewed: false\n',
    });
    expect(errorsOf(root)).toEqual([]);
    expect(checkCollection(alertsCollection, root).unreviewed.map(formatIssue)).toEqual([
      'content/alerts/heavy-rain.mr.yml › reviewed: the school has not reviewed this translation yet: tick “Translation reviewed” once it has',
    ]);
    const [marathi] = entriesIn(alertsCollection, 'mr', root);
    expect(marathi).toMatchObject({
      language: 'mr',
      data: { text: 'मुसळधार पावसामुळे सिटी कॅम्पस आज बंद आहे.' },
    });
    const [hindi] = entriesIn(alertsCollection, 'hi', root);
    expect(hindi).toMatchObject({ language: 'en', data: { campuses: ['city'] } });
  });

  it('a date typed wrong and an end before its start, each named by file and field', () => {
    const root = project({
      'content/alerts/heavy-rain.en.yml': ALERT.replace(
        'starts: 2026-07-14T06:00',
        'starts: 14/07/2026 6am',
      ),
      'content/alerts/late.en.yml': ALERT.replace('id: heavy-rain', 'id: late').replace(
        'ends: 2026-07-14T18:00',
        'ends: 2026-07-14T05:00',
      ),
    });
    expect(errorsOf(root)).toEqual([
      'content/alerts/heavy-rain.en.yml › starts: must be a date and time written YYYY-MM-DDTHH:MM (India time)',
      'content/alerts/late.en.yml › ends: is not after starts',
    ]);
  });

  it('a file named outside the pattern, and a translation of no alert', () => {
    const root = project({
      'content/alerts/heavy-rain.en.yml': ALERT,
      'content/alerts/heavy-rain.yml': ALERT,
      'content/alerts/gone.hi.yml': 'text: कुछ\n',
    });
    expect(errorsOf(root)).toEqual([
      'content/alerts/heavy-rain.yml › (file): is not an entry of Alerts: its files are each a file named {name}.en.yml (or .mr, .hi)',
      'content/alerts/gone.hi.yml › (file): translates no entry: its English file (….en.…) does not exist',
    ]);
  });

  it('a translation with a field that is not a text of the alert', () => {
    const root = project({
      'content/alerts/heavy-rain.en.yml': ALERT,
      'content/alerts/heavy-rain.mr.yml': 'text: बंद\nlevel: माहिती\nreviewed: false\n',
    });
    expect(errorsOf(root)).toEqual([
      'content/alerts/heavy-rain.mr.yml › level: is not a text of content/alerts/heavy-rain.en.yml: remove it (figures, phones, ids and links come from English)',
    ]);
  });

  it('a file whose YAML does not parse', () => {
    const root = project({ 'content/alerts/heavy-rain.en.yml': 'id: [unclosed\n' });
    expect(errorsOf(root)[0]).toMatch(/^content\/alerts\/heavy-rain\.en\.yml › \(file\): /);
  });
});

it('a language file the editor wrote with no words yet is no translation: the entry shows in English', () => {
  const root = project({
    'content/alerts/heavy-rain.en.yml': ALERT,
    'content/alerts/heavy-rain.hi.yml': 'campuses: []\nreviewed: false\n',
  });
  expect(errorsOf(root)).toEqual([]);
  expect(checkCollection(alertsCollection, root).warnings.map(formatIssue)).toContain(
    'content/alerts/heavy-rain.en.yml › (hi): has no Hindi translation yet: the Hindi pages show it in English',
  );
  expect(entriesIn(alertsCollection, 'hi', root)[0]!.language).toBe('en');
});

it('two annual reports for one year and scope: the second is named', () => {
  const root = project(
    {
      'content/annual-reports/2025-26-again.yml': [
        'academicYear: 2025-26',
        'scope: school',
        'pdf: /MPD/annual-reports/annual-report-2025-26.pdf',
        'publishedOn: 2026-09-01',
        'figures: { students: 1, teachers: 1 }',
        '',
      ].join('\n'),
    },
    ['content/annual-reports'],
  );
  expect(errorsOf(root, annualReportsCollection)).toEqual([
    'content/annual-reports/2025-26-school.yml › scope: a second report for 2025-26, scope "school" (also content/annual-reports/2025-26-again.yml)',
  ]);
});

it('the real notices and their translations pass', () => {
  expect(errorsOf(process.cwd(), noticesCollection)).toEqual([]);
});

describe('a campus’s transport', () => {
  const city = 'content/campuses/city/transport.en.yml';
  const withCity = (edit: (text: string) => string) =>
    project({ [city]: edit(readFileSync(city, 'utf8')) });

  it('the real routes, stops and fares and their translations pass', () => {
    expect(errorsOf(process.cwd(), transportCollection)).toEqual([]);
  });

  it('a stop in an unknown zone, a time typed wrong and stops out of the morning’s order, each named by file and field', () => {
    const root = withCity((text) =>
      text
        .replace('zone: zone-c', 'zone: zone-z')
        .replace('morning: "07:08"', 'morning: "7.08am"')
        .replace('morning: "07:26"', 'morning: "07:15"'),
    );
    expect(errorsOf(root, transportCollection)).toEqual([
      `${city} › routes[0].stops[1].morning: must be a time written HH:MM, 24-hour (07:05, 14:40)`,
      `${city} › routes[0].stops[3].morning: is not after the stop before (07:16): list the stops in the morning's order`,
      `${city} › routes[0].stops[0].zone: "zone-z" is not one of the zones (zone-a, zone-b, zone-c)`,
    ]);
  });

  it('a place off the map and a fare that is not a whole number of rupees', () => {
    const root = withCity((text) =>
      text
        .replace('lat: 19.8811', 'lat: 198.811')
        .replace('farePerYear: 15000', 'farePerYear: 15000.5'),
    );
    expect(errorsOf(root, transportCollection)).toEqual([
      expect.stringMatching(new RegExp(`^${city} › zones\\[0\\]\\.farePerYear: `)),
      `${city} › routes[0].stops[0].location.lat: is not a latitude (-90 to 90)`,
    ]);
  });
});

describe('a gallery photo added in English only', () => {
  const english = readFileSync('content/gallery/photos.en.yml', 'utf8').replace(
    'rowTwo:\n',
    '  - src: /images/gallery/gallery-01.webp\n    alt: A new photo of the school garden\nrowTwo:\n',
  );
  const root = project({ 'content/gallery/photos.en.yml': english }, [
    'content/gallery/photos.mr.yml',
    'content/gallery/photos.hi.yml',
  ]);
  const checked = checkCollection(galleryCollection, root);

  it('is no reason to refuse: each language notes it, once', () => {
    expect(checked.errors.map(formatIssue)).toEqual([]);
    expect(checked.warnings.map(formatIssue)).toEqual([
      'content/gallery/photos.mr.yml › rowOne[18]: is not translated yet (an item added in English): the Marathi pages show it in English',
      'content/gallery/photos.hi.yml › rowOne[18]: is not translated yet (an item added in English): the Hindi pages show it in English',
    ]);
  });

  it('shows in English on the Marathi pages, the other photos in Marathi', () => {
    const [gallery] = entriesIn(galleryCollection, 'mr', root);
    expect(gallery?.data.rowOne[18]?.alt).toBe('A new photo of the school garden');
    expect(gallery?.data.rowOne[0]?.alt).toBe('वर्गात चर्चा करणारे विद्यार्थी');
    // The page marks it as English (lang="en" on the photo) by this list.
    expect(gallery?.itemsInEnglish).toEqual([['rowOne', 18]]);
    expect(campusGalleryOf(gallery!).rowOne[18]).toMatchObject({ lang: 'en' });
    expect(campusGalleryOf(gallery!).rowOne[17]).not.toHaveProperty('lang');
  });
});
