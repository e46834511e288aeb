// The alerts a build renders, read from the alerts collection (content/alerts/): in a page's
// language where a translation exists (else in English, and marked so), on show or still to
// start at the build's moment, the most serious first. Build-time only.
import { noticesWords } from '@/content/words-collections';
import { alertsCollection } from '@/content/collections';
import type { AlertEntry } from '@/content/shapes/alerts';
import { alertsAtBuild, buildTimeAtSchool, isOnShow } from './alerts';
import { concerns } from '@/lib/calendar/calendar';
import { entriesIn } from '@/lib/content/collections.server';
import type { FeedItem } from '@/lib/feeds/feed';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';
import { absoluteUrl } from '@/lib/seo/metadata';
import { campusScopeText } from '@/lib/notices/notices';
import { noticePath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

import type { CampusId } from '@/content/schema';

/** The alerts' labels in `locale`: each level's name and the banner's words. */
export function alertLabelsIn(locale: Locale) {
  return pageWordsIn(noticesWords, locale).alertLabels;
}

/** An alert as a page shows it: its fields in the page's language, and the language its text is in. */
export interface PageAlert extends AlertEntry {
  /** The language of its text: the page's, or English where it has no translation. */
  language: Locale;
  /** Whether it is on show at the build (else it starts later and is rendered hidden). */
  onShow: boolean;
}

/**
 * The alerts a page in `locale` renders at the build's moment (`now`, India time): on show or
 * still to start; with `campus`, only those that concern it.
 */
export function alertsIn(
  locale: Locale,
  { now = buildTimeAtSchool(), campus }: { now?: string; campus?: CampusId } = {},
  root?: string,
): PageAlert[] {
  return alertsAtBuild(entriesIn(alertsCollection, locale, root), now)
    .filter(({ data }) => concerns(data.campuses, campus))
    .map(({ data, language }) => ({ ...data, language, onShow: isOnShow(data, now) }));
}

/** Where an alert is listed with its dates: on /notices, above the notices. */
export const alertAnchor = (id: string) => `alert-${id}`;

/**
 * The alerts on show or still to start, as items of the notices feed (English), the latest start
 * first: the level and campuses in the title, the start's day as the date, linking to the alert
 * on /notices.
 */
export function alertFeedItems(now = buildTimeAtSchool(), root?: string): FeedItem[] {
  const newestFirst = alertsIn(DEFAULT_LOCALE, { now }, root).sort((a, b) =>
    b.starts.localeCompare(a.starts),
  );
  const alertLabels = alertLabelsIn(DEFAULT_LOCALE);
  return newestFirst.map((alert) => {
    const level =
      alert.campuses === 'all'
        ? alertLabels[alert.level]
        : fillTemplate(alertLabels.levelForCampus, {
            level: alertLabels[alert.level],
            campus: campusScopeText(alert.campuses, DEFAULT_LOCALE),
          });
    const notice = alert.notice ? `\n${absoluteUrl(noticePath(alert.notice))}` : '';
    return {
      title: fillTemplate(alertLabels.feedTitle, { level, text: alert.text }),
      date: alert.starts.slice(0, 10),
      excerpt: alert.text,
      content: `${alert.text}${notice}`,
      url: absoluteUrl(`${routes.notices}#${alertAnchor(alert.id)}`),
      tags: [alertLabels[alert.level]],
    };
  });
}
