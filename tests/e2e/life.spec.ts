// Life at Aurora: highlights, counters, academic stats, programs,
// activities, actions and facilities.
import { lifeWords, visitWords } from '@/content/words-collections';
import type { Page } from '@playwright/test';
import { siteIn } from '@/lib/site/site';
import { routes } from '@/lib/routes/routes';
import { expect, gotoWithPausedClock, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { link, newTab, NEW_TAB, region, testIds, textsOf } from './html-names';
import { pageWordsIn } from '@/lib/i18n/words';

const { life } = pageWordsIn(lifeWords, 'en');
const { visit } = pageWordsIn(visitWords, 'en');

const site = siteIn('en');

const counterCards = (page: Page) => page.getByTestId('life-counter');
const counterValue = (page: Page, label: string) =>
  counterCards(page).filter({ hasText: label }).getByTestId('counter-value');

// Every section's texts and links are the exported HTML's (routes.spec.ts runs axe-core on it).
test('shows every section with its fixed figures and links', () => {
  const main = exportedDocument(routes.life).querySelector('main')!;
  expect(textOf(main.querySelector('h1'))).toBe(life.heading);
  const headings = (level: string) => textsOf(main, level);

  for (const highlight of life.highlights) expect(headings('h3')).toContain(highlight.title);

  // The four counters and their labels; the HTML carries the final figures, for search engines
  // and readers without JavaScript (the counters start from them at 0 once hydrated).
  const counters = testIds(main, 'life-counter');
  expect(counters).toHaveLength(4);
  const figures = [
    ['Results', '100%'],
    ['Activities', '50+'],
    ['Years of Excellence', '7+'],
    ['Successful Alumni', '1000+'],
  ] as const;
  for (const [i, [label, figure]] of figures.entries()) {
    expect(textOf(counters[i])).toContain(label);
    expect(textOf(testIds(counters[i]!, 'counter-value')[0])).toBe(figure);
  }
  for (const counter of life.counters) {
    expect(main.innerHTML).toContain(`>${counter.target}${counter.suffix}</span>`);
  }

  // 'Academic Excellence': 98% Board Results, 90% First Class, 'Enquire Now'.
  const academic = region(main, 'Academic Excellence');
  expect(textsOf(academic, 'li')).toEqual(['98%Board Results', '90%First Class']);
  expect(link(academic, 'Enquire Now').getAttribute('href')).toBe(life.academic.enquireHref);
  expect(main.ownerDocument.querySelectorAll(life.academic.enquireHref)).toHaveLength(1);

  // Programs: KG; Grade 1-5; Grade 6-8; Grade 9-10.
  const programs = testIds(main, 'life-program');
  expect(programs).toHaveLength(4);
  for (const [i, [title, grades]] of [
    ['Pre-Primary', 'KG'],
    ['Primary', 'Grade 1-5'],
    ['Middle', 'Grade 6-8'],
    ['High School', 'Grade 9-10'],
  ].entries()) {
    expect(textOf(programs[i]!.querySelector('h3'))).toBe(title);
    expect(textOf(programs[i])).toContain(grades);
  }

  // 'Beyond the Classroom': the four activity lists, each with its items.
  expect(headings('h2')).toContain('Beyond the Classroom');
  const activities = testIds(main, 'life-activity');
  expect(activities.map((activity) => textOf(activity.querySelector('h3')))).toEqual([
    'Sports & Athletics',
    'Performing Arts',
    'Clubs & Societies',
    'Visual Arts',
  ]);
  for (const [i, group] of life.activities.entries()) {
    expect(textsOf(activities[i]!, 'li')).toEqual(group.items);
  }

  // 'Apply Now' opens the external admission form in a new tab; 'Schedule a Visit' is a link
  // to /contact whose click opens the modal (visit.spec.ts).
  const apply = link(main, /^Apply Now/);
  expect(apply.getAttribute('href')).toBe(site.admissionFormUrl);
  expect(newTab(apply)).toEqual(NEW_TAB);
  expect(link(main, 'Schedule a Visit').getAttribute('href')).toBe(visit.contactHref);

  expect(headings('h2')).toContain('World-Class Facilities');
  expect(testIds(main, 'life-facility').map((f) => textOf(f.querySelector('h3, h2')))).toEqual(
    life.facilities.map((f) => f.title),
  );
});

test('counters count up from 0 once, when half visible, to the final figures; under reduced motion they show them at once', async ({
  page,
}) => {
  // Animation frames run only when the test moves the clock.
  await gotoWithPausedClock(page, routes.life);
  const alumni = counterValue(page, 'Successful Alumni');
  // Below the fold after hydration: waiting at 0.
  await expect(alumni).toHaveText('0+');
  await expect(alumni).not.toBeInViewport({ ratio: 0.5 });

  await alumni.scrollIntoViewIfNeeded();
  await expect(alumni).toBeInViewport({ ratio: 0.5 });
  // Half-way through its 2500 ms it is on its way up, neither 0 nor the final figure.
  await page.clock.runFor(1250);
  await expect(alumni).not.toHaveText('0+');
  await expect(alumni).not.toHaveText('1000+');
  await page.clock.runFor(1300);
  await expect(alumni).toHaveText('1000+');
  for (const [label, figure] of [
    ['Results', '100%'],
    ['Activities', '50+'],
    ['Years of Excellence', '7+'],
  ] as const) {
    await expect(counterValue(page, label)).toHaveText(figure);
  }

  // Once only: scrolling away and back leaves the final figure in place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(alumni).not.toBeInViewport();
  await alumni.scrollIntoViewIfNeeded();
  await page.clock.runFor(2500);
  await expect(alumni).toHaveText('1000+');

  // Under reduced motion, the page loaded afresh (the clock still paused): the final figure
  // below the fold, where it would otherwise be waiting at 0, and after it comes into view.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await expect(alumni).not.toBeInViewport({ ratio: 0.5 });
  await expect(alumni).toHaveText('1000+');
  await alumni.scrollIntoViewIfNeeded();
  await page.clock.runFor(100);
  await expect(alumni).toHaveText('1000+');
});
