// The school calendar: the campus filter (plain links, kept by Back and Forward), each event's
// links, subscribing, the schema.org events, and what is 'coming up' staying true between builds
// (dates over since the build hide before the first paint, with no layout shift).
import type { Locator, Page } from '@playwright/test';
import { calendar, calendarLabels } from '@/content/calendar';
import { campuses } from '@/content/campuses';
import { home } from '@/content/home';
import { campusIds } from '@/content/ids';
import { campusFilterLabels } from '@/content/campuses';
import { pageMeta } from '@/content/pages';
import type { CampusId } from '@/content/schema';
import { site } from '@/content/site';
import { eventDateText, eventsFor, lastDay } from '@/lib/calendar/calendar';
import { feedLinks, googleCalendarEventUrl, nextDay } from '@/lib/calendar/calendar-links';
import {
  calendarCampusPath,
  calendarFeedPath,
  eventIcsPath,
  noticePath,
  routes,
} from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { schoolEvents, notices } from '@/lib/i18n/collections';

const labels = calendarLabels;
const filter = (page: Page) => page.getByRole('navigation', { name: labels.filter });
const upcomingList = (page: Page) =>
  page.getByRole('region', { name: labels.upcoming, exact: true }).locator('li[data-last-day]');
const earlierList = (page: Page) => page.locator('main details li[id^="event-"]');
const eventIds = async (items: Locator) =>
  (await items.evaluateAll((lis) => lis.map((li) => li.id))).map((id) => id.replace(/^event-/, ''));

/** The filter marks exactly one choice as the page on show. */
async function expectCurrent(page: Page, label: string) {
  await expect(filter(page).locator('[aria-current="page"]')).toHaveText(label);
  await expect(filter(page).getByRole('link')).toHaveCount(campuses.length + 1);
}

test('the campus filter links each campus’s page; Back and Forward return through them', async ({
  page,
}) => {
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
});

for (const campusId of [undefined, 'airport'] satisfies (CampusId | undefined)[]) {
  const path = campusId ? calendarCampusPath(campusId) : routes.calendar;
  test(`${path}: the campus's dates, coming up then earlier, each with its links and an Event`, async ({
    page,
  }) => {
    await page.goto(path);
    const all = eventsFor(schoolEvents, campusId);
    const upcoming = await eventIds(upcomingList(page));
    const earlier = await eventIds(earlierList(page));
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
      const card = page.locator(`#event-${id}`);
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading', { level: 4 })).toHaveText(event.title);
      await expect(card).toContainText(eventDateText(event));
      await expect(card).toContainText(calendar.categoryLabels[event.category]);
      await expect(card.locator('svg')).toBeVisible();
      await expect(card.getByRole('link', { name: labels.addToCalendar })).toHaveAttribute(
        'href',
        eventIcsPath(id),
      );
      await expect(card.getByRole('link', { name: labels.googleCalendar })).toHaveAttribute(
        'href',
        googleCalendarEventUrl(event, site.url),
      );
    }

    // Subscribing: this page's feed, and on a campus's page every campus's too.
    const feeds = page.getByRole('complementary', { name: labels.subscribeHeading });
    for (const scope of campusId ? [campusId, 'all' as const] : ['all' as const]) {
      const links = feedLinks(scope, site.url);
      const feed = feeds.getByRole('region').filter({ hasText: links.https });
      await expect(feed.getByRole('link', { name: labels.subscribe })).toHaveAttribute(
        'href',
        links.webcal,
      );
      await expect(feed.getByRole('link', { name: labels.subscribeGoogle })).toHaveAttribute(
        'href',
        links.google,
      );
      await expect(feed.getByRole('link', { name: labels.download })).toHaveAttribute(
        'href',
        calendarFeedPath(scope),
      );
    }
    await expect(feeds.getByRole('region')).toHaveCount(campusId ? 2 : 1);

    // schema.org: one Event per date still to come, named as on the page.
    const graph = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((json) => JSON.parse(json) as { '@graph': { '@type': string; name: string }[] })
      .flatMap((doc) => doc['@graph']);
    const jsonEvents = graph.filter((node) => node['@type'] === 'Event');
    expect(jsonEvents.map((node) => node.name)).toEqual(upcoming.map((id) => byId(id).title));
    expect(graph.filter((node) => node['@type'] === 'BreadcrumbList')).toHaveLength(1);

    // The earlier dates are folded away until asked for.
    if (earlier.length > 0) {
      await expect(earlierList(page).first()).toBeHidden();
      await page.getByText(labels.past).click();
      await expect(earlierList(page).first()).toBeVisible();
    }
  });
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

test('a date that ends after the build hides itself the next day, before the first paint', async ({
  page,
}) => {
  await page.goto(routes.calendar);
  const items = upcomingList(page);
  const months = page.locator('section[data-last-day]');
  const firstLastDay = (await items.first().getAttribute('data-last-day'))!;
  const lastDays = (list: Locator) =>
    list.evaluateAll((elements) => elements.map((e) => (e as HTMLElement).dataset.lastDay!));
  const days = await lastDays(items);
  const monthDays = await lastDays(months);

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
  const homeDays = await lastDays(homeItems);
  const stillToCome = homeDays.flatMap((day, index) => (day > firstLastDay ? [index] : []));
  for (const [index] of homeDays.entries()) {
    await expect(homeItems.nth(index)).toBeVisible({
      visible: stillToCome.slice(0, 3).includes(index),
    });
  }
  expect(await layoutShift(page)).toBe(0);
});

test('Home: the next three dates and the two latest notices, with links to both pages', async ({
  page,
}) => {
  await page.goto(routes.calendar);
  const next = (await eventIds(upcomingList(page))).slice(0, 3);
  await page.goto(routes.home);
  const section = page.getByRole('region', { name: home.comingUp.heading });
  const dates = section.getByRole('region', { name: home.comingUp.eventsHeading });
  await expect(dates.getByRole('listitem')).toHaveCount(next.length);
  expect(next).toHaveLength(3);
  await expect(dates.getByRole('listitem').getByRole('link')).toHaveText(
    next.map((id) => schoolEvents.find((event) => event.id === id)!.title),
  );
  await expect(dates.getByRole('link', { name: home.comingUp.calendarLink })).toHaveAttribute(
    'href',
    routes.calendar,
  );

  const latest = section.getByRole('region', { name: home.comingUp.noticesHeading });
  await expect(latest.getByRole('listitem')).toHaveCount(2);
  for (const notice of notices.slice(0, 2)) {
    await expect(latest.getByRole('link', { name: notice.title })).toHaveAttribute(
      'href',
      noticePath(notice.id),
    );
  }
  await expect(latest.getByRole('link', { name: home.comingUp.noticesLink })).toHaveAttribute(
    'href',
    routes.notices,
  );
});

test(
  'on a phone, a link under the filter leads down to subscribing',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto(routes.calendar);
    await page.getByRole('link', { name: labels.subscribeJump }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: labels.subscribeHeading }),
    ).toBeInViewport();
  },
);
