// Admissions: the fixed hero texts, the six steps in order, benefits and facilities, the classes
// by date of birth, the documents, the season's dates and the RTE seats, read from the exported
// HTML in three languages (routes.spec.ts runs axe-core on the page at 375 and 1280 px); in a
// browser, a facility photo's fallback and the date-of-birth checker, which answers as the table
// does and sends nothing.
import { admissionsWords } from '@/content/words-collections';
import { admissionYearIn, admissionsWordsIn } from '@/lib/admissions/admissions';
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { visitIn } from '@/lib/visit/visit';
import { siteIn } from '@/lib/site/site';
import { routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { allNamed, newTab, NEW_TAB, region, testIds, textsOf } from './html-names';
import { breakImages, hasLoaded } from './stock-photos';
import { servedAlt } from '@/lib/images';
import { birthRangeOf, taughtAt } from '@/lib/admissions/age-rule';
import { formatPostDate } from '@/lib/blog/post-date';
import { intlLocale, localePath, locales } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';
import { eventDateText } from '@/lib/calendar/calendar';
import { schoolEventsIn } from '@/lib/calendar/school-events';

const { admissions } = pageWordsIn(admissionsWords, 'en');

const site = siteIn('en');

const rule = admissionYearIn('en')!;

test('shows the hero, the six steps in order, benefits, facilities and the call to action', () => {
  const main = exportedDocument(routes.admissions).querySelector('main')!;
  // These texts are fixed, word for word.
  expect(textOf(main.querySelector('h1'))).toBe('Admissions Open');
  const texts = textsOf(main, 'p, span, div');
  expect(texts).toContain(`For Academic Year ${rule.academicYear}`);
  expect(texts).toContain('Limited seats available for Pre-Primary to Grade 10');

  const steps = testIds(region(main, 'Admission Process'), 'admission-step');
  expect(steps.map((step) => textOf(step.querySelector('h3')))).toEqual([
    'Inquiry',
    'Campus Tour',
    'Application',
    'Assessment',
    'Interview',
    'Enrollment',
  ]);
  for (const [i, step] of steps.entries()) expect(textOf(step)).toContain(String(i + 1));

  const benefits = region(main, admissions.benefits.heading);
  expect(textOf(benefits.querySelector('h2'))).toContain('Why Choose');
  expect(textsOf(benefits, 'li')).toEqual(admissions.benefits.items);

  const facilities = testIds(region(main, 'Our Facilities'), 'admission-facility');
  expect(facilities).toHaveLength(6);
  for (const [i, facility] of admissions.facilities.entries()) {
    expect(textOf(facilities[i]!.querySelector('h3, h2'))).toBe(facility.title);
    const image = facilities[i]!.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe(servedAlt(facility.image));
    expect(image.getAttribute('loading')).toBe('lazy');
  }

  // 'Apply Now' in the hero and the call to action: the external form, in a new tab.
  const cta = region(main, 'Ready to Join Our Community?');
  const applyLinks = allNamed(main, 'a[href]', /^Apply Now/);
  expect(applyLinks).toHaveLength(2);
  expect(allNamed(cta, 'a[href]', /^Apply Now/)).toHaveLength(1);
  for (const apply of applyLinks) {
    expect(apply.getAttribute('href')).toBe(site.admissionFormUrl);
    expect(newTab(apply)).toEqual(NEW_TAB);
  }

  // The hero photo is the first image: eager.
  expect(main.querySelector('img')?.getAttribute('loading')).toBe('eager');
});

test('a facility photo that fails to load falls back to the local hero image', async ({
  page,
  pageGuard,
}) => {
  await breakImages(page, pageGuard, /\/images\/facilities\/library/);
  await page.goto(routes.admissions);
  const library = admissions.facilities.find((f) => f.title === 'Library')!;
  const image = page.getByRole('img', { name: servedAlt(library.image) });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', admissions.facilityFallbackImage);
  await expect(image).toHaveAttribute('data-fallback', 'true');
  await expect.poll(() => image.evaluate(hasLoaded)).toBe(true);
  // The others keep their own photos.
  const science = admissions.facilities.find((f) => f.title === 'Science Labs')!;
  await expect(page.getByRole('img', { name: servedAlt(science.image) })).toHaveAttribute(
    'src',
    science.image.src,
  );
});

for (const locale of locales) {
  test(`${locale}: the classes by date of birth, what to bring, the season and the RTE seats, as HTML`, () => {
    const { admissionsByAge: words } = admissionsWordsIn(locale);
    const admissionYear = admissionYearIn(locale);
    const campuses = campusesIn(locale);
    const campusContacts = campusContactsIn(locale);
    const main = exportedDocument(localePath(locale, routes.admissions)).querySelector('main')!;
    const day = (iso: string) => formatPostDate(iso, intlLocale[locale]);
    const table = region(main, words.heading).querySelector('table')!;
    expect(textOf(table.querySelector('caption'))).toContain(rule.academicYear);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map(textOf),
    );
    // A row per class: its name, its first and last dates of birth, in the page's language, and
    // the campuses that teach it.
    const shortNames = new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' });
    const campusesOf = (ids: readonly string[] | undefined) =>
      ids?.length
        ? shortNames.format(
            campusContacts.filter((c) => ids.includes(c.campusId)).map((c) => c.shortName),
          )
        : words.everyCampus;
    expect(rows).toEqual(
      admissionYear!.classes.map((item) => {
        const { earliest, latest } = birthRangeOf(item, rule.cutoff);
        return [
          item.name,
          earliest ? day(earliest) : words.noEarliest,
          day(latest),
          campusesOf(item.campuses),
        ];
      }),
    );
    // The checker needs JavaScript: none of it is in the HTML.
    expect(main.querySelector('input[type="date"]')).toBeNull();
    expect(textOf(main)).not.toContain(words.checkerHeading);
    // What to bring, for every class or from a class up.
    const documents = textsOf(region(main, words.documentsHeading), 'li');
    expect(documents).toHaveLength(admissionYear!.documents.length);
    expect(documents.at(-1)).toContain(
      admissionYear!.classes.find((c) => c.id === 'class-2')!.name,
    );
    // The season's dates come from the calendar: its admissions dates not over at the build
    // (the last of them, in date order), each with its days, title and place, marked as samples
    // while they are the demo's; and a link to the whole calendar.
    const season = region(main, words.datesHeading);
    const seasonDates = schoolEventsIn(locale).filter((event) => event.category === 'admissions');
    const listed = textsOf(season, 'li[data-last-day]');
    expect(listed.length, 'the sample calendar still has admission dates to come').toBeGreaterThan(
      0,
    );
    expect(listed).toEqual(
      seasonDates
        .slice(seasonDates.length - listed.length)
        .map(
          (event) =>
            `${eventDateText(event, intlLocale[locale]).replace(/\s+/g, ' ')}: ${event.title} ${event.location}`,
        ),
    );
    expect(textOf(season)).toContain(words.datesSample);
    expect(textsOf(season, 'a')).toContain(words.datesFromCalendar);
    // The RTE campuses with their offices.
    const rte = region(main, words.rteHeading);
    expect(textOf(rte)).toContain(admissionYear!.rte.statement);
    expect(textOf(rte)).toContain(rule.rte.portal);
    for (const id of rule.rte.campuses) {
      const name = campuses.find((campus) => campus.campusId === id)!.name;
      const item = textsOf(rte, 'li').find((text) => text.startsWith(name));
      expect(item, name).toBeDefined();
      expect(rte.querySelector('a[href^="tel:"]')).not.toBeNull();
    }
  });
}

test('the checker answers each class as its row of the table does, and sends the date nowhere', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto(routes.admissions);
  const { admissionsByAge: words } = admissionsWordsIn('en');
  const field = page.getByLabel(words.birthLabel);
  const status = page.getByRole('status').filter({ has: page.locator('p') });
  const visit = visitIn('en');
  const campuses = campusesIn('en');
  const offered = page.getByRole('status').getByRole('listitem');
  const typed: string[] = [];
  for (const row of await page.locator('tbody tr[data-class]').all()) {
    const name = await row.locator('th').innerText();
    const latest = await row.locator('td time').last().getAttribute('datetime');
    typed.push(latest!);
    await field.fill(latest!);
    await page.getByRole('button', { name: words.checkLabel }).click();
    await expect(page.getByRole('status').locator('p').first()).toHaveText(
      `Born on ${formatPostDate(latest!, 'en-IN')}: ${name}, for the academic year ${rule.academicYear}.`,
    );
    // With a class, the visit form of each campus that teaches it, named beside it.
    const id = await row.getAttribute('data-class');
    const item = rule.classes.find((c) => c.id === id)!;
    await expect(offered).toHaveText(
      campuses
        .filter((campus) => taughtAt(item, campus.campusId))
        .map((campus) => new RegExp(`^${campus.name}\\s*${visit.openLabel}$`)),
    );
  }
  // Too young for the youngest class: from which year.
  await field.fill(rule.cutoff);
  await page.getByRole('button', { name: words.checkLabel }).click();
  await expect(status).toContainText('too young for Pre-Nursery');
  const dates = [...typed, rule.cutoff].flatMap((iso) => [iso, formatPostDate(iso, 'en-IN')]);
  for (const request of requests) {
    for (const date of dates) expect(request).not.toContain(encodeURIComponent(date));
    for (const date of dates) expect(request).not.toContain(date);
  }
});
