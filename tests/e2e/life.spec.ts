// Life at Aurora: highlights, counters, academic stats, programs,
// activities, actions and facilities.
import type { Page } from '@playwright/test';
import { life } from '@/content/life';
import { site } from '@/content/site';
import { visit } from '@/content/visit';
import { routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, gotoWithPausedClock, test } from './fixtures';

const counterCards = (page: Page) => page.getByTestId('life-counter');
const counterValue = (page: Page, label: string) =>
  counterCards(page).filter({ hasText: label }).getByTestId('counter-value');

test('shows every section with its fixed figures and links', async ({ page }) => {
  await page.goto(routes.life);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(life.heading);

  for (const highlight of life.highlights) {
    await expect(main.getByRole('heading', { name: highlight.title, level: 3 })).toBeVisible();
  }

  // The four counters and their labels.
  await expect(counterCards(page)).toHaveCount(4);
  for (const [label, figure] of [
    ['Results', '100%'],
    ['Activities', '50+'],
    ['Years of Excellence', '7+'],
    ['Successful Alumni', '1000+'],
  ] as const) {
    await expect(counterCards(page).filter({ hasText: label })).toContainText(figure);
  }

  // 'Academic Excellence': 98% Board Results, 90% First Class, 'Enquire Now'.
  const academic = page.getByRole('region', { name: 'Academic Excellence' });
  await expect(academic.getByRole('listitem')).toHaveText(['98%Board Results', '90%First Class']);
  const enquire = academic.getByRole('link', { name: 'Enquire Now' });
  await expect(enquire).toHaveAttribute('href', life.academic.enquireHref);
  await expect(page.locator(life.academic.enquireHref)).toHaveCount(1);

  // Programs: KG; Grade 1-5; Grade 6-8; Grade 9-10.
  const programs = page.getByTestId('life-program');
  await expect(programs).toHaveCount(4);
  for (const [i, [title, grades]] of [
    ['Pre-Primary', 'KG'],
    ['Primary', 'Grade 1-5'],
    ['Middle', 'Grade 6-8'],
    ['High School', 'Grade 9-10'],
  ].entries()) {
    await expect(programs.nth(i).getByRole('heading', { level: 3 })).toHaveText(title ?? '');
    await expect(programs.nth(i)).toContainText(grades ?? '');
  }

  // 'Beyond the Classroom': the four activity lists, each with its items.
  await expect(main.getByRole('heading', { name: 'Beyond the Classroom', level: 2 })).toBeVisible();
  const activities = page.getByTestId('life-activity');
  await expect(activities.getByRole('heading', { level: 3 })).toHaveText([
    'Sports & Athletics',
    'Performing Arts',
    'Clubs & Societies',
    'Visual Arts',
  ]);
  for (const [i, group] of life.activities.entries()) {
    await expect(activities.nth(i).getByRole('listitem')).toHaveText(group.items);
  }

  // 'Apply Now' opens the external admission form in a new tab; 'Schedule a Visit' is a link
  // to /contact whose click opens the modal (the modal itself is tested in visit.spec.ts).
  const apply = main.getByRole('link', { name: /^Apply Now/ });
  await expect(apply).toHaveAttribute('href', site.admissionFormUrl);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  const scheduleVisit = main.getByRole('link', { name: 'Schedule a Visit' });
  await expect(scheduleVisit).toHaveAttribute('href', visit.contactHref);

  await expect(
    main.getByRole('heading', { name: 'World-Class Facilities', level: 2 }),
  ).toBeVisible();
  await expect(page.getByTestId('life-facility').getByRole('heading')).toHaveText(
    life.facilities.map((f) => f.title),
  );

  await expectNoAxeViolations(page);
});

test('counters count up from 0 once, when half visible, to the final figures', async ({
  page,
  request,
}) => {
  // The prerendered HTML carries the final figures, for search engines and readers without JS.
  const html = await (await request.get(routes.life)).text();
  for (const counter of life.counters) {
    expect(html).toContain(`>${counter.target}${counter.suffix}</span>`);
  }

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
});

test('under reduced motion the counters show their final figures at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoWithPausedClock(page, routes.life);
  const alumni = counterValue(page, 'Successful Alumni');
  // Below the fold after hydration: without reduced motion it would be waiting at 0 now.
  await expect(alumni).not.toBeInViewport({ ratio: 0.5 });
  await expect(alumni).toHaveText('1000+');
  await alumni.scrollIntoViewIfNeeded();
  await page.clock.runFor(100);
  await expect(alumni).toHaveText('1000+');
});
