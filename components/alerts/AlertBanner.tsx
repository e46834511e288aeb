import { alertLabelsIn } from '@/lib/alerts/alerts.server';
import { ALERT_GROUP, alertTimes, alertsScript } from '@/lib/alerts/alerts';
import { alertsIn, type PageAlert } from '@/lib/alerts/alerts.server';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n/locales';
import { AlertMessage, alertLevelStyles } from './AlertMessage';

/**
 * The alerts at the top of every page, as server HTML: those on show at the build, and those
 * still to start (hidden until their start). An emergency is announced at once (role="alert"),
 * the others as a status. The script right after them keeps them true between builds, before
 * the first paint. With no alert on show or to come, nothing at all.
 */
export function AlertBanner({
  locale,
  alerts = alertsIn(locale),
}: {
  locale: Locale;
  /** The alerts to show: by default, the content's at the build's moment. */
  alerts?: readonly PageAlert[];
}) {
  if (alerts.length === 0) return null;
  const alertLabels = alertLabelsIn(locale);
  return (
    <>
      {/* Hidden while no alert is on show (only ones to come): no empty region to land in. */}
      <section
        aria-label={alertLabels.regionLabel}
        hidden={!alerts.some((alert) => alert.onShow)}
        {...{ [ALERT_GROUP]: '' }}
        data-pagefind-ignore
      >
        {alerts.map((alert) => (
          <div
            key={alert.id}
            role={alert.level === 'emergency' ? 'alert' : 'status'}
            hidden={!alert.onShow}
            {...alertTimes(alert)}
            className={cn('border-b', alertLevelStyles[alert.level].box)}
          >
            <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6 lg:px-8">
              <AlertMessage alert={alert} locale={locale} />
            </div>
          </div>
        ))}
      </section>
      {/* Hides what has ended and shows what has started since the build (lib/alerts/alerts.ts). */}
      <script dangerouslySetInnerHTML={{ __html: alertsScript() }} />
    </>
  );
}
