// The school calendar: each event's links, subscribing and the schema.org events, read from the
// exported HTML; in a browser, the campus filter (plain links, kept by Back and Forward) and what
// is 'coming up' staying true between builds (dates over since the build hide before the first
// paint, with no layout shift).
import { campusFilterLabelsIn, campusesIn } from '@/lib/campuses/campuses';
import type { Page } from '@playwright/test';
import { calendar, calendarLabels } from '@/content/calendar';
import { home } from '@/content/home';
import { campusIds } from '@/content/ids';
import { pageMeta } from '@/content/pages';
import type { CampusId } from '@/content/schema';
import { siteIn } from '@/lib/site/site';
import { eventDateText, eventsFor, lastDay } from '@/lib/calendar/calendar';
import { feedLinks, googleCalendarEventUrl, nextDay } from '@/lib/calendar/calendar-links';
import {
  calendarCampusPath,
  calendarFeedPath,
  eventIcsPath,
  noticePath,
  routes,
} from '@/lib/routes/routes';
import { expect, PHONE_VIEWPORT, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { beginning, link, named, region } from './html-names';
import { schoolEventsIn } from '@/lib/calendar/school-events';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { devanagariFromFirstPaint } from './load-metrics';

const site = siteIn('en');

const campuses = campusesIn('en');

/** The campus filters' choices in English: every campus, then each campus by its short name. */
const campusFilterLabels = campusFilterLabelsIn('en');

const labels = calendarLabels;
const filter = (page: Page) => page.getByRole('navigation', { name: labels.filter });
const upcomingList = (page: Page) =>
  page.getByRole('region', { name: labels.upcoming, exact: true }).locator('li[data-last-day]');

/** The filter marks exactly one choice as the page on show. */
async function expectCurrent(page: Page, label: string) {
  await expect(filter(page).locator('[aria-current="page"]')).toHaveText(label);
  await expect(filter(page).getByRole('link')).toHaveCount(campuses.length + 1);
}

/** Sum of the page's layout shifts so far (every entry, buffered since it started loading). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const entry of observer.takeRecords())
              total += (entry as unknown as { value: number }).value;
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );

/** Sets the browser's clock to 09:00 at the school on `isoDay`, from the next page loaded on. */
const clockAt = (page: Page, isoDay: string) =>
  page.clock.setFixedTime(new Date(`${isoDay}T09:00:00+05:30`));

test('the campus filter links each campus’s page; Back and Forward return through them; on a phone a link leads down to subscribing; a date that ends after the build hides itself the next day, before the first paint', async ({
  page,
}) => {
  await devanagariFromFirstPaint(page);
  await page.goto(routes.calendar);
  await expectCurrent(page, campusFilterLabels.all);
  for (const campus of campuses) {
    const label = campusFilterLabels[campus.campusId];
    await filter(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(calendarCampusPath(campus.campusId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${pageMeta.calendar.title}: ${campus.name}`,
    );
    await expectCurrent(page, label);
  }
  const [secondLast, last] = campusIds.slice(-2) as [CampusId, CampusId];
  await page.goBack();
  await expect(page).toHaveURL(calendarCampusPath(secondLast));
  await expectCurrent(page, campusFilterLabels[secondLast]);
  await page.goForward();
  await expect(page).toHaveURL(calendarCampusPath(last));
  await expectCurrent(page, campusFilterLabels[last]);
  await filter(page).getByRole('link', { name: campusFilterLabels.all }).click();
  await expect(page).toHaveURL(routes.calendar);
  await page.goBack();
  await expect(page).toHaveURL(calendarCampusPath(last));
  await page.goForward();
  await expect(page).toHaveURL(routes.calendar);
  await expectCurrent(page, campusFilterLabels.all);

  // On a phone, a link under the filter leads down to subscribing.
  const viewport = page.viewportSize()!;
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByRole('link', { name: labels.subscribeJump }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: labels.subscribeHeading }),
  ).toBeInViewport();
  await page.setViewportSize(viewport);

  // A date that ends after the build hides itself the next day, before the first paint.
  // The last day of each date coming up and of each month, as the HTML gives them at the build.
  const lastDays = (elements: Iterable<Element>) =>
    [...elements].map((element) => element.getAttribute('data-last-day')!);
  const calendarPage = exportedDocument(routes.calendar);
  const days = lastDays(
    region(calendarPage.querySelector('main')!, labels.upcoming).querySelectorAll(
      'li[data-last-day]',
    ),
  );
  const monthDays = lastDays(calendarPage.querySelectorAll('section[data-last-day]'));
  const homeDays = lastDays(
    exportedDocument(routes.home).querySelectorAll('[data-first-three] > li'),
  );
  const firstLastDay = days[0]!;
  const items = upcomingList(page);
  const months = page.locator('section[data-last-day]');

  // The day it ends it is still on show.
  await clockAt(page, firstLastDay);
  await page.goto(routes.calendar);
  await expect(items.first()).toBeVisible();

  // The next day it is gone, with its month if nothing else is left in it; the rest stay.
  await clockAt(page, nextDay(firstLastDay));
  await page.goto(routes.calendar);
  await expect(items.first()).toBeHidden();
  for (const [index, day] of days.entries()) {
    await expect(items.nth(index)).toBeVisible({ visible: day > firstLastDay });
  }
  for (const [index, day] of monthDays.entries()) {
    await expect(months.nth(index)).toBeVisible({ visible: day > firstLastDay });
  }
  expect(await layoutShift(page)).toBe(0);

  // The home page's list moves on to the next three dates still to come.
  await page.goto(routes.home);
  const homeItems = page.locator('[data-first-three] > li');
  const stillToCome = homeDays.flatMap((day, index) => (day > firstLastDay ? [index] : []));
  for (const [index] of homeDays.entries()) {
    await expect(homeItems.nth(index)).toBeVisible({
      visible: stillToCome.slice(0, 3).includes(index),
    });
  }
  expect(await layoutShift(page)).toBe(0);
});

/** The ids of the dates a calendar page lists as coming up, and those under 'Earlier', as HTML. */
function listedIds(main: Element) {
  const ids = (items: Element[]) => items.map((li) => li.id.replace(/^event-/, ''));
  return {
    upcoming: ids([...region(main, labels.upcoming).querySelectorAll('li[data-last-day]')]),
    earlier: ids([...main.querySelectorAll('details li[id^="event-"]')]),
  };
}

for (const campusId of [undefined, 'airport'] satisfies (CampusId | undefined)[]) {
  const path = campusId ? calendarCampusPath(campusId) : routes.calendar;
  test(`${path}: the campus's dates, coming up then earlier, each with its links and an Event`, () => {
    const document = exportedDocument(path);
    const main = document.querySelector('main')!;
    const all = eventsFor(schoolEventsIn('en'), campusId);
    const { upcoming, earlier } = listedIds(main);
    // Every date of the campus once, in order: those over at the build under 'Earlier this year'.
    expect([...earlier, ...upcoming]).toEqual(all.map((event) => event.id));
    const byId = (id: string) => all.find((event) => event.id === id)!;
    const lastEarlier =
      earlier
        .map((id) => lastDay(byId(id)))
        .sort()
        .at(-1) ?? '';
    for (const id of upcoming) expect(lastDay(byId(id)) > lastEarlier).toBe(true);
    expect(upcoming.length, 'the sample calendar still has dates to come').toBeGreaterThan(0);

    for (const id of upcoming) {
      const event = byId(id);
      const card = document.getElementById(`event-${id}`)!;
      expect(textOf(card.querySelector('h4')), id).toBe(event.title);
      // Its words as a reader gets them: white space (the dates' no-break spaces) collapsed.
      expect(textOf(card), id).toContain(eventDateText(event).replace(/\s+/g, ' '));
      expect(textOf(card), id).toContain(calendar.categoryLabels[event.category]);
      expect(card.querySelector('svg'), id).not.toBeNull();
      expect(link(card, beginning(labels.addToCalendar)).getAttribute('href'), id).toBe(
        eventIcsPath(id),
      );
      expect(link(card, beginning(labels.googleCalendar)).getAttribute('href'), id).toBe(
        googleCalendarEventUrl(event, site.url),
      );
    }

    // Subscribing: this page's feed, and on a campus's page every campus's too.
    const feeds = named(document, 'aside', labels.subscribeHeading);
    const scopes = campusId ? [campusId, 'all' as const] : ['all' as const];
    const sections = [...feeds.querySelectorAll('section[aria-labelledby]')];
    expect(sections).toHaveLength(scopes.length);
    for (const scope of scopes) {
      const links = feedLinks(scope, site.url);
      const feed = sections.find((section) => textOf(section).includes(links.https))!;
      expect(link(feed, beginning(labels.subscribe)).getAttribute('href')).toBe(links.webcal);
      expect(link(feed, beginning(labels.subscribeGoogle)).getAttribute('href')).toBe(links.google);
      expect(link(feed, beginning(labels.download)).getAttribute('href')).toBe(
        calendarFeedPath(scope),
      );
    }

    // schema.org: one Event per date still to come, named as on the page.
    const graph = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map(
        (script) =>
          JSON.parse(script.textContent!) as { '@graph': { '@type': string; name: string }[] },
      )
      .flatMap((doc) => doc['@graph']);
    const jsonEvents = graph.filter((node) => node['@type'] === 'Event');
    expect(jsonEvents.map((node) => node.name)).toEqual(upcoming.map((id) => byId(id).title));
    expect(graph.filter((node) => node['@type'] === 'BreadcrumbList')).toHaveLength(1);

    // The earlier dates are folded away (a closed <details>) until asked for.
    const folded = main.querySelectorAll('details');
    expect(folded.length).toBeGreaterThan(0);
    for (const details of folded) expect(details.hasAttribute('open')).toBe(false);
  });
}

test('Home: the next three dates and the two latest notices, with links to both pages', () => {
  const { upcoming } = listedIds(exportedDocument(routes.calendar).querySelector('main')!);
  const next = upcoming.slice(0, 3);
  expect(next).toHaveLength(3);
  const section = region(exportedDocument(routes.home), home.comingUp.heading);
  const dates = region(section, home.comingUp.eventsHeading);
  // The list holds the dates still to come; the page shows its first three that are not over
  // (no-javascript.spec.ts counts them; the clock test below moves them on).
  const items = [...dates.querySelectorAll('[data-first-three] > li')];
  expect(items.slice(0, 3).map((li) => textOf(li.querySelector('a')))).toEqual(
    next.map((id) => schoolEventsIn('en').find((event) => event.id === id)!.title),
  );
  expect(link(dates, home.comingUp.calendarLink).getAttribute('href')).toBe(routes.calendar);

  const latest = region(section, home.comingUp.noticesHeading);
  expect(latest.querySelectorAll('li')).toHaveLength(2);
  for (const notice of noticesIn('en').slice(0, 2)) {
    expect(link(latest, notice.title).getAttribute('href')).toBe(noticePath(notice.id));
  }
  expect(link(latest, home.comingUp.noticesLink).getAttribute('href')).toBe(routes.notices);
});
