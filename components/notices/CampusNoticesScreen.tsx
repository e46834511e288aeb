import { noticesPageIn } from '@/lib/notices/notices-i18n';
import { notFound } from 'next/navigation';
import { NoticesList, noticesListTitle } from './NoticesList';
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import type { Screen } from '@/components/layout/screen';
import { noticesRssFeed, pageMetadata } from '@/lib/seo/metadata';
import { campusName } from '@/lib/notices/notices';
import { noticesCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

const findCampus = (id: string) =>
  campusIds.find((campusId): campusId is CampusId => campusId === id);

/** One campus's notices: /notices/campus/{campusId}. */
export const campusNoticesScreen: Screen<{ campusId: string }> = {
  params: () => campusIds.map((campusId) => ({ campusId })),
  metadata(locale, params) {
    const campus = findCampus(params.campusId);
    if (!campus) return {};
    return pageMetadata({
      locale,
      title: noticesListTitle(campus, locale),
      description: fillTemplate(noticesPageIn(locale).campusDescription, {
        campus: campusName(campus, locale),
      }),
      path: noticesCampusPath(campus),
      rssFeed: noticesRssFeed,
    });
  },
  Page({ locale, params }) {
    const campus = findCampus(params.campusId);
    if (!campus) notFound();
    return <NoticesList locale={locale} campus={campus} />;
  },
};
