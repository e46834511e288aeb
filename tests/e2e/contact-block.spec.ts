// The school one tap away: each campus page, the campus list and the footer give every campus's
// contact block, in English, Marathi and Hindi, its links exactly as the content gives them. The
// block is plain HTML, the same with or without JavaScript: its content is read from the
// exported HTML (the footer's, of every page: footer.spec.ts). A browser checks that nothing
// leaves it until a link is tapped, that its sample marks show, and its links' size on a phone
// (without JavaScript: contact-block.no-javascript.spec.ts). axe-core on the campus page and the
// campus list at 1280 and 375 px, in every language: routes.spec.ts and no-javascript.spec.ts.
import { contactWordsIn } from '@/lib/contact/contact';
import { campusesIn, campusesWordsIn } from '@/lib/campuses/campuses';
import { campusIds } from '@/content/ids';
import { localeNames, localePath, locales, type Locale } from '@/lib/i18n/locales';
import { campusPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import {
  expectContactBlocksInHtml,
  expectSampleMarksVisible,
  expectTouchTargets,
} from './contact-blocks';
import { exportedPart } from './exported-parts';
import { expect, isMobile } from './fixtures';
import { byRole } from './html-roles';
import { test } from './privacy';

/** The campus page's contact band's name in `locale`. */
function contactHeading(locale: Locale, campusId: string) {
  const { contactBlock } = contactWordsIn(locale);
  const campuses = campusesIn(locale);
  const name = campuses.find((campus) => campus.campusId === campusId)!.name;
  return fillTemplate(contactBlock.heading, { campus: name });
}

/** The campus page's contact band, found by its heading in `locale`. */
const contactSection = (page: import('@playwright/test').Page, locale: Locale, campusId: string) =>
  page.getByRole('region', { name: contactHeading(locale, campusId) });

for (const locale of locales) {
  test(`${localeNames[locale]}: each campus page gives its campus's contact block, the campus list every campus's (HTML)`, () => {
    for (const campusId of campusIds) {
      const path = localePath(locale, campusPath(campusId));
      const section = byRole(
        exportedPart(path, 'main'),
        'region',
        contactHeading(locale, campusId),
        path,
      );
      expectContactBlocksInHtml(section, locale, [campusId], path);
    }
    const path = localePath(locale, routes.campuses);
    const heading = campusesWordsIn(locale).campusesPage.contactHeading;
    const region = byRole(exportedPart(path, 'main'), 'region', heading, path);
    expectContactBlocksInHtml(region, locale, campusIds, path);
  });
}

test('a campus page sends nothing anywhere while its contact links wait to be tapped, and shows its sample marks', async ({
  reusedPage: page,
  watchPrivacy,
}) => {
  const privacy = await watchPrivacy(page);
  await page.goto(campusPath('city'));
  const section = contactSection(page, 'en', 'city');
  await expectSampleMarksVisible(section, 'en', ['city']);
  await expectSampleMarksVisible(page.getByRole('contentinfo'), 'en', campusIds);
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('link', { name: /WhatsApp/ }).hover();
  await privacy.expectNothingKept();
});

test('the contact links are thumb-sized on a phone, on the campus page and in the footer, and the sample marks show @mobile', async ({
  page,
}) => {
  expect(isMobile(page)).toBe(true);
  await page.goto(localePath('mr', campusPath('airport')));
  const section = contactSection(page, 'mr', 'airport');
  await expectTouchTargets(section);
  await expectTouchTargets(page.getByRole('contentinfo'));
  await expectSampleMarksVisible(section, 'mr', ['airport']);
  await expectSampleMarksVisible(page.getByRole('contentinfo'), 'mr', campusIds);
  // Nothing in the block is wider than the phone's screen.
  const overflow = await page
    .getByTestId('contact-block')
    .evaluateAll(
      (blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth).length,
    );
  expect(overflow).toBe(0);
});
