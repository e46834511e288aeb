/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentIconNames } from '@/content/ids';
import { isValidIsoDate } from '@/content/schema';
import {
  checkSchoolAddresses,
  checkUnreferencedPhotos,
  findContentIssues,
} from '@/scripts/content-check';
import { siteContentFiles } from '@/scripts/content-check/content-files';
import { formatIssue, validateContent, type ContentFiles } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';

const contentFiles = siteContentFiles();

/**
 * A copy of one real content file's data that a test may break: typed loosely on purpose, since
 * the mistakes it makes are the ones the content types forbid.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Breakable = Record<string, any>;

/** A leader's and an award's entry files, as the content check reads them. */
const LEADER = 'content/leaders/dr-meera-kulkarni.en.yml';
const ACCOLADE = 'content/accolades/top-school-of-the-year.en.yml';

function copyOf(file: string): Breakable {
  return JSON.parse(JSON.stringify(contentFiles[file]));
}

/** The messages for one content file, changed by `breakIt`. */
function messagesAfter(
  file: string,
  breakIt: (data: Breakable) => void,
  env = environment(),
): string[] {
  const data = copyOf(file);
  breakIt(data);
  const files: ContentFiles = { [file]: data };
  return validateContent(files, env).map(formatIssue);
}

describe('the real content', () => {
  it('has no problems', () => {
    expect(findContentIssues().map(formatIssue)).toEqual([]);
  });

  it('passes its schemas', () => {
    expect(validateContent(contentFiles, environment()).map(formatIssue)).toEqual([]);
  });
});

describe('validateContent names the file and field of each mistake', () => {
  it('a duplicate key', () => {
    expect(
      messagesAfter('content/words/navigation.en.yml', (navigation) => {
        navigation.mainNav[1].path = navigation.mainNav[0].path;
      }),
    ).toEqual([
      'content/words/navigation.en.yml › mainNav[1].path: duplicate path "/" (also used by mainNav[0])',
    ]);
  });

  it('a missing image', () => {
    const src = copyOf('content/words/home.en.yml').home.hero.image.src;
    expect(
      messagesAfter('content/words/home.en.yml', () => {}, environment({ missing: [src] })),
    ).toEqual([
      `content/words/home.en.yml › home.hero.image.src: image "${src}" has no original (content/photos/hero/home.jpg, .png or .webp) and no placeholder drawing in content/images.ts`,
    ]);
  });

  it('an image no size rule covers', () => {
    const src = copyOf(LEADER).image.src;
    expect(messagesAfter(LEADER, () => {}, environment({ unsized: [src] }))).toEqual([
      `${LEADER} › image.src: image "${src}" matches no size rule in content/images.ts (imageSizes)`,
    ]);
  });

  it('an image path that is not under /images/', () => {
    expect(
      messagesAfter('content/words/about.en.yml', (about) => {
        about.about.heroImage.src = 'images/a.webp';
      }),
    ).toEqual([
      `content/words/about.en.yml › about.heroImage.src: "images/a.webp" must be a path starting with '/images/'`,
    ]);
  });

  it('an image in a format the site does not serve', () => {
    expect(
      messagesAfter('content/words/about.en.yml', (about) => {
        about.about.heroImage.src = '/images/hero/about.gif';
      }),
    ).toEqual([
      'content/words/about.en.yml › about.heroImage.src: image "/images/hero/about.gif" must end in .webp, .jpg, .jpeg or .png (a photo) or .svg (drawn art)',
    ]);
  });

  it('empty alt text on an image that is not decorative', () => {
    expect(
      messagesAfter(LEADER, (leader) => {
        leader.image.alt = ' ';
      }),
    ).toEqual([
      `${LEADER} › image.alt: alt text is empty: describe what the image shows (or mark it decorative: true)`,
    ]);
    expect(
      messagesAfter(LEADER, (leader) => {
        leader.image.alt = '';
        leader.image.decorative = true;
      }),
    ).toEqual([]);
  });

  it('an icon the site does not have', () => {
    const [message] = messagesAfter(ACCOLADE, (accolade) => {
      accolade.icon = '🏆';
    });
    expect(message).toBe(
      `${ACCOLADE} › icon: unknown icon "🏆" (use one of ${contentIconNames.join(', ')})`,
    );
  });

  it('a focal point outside the picture', () => {
    expect(
      messagesAfter('content/words/about.en.yml', (about) => {
        about.about.heroImage.focus = { x: 0.5, y: 1.5 };
      }),
    ).toEqual([
      'content/words/about.en.yml › about.heroImage.focus.y: Too big: expected number to be <=1',
    ]);
  });

  it('a missing PDF', () => {
    expect(
      messagesAfter('content/words/admissions.en.yml', (admissions) => {
        admissions.admissions.facilityFallbackImage = '/MPD/gone.pdf';
      }),
    ).toEqual([
      'content/words/admissions.en.yml › admissions.facilityFallbackImage: file "/MPD/gone.pdf" does not exist under public/',
    ]);
  });

  it('a link to a route that does not exist', () => {
    expect(
      messagesAfter('content/words/navigation.en.yml', (navigation) => {
        navigation.mainNav[0].path = '/abuot';
      }),
    ).toEqual([
      'content/words/navigation.en.yml › mainNav[0].path: "/abuot" is not a route of the site (no page in app/ builds it)',
    ]);
  });

  it('a missing field', () => {
    expect(
      messagesAfter(ACCOLADE, (accolade) => {
        delete accolade.title;
      }),
    ).toEqual([`${ACCOLADE} › title: Invalid input: expected string, received undefined`]);
  });

  it('a field the schema does not know (a typo in its name)', () => {
    expect(
      messagesAfter(LEADER, (leader) => {
        leader.postion = leader.position;
      }),
    ).toEqual([`${LEADER} › (file): Unrecognized key: "postion"`]);
  });

  it('a content file without a schema', () => {
    expect(validateContent({ 'content/new.ts': { x: 1 } }, environment()).map(formatIssue)).toEqual(
      ['content/new.ts › (file): has no schema: describe its exports in content/schema.ts'],
    );
  });
});

describe('isValidIsoDate', () => {
  it.each([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['25-01-01', false],
    ['2025-1-1', false],
  ])('%s → %s', (value, expected) => expect(isValidIsoDate(value)).toBe(expected));
});

describe('checkSchoolAddresses', () => {
  it('passes for the real school and app/ folder', () => {
    expect(checkSchoolAddresses()).toEqual([]);
  });

  it('names the short name when an address it makes is another page’s or file’s', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'app', '[locale]', 'aurora-social'), { recursive: true });
    mkdirSync(path.join(root, 'public', 'life-at-aurora'), { recursive: true });
    expect(checkSchoolAddresses(root).map(formatIssue)).toEqual([
      'content/school/school.en.yml › shortName: "Aurora" makes the address /life-at-aurora, which another page of the site has: give another short name',
      'content/school/school.en.yml › shortName: "Aurora" makes the address /aurora-social, which another page of the site has: give another short name',
    ]);
  });
});

describe('checkUnreferencedPhotos', () => {
  it('names an original that no content uses, and passes the ones content uses', () => {
    const content = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(content, 'photos/blog'), { recursive: true });
    mkdirSync(path.join(content, 'campuses/city/photos'), { recursive: true });
    writeFileSync(path.join(content, 'photos/blog/post-1.jpg'), '');
    writeFileSync(path.join(content, 'photos/blog/forgotten.jpg'), '');
    writeFileSync(path.join(content, 'campuses/city/photos/card.jpg'), '');
    writeFileSync(path.join(content, 'campuses/city/photos/old-gate.jpg'), '');
    expect(checkUnreferencedPhotos(content).map(formatIssue)).toEqual([
      'content/campuses/city/photos/old-gate.jpg › (file): is not used by any content: refer to it as /images/… in content/, or delete it',
      'content/photos/blog/forgotten.jpg › (file): is not used by any content: refer to it as /images/… in content/, or delete it',
    ]);
  });

  it('is an error only in a production build', () => {
    const production = findContentIssues(undefined, true);
    const demo = findContentIssues(undefined, false);
    // The real photos folder holds only originals that content uses.
    expect(production).toEqual(demo);
  });
});
