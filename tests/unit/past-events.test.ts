/**
 * @jest-environment node
 */
// What is 'coming up' stays true between builds: the inline script adopts, for each day from the
// build to yesterday at the school, rules that hide what ended that day. (In a browser, under the
// site's CSP and without a layout shift: tests/e2e/calendar.spec.ts.)
import type { SchoolEvent } from '@/content/schema';
import { pastEventsScript, splitAtBuild } from '@/lib/calendar/past-events';

/** Runs the script at `now` with a stand-in for constructed stylesheets; returns their CSS. */
function adoptedCss(buildDay: string, now: string): string[] {
  class FakeSheet {
    css = '';
    replaceSync(css: string) {
      this.css = css;
    }
  }
  const document = { adoptedStyleSheets: [] as FakeSheet[] };
  jest.useFakeTimers({ now: new Date(now) });
  try {
    new Function('document', 'CSSStyleSheet', pastEventsScript(buildDay))(document, FakeSheet);
  } finally {
    jest.useRealTimers();
  }
  return document.adoptedStyleSheets.map((sheet) => sheet.css);
}

const hiddenDays = (css: string) =>
  [...(css.split('{')[0] ?? '').matchAll(/data-last-day="([\d-]+)"/g)].map((m) => m[1]);

describe('the past-events script', () => {
  it('adds nothing on the day of the build', () => {
    expect(adoptedCss('2026-11-25', '2026-11-25T18:29:00Z')).toEqual([]);
  });

  it('hides what ended from the build day to yesterday, today read in India', () => {
    // 18:30 UTC on 27 November is midnight on the 28th in India: the 27th is over.
    const [css] = adoptedCss('2026-11-25', '2026-11-27T18:30:00Z');
    expect(hiddenDays(css!)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(css).toContain('{display:none}');
    // What replaces a list that is all over shows; a short list moves on to the next three.
    expect(css).toContain('[data-shown-after="2026-11-27"]');
    expect(css).toContain(
      '[data-first-three]>:nth-child(-n+3 of :not([data-last-day="2026-11-25"]',
    );
  });

  it('crosses months and years', () => {
    const [css] = adoptedCss('2026-12-30', '2027-01-02T06:00:00Z');
    expect(hiddenDays(css!)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('keeps the page as built where constructed stylesheets are missing', () => {
    const run = () =>
      new Function('document', 'CSSStyleSheet', pastEventsScript('2020-01-01'))({}, undefined);
    expect(run).not.toThrow();
  });

  it('splits the events at the build day: an event is over after its last day', () => {
    const event = (id: string, date: string, endDate?: string) =>
      ({ id, date, endDate }) as SchoolEvent;
    const events = [
      event('a', '2026-11-20'),
      event('b', '2026-11-20', '2026-11-25'),
      event('c', '2026-11-26'),
    ];
    const { upcoming, past } = splitAtBuild(events, '2026-11-25');
    expect(past.map((e) => e.id)).toEqual(['a']);
    expect(upcoming.map((e) => e.id)).toEqual(['b', 'c']);
  });
});
