import { alertLabelsIn } from '@/lib/alerts/alerts.server';
import Link from 'next/link';
import type { AlertLevel } from '@/content/shapes/alerts';
import type { PageAlert } from '@/lib/alerts/alerts.server';
import { cn } from '@/lib/cn';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { campusScopeText } from '@/lib/notices/notices';
import { noticePath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

/**
 * Each level's colours: told apart by colour and by the level's word in its badge (never colour
 * alone); every text and badge at least 4.5:1 against what is behind it.
 */
export const alertLevelStyles: Record<AlertLevel, { box: string; badge: string }> = {
  information: {
    box: 'border-sky-300 bg-sky-50 text-slate-900',
    badge: 'bg-sky-800 text-white',
  },
  warning: {
    box: 'border-amber-400 bg-amber-50 text-slate-900',
    badge: 'bg-amber-800 text-white',
  },
  emergency: {
    box: 'border-red-900 bg-red-700 text-white',
    badge: 'bg-white text-red-800',
  },
};

/**
 * An alert's words: its level (and campuses, when it is not for the whole school) in a badge,
 * its text (in English, marked so, where it has no translation) and the link to its notice.
 */
export function AlertMessage({ alert, locale }: { alert: PageAlert; locale: Locale }) {
  const alertLabels = alertLabelsIn(locale);
  const level = alertLabels[alert.level];
  const badge =
    alert.campuses === 'all'
      ? level
      : fillTemplate(alertLabels.levelForCampus, {
          level,
          campus: campusScopeText(alert.campuses, locale),
        });
  return (
    <p className="leading-snug">
      <span
        className={cn(
          'mr-2 inline-block rounded px-2 py-0.5 text-sm font-bold',
          alertLevelStyles[alert.level].badge,
        )}
      >
        {badge}
      </span>
      <span lang={alert.language === locale ? undefined : alert.language}>{alert.text}</span>
      {alert.notice && (
        <>
          {' '}
          <Link
            href={localePath(locale, noticePath(alert.notice))}
            prefetch={false}
            className="whitespace-nowrap font-semibold underline underline-offset-2"
          >
            {alertLabels.details}
          </Link>
        </>
      )}
    </p>
  );
}
