// Alerts (content/alerts/): which ones a build renders at its moment and for a campus, in which
// language, how the banner draws them, how the browser's script keeps them true between builds,
// their feed items, and what the content check says about a broken alert file. (In a browser,
// after a real build: tests/e2e/alerts.ts.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { AlertBanner } from '@/components/alerts/AlertBanner';
import { AlertList } from '@/components/alerts/AlertList';
import { alertsCollection } from '@/content/collections';
import { pageWordsIn } from '@/lib/i18n/words';
import { noticesWords } from '@/content/words-collections';
import { alertsScript, buildTimeAtSchool, schoolTimeOf } from '@/lib/alerts/alerts';
import { alertFeedItems, alertsIn } from '@/lib/alerts/alerts.server';
import { campusName } from '@/lib/notices/notices';
import { checkAlertNotices } from '@/scripts/content-check/alerts';
import { entryFiles } from '@/scripts/content-check/content-files';
import { findStandIns } from '@/scripts/content-check/stand-ins';
import { formatIssue, validateContent } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';

const { alertLabels } = pageWordsIn(noticesWords, 'en');
const { alertLabels: marathiLabels } = pageWordsIn(noticesWords, 'mr');
const { alertLabels: hindiLabels } = pageWordsIn(noticesWords, 'hi');

const FLOOD = [
  'id: flood',
  'level: emergency',
  'campuses: all',
  'starts: 2026-07-14T06:00',
  'ends: 2026-07-14T20:00',
  'text: The school is closed today because of flooding.',
  'notice: reopening-and-timings-2026',
].join('\n');
const POWER = [
  'id: power-cut',
  'level: warning',
  'campuses:',
  '  - airport',
  'starts: 2026-07-14T05:00',
  'ends: 2026-07-15T12:00',
  'text: No school buses today; the campus is open.',
].join('\n');
const EXAMS = [
  'id: exam-timings',
  'level: information',
  'campuses: all',
  'starts: 2026-07-16T07:00',
  'ends: 2026-07-17T07:00',
  'text: Examinations start one hour later tomorrow.',
].join('\n');
const OVER = [
  'id: water-cut',
  'level: warning',
  'campuses: all',
  'starts: 2026-07-10T06:00',
  'ends: 2026-07-14T06:00',
  'text: No drinking water at school today; send a bottle.',
].join('\n');

/** The alert files of the fixture: an emergency for all, a warning for one campus in English
 * and Marathi only, a scheduled notice, and one that ended at 06:00. */
const FIXTURE: Record<string, string> = {
  'flood.en.yml': FLOOD,
  'flood.mr.yml': 'text: पुरामुळे आज शाळा बंद आहे.\nreviewed: false',
  'flood.hi.yml': 'text: बाढ़ के कारण आज विद्यालय बंद है।\nreviewed: false',
  'power-cut.en.yml': POWER,
  'power-cut.mr.yml': 'text: आज शाळेच्या बस नाहीत; कॅम्पस सुरू आहे.\nreviewed: false',
  'exam-timings.en.yml': EXAMS,
  'water-cut.en.yml': OVER,
};

let root: string;

/** A project folder holding only `files` under content/alerts/. */
function alertsRoot(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'alerts-'));
  mkdirSync(path.join(dir, 'content', 'alerts'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'content', 'alerts', name), content);
  }
  return dir;
}

const made: string[] = [];
// On the site the banner is server HTML, whose script runs as the page is read. Rendered by React
// here, React (in development) says a script it creates would not run: that is this test's
// setting, not the site's, and the script is run by hand below.
const reactSaysScriptsDoNotRun = /^Encountered a script tag while rendering React component/;
const consoleError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!reactSaysScriptsDoNotRun.test(String(message))) consoleError(message, ...rest);
  });
});
afterEach(() => jest.restoreAllMocks());
beforeAll(() => {
  root = alertsRoot(FIXTURE);
  made.push(root);
});
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** 07:00 on 14 July 2026 at the school. */
const NOW = '2026-07-14T07:00';

describe("the build's clock", () => {
  it('reads SITE_NOW, India time', () => {
    expect(buildTimeAtSchool({ SITE_NOW: '2026-07-14T07:00' })).toBe('2026-07-14T07:00');
  });

  it('is now at the school without it: UTC plus 5:30', () => {
    expect(buildTimeAtSchool({}, new Date('2026-07-13T18:30:00Z'))).toBe('2026-07-14T00:00');
    expect(schoolTimeOf(new Date('2026-07-14T01:30:00Z'))).toBe('2026-07-14T07:00');
  });

  it('refuses a SITE_NOW that is not a real date and time', () => {
    expect(() => buildTimeAtSchool({ SITE_NOW: '2026-02-30T07:00' })).toThrow(
      'SITE_NOW="2026-02-30T07:00" is not a date and time written YYYY-MM-DDTHH:MM (India time)',
    );
    expect(() => buildTimeAtSchool({ SITE_NOW: '14/07/2026' })).toThrow('SITE_NOW="14/07/2026"');
  });
});

describe('which alerts a build renders', () => {
  const ids = (now: string, campus?: 'city' | 'airport') =>
    alertsIn('en', { now, campus }, root).map((alert) => [alert.id, alert.onShow]);

  it('those on show and those to come, the most serious first; not those ended', () => {
    expect(ids(NOW)).toEqual([
      ['flood', true],
      ['power-cut', true],
      ['exam-timings', false],
    ]);
  });

  it('an alert is on show from its start, and gone at its end', () => {
    expect(ids('2026-07-14T05:59')).toEqual([
      ['flood', false],
      ['water-cut', true],
      ['power-cut', true],
      ['exam-timings', false],
    ]);
    expect(ids('2026-07-14T20:00')).toEqual([
      ['power-cut', true],
      ['exam-timings', false],
    ]);
    expect(ids('2026-07-17T07:00')).toEqual([]);
  });

  it('for one campus, those for every campus and for it', () => {
    expect(ids(NOW, 'city')).toEqual([
      ['flood', true],
      ['exam-timings', false],
    ]);
    expect(ids(NOW, 'airport')).toEqual([
      ['flood', true],
      ['power-cut', true],
      ['exam-timings', false],
    ]);
  });

  it('in the page language where translated, else in English and marked so', () => {
    const shown = (locale: 'mr' | 'hi') =>
      alertsIn(locale, { now: NOW }, root).map(({ id, text, language }) => [id, language, text]);
    expect(shown('mr')).toEqual([
      ['flood', 'mr', 'पुरामुळे आज शाळा बंद आहे.'],
      ['power-cut', 'mr', 'आज शाळेच्या बस नाहीत; कॅम्पस सुरू आहे.'],
      ['exam-timings', 'en', 'Examinations start one hour later tomorrow.'],
    ]);
    expect(shown('hi')).toEqual([
      ['flood', 'hi', 'बाढ़ के कारण आज विद्यालय बंद है।'],
      ['power-cut', 'en', 'No school buses today; the campus is open.'],
      ['exam-timings', 'en', 'Examinations start one hour later tomorrow.'],
    ]);
  });

  it('the real content has no alert on show or to come (no page changes)', () => {
    expect(alertsIn('en')).toEqual([]);
  });
});

describe('the banner', () => {
  it('an emergency as an alert, the rest as a status; one to come is hidden', () => {
    const { container } = render(
      <AlertBanner locale="en" alerts={alertsIn('en', { now: NOW }, root)} />,
    );
    const region = screen.getByRole('region', { name: alertLabels.regionLabel });
    const emergency = within(region).getByRole('alert');
    expect(emergency).toHaveTextContent(
      `${alertLabels.emergency}The school is closed today because of flooding. ${alertLabels.details}`,
    );
    expect(within(emergency).getByRole('link', { name: alertLabels.details })).toHaveAttribute(
      'href',
      '/notices/reopening-and-timings-2026',
    );
    const [warning, ...others] = within(region).getAllByRole('status');
    expect(others).toEqual([]);
    expect(warning).toHaveTextContent(
      `${alertLabels.warning} · Airport CampusNo school buses today; the campus is open.`,
    );
    const scheduled = container.querySelector('[data-alert-starts="2026-07-16T07:00"]');
    expect(scheduled).not.toBeVisible();
    expect(scheduled).toHaveAttribute('data-alert-ends', '2026-07-17T07:00');
    expect(container.querySelectorAll('script')).toHaveLength(1);
  });

  it('in Marathi: the level, campus and link in Marathi; English text marked lang="en"', () => {
    render(<AlertBanner locale="mr" alerts={alertsIn('mr', { now: NOW }, root)} />);
    const emergency = screen.getByRole('alert');
    expect(emergency).toHaveTextContent(`${marathiLabels.emergency}पुरामुळे आज शाळा बंद आहे.`);
    expect(within(emergency).getByRole('link')).toHaveAttribute(
      'href',
      '/mr/notices/reopening-and-timings-2026',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${marathiLabels.warning} · ${campusName('airport', 'mr')}`,
    );
    expect(screen.getByText('Examinations start one hour later tomorrow.')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('in Hindi, the campus warning without a Hindi text falls back to English', () => {
    render(<AlertBanner locale="hi" alerts={alertsIn('hi', { now: NOW }, root)} />);
    expect(screen.getByRole('status')).toHaveTextContent(hindiLabels.warning!);
    expect(screen.getByText('No school buses today; the campus is open.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('बाढ़ के कारण आज विद्यालय बंद है।')).not.toHaveAttribute('lang');
  });

  it('with only alerts to come, the region is hidden too (no empty region to land in)', () => {
    const { container } = render(
      <AlertBanner locale="en" alerts={alertsIn('en', { now: '2026-07-15T13:00' }, root)} />,
    );
    expect(container.querySelector('section')).not.toBeVisible();
    expect(container.querySelector('section')).toHaveAttribute('data-alert-group');
  });

  it('with no alert, nothing at all: no region, no script', () => {
    const { container } = render(<AlertBanner locale="en" alerts={[]} />);
    expect(container).toBeEmptyDOMElement();
    const list = render(<AlertList locale="en" alerts={[]} />);
    expect(list.container).toBeEmptyDOMElement();
  });

  it('above the notices: a list with each alert at /notices#alert-{id}, hidden while none is on show', () => {
    const { container } = render(
      <AlertList locale="en" alerts={alertsIn('en', { now: NOW }, root)} />,
    );
    const list = screen.getByRole('region', { name: alertLabels.listHeading });
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.id),
    ).toEqual(['alert-flood', 'alert-power-cut', 'alert-exam-timings']);
    expect(within(list).queryByRole('alert')).toBeNull();
    const later = render(
      <AlertList locale="en" alerts={alertsIn('en', { now: '2026-07-15T13:00' }, root)} />,
    );
    expect(later.container.querySelector('section')).not.toBeVisible();
    expect(container.querySelector('section')).toBeVisible();
  });
});

describe("the browser's script", () => {
  afterEach(() => jest.useRealTimers());

  /**
   * The banner built at NOW, its script run at `at` (UTC) with a stand-in for constructed
   * stylesheets: `css()` is the stylesheet it adopted, as it is now.
   */
  function scriptAt(at: string, supportsHas = true) {
    jest.useFakeTimers({ now: new Date(at) });
    const { container } = render(
      <AlertBanner locale="en" alerts={alertsIn('en', { now: NOW }, root)} />,
    );
    class FakeSheet {
      css = '';
      replaceSync(css: string) {
        this.css = css;
      }
    }
    const document = {
      adoptedStyleSheets: [] as FakeSheet[],
      querySelectorAll: (selector: string) => container.querySelectorAll(selector),
    };
    const CSS = { supports: () => supportsHas };
    new Function('document', 'CSS', 'CSSStyleSheet', alertsScript())(document, CSS, FakeSheet);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    // Its rules, in the stylesheet's `base` layer (where Tailwind hides [hidden]).
    const css = () => {
      const sheet = document.adoptedStyleSheets[0]!.css;
      expect(sheet).toMatch(/^@layer base\{.*\}$/);
      return sheet.slice('@layer base{'.length, -1);
    };
    /** The starts of the alerts the stylesheet shows. */
    const shown = () =>
      css()
        .split('}')
        .filter((rule) => rule.endsWith('{display:block!important'))
        .flatMap((rule) => rule.split('{')[0]!.split(','))
        .filter((selector) => selector.startsWith('[data-alert-starts='))
        .map((selector) => /starts="([^"]+)"/.exec(selector)![1]);
    /** The clock moved on by `ms`, the banner's own timers (its links' prefetch) run in `act`. */
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    return { css, shown, wait };
  }

  it('shows what the build shows while nothing has started or ended', () => {
    // 02:00 UTC is 07:30 in India.
    const { css } = scriptAt('2026-07-14T02:00:00Z');
    expect(css()).toBe(
      '[data-alert-starts="2026-07-14T06:00"][data-alert-ends="2026-07-14T20:00"],' +
        '[data-alert-starts="2026-07-14T05:00"][data-alert-ends="2026-07-15T12:00"]{display:block!important}' +
        '[data-alert-starts="2026-07-16T07:00"][data-alert-ends="2026-07-17T07:00"]{display:none!important}' +
        '[data-alert-group]{display:none!important}' +
        '[data-alert-group]:has([data-alert-starts="2026-07-14T06:00"][data-alert-ends="2026-07-14T20:00"]),' +
        '[data-alert-group]:has([data-alert-starts="2026-07-14T05:00"][data-alert-ends="2026-07-15T12:00"]){display:block!important}',
    );
  });

  it('without :has(), shows every group while an alert is on show', () => {
    const { css } = scriptAt('2026-07-14T14:30:00Z', false);
    expect(css()).toBe(
      '[data-alert-starts="2026-07-14T05:00"][data-alert-ends="2026-07-15T12:00"]{display:block!important}' +
        '[data-alert-starts="2026-07-14T06:00"][data-alert-ends="2026-07-14T20:00"],' +
        '[data-alert-starts="2026-07-16T07:00"][data-alert-ends="2026-07-17T07:00"]{display:none!important}' +
        '[data-alert-group]{display:block!important}',
    );
  });

  it('hides an alert once its end has come and shows one whose start has, on time', () => {
    // 20:00 in India on the 14th: the flood alert is over.
    const { shown, wait } = scriptAt('2026-07-14T14:30:00Z');
    expect(shown()).toEqual(['2026-07-14T05:00']);
    // The power cut ends at 12:00 on the 15th (06:30 UTC): nothing is on show.
    wait(16 * 60 * 60 * 1000 - 60 * 1000);
    expect(shown()).toEqual(['2026-07-14T05:00']);
    wait(60 * 1000);
    expect(shown()).toEqual([]);
    // The examinations' alert starts at 07:00 on the 16th (01:30 UTC), 19 hours later.
    wait(19 * 60 * 60 * 1000);
    expect(shown()).toEqual(['2026-07-16T07:00']);
  });
});

describe('the alerts in the notices feed', () => {
  it('each on show or to come, the latest start first, linked to its place on /notices', () => {
    const items = alertFeedItems(NOW, root);
    expect(items.map(({ title, date }) => [title, date])).toEqual([
      ['Information: Examinations start one hour later tomorrow.', '2026-07-16'],
      ['Emergency: The school is closed today because of flooding.', '2026-07-14'],
      ['Warning · Airport Campus: No school buses today; the campus is open.', '2026-07-14'],
    ]);
    expect(items[1]!.url).toMatch(/\/notices#alert-flood$/);
    expect(items[1]!.content).toMatch(/\n.*\/notices\/reopening-and-timings-2026$/);
  });
});

describe('the content check names the alert file and field', () => {
  const FILE = 'content/alerts/flood.en.yml';
  function messages(fields: Record<string, unknown>) {
    const dir = alertsRoot({
      'flood.en.yml': Object.entries(fields)
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join('\n'),
    });
    made.push(dir);
    const files = entryFiles(alertsCollection, dir);
    return [
      ...validateContent(files, environment()),
      ...checkAlertNotices(files, new Set(['reopening-and-timings-2026'])),
    ].map(formatIssue);
  }
  const good = {
    id: 'flood',
    level: 'emergency',
    campuses: 'all',
    starts: '2026-07-14T06:00',
    ends: '2026-07-14T20:00',
    text: 'Closed today.',
    notice: 'reopening-and-timings-2026',
  };

  it('a good alert passes', () => {
    expect(messages(good)).toEqual([]);
  });

  it('a date and time written another way, or a day the month does not have', () => {
    expect(messages({ ...good, starts: '14/07/2026 06:00' })).toEqual([
      `${FILE} › starts: must be a date and time written YYYY-MM-DDTHH:MM (India time)`,
    ]);
    expect(messages({ ...good, ends: '2026-02-30T20:00' })).toEqual([
      `${FILE} › ends: "2026-02-30T20:00" is not a real date (YYYY-MM-DDTHH:MM, India time)`,
    ]);
  });

  it('an end that is not after the start', () => {
    expect(messages({ ...good, ends: '2026-07-14T06:00' })).toEqual([
      `${FILE} › ends: is not after starts`,
    ]);
  });

  it('a notice that does not exist, an unknown level, a text too long', () => {
    expect(
      messages({ ...good, notice: 'flood-notice', level: 'urgent', text: 'x'.repeat(201) }),
    ).toEqual([
      `${FILE} › level: Invalid option: expected one of "information"|"warning"|"emergency"`,
      `${FILE} › text: is longer than 200 characters`,
      `${FILE} › notice: no notice has the id "flood-notice": write the id of a notice (content/notices/{date}-{id}.en.md), or remove the field`,
    ]);
  });

  it('a demonstration alert: the production build refuses each of its values still the demo’s', () => {
    // A copy of the demo's alert (the file is not the demo's) keeps the demo's times.
    expect(findStandIns({ [FILE]: { ...good, fictional: true } }).map(formatIssue)).toEqual([
      `${FILE} › starts: "${good.starts}" is still the demo's example: put the school's own here, or delete the entry (with its translations)`,
      `${FILE} › ends: "${good.ends}" is still the demo's example: put the school's own here, or delete the entry (with its translations)`,
    ]);
    // Its times changed, nothing of it is the demo's: the mark follows the values.
    const own = { ...good, starts: '2026-08-01T06:00', ends: '2026-08-01T20:00', fictional: true };
    expect(findStandIns({ [FILE]: own })).toEqual([]);
    expect(findStandIns({ [FILE]: good })).toEqual([]);
    // Marked where the demo had no entry to compare with, the whole entry is refused.
    expect(
      findStandIns({ 'content/other/flood.en.yml': { ...good, fictional: true } }).map(formatIssue),
    ).toEqual([
      `content/other/flood.en.yml › fictional: this whole entry is a demonstration: delete it (with its translations) or make it the school's own`,
    ]);
  });
});
