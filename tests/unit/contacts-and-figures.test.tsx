/**
 * @jest-environment jsdom
 */
// The campus contacts (content/campuses/{campus}/contact.{en,mr,hi}.yml) and the home page's
// figures (content/home-figures/figures.{en,mr,hi}.yml) as the site reads them: the footer, the
// campus cards and the disclosure take each campus's phones from its file; each translation gives
// only the words (the campus's name, a figure's label), and the content check names the file and
// field of a mistake.
import { contactWordsIn } from '@/lib/contact/contact';
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { homeFiguresIn } from '@/lib/home/home';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contactsCollection, homeFiguresCollection } from '@/content/collections';
import { collectionFields } from '@/scripts/editor/editor-config';
import { checkCollection } from '@/scripts/content-check/collections';
import { formatIssue, validateContent } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';

/** A project folder holding a copy of the real `folder`, with `files` written over it. */
function projectWith(folder: string, files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'collections-'));
  cpSync(path.join(process.cwd(), folder), path.join(root, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  return root;
}

/**
 * A project folder that links to every file of the real one but `folder` (under content/), a
 * copy with `files` written over it: the site read from it is the real one with those edits.
 */
function projectLinkedBut(folder: string, files: Record<string, string>): string {
  const real = process.cwd();
  const root = mkdtempSync(path.join(tmpdir(), 'project-'));
  for (const name of readdirSync(real)) {
    if (name !== 'content') symlinkSync(path.join(real, name), path.join(root, name));
  }
  mkdirSync(path.join(root, 'content'));
  for (const name of readdirSync(path.join(real, 'content'))) {
    const file = `content/${name}`;
    if (file !== folder) symlinkSync(path.join(real, file), path.join(root, file));
  }
  cpSync(path.join(real, folder), path.join(root, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  return root;
}

const CITY = 'content/campuses/city/contact.en.yml';
const cityFile = (primary: string) =>
  [
    'kind: contact',
    'order: 1',
    'heading: Aurora Global School, City Campus',
    'shortName: City',
    'address: Plot 12, Station Road, City Centre, Chhatrapati Sambhajinagar 431001',
    'phones:',
    `  primary: ${primary}`,
    '  secondary: +91 240 234 5679',
    'email: city@auroraglobal.edu.in',
    'location: { lat: 19.8765, lng: 75.3432 }',
    "whatsapp: { value: 'https://wa.me/912402345678' }",
    '',
  ].join('\n');

describe('the campus contacts', () => {
  it('are read from their files in the collection’s order, English and translated', () => {
    expect(
      campusContactsIn('en').map((contact) => [contact.campusId, contact.phones.primary]),
    ).toEqual([
      ['city', '+91 00000 11111'],
      ['airport', '+91 00000 33333'],
      ['osmanpura', '+91 00000 33333'],
    ]);
    const marathi = campusContactsIn('mr');
    expect(marathi.map((contact) => contact.heading)).toEqual([
      'ऑरोरा ग्लोबल स्कूल, सिटी कॅम्पस',
      'ऑरोरा ग्लोबल स्कूल, एअरपोर्ट कॅम्पस',
      'ऑरोरा ग्लोबल स्कूल, उस्मानपुरा कॅम्पस',
    ]);
    // The address, phones and e-mail are the English file's in every language.
    const notWords = ({ campusId, address, phones, email }: (typeof marathi)[number]) => ({
      campusId,
      address,
      phones,
      email,
    });
    expect(marathi.map(notWords)).toEqual(campusContactsIn('en').map(notWords));
  });

  it('a phone, place or WhatsApp link changed in its file shows in the footer, the campus list and the disclosure', () => {
    const root = projectLinkedBut('content/campuses', { [CITY]: cityFile('+91 240 234 5678') });
    const cwd = jest.spyOn(process, 'cwd').mockReturnValue(root);
    try {
      jest.isolateModules(() => {
        // The page code, React and the renderer of this module registry, read from `root`.
        /* eslint-disable @typescript-eslint/no-require-imports */
        const { createElement } = require('react') as typeof import('react');
        const { render, screen, within } =
          require('@testing-library/react/pure') as typeof import('@testing-library/react');
        const { Footer } =
          require('@/components/layout/Footer') as typeof import('@/components/layout/Footer');
        const { campusesScreen } =
          require('@/components/campuses/CampusesScreen') as typeof import('@/components/campuses/CampusesScreen');
        const { mpdRecordOf } =
          require('@/lib/disclosure/records') as typeof import('@/lib/disclosure/records');
        /* eslint-enable @typescript-eslint/no-require-imports */
        for (const locale of ['en', 'mr', 'hi'] as const) {
          const { unmount } = render(createElement(Footer, { locale }));
          const footer = screen.getByRole('contentinfo');
          const { contactBlock: words } = contactWordsIn(locale);
          const campuses = campusesIn(locale);
          const campus = campuses[0]!.name;
          const named = (template: string) =>
            template.replace('{campus}', campus).replace('{number}', '+91 240 234 5678');
          expect(within(footer).getByRole('link', { name: named(words.callName) })).toHaveAttribute(
            'href',
            'tel:+912402345678',
          );
          expect(
            within(footer).getByRole('link', { name: named(words.whatsappName) }),
          ).toHaveAttribute('href', 'https://wa.me/912402345678');
          expect(
            within(footer).getByRole('link', { name: named(words.directionsName) }),
          ).toHaveAttribute(
            'href',
            'https://www.google.com/maps/dir/?api=1&destination=19.8765%2C75.3432',
          );
          expect(within(footer).queryAllByText('+91 00000 11111')).toEqual([]);
          unmount();
        }
        const { unmount } = render(
          createElement(campusesScreen.Page, { locale: 'en', params: {} }),
        );
        const contactBlock = screen.getByRole('region', { name: 'Want to know more?' });
        expect(
          within(contactBlock).getByRole('link', { name: 'Call City Campus: +91 240 234 5678' }),
        ).toHaveAttribute('href', 'tel:+912402345678');
        unmount();
        const { general } = mpdRecordOf('city');
        expect(general.phones).toEqual(['+91 240 234 5678', '+91 240 234 5679']);
        expect(general.email).toBe('city@auroraglobal.edu.in');
      });
    } finally {
      cwd.mockRestore();
    }
  });

  it('the real files pass the content check', () => {
    const checked = checkCollection(contactsCollection);
    expect([...checked.errors, ...checked.warnings].map(formatIssue)).toEqual([]);
    expect(Object.keys(checked.files).sort()).toEqual([
      'content/campuses/airport/contact.en.yml',
      'content/campuses/city/contact.en.yml',
      'content/campuses/osmanpura/contact.en.yml',
    ]);
  });

  it('a phone, an e-mail or an empty address typed wrong is named with file and field', () => {
    const root = projectWith('content/campuses', {
      [CITY]: cityFile('call the office')
        .replace('city@auroraglobal.edu.in', 'city at auroraglobal')
        .replace(/^address: .*$/m, "address: ''"),
    });
    const { files } = checkCollection(contactsCollection, root);
    expect(validateContent(files, environment()).map(formatIssue)).toEqual([
      `${CITY} › address: is empty: give the postal address with the PIN`,
      `${CITY} › phones.primary: must be a phone number: digits and spaces, such as +91 240 123 4567`,
      `${CITY} › email: is not an e-mail address`,
    ]);
  });

  it('a place off the map or a WhatsApp link that is not one is named with file and field', () => {
    const root = projectWith('content/campuses', {
      [CITY]: cityFile('+91 240 234 5678')
        .replace('lat: 19.8765', 'lat: 119.8765')
        .replace('https://wa.me/912402345678', 'https://example.com/chat'),
    });
    const { files } = checkCollection(contactsCollection, root);
    expect(validateContent(files, environment()).map(formatIssue)).toEqual([
      `${CITY} › location.lat: is not a latitude (-90 to 90)`,
      `${CITY} › whatsapp.value: must be a WhatsApp link: https://wa.me/ and the number’s digits with the country code (https://wa.me/912401234567), or a channel’s link (https://whatsapp.com/channel/…)`,
    ]);
  });

  it('the editor edits the phones as one group, in English only (Decap takes yes or no there)', () => {
    const phones = collectionFields(contactsCollection).find((field) => field.name === 'phones');
    expect(phones).toMatchObject({ widget: 'object', label: 'Phones', i18n: false });
    expect(
      (phones?.fields as { name: string; label: string; i18n: string }[]).map((field) => [
        field.name,
        field.label,
        field.i18n,
      ]),
    ).toEqual([
      ['primary', 'Main phone', 'none'],
      ['secondary', 'Second phone', 'none'],
    ]);
  });

  it('the editor edits the place as two numbers and WhatsApp as an optional checked link', () => {
    const fields = collectionFields(contactsCollection);
    const location = fields.find((field) => field.name === 'location');
    expect(location).toMatchObject({ widget: 'object', required: true, i18n: false });
    expect(location?.fields).toMatchObject([
      { name: 'lat', widget: 'number', value_type: 'float', min: -90, max: 90 },
      { name: 'lng', widget: 'number', value_type: 'float', min: -180, max: 180 },
      // A mark inside an entry is kept as written and not shown: its value alone decides.
      { name: 'fictional', widget: 'hidden', required: false },
    ]);
    const whatsapp = fields.find((field) => field.name === 'whatsapp');
    expect(whatsapp).toMatchObject({ widget: 'object', required: false, collapsed: true });
    const [value] = whatsapp?.fields as { name: string; pattern: [string, string] }[];
    const pattern = new RegExp(value!.pattern[0]);
    expect(value!.name).toBe('value');
    expect(pattern.test('https://wa.me/912401234567')).toBe(true);
    expect(pattern.test('https://whatsapp.com/channel/0029VaAuroraSchool1')).toBe(true);
    expect(pattern.test('https://wa.me/+91 240 123 4567')).toBe(false);
    expect(pattern.test('http://wa.me/912401234567')).toBe(false);
  });

  it('a translation that gives a phone is refused: phones are the English file’s', () => {
    const root = projectWith('content/campuses', {
      'content/campuses/airport/contact.mr.yml': [
        'heading: ऑरोरा ग्लोबल स्कूल, एअरपोर्ट कॅम्पस',
        'shortName: एअरपोर्ट',
        'phones:',
        '  primary: +91 240 999 9999',
        'reviewed: false',
        '',
      ].join('\n'),
    });
    expect(checkCollection(contactsCollection, root).errors.map(formatIssue)).toEqual([
      'content/campuses/airport/contact.mr.yml › phones.primary: is not a text of content/campuses/airport/contact.en.yml: remove it (figures, phones, ids and links come from English)',
    ]);
  });
});

describe('the home page figures', () => {
  it('are read from their file, the labels translated and the figures kept', () => {
    expect(homeFiguresIn('en').map((figure) => `${figure.value} ${figure.label}`)).toEqual([
      '7+ Years of Excellence',
      '6000+ Students',
      '400+ Faculty',
      '35:1 Student-Teacher Ratio',
      '100% Parent Satisfaction',
      '30+ Clubs',
    ]);
    expect(homeFiguresIn('hi').map((figure) => `${figure.value} ${figure.label}`)).toEqual([
      '7+ वर्षों की उत्कृष्टता',
      '6000+ विद्यार्थी',
      '400+ शिक्षक',
      '35:1 विद्यार्थी-शिक्षक अनुपात',
      '100% अभिभावकों की संतुष्टि',
      '30+ क्लब',
    ]);
  });

  it('the real file passes the content check', () => {
    const checked = checkCollection(homeFiguresCollection);
    expect([...checked.errors, ...checked.warnings].map(formatIssue)).toEqual([]);
  });

  it('a translation with a label missing is named with file and field; figures it does not hold yet are notes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'figures-'));
    mkdirSync(path.join(root, 'content/home-figures'), { recursive: true });
    cpSync(
      path.join(process.cwd(), 'content/home-figures/figures.en.yml'),
      path.join(root, 'content/home-figures/figures.en.yml'),
    );
    writeFileSync(
      path.join(root, 'content/home-figures/figures.mr.yml'),
      ['figures:', '  - label: उत्कृष्टतेची वर्षे', '  - {}', 'reviewed: false', ''].join('\n'),
    );
    const checked = checkCollection(homeFiguresCollection, root);
    expect(checked.errors.map(formatIssue)).toEqual([
      'content/home-figures/figures.mr.yml › figures[1].label: is missing (English: "Students")',
    ]);
    // The figures added in English since: the Marathi page shows their labels in English.
    expect(checked.warnings.map(formatIssue)).toEqual([
      ...[2, 3, 4, 5].map(
        (i) =>
          `content/home-figures/figures.mr.yml › figures[${i}]: is not translated yet (an item added in English): the Marathi pages show it in English`,
      ),
      'content/home-figures/figures.en.yml › (hi): has no Hindi translation yet: the Hindi pages show it in English',
    ]);
  });
});
