import { noticesIn, noticesPageIn } from '@/lib/notices/notices-i18n';
import { campusFilterLabelsIn } from '@/lib/campuses/campuses';
import { pageMetaIn } from '@/lib/site/site';
import { AlertList } from '@/components/alerts/AlertList';
import { JsonLd } from '@/components/seo/JsonLd';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { PageHeader } from '@/components/ui/PageHeader';
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { noticesSubpageJsonLd } from '@/lib/notices/notice-json-ld';
import { campusName, noticesFor } from '@/lib/notices/notices';
import { noticesCampusPath, routes } from '@/lib/routes/routes';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import { fillTemplate } from '@/lib/template';
import { NoticeSummary } from './NoticeSummary';

/** The heading of the notices of one campus, or of all. */
export function noticesListTitle(campus: CampusId | undefined, locale: Locale): string {
  const { title } = pageMetaIn(locale).notices;
  return campus ? `${title}: ${campusName(campus, locale)}` : title;
}

/**
 * /notices and each campus's /notices/campus/{id}: the alerts and notices that concern it, newest
 * first, under the campus filter (links, one page per choice).
 */
export function NoticesList({ locale, campus }: { locale: Locale; campus?: CampusId }) {
  const notices = noticesIn(locale);
  const noticesPage = noticesPageIn(locale);
  const campusFilterLabels = campusFilterLabelsIn(locale);
  const inPage = (path: string) => localePath(locale, path);
  const title = noticesListTitle(campus, locale);
  const shown = noticesFor(notices, campus);
  const filter = [
    { href: inPage(routes.notices), label: campusFilterLabels.all, current: campus === undefined },
    ...campusIds.map((id) => ({
      href: inPage(noticesCampusPath(id)),
      label: campusFilterLabels[id],
      current: id === campus,
    })),
  ];
  return (
    <>
      <JsonLd
        data={
          campus
            ? noticesSubpageJsonLd(title, noticesCampusPath(campus), locale)
            : breadcrumbsJsonLd([{ name: title, path: routes.notices }], locale)
        }
      />
      <PageHeader
        title={title}
        subtitle={
          campus
            ? fillTemplate(noticesPage.campusIntro, { campus: campusName(campus, locale) })
            : noticesPage.intro
        }
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          <FilterLinks label={noticesPage.filterLabel} links={filter} />
          <AlertList locale={locale} campus={campus} />
          {shown.length > 0 ? (
            <ol className="mt-8 space-y-5">
              {shown.map((notice) => (
                <li key={notice.id}>
                  <NoticeSummary locale={locale} notice={notice} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-8 text-lg text-slate-700">{noticesPage.noNotices}</p>
          )}
        </div>
      </div>
    </>
  );
}
