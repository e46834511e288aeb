// A feed route's response (app/…/feed.xml/route.ts): the channel of one of the site's RSS feeds
// and its items, as the file the static export writes once at build time.
import { SITE_LOCALE } from '@/content/site';
import { buildRssFeed, type FeedItem } from './feed';
import { absoluteUrl } from '@/lib/seo/metadata';

export interface SiteFeed {
  /** The feed's own path and title (lib/seo/metadata.ts: blogRssFeed, noticesRssFeed). */
  feed: { path: string; title: string };
  /** The list page the feed follows, and what it is about. */
  list: { path: string; description: string };
  items: readonly FeedItem[];
}

export function rssFeedResponse({ feed, list, items }: SiteFeed): Response {
  const xml = buildRssFeed(
    {
      title: feed.title,
      description: list.description,
      link: absoluteUrl(list.path),
      selfUrl: absoluteUrl(feed.path),
      language: SITE_LOCALE,
    },
    items,
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
