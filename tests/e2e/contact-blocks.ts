// What every campus's contact block must show, read from the content the site reads (the
// campus contacts through their loader, the block's words in the page's language): the campus's
// heading and address, a tel: link per number named 'Call {campus}: {number}', the WhatsApp
// link, directions as a geo: link at the campus's coordinates named with its address, the plus
// code, and a visible sample mark beside each value the school has not given yet.
import type { Locator } from '@playwright/test';
import type { CampusId } from '@/content/schema';
import { plusCodeOf } from '@/lib/geo';
import { contentIn } from '@/lib/i18n/content';
import type { Locale } from '@/lib/i18n/locales';
import { expect } from './fixtures';

/** A campus's directions as a maps app reads them: the coordinates, named with the address. */
function directionsHref(lat: number, lng: number, address: string) {
  const name = encodeURIComponent(address).replaceAll('(', '%28').replaceAll(')', '%29');
  return `geo:${lat},${lng}?q=${lat},${lng}(${name})`;
}

/** The block of each campus in `campusIds`, inside `scope`, complete and in `locale`. */
export async function expectContactBlocks(
  scope: Locator,
  locale: Locale,
  campusIds: readonly CampusId[],
) {
  const { campusContacts, campuses, contactBlock: words } = contentIn(locale);
  await expect(scope.getByTestId('contact-block')).toHaveCount(campusIds.length);
  for (const campusId of campusIds) {
    const contact = campusContacts.find((c) => c.campusId === campusId)!;
    const campus = campuses.find((c) => c.campusId === campusId)!.name;
    const named = (template: string, number = '') =>
      template.replace('{campus}', campus).replace('{number}', number);
    const block = scope.locator(`[data-testid="contact-block"][data-campus="${campusId}"]`);
    await expect(block.getByRole('heading')).toHaveText(contact.heading);
    await expect(block).toContainText(contact.address);
    const links = block.getByRole('link');
    const whatsapp = contact.whatsapp;
    await expect(links).toHaveCount(whatsapp ? 4 : 3);
    for (const number of [contact.phones.primary, contact.phones.secondary]) {
      const call = block.getByRole('link', { name: named(words.callName, number), exact: true });
      await expect(call).toHaveText(number);
      await expect(call).toHaveAttribute('href', `tel:${number.replace(/\s/g, '')}`);
    }
    const directions = block.getByRole('link', { name: named(words.directionsName), exact: true });
    await expect(directions).toHaveText(words.directions);
    const { lat, lng } = contact.location;
    await expect(directions).toHaveAttribute('href', directionsHref(lat, lng, contact.address));
    await expect(block).toContainText(`${words.plusCode}: ${plusCodeOf(contact.location)}`);
    // A sample is marked where it stands, and only a sample.
    const marks = block.getByText(words.sample, { exact: true });
    const samples = [whatsapp?.fictional, contact.location.fictional].filter(Boolean).length;
    await expect(marks).toHaveCount(samples);
    if (contact.location.fictional) await expect(marks.last()).toBeVisible();
    if (whatsapp) {
      const link = block.getByRole('link', { name: named(words.whatsappName), exact: true });
      await expect(link).toHaveText(words.whatsapp);
      await expect(link).toHaveAttribute('href', whatsapp.value);
      if (whatsapp.fictional) await expect(marks.first()).toBeVisible();
    }
  }
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
