import { notices } from '@/content/notices';
import { pageMeta } from '@/content/pages';
import { rssFeedResponse } from '@/lib/feed-response';
import { noticesRssFeed } from '@/lib/metadata';
import { noticeFeedItems } from '@/lib/notices';
import { routes } from '@/lib/routes';

// Written once at build time to out/notices/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return rssFeedResponse({
    feed: noticesRssFeed,
    list: { path: routes.notices, description: pageMeta.notices.description },
    items: noticeFeedItems(notices),
  });
}
