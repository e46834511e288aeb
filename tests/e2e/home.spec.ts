import { homeWords, leadersWords } from '@/content/words-collections';
import { leadersIn } from '@/lib/home/home';
import { accoladesPageIn } from '@/lib/accolades/accolades';
import type { Page } from '@playwright/test';
import { siteIn } from '@/lib/site/site';
import { expect, gotoWithPausedClock, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { link, newTab, NEW_TAB, region, testIds, textsOf } from './html-names';
import { servedAlt } from '@/lib/images';
import { pageWordsIn } from '@/lib/i18n/words';

const { home } = pageWordsIn(homeWords, 'en');
const { leadersCarouselLabels } = pageWordsIn(leadersWords, 'en');

const site = siteIn('en');

const leaders = leadersIn('en');
const main = (page: Page) => page.locator('main');
const carousel = (page: Page) => page.getByTestId('leaders-carousel');
/** The slide on show: hidden slides are `visibility: hidden`, so only it has the role. */
const slide = (page: Page, n: number) => carousel(page).getByRole('group', { name: `${n} of 3` });
const leaderName = (page: Page, i: number) =>
  carousel(page).getByRole('heading', { name: leaders[i]!.name });
const prev = (page: Page) => page.getByRole('button', { name: leadersCarouselLabels.previous });
const next = (page: Page) => page.getByRole('button', { name: leadersCarouselLabels.next });

async function expectSlide(page: Page, n: number) {
  await expect(slide(page, n)).toBeVisible();
  await expect(leaderName(page, n - 1)).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: /^Message \d:/ })).toHaveCount(3);
  await expect(
    carousel(page).getByRole('button', { name: new RegExp(`^Message ${n}:`) }),
  ).toHaveAttribute('aria-current', 'true');
}

// The texts, figures and links are the exported HTML's (routes.spec.ts runs axe-core on Home).
test('Home shows its fixed texts, figures and links', () => {
  const main = exportedDocument('/').querySelector('main')!;
  expect(textOf(main.querySelector('h1'))).toBe(home.hero.heading);

  // The hero photo is the LCP element: loaded eagerly and first.
  const hero = main.querySelector('img')!;
  expect(hero.getAttribute('src')).toBe(home.hero.image.src);
  expect(hero.getAttribute('loading')).toBe('eager');
  expect(hero.getAttribute('fetchpriority')).toBe('high');

  expect(link(main, 'Join Us Today').getAttribute('href')).toBe('/admissions');
  const texts = textsOf(main, 'li, p, span');
  for (const feature of home.about.features) expect(texts).toContain(feature);
  expect(link(main, 'Our Story').getAttribute('href')).toBe('/about');
  expect(link(main, 'Explore Our Campuses').getAttribute('href')).toBe('/campuses');

  // 7+ years, 6000+ students, 400+ faculty, 35:1, 100% parent satisfaction, 30+ clubs.
  const stats = textsOf(region(main, home.statsHeading), 'li');
  const figures = [
    /^7\+\s*Years/,
    /^6000\+\s*Students/,
    /^400\+\s*Faculty/,
    /^35:1\s*Student-Teacher Ratio/,
    /^100%\s*Parent Satisfaction/,
    /^30\+\s*Clubs/,
  ];
  expect(stats).toHaveLength(figures.length);
  for (const [i, figure] of figures.entries()) expect(stats[i]).toMatch(figure);

  const why = region(main, home.whyFamilies.heading);
  expect(textsOf(why, 'h3')).toEqual([
    'Philosophy',
    'Smart Learning',
    'Expert Mentors',
    'Brain Power',
    'Beyond Classroom',
    'Parents Club',
  ]);
  // Screen readers always get the lists (sighted visitors see them on demand: below).
  expect(textsOf(testIds(why, 'why-card-bullets')[1]!, 'li')).toEqual(
    home.whyFamilies.cards[1]!.bullets!,
  );

  expect(region(main, home.leadersHeading).getAttribute('aria-roledescription')).toBe('carousel');

  // 'Apply Now' in the hero (a phone's first screen) and at the foot of the page: the form.
  const applyLinks = [...main.querySelectorAll('a[href]')].filter((a) =>
    /^Apply Now/.test(textOf(a)),
  );
  expect(applyLinks).toHaveLength(2);
  for (const apply of applyLinks) {
    expect(apply.getAttribute('href')).toBe(site.admissionFormUrl);
    expect(newTab(apply)).toEqual(NEW_TAB);
  }
});

// Hover and keyboard at 1280 px; touch at 375 px.
test("the leaders carousel auto-advances every 8 s, wraps, and pauses on hover and focus; the 'Why Families Choose' bullets show on hover and on keyboard focus; under reduced motion the carousel stays still; a leader photo that fails to load is replaced by the placeholder", async ({
  page,
  pageGuard,
}) => {
  await gotoWithPausedClock(page, '/');
  await page.mouse.move(5, 5);
  const slides = carousel(page).locator('[aria-live]');

  await expectSlide(page, 1);
  await expect(slides).toHaveAttribute('aria-live', 'off');
  await expect(prev(page)).toBeDisabled();
  await expect(next(page)).toBeEnabled();
  await page.clock.runFor(7900);
  await expectSlide(page, 1);
  await page.clock.runFor(100);
  await expectSlide(page, 2);
  await expect(prev(page)).toBeEnabled();
  await page.clock.runFor(8000);
  await expectSlide(page, 3);
  await expect(next(page)).toBeDisabled();
  await page.clock.runFor(8000);
  await expectSlide(page, 1);

  // Hovering pauses it; leaving starts a full interval again.
  await carousel(page).hover();
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(20000);
  await expectSlide(page, 1);
  await next(page).click();
  await expectSlide(page, 2);
  await page.mouse.move(5, 5);
  await page.clock.runFor(7900);
  await expectSlide(page, 2);
  await page.clock.runFor(100);
  await expectSlide(page, 3);

  // Keyboard focus inside pauses it too.
  await page.getByRole('button', { name: leadersCarouselLabels.stopRotation }).focus();
  await page.keyboard.press('Tab');
  await expect(prev(page)).toBeFocused();
  await page.clock.runFor(20000);
  await expectSlide(page, 3);
  await page.keyboard.press('Enter');
  await expectSlide(page, 2);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // the first dot
  await expectSlide(page, 1);
  await expect(prev(page)).toBeDisabled();

  // The rotation control stops it for good.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: leadersCarouselLabels.stopRotation }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(20000);
  await expectSlide(page, 1);
  await expect(slides).toHaveAttribute('aria-live', 'polite');

  // The bullets: screen readers always get the lists (the HTML test above); sighted visitors
  // see them on hover and on keyboard focus.
  const cards = page.getByTestId('why-card');
  const bullets = page.getByTestId('why-card-bullets');
  await expect(cards).toHaveCount(6);
  await expect(bullets.nth(1)).toHaveCSS('opacity', '0');
  await cards.nth(1).hover();
  await expect(bullets.nth(1)).toHaveCSS('opacity', '1');
  await page.mouse.move(5, 5);
  await expect(bullets.nth(1)).toHaveCSS('opacity', '0');

  // Tab from the last link before the cards lands on the first card, then the next.
  await main(page)
    .getByRole('link', { name: accoladesPageIn('en').results.link })
    .focus();
  await page.keyboard.press('Tab');
  await expect(cards.nth(0)).toBeFocused();
  await expect(bullets.nth(0)).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(cards.nth(1)).toBeFocused();
  await expect(bullets.nth(0)).toHaveCSS('opacity', '0');
  await expect(bullets.nth(1)).toHaveCSS('opacity', '1');

  // Under reduced motion, the page loaded afresh (the clock still paused) with every leader's
  // photo failing: the carousel stays still and offers no rotation control; the arrows work;
  // each photo is replaced by the placeholder.
  pageGuard.allow(/^request failed: \S+\/images\/leaders\/\S+ net::ERR_FAILED$/);
  pageGuard.allow(/^console error: Failed to load resource: net::ERR_FAILED$/);
  await page.route('**/images/leaders/**', (route) => route.abort());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await page.mouse.move(5, 5);
  await expectSlide(page, 1);
  await page.clock.runFor(40000);
  await expectSlide(page, 1);
  await expect(page.getByRole('button', { name: leadersCarouselLabels.stopRotation })).toHaveCount(
    0,
  );
  await next(page).click();
  await expectSlide(page, 2);

  await carousel(page).scrollIntoViewIfNeeded();
  for (const leader of leaders) {
    await expect(page.locator(`img[alt="${servedAlt(leader.image)}"]`)).toHaveAttribute(
      'src',
      site.placeholderImage.src,
    );
  }
  await expect(slide(page, 2).getByRole('img')).toBeVisible();
});

// Touch at 375 px: a mouse would pause the carousel by hovering.
test(
  "a tap on the carousel's arrows or dots restarts the 8-second timer; a tap shows a card's bullets",
  { tag: '@mobile' },
  async ({ page }) => {
    await gotoWithPausedClock(page, '/');
    await carousel(page).scrollIntoViewIfNeeded();
    await page.clock.runFor(6000);
    await next(page).tap();
    await expectSlide(page, 2);
    await page.clock.runFor(6000);
    await expectSlide(page, 2);
    await page.clock.runFor(2000);
    await expectSlide(page, 3);
    await page.clock.runFor(5000);
    await carousel(page)
      .getByRole('button', { name: /^Message 1:/ })
      .tap();
    await expectSlide(page, 1);
    await page.clock.runFor(7900);
    await expectSlide(page, 1);
    await page.clock.runFor(100);
    await expectSlide(page, 2);

    const cards = page.getByTestId('why-card');
    const bullets = page.getByTestId('why-card-bullets');
    await cards.nth(4).scrollIntoViewIfNeeded();
    await expect(bullets.nth(4)).toHaveCSS('opacity', '0');
    await cards.nth(4).tap();
    await expect(bullets.nth(4)).toHaveCSS('opacity', '1');
    await cards.nth(5).tap();
    await expect(bullets.nth(4)).toHaveCSS('opacity', '0');
    await expect(bullets.nth(5)).toHaveCSS('opacity', '1');
  },
);
