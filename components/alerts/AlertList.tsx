import { alertLabelsIn } from '@/lib/alerts/alerts.server';
import { ALERT_GROUP, alertTimes } from '@/lib/alerts/alerts';
import { alertAnchor, alertsIn, type PageAlert } from '@/lib/alerts/alerts.server';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import type { CampusId } from '@/content/schema';
import { AlertMessage, alertLevelStyles } from './AlertMessage';

/**
 * The alerts on show or still to come, above a notices list (of one campus, or all): each with
 * its address (/notices#alert-{id}, the feed's link). Not announced again: the banner at the top
 * of the page is. With none, nothing at all.
 */
export function AlertList({
  locale,
  campus,
  alerts = alertsIn(locale, { campus }),
}: {
  locale: Locale;
  campus?: CampusId;
  /** The alerts to list: by default, the content's at the build's moment for `campus`. */
  alerts?: readonly PageAlert[];
}) {
  if (alerts.length === 0) return null;
  const alertLabels = alertLabelsIn(locale);
  const group = { [ALERT_GROUP]: '' };
  // The banner's script shows and hides these as time passes (lib/alerts/alerts.ts).
  return (
    <section
      aria-labelledby="alerts-heading"
      hidden={!alerts.some((alert) => alert.onShow)}
      {...group}
      // Alerts come and go: the search index keeps the notices only.
      data-pagefind-ignore
      className="mt-8"
    >
      <h2 id="alerts-heading" className="text-xl font-bold text-brand-900">
        {alertLabels.listHeading}
      </h2>
      <ul className="mt-4 space-y-3">
        {alerts.map((alert) => (
          <li
            key={alert.id}
            id={alertAnchor(alert.id)}
            hidden={!alert.onShow}
            {...alertTimes(alert)}
            className={cn('rounded-xl border px-4 py-3', alertLevelStyles[alert.level].box)}
          >
            <AlertMessage alert={alert} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
