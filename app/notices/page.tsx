import { NoticesList } from '@/components/notices/NoticesList';
import { noticesRssFeed, staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('notices', routes.notices, { rssFeed: noticesRssFeed });

export default function NoticesPage() {
  return <NoticesList />;
}
