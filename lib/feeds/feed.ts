// The site's RSS 2.0 feeds as strings: the blog's (/aurora-social/feed.xml) and the notices'
// (/notices/feed.xml). Pure: each route handler passes in the channel and its items with their
// absolute URLs.
import type { BlogPost } from '@/content/schema';
import { postBodyHtml } from '@/lib/blog/post-body';
import { toRfc822 } from '@/lib/blog/post-date';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the list page the feed follows. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  selfUrl: string;
  language: string;
}

/** One entry of a feed: a blog post, a notice. */
export interface FeedItem {
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** The summary feed readers show: plain text. */
  excerpt: string;
  /** The whole text, Markdown, one paragraph per line. */
  content: string;
  /** Absolute URL of the item's page. */
  url: string;
  author?: string;
  /** The first category, then the tags: each an RSS <category>. */
  category?: string;
  tags?: readonly string[];
  image?: { url: string; alt: string };
  /** A file that comes with the item (a notice's PDF): absolute URL, size in bytes, MIME type. */
  enclosure?: { url: string; bytes: number; type: string };
}

export type FeedPost = Pick<
  BlogPost,
  'title' | 'excerpt' | 'content' | 'author' | 'date' | 'category' | 'tags'
> &
  FeedItem;

// Characters XML 1.0 forbids even when escaped (C0 controls other than tab, LF, CR).
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for an XML element or attribute and drops characters XML cannot carry. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The item's text as HTML for feed readers: one <p> per line, **bold** as <strong>. */
export function postContentHtml(post: Pick<FeedItem, 'content' | 'image'>): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const image = post.image
    ? `<p><img src="${escape(post.image.url)}" alt="${escape(post.image.alt)}"></p>`
    : '';
  return image + postBodyHtml(post.content);
}

/** Newest first, as feed readers expect; ties keep their content order. */
function newestFirst(items: readonly FeedItem[]): FeedItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

export function buildRssFeed(channel: FeedChannel, feedItems: readonly FeedItem[]): string {
  const items = newestFirst(feedItems);
  const element = (name: string, value: string, indent = '      ') =>
    `${indent}<${name}>${escapeXml(value)}</${name}>`;

  const itemXml = items.map((item) =>
    [
      '    <item>',
      element('title', item.title),
      element('link', item.url),
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element('pubDate', toRfc822(item.date)),
      ...(item.author ? [element('dc:creator', item.author)] : []),
      ...[item.category, ...(item.tags ?? [])]
        .filter((category) => category !== undefined)
        .map((category) => element('category', category)),
      element('description', item.excerpt),
      element('content:encoded', postContentHtml(item)),
      ...(item.enclosure
        ? [
            `      <enclosure url="${escapeXml(item.enclosure.url)}" length="${item.enclosure.bytes}" type="${escapeXml(item.enclosure.type)}"/>`,
          ]
        : []),
      '    </item>',
    ].join('\n'),
  );

  // The newest item's day, not the build time, so the same content always builds the same file.
  const lastBuildDate = items[0] ? toRfc822(items[0].date) : undefined;

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    element('title', channel.title, '    '),
    element('link', channel.link, '    '),
    element('description', channel.description, '    '),
    element('language', channel.language, '    '),
    ...(lastBuildDate ? [element('lastBuildDate', lastBuildDate, '    ')] : []),
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...itemXml,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
