// The school one tap away with JavaScript off (the nojs projects): the contact blocks on each
// campus page and in the footer are plain links, in English and Marathi, exactly as the content
// gives them; axe-core at 1280 and 375 px on a campus page.
import { campusIds } from '@/content/ids';
import { contentIn } from '@/lib/i18n/content';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { campusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expectContactBlocks, expectTouchTargets } from './contact-blocks';
import { expectNoAxeViolationsAtBothWidths, isMobile, test } from './fixtures';

const LOCALES: Locale[] = ['en', 'mr'];

for (const locale of LOCALES) {
  for (const campusId of campusIds) {
    test(`${locale}: without JavaScript the ${campusId} campus page and the footer give every contact link @both`, async ({
      page,
    }) => {
      await page.goto(localePath(locale, campusPath(campusId)));
      const { contactBlock, campuses, footer } = contentIn(locale);
      const name = campuses.find((campus) => campus.campusId === campusId)!.name;
      const section = page.getByRole('region', {
        name: fillTemplate(contactBlock.heading, { campus: name }),
      });
      await expectContactBlocks(section, locale, [campusId]);
      const campusesInFooter = page
        .getByRole('contentinfo')
        .getByRole('region', { name: footer.campusesLabel });
      await expectContactBlocks(campusesInFooter, locale, campusIds);
      if (isMobile(page)) {
        await expectTouchTargets(section);
        await expectTouchTargets(campusesInFooter);
      }
    });
  }
}

test('without JavaScript, axe-core finds nothing on a campus page at 1280 and 375 px', async ({
  page,
}) => {
  for (const locale of ['en', 'mr'] as const) {
    await page.goto(localePath(locale, campusPath('city')));
    await expectNoAxeViolationsAtBothWidths(page);
  }
});
