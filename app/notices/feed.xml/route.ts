import { notices } from '@/content/notices';
import { pageMeta } from '@/content/pages';
import { SITE_LOCALE } from '@/content/site';
import { buildRssFeed } from '@/lib/feed';
import { absoluteUrl, noticesRssFeed } from '@/lib/metadata';
import { noticeFeedItems } from '@/lib/notices';
import { routes } from '@/lib/routes';

// Written once at build time to out/notices/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  const xml = buildRssFeed(
    {
      title: noticesRssFeed.title,
      description: pageMeta.notices.description,
      link: absoluteUrl(routes.notices),
      selfUrl: absoluteUrl(noticesRssFeed.path),
      language: SITE_LOCALE,
    },
    noticeFeedItems(notices),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
