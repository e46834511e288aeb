// The campus list and the shared campus detail layout, with its figures, read from the exported
// HTML; in a browser, the gallery's shuffle and motion, and the photos' fallbacks.
import { campusesIn } from '@/lib/campuses/campuses';
import type { Locator, Page } from '@playwright/test';
import { pageWordsIn } from '@/lib/i18n/words';
import { campusesWords } from '@/content/words-collections';
import type { CampusDetail } from '@/content/schema';
import { siteIn } from '@/lib/site/site';
import { visit } from '@/content/visit';
import { campusContactOf } from '@/lib/campuses/campuses';
import { routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { link, newTab, NEW_TAB, region, testIds, textsOf } from './html-names';
import { breakImages, hasLoaded, serveStockPhotosLocally } from './stock-photos';
import { servedAlt } from '@/lib/images';
import { contactWordsIn } from '@/lib/contact/contact';

const { campusDetailLabels } = pageWordsIn(campusesWords, 'en');

const site = siteIn('en');

const campuses = campusesIn('en');

const campus = (id: CampusDetail['campusId']) => campuses.find((c) => c.campusId === id)!;

// The detail figures of the school's first three campuses, written out here as fixed values
// rather than read from content/; a campus opened since is held to its own file's.
type DetailFigures = Pick<CampusDetail, 'established' | 'students' | 'faculty' | 'area'>;
const SPEC_DETAIL: Readonly<Record<string, DetailFigures>> = {
  airport: { established: '2010', students: '1200+', faculty: '85+', area: '10 Acres' },
  city: { established: '2018', students: '800+', faculty: '55+', area: '4 Acres' },
  osmanpura: { established: '2015', students: '950+', faculty: '65+', area: '3.5 Acres' },
};

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

test('the campus list, as HTML: one card per campus, the hero photo first, and the contact blocks', () => {
  const main = exportedDocument(routes.campuses).querySelector('main')!;
  const cards = testIds(main, 'campus-card');
  expect(cards).toHaveLength(3);
  for (const [i, c] of campuses.entries()) {
    const card = cards[i]!;
    expect(textOf(card.querySelector('h2'))).toBe(c.name);
    expect(textOf(card)).toContain(c.location);
    expect(textOf(card)).toContain(c.description);
    expect(textsOf(card, 'li')).toEqual(c.features);
    const image = card.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe(servedAlt(c.image));
    // The cards' photos wait their turn (lazy), or they would share a phone's bandwidth with
    // the hero photo above them, the largest paint, fetched first.
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(link(card, /^Explore More/).getAttribute('href')).toBe(c.path);
  }
  expect(main.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');

  // Each campus's contact block, under the cards (contact-block.spec.ts checks every link).
  const blocks = testIds(region(main, 'Want to know more?'), 'contact-block');
  expect(blocks).toHaveLength(3);
  for (const [i, c] of campuses.entries()) {
    const contactPhone = campusContactOf(c.campusId).phones.primary;
    expect(blocks[i]!.getAttribute('data-campus')).toBe(c.campusId);
    const call = link(blocks[i]!, `Call ${c.name}: ${contactPhone}`);
    expect(textOf(call)).toBe(contactPhone);
    expect(call.getAttribute('href')).toBe(`tel:${contactPhone.replace(/\s/g, '')}`);
  }
});

// The layout is shared; each campus's data is read from its exported page (routes.spec.ts runs
// axe-core on a campus page at 1280 and 375 px).
test('each campus page, as HTML: the shared layout with its own data', () => {
  for (const c of campuses) {
    const main = exportedDocument(c.path).querySelector('main')!;

    // Hero: the hero photo, else the main photo (Osmanpura has none); name, location, buttons.
    const hero = region(main, c.name);
    expect(textOf(main.querySelector('h1')), c.path).toBe(c.name);
    expect(textOf(hero), c.path).toContain(c.location);
    const heroImage = hero.querySelector('img')!;
    expect(heroImage.getAttribute('src'), c.path).toBe((c.heroImage ?? c.image).src);
    expect(heroImage.getAttribute('loading'), c.path).toBe('eager');
    if (c.campusId === 'osmanpura') expect(c.heroImage).toBeUndefined();
    const apply = link(hero, /^Apply Now/);
    expect(apply.getAttribute('href'), c.path).toBe(site.admissionFormUrl);
    expect(newTab(apply), c.path).toEqual(NEW_TAB);
    expect(link(hero, 'Schedule a Visit').getAttribute('href'), c.path).toBe(visit.contactHref);

    // 'Campus Overview': the text and the four fixed figures.
    const overview = region(main, 'Campus Overview');
    expect(textOf(overview), c.path).toContain(c.overview);
    const figures = SPEC_DETAIL[c.campusId] ?? c;
    const stats = testIds(overview, 'campus-stat').map((stat) => [
      textOf(stat.querySelector('dt')),
      textOf(stat.querySelector('dd')),
    ]);
    expect(stats, c.path).toEqual(
      expect.arrayContaining([
        ['Students', figures.students],
        ['Faculty', figures.faculty],
        ['Established', figures.established],
        ['Campus Area', figures.area],
      ]),
    );

    // The virtual tour, in a new tab, beside the campus's phones, marked while it is the demo's.
    const tour = main.querySelector(`a[href="${c.virtualTour!.value}"]`)!;
    expect(tour, `${c.path}: the virtual tour`).not.toBeNull();
    expect(newTab(tour), c.path).toEqual(NEW_TAB);
    expect(textOf(tour.parentElement), c.path).toContain(contactWordsIn('en').contactBlock.sample);

    // 'Why Choose {campus}?': shown because every campus has entries, numbered in order.
    expect(c.whyChooseUs.length).toBeGreaterThan(0);
    const why = testIds(region(main, `Why Choose ${c.name}?`), 'why-choose-entry');
    expect(
      why.map((entry) => textOf(entry.querySelector('h3'))),
      c.path,
    ).toEqual(c.whyChooseUs.map((entry) => entry.title));
    expect(textOf(why[0]), c.path).toContain('01');

    // Gallery 'Life at …': 18 and 20 photos, each once (the loop needs no second copy), each
    // named, each lazy; the HTML holds them in the content's order, so that the first client
    // render agrees with it (the shuffle comes after).
    const gallery = region(main, `Life at ${c.name}`);
    expect(gallery.querySelector('h2'), c.path).not.toBeNull();
    const rows = testIds(main, 'gallery-row').map((row) => [...row.querySelectorAll('img')]);
    expect(
      rows.map((row) => row.length),
      c.path,
    ).toEqual([18, 20]);
    expect(
      rows[0]!.map((img) => img.getAttribute('src')),
      c.path,
    ).toEqual(c.gallery.rowOne.map((image) => image.src));
    for (const img of rows.flat()) {
      expect(img.getAttribute('alt')?.trim(), c.path).not.toBe('');
      expect(img.getAttribute('loading'), c.path).toBe('lazy');
    }

    // 'Call, message or visit …': the campus's contact block (contact-block.spec.ts checks it).
    const reach = region(main, `Call, message or visit ${c.name}`);
    expect(testIds(reach, 'contact-block')[0]?.getAttribute('data-campus'), c.path).toBe(
      c.campusId,
    );
    expect(textsOf(reach, 'h3'), c.path).toEqual([campusContactOf(c.campusId).heading]);

    // 'Mandatory Public Disclosure' with 'View Now'.
    const disclosure = region(main, 'Mandatory Public Disclosure');
    expect(link(disclosure, /^View Now/).getAttribute('href'), c.path).toBe(routes.disclosure);
    expect(textOf(main), c.path).toContain(campusDetailLabels.disclosureText);
  }
});

test('the gallery shuffles each load differently, then scrolls its rows in opposite directions and pauses on hover, focus, button and reduced motion; no stock photo is fetched', async ({
  page,
}) => {
  const city = campus('city');
  const contentOrder = city.gallery.rowOne.map((image) => image.src);
  const stockRequests = await serveStockPhotosLocally(page);
  const rows = galleryRows(page);
  // Every photo runs the loop; the first of each row stands for its row.
  const track = (i: number) => rows.nth(i).locator('.gallery-track > li').first();

  const load = async () => {
    await page.goto(city.path);
    // Still while out of sight (more than a screen below the first one): a loop nobody sees
    // would cost the page's load its style and layout work. Checked past the frames in which an
    // observer would have reported it, and the idle moment after.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve))),
        ),
    );
    await expect(rows.nth(0).locator('.gallery-track')).not.toHaveAttribute('data-loop');
    await expect(track(0)).toHaveCSS('animation-name', 'none');
    await scrollToGallery(page);
    await expect(page.getByTestId('campus-gallery')).toHaveAttribute('data-shuffled', 'true');
    return [await rowOrder(rows.nth(0)), await rowOrder(rows.nth(1))];
  };
  const first = await load();
  const second = await load();
  expect(first[0]).toHaveLength(18);
  expect(first[1]).toHaveLength(20);
  expect([...first[0]!].sort()).toEqual([...contentOrder].sort());
  // 18! × 20! orders: two loads agreeing on both rows would be a broken shuffle.
  expect(second).not.toEqual(first);
  // On screen, the photos stand in that order, one step apart: the loop follows the shuffle.
  const lefts = await shownLefts(rows.nth(0));
  const steps = lefts.slice(1).map((left, i) => Math.round(left - lefts[i]!));
  const step = steps[0]!;
  expect(step).toBeGreaterThan(200);
  // Every neighbour one step to the right, except where the loop wraps round (at most once).
  expect(steps.filter((s) => Math.abs(s - step) > 2).length).toBeLessThanOrEqual(1);

  await expect(track(0)).toHaveCSS('animation-name', 'gallery-scroll');
  await expect(track(0)).toHaveCSS('animation-direction', 'normal');
  await expect(track(1)).toHaveCSS('animation-direction', 'reverse');
  await expect(track(0)).toHaveCSS('animation-play-state', 'running');

  // It really moves: the transform changes over time.
  const offset = () => track(0).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
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
  // A still row, scrolled by hand: the photos side by side, in order, once the row has taken
  // its still layout after the change of preference. A failure names every step, and which
  // neighbours stood less than a photo apart.
  let stillSteps: number[] = [];
  await expect
    .poll(
      async () => {
        const stillLefts = await shownLefts(rows.nth(0));
        stillSteps = stillLefts.slice(1).map((left, i) => left - stillLefts[i]!);
        return stillSteps.filter((step) => step <= 200);
      },
      { message: 'the steps between neighbours, less than a photo apart' },
    )
    .toEqual([]);
  expect(await rows.nth(0).evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
  await expect(
    page.getByRole('button', { name: campusDetailLabels.galleryPauseLabel }),
  ).toBeHidden();
  // Every photo loaded in view was the site's own: no stock photo stood in for one.
  expect(stockRequests).toEqual([]);
});

test("photos that fail to load: a card's falls back to its stock photo, a campus hero's is hidden, a gallery's falls back to the stock photo", async ({
  page,
  pageGuard,
}) => {
  const city = campus('city');
  const stockRequests = await serveStockPhotosLocally(page);

  // A card photo: its stock photo, named as before; the other cards keep their own photos.
  const cardPhoto = /\/images\/campuses\/city\/card(-\d+w)?\.(webp|avif)/;
  await breakImages(page, pageGuard, cardPhoto);
  await page.goto(routes.campuses);
  const cityImage = page.getByTestId('campus-card').nth(0).getByRole('img');
  await expect(cityImage).toHaveAttribute('src', city.fallbackImageUrl);
  await expect(cityImage).toHaveAttribute('alt', servedAlt(city.image));
  await expect.poll(() => cityImage.evaluate(hasLoaded)).toBe(true);
  expect(stockRequests).toEqual([city.fallbackImageUrl]);
  await expect(page.getByTestId('campus-card').nth(1).getByRole('img')).not.toHaveAttribute(
    'data-fallback',
    'true',
  );
  await page.unroute(cardPhoto);
  stockRequests.length = 0;

  // The hero photo is hidden, leaving the heading on the band; the gallery's photos fall back.
  await breakImages(page, pageGuard, /\/images\/campuses\/city\/hero\//);
  await breakImages(page, pageGuard, /\/images\/gallery\//);
  // A still row: a moving row carries a photo out of view between its failure and its
  // fallback, and a lazy image out of view is not fetched until it comes back.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(city.path);
  const hero = page.getByRole('region', { name: city.name, exact: true });
  await expect(hero.locator('img')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hero.getByRole('link', { name: /^Apply Now/ })).toBeVisible();

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
            photo.src === city.fallbackImageUrl &&
            photo.fallback === 'true' &&
            photo.loaded &&
            photo.alt,
        )
      );
    })
    .toBe(true);
  expect(new Set(stockRequests)).toEqual(new Set([city.fallbackImageUrl]));
});
