import type { Page } from '@playwright/test';
import { home } from '@/content/home';
import { leaders, leadersCarouselLabels } from '@/content/leaders';
import { site } from '@/content/site';
import { expect, expectNoAxeViolations, gotoWithPausedClock, test } from './fixtures';
import { servedAlt } from '@/lib/images';

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

test('Home shows its fixed texts, figures and links, and passes axe-core', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);

  // The hero photo is the LCP element: loaded eagerly and first.
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('src', home.hero.image.src);
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');

  await expect(main(page).getByRole('link', { name: 'Join Us Today' })).toHaveAttribute(
    'href',
    '/admissions',
  );
  for (const feature of home.about.features) {
    await expect(main(page).getByText(feature, { exact: true })).toBeVisible();
  }
  await expect(main(page).getByRole('link', { name: 'Our Story' })).toHaveAttribute(
    'href',
    '/about',
  );
  await expect(main(page).getByRole('link', { name: 'Explore Our Campuses' })).toHaveAttribute(
    'href',
    '/campuses',
  );

  // 7+ years, 6000+ students, 400+ faculty, 35:1, 100% parent satisfaction, 30+ clubs.
  const stats = page.getByRole('region', { name: home.statsHeading }).getByRole('listitem');
  await expect(stats).toHaveText([
    /^7\+\s*Years/,
    /^6000\+\s*Students/,
    /^400\+\s*Faculty/,
    /^35:1\s*Student-Teacher Ratio/,
    /^100%\s*Parent Satisfaction/,
    /^30\+\s*Clubs/,
  ]);

  const why = page.getByRole('region', { name: home.whyFamilies.heading });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    'Philosophy',
    'Smart Learning',
    'Expert Mentors',
    'Brain Power',
    'Beyond Classroom',
    'Parents Club',
  ]);

  await expect(page.getByRole('region', { name: home.leadersHeading })).toHaveAttribute(
    'aria-roledescription',
    'carousel',
  );

  const apply = main(page).getByRole('link', { name: /^Apply Now/ });
  await expect(apply).toHaveAttribute('href', site.admissionFormUrl);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');

  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: 'Join Us Today' }).click();
  await expect(page).toHaveURL('/admissions');
});

// Hover and keyboard at 1280 px; tap at 375 px.
test("'Why Families Choose' bullets show on hover and on keyboard focus", async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('why-card');
  const bullets = page.getByTestId('why-card-bullets');
  await expect(cards).toHaveCount(6);

  // Screen readers always get the lists; sighted visitors see them on demand.
  await expect(bullets.nth(1).getByRole('listitem')).toHaveText(
    home.whyFamilies.cards[1]!.bullets!,
  );
  await expect(bullets.nth(1)).toHaveCSS('opacity', '0');
  await cards.nth(1).hover();
  await expect(bullets.nth(1)).toHaveCSS('opacity', '1');
  await page.mouse.move(5, 5);
  await expect(bullets.nth(1)).toHaveCSS('opacity', '0');

  // Tab from the last link before the cards lands on the first card, then the next.
  await main(page).getByRole('link', { name: 'Explore Our Campuses' }).focus();
  await page.keyboard.press('Tab');
  await expect(cards.nth(0)).toBeFocused();
  await expect(bullets.nth(0)).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(cards.nth(1)).toBeFocused();
  await expect(bullets.nth(0)).toHaveCSS('opacity', '0');
  await expect(bullets.nth(1)).toHaveCSS('opacity', '1');
});

test("'Why Families Choose' bullets show on tap", { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('why-card');
  const bullets = page.getByTestId('why-card-bullets');
  await cards.nth(4).scrollIntoViewIfNeeded();
  await expect(bullets.nth(4)).toHaveCSS('opacity', '0');
  await cards.nth(4).tap();
  await expect(bullets.nth(4)).toHaveCSS('opacity', '1');
  await cards.nth(5).tap();
  await expect(bullets.nth(4)).toHaveCSS('opacity', '0');
  await expect(bullets.nth(5)).toHaveCSS('opacity', '1');
});

test('the leaders carousel auto-advances every 8 s, wraps, and pauses on hover and focus', async ({
  page,
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
});

// Touch at 375 px: a mouse would pause the carousel by hovering.
test(
  'a tap on the arrows or dots restarts the 8-second timer',
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
  },
);

test('the carousel stays still under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoWithPausedClock(page, '/');
  await page.mouse.move(5, 5);
  await expectSlide(page, 1);
  await page.clock.runFor(40000);
  await expectSlide(page, 1);
  await expect(page.getByRole('button', { name: leadersCarouselLabels.stopRotation })).toHaveCount(
    0,
  );
  await next(page).click();
  await expectSlide(page, 2);
});

test('a leader photo that fails to load is replaced by the placeholder', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/images\/leaders\/|net::ERR_FAILED/);
  await page.route('**/images/leaders/**', (route) => route.abort());
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  for (const leader of leaders) {
    await expect(page.locator(`img[alt="${servedAlt(leader.image)}"]`)).toHaveAttribute(
      'src',
      site.placeholderImage.src,
    );
  }
  await expect(slide(page, 1).getByRole('img')).toBeVisible();
});
