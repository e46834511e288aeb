// What every campus's contact block must show, read from the content the site reads (the
// campus contacts through their loader, the block's words in the page's language): the campus's
// heading and address, a tel: link per number named 'Call {campus}: {number}', the WhatsApp
// link, directions as an https Google Maps link to the campus's coordinates, the plus
// code, and a sample mark beside each value the school has not given yet. The block is plain
// HTML, the same with or without JavaScript: its content is read from the exported HTML
// (expectContactBlocksInHtml); a browser checks only how it shows (the sample marks, the size of
// its links on a phone).
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import type { Locator } from '@playwright/test';
import type { CampusId } from '@/content/schema';
import { plusCodeOf } from '@/lib/geo';
import type { Locale } from '@/lib/i18n/locales';
import { textOf } from './exported-html';
import { expect } from './fixtures';
import { allByRole, byRole } from './html-roles';

/** A campus's directions as every browser opens them: Google Maps' https link to its coordinates. */
function directionsHref(lat: number, lng: number) {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat}%2C${lng}`;
}

/** The elements under `scope` whose whole text is `text` and that hold no other element. */
const leavesWithText = (scope: Element, text: string) =>
  [...scope.querySelectorAll('*')].filter(
    (element) => element.children.length === 0 && textOf(element) === text,
  );

/**
 * The block of each campus in `campusIds`, inside `scope` (exported HTML), complete and in
 * `locale`; `where` names the page (or pages) in the messages. `phones` is the block's form of
 * its numbers: a call link each, or the footer's 'Mob.' line, '{phone} / {phone}', each number
 * a call link in it.
 */
export function expectContactBlocksInHtml(
  scope: Element,
  locale: Locale,
  campusIds: readonly CampusId[],
  where: string,
  phones: 'links' | 'mobile line' = 'links',
) {
  const { contactBlock: words } = contactWordsIn(locale);
  const campusContacts = campusContactsIn(locale);
  const campuses = campusesIn(locale);
  expect(
    scope.querySelectorAll('[data-testid="contact-block"]').length,
    `${where}: contact blocks`,
  ).toBe(campusIds.length);
  for (const campusId of campusIds) {
    const contact = campusContacts.find((c) => c.campusId === campusId)!;
    const campus = campuses.find((c) => c.campusId === campusId)!.name;
    const at = `${where}, ${campusId}`;
    const named = (template: string, number = '') =>
      template.replace('{campus}', campus).replace('{number}', number);
    const block = scope.querySelector(`[data-testid="contact-block"][data-campus="${campusId}"]`);
    expect(block, `${at}: its block`).not.toBeNull();
    const headings = allByRole(block!, 'heading');
    expect(headings.map(textOf), `${at}: heading`).toEqual([contact.heading]);
    expect(textOf(block), `${at}: address`).toContain(contact.address);
    const whatsapp = contact.whatsapp;
    expect(allByRole(block!, 'link'), `${at}: links`).toHaveLength(whatsapp ? 4 : 3);
    const numbers = [contact.phones.primary, contact.phones.secondary];
    if (phones === 'mobile line') {
      const line = [...block!.querySelectorAll('p')].find((p) =>
        textOf(p).startsWith(`${words.mobile} `),
      );
      expect(textOf(line), `${at}: the '${words.mobile}' line`).toBe(
        `${words.mobile} ${numbers.join(' / ')}`,
      );
      expect(
        [...line!.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        `${at}: the '${words.mobile}' line's links`,
      ).toEqual(numbers.map((number) => `tel:${number.replace(/\s/g, '')}`));
    }
    for (const number of numbers) {
      const call = byRole(block!, 'link', named(words.callName, number), at);
      expect(textOf(call), `${at}: call link`).toBe(number);
      expect(call.getAttribute('href'), `${at}: call link`).toBe(
        `tel:${number.replace(/\s/g, '')}`,
      );
    }
    const directions = byRole(block!, 'link', named(words.directionsName), at);
    expect(textOf(directions), `${at}: directions`).toBe(words.directions);
    const { lat, lng } = contact.location;
    expect(directions.getAttribute('href'), `${at}: directions`).toBe(directionsHref(lat, lng));
    expect(textOf(block), `${at}: plus code`).toContain(
      `${words.plusCode}: ${plusCodeOf(contact.location)}`,
    );
    // A sample is marked where it stands, and only a sample.
    const marks = leavesWithText(block!, words.sample);
    const samples = [whatsapp?.fictional, contact.location.fictional].filter(Boolean).length;
    expect(marks, `${at}: sample marks`).toHaveLength(samples);
    if (contact.location.fictional) {
      expect(marks.at(-1)!.parentElement, `${at}: the sample mark beside directions`).toBe(
        directions.parentElement,
      );
    }
    if (whatsapp) {
      const link = byRole(block!, 'link', named(words.whatsappName), at);
      expect(textOf(link), `${at}: WhatsApp`).toBe(words.whatsapp);
      expect(link.getAttribute('href'), `${at}: WhatsApp`).toBe(whatsapp.value);
      if (whatsapp.fictional) {
        expect(marks[0]!.parentElement, `${at}: the sample mark beside WhatsApp`).toBe(
          link.parentElement,
        );
      }
    }
  }
}

/**
 * Every sample mark of the blocks of `campusIds` in `scope` shows (the HTML says where each one
 * stands).
 */
export async function expectSampleMarksVisible(
  scope: Locator,
  locale: Locale,
  campusIds: readonly CampusId[],
) {
  const { contactBlock } = contactWordsIn(locale);
  const campusContacts = campusContactsIn(locale);
  const samples = campusContacts
    .filter((contact) => campusIds.includes(contact.campusId))
    .flatMap((contact) => [contact.whatsapp?.fictional, contact.location.fictional])
    .filter(Boolean).length;
  const marks = scope.getByTestId('contact-block').getByText(contactBlock.sample, { exact: true });
  await expect(marks).toHaveCount(samples);
  await expect(marks.filter({ visible: true })).toHaveCount(samples);
}

/** Every link of the blocks in `scope` is a thumb's target: at least 44 px tall and wide. */
export async function expectTouchTargets(scope: Locator) {
  const sizes = await scope
    .getByTestId('contact-block')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const { width, height } = link.getBoundingClientRect();
        return { link: link.getAttribute('href'), width, height };
      }),
    );
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) {
    expect(size.height, `${size.link} height`).toBeGreaterThanOrEqual(44);
    expect(size.width, `${size.link} width`).toBeGreaterThanOrEqual(44);
  }
}
