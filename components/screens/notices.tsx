import { NoticesList } from '@/components/notices/NoticesList';
import type { Screen } from '@/lib/i18n/screen';
import { noticesRssFeed, staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const noticesScreen: Screen = {
  metadata: (locale) =>
    staticPageMetadata(locale, 'notices', routes.notices, { rssFeed: noticesRssFeed }),
  Page: ({ locale }) => <NoticesList locale={locale} />,
};
