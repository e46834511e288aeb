// The campus list and the shared campus detail layout, with its figures, gallery and fallbacks.
import type { Locator, Page } from '@playwright/test';
import { campusDetailLabels, campuses } from '@/content/campuses';
import type { CampusDetail } from '@/content/schema';
import { site } from '@/content/site';
import { visit } from '@/content/visit';
import { campusContactOf } from '@/lib/i18n/collections';
import { campusPath, routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { breakImages, hasLoaded, serveStockPhotosLocally } from './stock-photos';
import { servedAlt } from '@/lib/images';

const campus = (id: CampusDetail['campusId']) => campuses.find((c) => c.campusId === id)!;

// The detail figures, written out here as fixed values rather than read from content/.
const SPEC_DETAIL = {
  airport: { established: '2010', students: '1200+', faculty: '85+', area: '10 Acres' },
  city: { established: '2018', students: '800+', faculty: '55+', area: '4 Acres' },
  osmanpura: { established: '2015', students: '950+', faculty: '65+', area: '3.5 Acres' },
} as const;

const galleryRows = (page: Page) => page.getByTestId('gallery-row');
/** The gallery starts moving (and shuffles) only once it comes near the viewport. */
const scrollToGallery = (page: Page) => page.getByTestId('campus-gallery').scrollIntoViewIfNeeded();
/** A row's photos in the order it shows them (each one's place in the loop): file and left edge. */
const shownPhotos = (row: Locator) =>
  row.locator('.gallery-track > li').evaluateAll((items) =>
    items
      .map((li) => ({
        place: Number((li as HTMLElement).style.getPropertyValue('--gallery-index')),
        src: li.querySelector('img')!.getAttribute('src'),
        left: li.getBoundingClientRect().left,
      }))
      .sort((a, b) => a.place - b.place),
  );
const rowOrder = async (row: Locator) => (await shownPhotos(row)).map(({ src }) => src);
const shownLefts = async (row: Locator) => (await shownPhotos(row)).map(({ left }) => left);

test.describe('campus list', () => {
  test('one card per campus, the contact blocks, and no axe violations', async ({ page }) => {
    await serveStockPhotosLocally(page);
    await page.goto(routes.campuses);
    const cards = page.getByTestId('campus-card');
    await expect(cards).toHaveCount(3);
    for (const [i, c] of campuses.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(c.name);
      await expect(card).toContainText(c.location);
      await expect(card).toContainText(c.description);
      await expect(card.getByRole('listitem')).toHaveText(c.features);
      await expect(card.getByRole('img')).toHaveAttribute('alt', servedAlt(c.image));
      const explore = card.getByRole('link', { name: /^Explore More/ });
      await expect(explore).toHaveAttribute('href', c.path);
    }
    // The hero photo above the cards is the largest paint, fetched first; the cards' photos
    // wait their turn (lazy), or they would share a phone's bandwidth with it.
    await expect(page.locator('main img').first()).toHaveAttribute('fetchpriority', 'high');
    for (const i of campuses.keys()) {
      await expect(cards.nth(i).getByRole('img')).toHaveAttribute('loading', 'lazy');
    }

    // Each campus's contact block, under the cards (contact-block.spec.ts checks every link).
    const contact = page.getByRole('region', { name: 'Want to know more?' });
    await expect(contact.getByTestId('contact-block')).toHaveCount(3);
    for (const [i, c] of campuses.entries()) {
      const contactPhone = campusContactOf(c.campusId).phones.primary;
      const block = contact.getByTestId('contact-block').nth(i);
      await expect(block).toHaveAttribute('data-campus', c.campusId);
      const call = block.getByRole('link', {
        name: `Call ${c.name}: ${contactPhone}`,
        exact: true,
      });
      await expect(call).toHaveText(contactPhone);
      await expect(call).toHaveAttribute('href', `tel:${contactPhone.replace(/\s/g, '')}`);
    }
    await expectNoAxeViolations(page);

    await cards
      .nth(1)
      .getByRole('link', { name: /^Explore More/ })
      .click();
    await expect(page).toHaveURL(campusPath('airport'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campus('airport').name);
  });

  test('a card photo that fails to load falls back to its stock photo', async ({
    page,
    pageGuard,
  }) => {
    const stockRequests = await serveStockPhotosLocally(page);
    await breakImages(page, pageGuard, /\/images\/campuses\/city(-\d+w)?\.(webp|avif)/);
    await page.goto(routes.campuses);
    const city = campus('city');
    const cityImage = page.getByTestId('campus-card').nth(0).getByRole('img');
    await expect(cityImage).toHaveAttribute('src', city.fallbackImageUrl);
    await expect(cityImage).toHaveAttribute('alt', servedAlt(city.image));
    await expect.poll(() => cityImage.evaluate(hasLoaded)).toBe(true);
    expect(stockRequests).toEqual([city.fallbackImageUrl]);
    // The other cards keep their own photos.
    await expect(page.getByTestId('campus-card').nth(1).getByRole('img')).not.toHaveAttribute(
      'data-fallback',
      'true',
    );
  });
});

test.describe('campus detail', () => {
  for (const c of campuses) {
    // The layout is shared: at 375 px one campus is enough here (routes.spec.ts also runs
    // axe-core on every campus page at both widths).
    const widths = c.campusId === 'city' ? { tag: '@both' } : {};
    test(`${c.path} shows the shared layout with its own data`, widths, async ({ page }) => {
      const stockRequests = await serveStockPhotosLocally(page);
      await page.goto(c.path);
      const main = page.getByRole('main');

      // Hero: the hero photo, else the main photo (Osmanpura has none); name, location, buttons.
      const hero = page.getByRole('region', { name: c.name, exact: true });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.name);
      await expect(hero).toContainText(c.location);
      const heroImage = hero.getByRole('img');
      await expect(heroImage).toHaveAttribute('src', (c.heroImage ?? c.image).src);
      await expect(heroImage).toHaveAttribute('loading', 'eager');
      if (c.campusId === 'osmanpura') expect(c.heroImage).toBeUndefined();
      const apply = hero.getByRole('link', { name: /^Apply Now/ });
      await expect(apply).toHaveAttribute('href', site.admissionFormUrl);
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(hero.getByRole('link', { name: 'Schedule a Visit' })).toHaveAttribute(
        'href',
        visit.contactHref,
      );

      // 'Campus Overview': the text and the four fixed figures.
      const overview = page.getByRole('region', { name: 'Campus Overview' });
      await expect(overview).toContainText(c.overview);
      const figures = SPEC_DETAIL[c.campusId];
      for (const [label, value] of [
        ['Students', figures.students],
        ['Faculty', figures.faculty],
        ['Established', figures.established],
        ['Campus Area', figures.area],
      ]) {
        const stat = overview.getByTestId('campus-stat').filter({ hasText: label });
        await expect(stat.locator('dt')).toHaveText(label!);
        await expect(stat.locator('dd')).toHaveText(value!);
      }

      // 'Why Choose {campus}?': shown because every campus has entries, numbered in order.
      expect(c.whyChooseUs.length).toBeGreaterThan(0);
      const why = page.getByRole('region', { name: `Why Choose ${c.name}?` });
      await expect(why.getByTestId('why-choose-entry')).toHaveCount(c.whyChooseUs.length);
      await expect(why.getByTestId('why-choose-entry').getByRole('heading')).toHaveText(
        c.whyChooseUs.map((entry) => entry.title),
      );
      await expect(why.getByTestId('why-choose-entry').first()).toContainText('01');

      // Gallery 'Life at …': 18 and 20 photos, each once (the loop needs no second copy).
      const gallery = page.getByRole('region', { name: `Life at ${c.name}` });
      await expect(gallery.getByRole('heading', { level: 2 })).toBeVisible();
      const rows = galleryRows(page);
      await expect(rows.nth(0).locator('img')).toHaveCount(18);
      await expect(rows.nth(1).locator('img')).toHaveCount(20);
      await expect(rows.nth(0).getByRole('img')).toHaveCount(18);
      await expect(rows.nth(1).getByRole('img')).toHaveCount(20);
      await expect(rows.locator('img[loading="lazy"]')).toHaveCount(38);

      // 'Call, message or visit …': the campus's contact block (contact-block.spec.ts checks it).
      const reach = page.getByRole('region', { name: `Call, message or visit ${c.name}` });
      await expect(reach.getByTestId('contact-block')).toHaveAttribute('data-campus', c.campusId);
      await expect(reach.getByRole('heading', { level: 3 })).toHaveText(
        campusContactOf(c.campusId).heading,
      );

      // 'Mandatory Public Disclosure' with 'View Now'.
      const disclosure = page.getByRole('region', { name: 'Mandatory Public Disclosure' });
      await expect(disclosure.getByRole('link', { name: /^View Now/ })).toHaveAttribute(
        'href',
        routes.disclosure,
      );
      await expect(main.getByText(campusDetailLabels.disclosureText)).toBeVisible();

      await expectNoAxeViolations(page);
      expect(stockRequests).toEqual([]);
    });
  }

  test('the gallery prerenders the content order and shuffles each load differently', async ({
    page,
    request,
  }) => {
    const city = campus('city');
    const contentOrder = city.gallery.rowOne.map((image) => image.src);

    // Server HTML: content order, so the first client render agrees with it.
    const html = await (await request.get(city.path)).text();
    const prerendered = [...html.matchAll(/<img[^>]+src="(\/images\/gallery\/[^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(prerendered).toHaveLength(38);
    expect(prerendered.slice(0, 18)).toEqual(contentOrder);

    const load = async () => {
      await page.goto(city.path);
      await scrollToGallery(page);
      await expect(page.getByTestId('campus-gallery')).toHaveAttribute('data-shuffled', 'true');
      return [await rowOrder(galleryRows(page).nth(0)), await rowOrder(galleryRows(page).nth(1))];
    };
    const first = await load();
    const second = await load();
    expect(first[0]).toHaveLength(18);
    expect(first[1]).toHaveLength(20);
    expect([...first[0]!].sort()).toEqual([...contentOrder].sort());
    // 18! × 20! orders: two loads agreeing on both rows would be a broken shuffle.
    expect(second).not.toEqual(first);
    // On screen, the photos stand in that order, one step apart: the loop follows the shuffle.
    const lefts = await shownLefts(galleryRows(page).nth(0));
    const steps = lefts.slice(1).map((left, i) => Math.round(left - lefts[i]!));
    const step = steps[0]!;
    expect(step).toBeGreaterThan(200);
    // Every neighbour one step to the right, except where the loop wraps round (at most once).
    expect(steps.filter((s) => Math.abs(s - step) > 2).length).toBeLessThanOrEqual(1);
  });

  test('the gallery scrolls in opposite directions and pauses on hover, focus, button and reduced motion', async ({
    page,
  }) => {
    await page.goto(campusPath('airport'));
    const rows = galleryRows(page);
    // Every photo runs the loop; the first of each row stands for its row.
    const track = (i: number) => rows.nth(i).locator('.gallery-track > li').first();
    // Still while out of sight (more than a screen below the first one): a loop nobody sees
    // would cost the page's load its style and layout work.
    await waitForHydration(page);
    // Past the frames in which an observer would have reported it, and the idle moment after.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve))),
        ),
    );
    await expect(rows.nth(0).locator('.gallery-track')).not.toHaveAttribute('data-loop');
    await expect(track(0)).toHaveCSS('animation-name', 'none');
    await scrollToGallery(page);
    await expect(track(0)).toHaveCSS('animation-name', 'gallery-scroll');
    await expect(track(0)).toHaveCSS('animation-direction', 'normal');
    await expect(track(1)).toHaveCSS('animation-direction', 'reverse');
    await expect(track(0)).toHaveCSS('animation-play-state', 'running');

    // It really moves: the transform changes over time.
    const offset = () =>
      track(0).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const before = await offset();
    await expect.poll(offset).not.toBe(before);

    await rows.nth(0).hover();
    await expect(track(0)).toHaveCSS('animation-play-state', 'paused');
    await expect(track(1)).toHaveCSS('animation-play-state', 'running');
    await page.mouse.move(0, 0);
    await expect(track(0)).toHaveCSS('animation-play-state', 'running');

    await rows.nth(1).focus();
    await expect(track(1)).toHaveCSS('animation-play-state', 'paused');
    await rows.nth(1).blur();

    await page.getByRole('button', { name: campusDetailLabels.galleryPauseLabel }).click();
    await expect(track(0)).toHaveCSS('animation-play-state', 'paused');
    await expect(track(1)).toHaveCSS('animation-play-state', 'paused');
    await page.getByRole('button', { name: campusDetailLabels.galleryPlayLabel }).click();
    await expect(track(1)).toHaveCSS('animation-play-state', 'running');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(track(0)).toHaveCSS('animation-name', 'none');
    // A still row, scrolled by hand: the photos side by side, in order.
    const lefts = await shownLefts(rows.nth(0));
    expect(lefts.slice(1).every((left, i) => left - lefts[i]! > 200)).toBe(true);
    expect(await rows.nth(0).evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
    await expect(
      page.getByRole('button', { name: campusDetailLabels.galleryPauseLabel }),
    ).toBeHidden();
  });

  test('a gallery photo that fails to load falls back to the stock photo', async ({
    page,
    pageGuard,
  }) => {
    const osmanpura = campus('osmanpura');
    const stockRequests = await serveStockPhotosLocally(page);
    await breakImages(page, pageGuard, /\/images\/gallery\//);
    // A still row: a moving row carries a photo out of view between its failure and its
    // fallback, and a lazy image out of view is not fetched until it comes back.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(osmanpura.path);
    const row = galleryRows(page).nth(0);
    await row.scrollIntoViewIfNeeded();
    // Lazy: the photos in view have been asked for, have failed, and now show the stock photo.
    const photosInView = () =>
      row.evaluate((viewport) => {
        const edges = viewport.getBoundingClientRect();
        return Array.from(viewport.querySelectorAll('img'))
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.right > edges.left && box.left < edges.right;
          })
          .map((img) => ({
            src: img.getAttribute('src'),
            fallback: img.dataset.fallback,
            loaded: img.complete && img.naturalWidth > 0,
            alt: img.alt.trim() !== '',
          }));
      });
    // Each shows the stock photo, loaded, and its alt text still names what it was meant to show.
    await expect
      .poll(async () => {
        const photos = await photosInView();
        return (
          photos.length > 0 &&
          photos.every(
            (photo) =>
              photo.src === osmanpura.fallbackImageUrl &&
              photo.fallback === 'true' &&
              photo.loaded &&
              photo.alt,
          )
        );
      })
      .toBe(true);
    expect(new Set(stockRequests)).toEqual(new Set([osmanpura.fallbackImageUrl]));
  });

  test('a hero photo that fails to load is hidden, leaving the heading on the band', async ({
    page,
    pageGuard,
  }) => {
    const city = campus('city');
    await breakImages(page, pageGuard, /\/images\/campuses\/city-hero/);
    await page.goto(city.path);
    const hero = page.getByRole('region', { name: city.name, exact: true });
    await expect(hero.locator('img')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: /^Apply Now/ })).toBeVisible();
  });
});
