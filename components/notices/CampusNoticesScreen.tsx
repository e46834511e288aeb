import { NoticesList, noticesListTitle } from './NoticesList';
import { campusScreenOf } from '@/components/layout/campus-screen';
import { noticesPageIn } from '@/lib/notices/notices-i18n';
import { noticesCampusPath } from '@/lib/routes/routes';
import { noticesRssFeed } from '@/lib/seo/metadata';
import { fillTemplate } from '@/lib/template';

/** One campus's notices: /notices/campus/{campusId}. */
export const campusNoticesScreen = campusScreenOf({
  path: noticesCampusPath,
  describe: (locale, campus) => ({
    title: noticesListTitle(campus.campusId, locale),
    description: fillTemplate(noticesPageIn(locale).campusDescription, { campus: campus.name }),
    rssFeed: noticesRssFeed(),
  }),
  page: (locale, campus) => <NoticesList locale={locale} campus={campus.campusId} />,
});
