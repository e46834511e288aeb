// The school one tap away with JavaScript off (the nojs projects): the contact blocks are plain
// links in the prerendered HTML, whose content contact-block.spec.ts and footer.spec.ts read
// for every campus page, the campus list and every page's footer. Here, without scripts: their
// sample marks show at 1280 and 375 px, and at 375 px their links are thumb-sized, on a campus
// page and in the footer. (axe-core on the campus page at 1280 and 375 px, in every language:
// no-javascript.spec.ts.)
import { contactWordsIn } from '@/lib/contact/contact';
import { campusesIn } from '@/lib/campuses/campuses';
import { campusIds } from '@/content/ids';
import { campusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { expectSampleMarksVisible, expectTouchTargets } from './contact-blocks';
import { PHONE_VIEWPORT, test } from './fixtures';

test('without JavaScript the sample marks show at 1280 and 375 px and the contact links are thumb-sized on a phone, on a campus page and in the footer', async ({
  reusedPage: page,
}) => {
  await page.goto(campusPath('city'));
  const { contactBlock } = contactWordsIn('en');
  const campuses = campusesIn('en');
  const name = campuses.find((campus) => campus.campusId === 'city')!.name;
  const section = page.getByRole('region', {
    name: fillTemplate(contactBlock.heading, { campus: name }),
  });
  const footer = page.getByRole('contentinfo');
  await expectSampleMarksVisible(section, 'en', ['city']);
  await expectSampleMarksVisible(footer, 'en', campusIds);
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await expectTouchTargets(section);
    await expectTouchTargets(footer);
    await expectSampleMarksVisible(section, 'en', ['city']);
    await expectSampleMarksVisible(footer, 'en', campusIds);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
});
