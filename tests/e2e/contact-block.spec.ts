// The school one tap away, with JavaScript: each campus page, the campus list and the footer give
// every campus's contact block, in English and Marathi, its links exactly as the content gives
// them; nothing leaves the browser until a link is tapped; axe-core at 1280 and 375 px.
import { campusIds } from '@/content/ids';
import { contentIn } from '@/lib/i18n/content';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { campusPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expectContactBlocks, expectTouchTargets } from './contact-blocks';
import { expect, expectNoAxeViolationsAtBothWidths, isMobile } from './fixtures';
import { test } from './privacy';

const LOCALES: Locale[] = ['en', 'mr'];

/** The campus page's contact band, found by its heading in `locale`. */
function contactSection(page: import('@playwright/test').Page, locale: Locale, campusId: string) {
  const { contactBlock, campuses } = contentIn(locale);
  const name = campuses.find((campus) => campus.campusId === campusId)!.name;
  return page.getByRole('region', { name: fillTemplate(contactBlock.heading, { campus: name }) });
}

for (const locale of LOCALES) {
  for (const campusId of campusIds) {
    test(`${locale}: the ${campusId} campus page and its footer give every contact link`, async ({
      page,
    }) => {
      await page.goto(localePath(locale, campusPath(campusId)));
      await expectContactBlocks(contactSection(page, locale, campusId), locale, [campusId]);
      const footer = page.getByRole('contentinfo');
      const campusesLabel = contentIn(locale).footer.campusesLabel;
      await expectContactBlocks(
        footer.getByRole('region', { name: campusesLabel }),
        locale,
        campusIds,
      );
    });
  }

  test(`${locale}: the campus list gives every campus's contact block`, async ({ page }) => {
    await page.goto(localePath(locale, routes.campuses));
    const heading = contentIn(locale).campusesPage.contactHeading;
    await expectContactBlocks(page.getByRole('region', { name: heading }), locale, campusIds);
  });
}

test('a campus page sends nothing anywhere while its contact links wait to be tapped @both', async ({
  page,
  watchPrivacy,
}) => {
  const privacy = await watchPrivacy(page);
  await page.goto(campusPath('city'));
  const section = contactSection(page, 'en', 'city');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('link', { name: /WhatsApp/ }).hover();
  await privacy.expectNothingKept();
});

test('the contact links are thumb-sized on a phone, on the campus page and in the footer @mobile', async ({
  page,
}) => {
  expect(isMobile(page)).toBe(true);
  await page.goto(localePath('mr', campusPath('airport')));
  await expectTouchTargets(contactSection(page, 'mr', 'airport'));
  await expectTouchTargets(page.getByRole('contentinfo'));
  // Nothing in the block is wider than the phone's screen.
  const overflow = await page
    .getByTestId('contact-block')
    .evaluateAll(
      (blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth).length,
    );
  expect(overflow).toBe(0);
});

test('axe-core finds nothing on a campus page at 1280 and 375 px, in Marathi and Hindi', async ({
  page,
}) => {
  for (const locale of ['mr', 'hi'] as const) {
    await page.goto(localePath(locale, campusPath('osmanpura')));
    await contactSection(page, locale, 'osmanpura').scrollIntoViewIfNeeded();
    await expectNoAxeViolationsAtBothWidths(page);
  }
});
