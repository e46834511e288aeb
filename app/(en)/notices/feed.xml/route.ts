import { pageMetaIn } from '@/lib/site/site';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { alertFeedItems } from '@/lib/alerts/alerts.server';
import { rssFeedResponse } from '@/lib/feeds/feed-response';
import { noticesRssFeed } from '@/lib/seo/metadata';
import { noticeFeedItems } from '@/lib/notices/notices';
import { routes } from '@/lib/routes/routes';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// Written once at build time to out/notices/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return rssFeedResponse({
    feed: noticesRssFeed(),
    list: {
      path: routes.notices,
      description: pageMetaIn(DEFAULT_LOCALE).notices.description,
    },
    // The alerts on show or to come at the build, then the notices: newest first together.
    items: [...alertFeedItems(), ...noticeFeedItems(noticesIn('en'))],
  });
}
