import { alertFeedItems } from '@/lib/alerts/alerts.server';
import { rssFeedResponse } from '@/lib/feeds/feed-response';
import { noticesRssFeed } from '@/lib/seo/metadata';
import { noticeFeedItems } from '@/lib/notices/notices';
import { routes } from '@/lib/routes/routes';
import { notices } from '@/lib/i18n/collections';
import { contentIn } from '@/lib/i18n/content';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// Written once at build time to out/notices/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return rssFeedResponse({
    feed: noticesRssFeed,
    list: {
      path: routes.notices,
      description: contentIn(DEFAULT_LOCALE).pageMeta.notices.description,
    },
    // The alerts on show or to come at the build, then the notices: newest first together.
    items: [...alertFeedItems(), ...noticeFeedItems(notices)],
  });
}
