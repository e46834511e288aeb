import { calendarWordsIn } from '@/lib/calendar/school-events';
import { languageLabelsIn, siteIn } from '@/lib/site/site';
import type { calendarLabels } from '@/content/calendar';
import type { CampusId } from '@/content/schema';
import { feedLinks } from '@/lib/calendar/calendar-links';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { calendarFeedPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

type CalendarLabels = typeof calendarLabels;

/** The panel's heading: in-page links lead to it. */
export const SUBSCRIBE_HEADING_ID = 'calendar-subscribe';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold transition-colors';

/** One feed's three links and its address (to paste into a calendar app that asks for it). */
function Feed({
  scope,
  title,
  labels,
  origin,
}: {
  scope: CampusId | 'all';
  title: string;
  labels: CalendarLabels;
  /** The site's address, which a calendar app subscribes from. */
  origin: string;
}) {
  const links = feedLinks(scope, origin);
  const headingId = `subscribe-${scope}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="font-bold text-brand-900">
        {title}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a
            href={links.webcal}
            className={`${linkClass} bg-brand-800 text-white hover:bg-brand-900`}
          >
            {labels.subscribe}
            <span className="sr-only">: {title}</span>
          </a>
        </li>
        <li>
          <a
            href={links.google}
            className={`${linkClass} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            {labels.subscribeGoogle}
            <span className="sr-only">: {title}</span>
          </a>
        </li>
        <li>
          <a
            href={calendarFeedPath(scope)}
            download
            className={`${linkClass} text-brand-800 underline hover:bg-brand-50`}
          >
            {labels.download}
            <span className="sr-only">: {title}</span>
          </a>
        </li>
      </ul>
      <p className="mt-3 break-all font-mono text-xs text-slate-700">{links.https}</p>
    </section>
  );
}

/**
 * Subscribing to the page's calendar (and, on a campus's page, to every campus's), and what each
 * way does. Left out of print: on paper the dates are what matter.
 */
export function SubscribePanel({
  locale,
  campus,
}: {
  locale: Locale;
  campus?: { id: CampusId; name: string };
}) {
  const { calendarLabels: labels } = calendarWordsIn(locale);
  const languageLabels = languageLabelsIn(locale);
  const site = siteIn(locale);
  return (
    <aside
      aria-labelledby={SUBSCRIBE_HEADING_ID}
      data-print="hide"
      className="space-y-4 rounded-2xl bg-brand-50 p-5 sm:p-6"
    >
      <h2 id={SUBSCRIBE_HEADING_ID} className="text-2xl font-bold text-brand-900">
        {labels.subscribeHeading}
      </h2>
      <p className="text-slate-700">{labels.subscribeIntro}</p>
      {campus && (
        <Feed
          scope={campus.id}
          title={fillTemplate(labels.feedCampus, { campus: campus.name })}
          labels={labels}
          origin={site.url}
        />
      )}
      <Feed scope="all" title={labels.feedAll} labels={labels} origin={site.url} />
      <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-700">
        <li>{labels.subscribeNote}</li>
        <li>{labels.googleNote}</li>
        <li>{labels.downloadNote}</li>
        <li>{labels.refreshNote}</li>
        {locale !== DEFAULT_LOCALE && <li>{languageLabels.feedsInEnglish}</li>}
      </ul>
    </aside>
  );
}
