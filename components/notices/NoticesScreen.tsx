import { NoticesList } from './NoticesList';
import type { Screen } from '@/components/layout/screen';
import { noticesRssFeed, staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const noticesScreen: Screen = {
  metadata: (locale) =>
    staticPageMetadata(locale, 'notices', routes.notices, { rssFeed: noticesRssFeed() }),
  Page: ({ locale }) => <NoticesList locale={locale} />,
};
