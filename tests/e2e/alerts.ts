// Alerts, against the export of a copy of the repository with four alert files written into it
// (the repository itself has no alert on show: its pages must carry no trace of one), built by
// changed-content.spec.ts. What the HTML decides (the banner as the build chose it, on every kind
// of page) is read from the copy's pages; the browser opens them for what React and the clock's
// script do, and axe-core. The build's clock is fixed with SITE_NOW; the browser's clock is set to
// the same moment (or moved past an end and to a start) with page.clock.
import { alertLabelsIn } from '@/lib/alerts/alerts.server';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { campusName } from '@/lib/notices/notices';
import { expect, expectNoAxeViolationsAtBothWidths, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { shiftsAndLargestPaint, watchShiftsAndLargestPaint } from './load-metrics';
import { REPOSITORY_ROOT, type SiteCopy } from './site-copy';

/** The build's moment: 07:00 on Monday 11 January 2027 at the school. */
export const SITE_NOW = '2027-01-11T07:00';
/** The same moment and a few minutes on, for the browser: India is UTC+5:30. */
const browserTime = (schoolTime: string) => new Date(`${schoolTime}:00+05:30`);

const NOTICE_ID = 'annual-sports-day-2026';
const FLOOD = {
  en: 'The school is closed today because of flooding on the roads.',
  mr: 'रस्त्यांवर पूर आल्यामुळे आज शाळा बंद आहे.',
  hi: 'सड़कों पर बाढ़ के कारण आज विद्यालय बंद है।',
};
const WATER = {
  en: 'No drinking water at the campus today; please send a full bottle.',
  mr: 'आज कॅम्पसमध्ये पिण्याचे पाणी नाही; कृपया भरलेली बाटली पाठवा.',
};
const EXAMS = 'Examinations start one hour later, at 10:00, on Wednesday.';
const ENDED = 'The Osmanpura campus gate is closed for repairs.';

/** Fixture alerts: a whole-school emergency, a City Campus warning in English and Marathi only,
 * one that starts on the 13th, and one that ended before the build. */
export const ALERT_FILES = {
  'content/alerts/flood.en.yml': [
    'id: flood',
    'level: emergency',
    'campuses: all',
    'starts: 2027-01-11T05:30',
    'ends: 2027-01-11T20:00',
    `text: ${FLOOD.en}`,
    `notice: ${NOTICE_ID}`,
  ].join('\n'),
  'content/alerts/flood.mr.yml': `text: ${FLOOD.mr}\nreviewed: false\n`,
  'content/alerts/flood.hi.yml': `text: ${FLOOD.hi}\nreviewed: false\n`,
  'content/alerts/city-water.en.yml': [
    'id: city-water',
    'level: warning',
    'campuses:',
    '  - city',
    'starts: 2027-01-10T18:00',
    'ends: 2027-01-12T12:00',
    `text: ${WATER.en}`,
  ].join('\n'),
  'content/alerts/city-water.mr.yml': `text: ${WATER.mr}\nreviewed: false\n`,
  'content/alerts/exam-timings.en.yml': [
    'id: exam-timings',
    'level: information',
    'campuses: all',
    'starts: 2027-01-13T07:00',
    'ends: 2027-01-14T07:00',
    `text: ${EXAMS}`,
  ].join('\n'),
  'content/alerts/gate-repairs.en.yml': [
    'id: gate-repairs',
    'level: warning',
    'campuses:',
    '  - osmanpura',
    'starts: 2027-01-04T06:00',
    'ends: 2027-01-05T18:00',
    `text: ${ENDED}`,
  ].join('\n'),
};

/** Where the copy is served: beside the suite's servers (nginx takes the next two ports). */
export const ALERTS_PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
const ORIGIN = `http://127.0.0.1:${ALERTS_PORT}`;

/** Every kind of page: home, a campus, the notices, a policy document, the disclosure. */
const PAGES = ['/', '/campuses/city', '/notices', '/privacy', '/mandatory-disclosure'];

/** Each fixture alert of the banner by its start, the mark it carries in the page. */
const STARTS = {
  emergency: '2027-01-11T05:30',
  warning: '2027-01-10T18:00',
  scheduled: '2027-01-13T07:00',
} as const;

/** The banner's region and its alerts, each found by its times (shown or hidden). */
function banner(page: Page, locale: Locale) {
  const region = page.getByRole('region', { name: alertLabelsIn(locale).regionLabel });
  const byStart = (starts: string) => region.locator(`[data-alert-starts="${starts}"]`);
  return {
    region,
    emergency: byStart(STARTS.emergency),
    warning: byStart(STARTS.warning),
    scheduled: byStart(STARTS.scheduled),
  };
}

/**
 * What each language's banner reads at the build's moment: the emergency announced with its
 * notice's link, the City Campus warning (in Marathi where it is translated, in English, marked
 * so, in Hindi), the alert to come in the page but hidden; the one that ended is not there.
 */
function bannerAtBuild(locale: Locale) {
  const labels = alertLabelsIn(locale);
  const waterText = locale === 'mr' ? WATER.mr : WATER.en;
  return {
    regionLabel: labels.regionLabel,
    emergency: {
      role: 'alert',
      text: `${labels.emergency}${FLOOD[locale]} ${labels.details}`,
      link: { name: labels.details, href: localePath(locale, `/notices/${NOTICE_ID}`) },
    },
    warning: {
      role: 'status',
      text: `${labels.warning} · ${campusName('city', locale)}${waterText}`,
      water: { text: waterText, lang: locale === 'hi' ? 'en' : null },
    },
    scheduled: { role: 'status' },
  };
}

/** The banner of the page in the browser, as the build chose it. */
async function expectBannerAtBuild(page: Page, locale: Locale) {
  const expected = bannerAtBuild(locale);
  const { emergency, warning, scheduled } = banner(page, locale);
  await expect(emergency).toHaveAttribute('role', expected.emergency.role);
  await expect(emergency).toHaveText(expected.emergency.text);
  await expect(emergency.getByRole('link', { name: expected.emergency.link.name })).toHaveAttribute(
    'href',
    expected.emergency.link.href,
  );
  await expect(warning).toHaveAttribute('role', expected.warning.role);
  await expect(warning).toHaveText(expected.warning.text);
  const water = warning.getByText(expected.warning.water.text);
  if (expected.warning.water.lang) {
    await expect(water).toHaveAttribute('lang', expected.warning.water.lang);
  } else await expect(water).not.toHaveAttribute('lang');
  await expect(scheduled).toHaveAttribute('role', expected.scheduled.role);
  await expect(scheduled).toBeHidden();
  await expect(page.getByText(ENDED)).toHaveCount(0);
}

/**
 * The alerts' tests, on `copy()`: the copy with ALERT_FILES, built with SITE_NOW and served on
 * ALERTS_PORT.
 */
export function describeAlerts(copy: () => SiteCopy) {
  test.describe('alerts', () => {
    test.use({ baseURL: ORIGIN });

    const clocks = new WeakSet<Page>();

    /** Opens `path` with the browser's clock at `schoolTime` (flowing from there). */
    async function openAt(page: Page, path: string, schoolTime = '2027-01-11T07:05') {
      if (clocks.has(page)) await page.clock.setSystemTime(browserTime(schoolTime));
      else await page.clock.install({ time: browserTime(schoolTime) });
      clocks.add(page);
      await page.goto(path);
    }

    // The banner after React has taken over (hydrated, the clock's script run), once per language;
    // on every kind of page, as HTML, below.
    for (const locale of ['en', 'mr', 'hi'] as const) {
      test(`${locale}: the banner once React runs, in its language, and the feed's alerts on /notices`, async ({
        page,
      }) => {
        await openAt(page, localePath(locale, '/campuses/city'));
        await expectBannerAtBuild(page, locale);
        // Above the notices: every alert on show or to come, the one to come hidden.
        await openAt(page, localePath(locale, '/notices'));
        const list = page.getByRole('region', { name: alertLabelsIn(locale).listHeading });
        await expect(list.locator('li:visible')).toHaveCount(2);
        await expect(list.locator('#alert-flood')).toContainText(FLOOD[locale]);
        await expect(list.locator('#alert-exam-timings')).toBeHidden();
        // A campus's notices list those for it: not the City Campus warning on the Airport's.
        await openAt(page, localePath(locale, '/notices/campus/airport'));
        const airport = page.getByRole('region', {
          name: alertLabelsIn(locale).listHeading,
        });
        await expect(airport.locator('li')).toHaveCount(2);
        await expect(airport.locator('#alert-city-water')).toHaveCount(0);
      });
    }

    /** The banner of a page's HTML, as the build chose it: what shows before any script. */
    function expectBannerInHtml(document: Document, locale: Locale, where: string) {
      const expected = bannerAtBuild(locale);
      const region = [...document.querySelectorAll('section[aria-label]')].find(
        (section) => section.getAttribute('aria-label') === expected.regionLabel,
      );
      expect(region, `${where}: the banner`).toBeDefined();
      expect(region!.hasAttribute('hidden'), where).toBe(false);
      const byStart = (starts: string) => region!.querySelector(`[data-alert-starts="${starts}"]`);
      /** The alert shown in the HTML with its role and text. */
      const expectShown = (
        alert: Element | null,
        { role, text }: { role: string; text: string },
      ) => {
        expect(alert?.getAttribute('role'), where).toBe(role);
        expect(alert?.hasAttribute('hidden'), where).toBe(false);
        expect(textOf(alert), where).toBe(text);
      };
      /** The first `tag` element in `alert` whose text is `text`. */
      const withText = (alert: Element | null, tag: string, text: string) =>
        [...(alert?.querySelectorAll(tag) ?? [])].find((element) => textOf(element) === text);
      const emergency = byStart(STARTS.emergency);
      expectShown(emergency, expected.emergency);
      const details = withText(emergency, 'a', expected.emergency.link.name);
      expect(details?.getAttribute('href'), where).toBe(expected.emergency.link.href);
      const warning = byStart(STARTS.warning);
      expectShown(warning, expected.warning);
      const water = withText(warning, 'span', expected.warning.water.text);
      expect(water?.getAttribute('lang') ?? null, where).toBe(expected.warning.water.lang);
      // In the HTML, hidden until its start (the page's script shows it then).
      const scheduled = byStart(STARTS.scheduled);
      expect(scheduled?.getAttribute('role'), where).toBe(expected.scheduled.role);
      expect(scheduled?.hasAttribute('hidden'), where).toBe(true);
      expect(document.body.textContent, where).not.toContain(ENDED);
    }

    for (const locale of ['en', 'mr', 'hi'] as const) {
      test(`${locale}: the banner is in the HTML of every kind of page, as the build chose`, () => {
        for (const route of PAGES) {
          const sitePath = localePath(locale, route);
          expectBannerInHtml(
            exportedDocument(sitePath, path.join(copy().dir, 'out')),
            locale,
            sitePath,
          );
        }
      });
    }

    test('axe finds nothing on pages with every level of alert, at 375 and 1280 px', async ({
      page,
    }) => {
      // Four loads and eight axe-core runs in one test: a longer safety net, for a busy machine.
      test.slow();
      // The emergency and the warning on show; then the information alert, on the 13th.
      for (const [path, schoolTime] of [
        ['/', '2027-01-11T07:05'],
        ['/mr/notices', '2027-01-11T07:05'],
        ['/hi/campuses/city', '2027-01-11T07:05'],
        ['/', '2027-01-13T08:00'],
      ] as const) {
        await openAt(page, path, schoolTime);
        await expectNoAxeViolationsAtBothWidths(page);
      }
      await expect(banner(page, 'en').scheduled).toBeVisible();
    });

    /** The page's layout shifts and its largest paint's element, from the start of its load. */
    async function measureLoad(page: Page, path: string, schoolTime: string) {
      await watchShiftsAndLargestPaint(page);
      await openAt(page, path, schoolTime);
      return shiftsAndLargestPaint(page);
    }

    test('no layout shift at load, the hero photo stays the largest paint, even when the browser shows or hides an alert', async ({
      page,
    }) => {
      // As built; then the 13th, when the browser hides two alerts and shows the one built hidden.
      for (const schoolTime of ['2027-01-11T07:05', '2027-01-13T08:00']) {
        expect(await measureLoad(page, '/', schoolTime)).toEqual({ shifts: 0, lcp: 'IMG' });
      }
      await expect(banner(page, 'en').scheduled).toBeVisible();
      await expect(banner(page, 'en').emergency).toBeHidden();
    });

    test("the browser's clock: an alert hides when its end passes and shows when its start comes", async ({
      page,
    }) => {
      await openAt(page, '/campuses/city', '2027-01-11T19:58');
      const { emergency, warning, scheduled } = banner(page, 'en');
      await expect(emergency).toBeVisible();
      await expect(scheduled).toBeHidden();
      // 20:00 on the 11th: the flood alert's end.
      await page.clock.fastForward('03:00');
      await expect(emergency).toBeHidden();
      await expect(warning).toBeVisible();
      // 12:00 on the 12th: the water warning's end; 07:00 on the 13th: the examinations' start.
      await page.clock.fastForward('16:00:00');
      await expect(warning).toBeHidden();
      await expect(scheduled).toBeHidden();
      await page.clock.fastForward('19:00:00');
      await expect(scheduled).toBeVisible();
      await expect(scheduled).toHaveText(`${alertLabelsIn('en').information}${EXAMS}`);
      // A page loaded after the last end shows no alert at all.
      await openAt(page, '/', '2027-01-14T07:00');
      await expect(banner(page, 'en').region.locator('[data-alert-ends]:visible')).toHaveCount(0);
    });

    test('the notices feed has the alerts on show or to come as items, newest first', async ({
      request,
    }) => {
      const xml = await (await request.get('/notices/feed.xml')).text();
      const items = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>\s*<link>([^<]*)<\/link>/g)];
      const labels = alertLabelsIn('en');
      expect(items.slice(0, 4).map(([, title]) => title)).toEqual([
        `${labels.information}: ${EXAMS}`,
        `${labels.emergency}: ${FLOOD.en}`,
        `${labels.warning} · ${campusName('city', 'en')}: ${WATER.en}`,
        // Then the notices, newest first.
        expect.not.stringContaining(labels.warning),
      ]);
      expect(items[1]![2]).toMatch(/\/notices#alert-flood$/);
      expect(xml).not.toContain(ENDED);
    });

    test("the repository's own export carries no trace of an alert", () => {
      const out = path.join(REPOSITORY_ROOT, 'out');
      const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) =>
        file.endsWith('.html'),
      );
      expect(pages.length).toBeGreaterThan(100);
      for (const file of pages) {
        const html = readFileSync(path.join(out, file), 'utf8');
        expect(html, file).not.toContain('data-alert');
        expect(html, file).not.toContain(alertLabelsIn('en').regionLabel);
      }
    });
  });
}
