// The blog's RSS 2.0 feed as a string (served at /aurora-social/feed.xml). Pure: the route
// handler passes in the channel and the posts with their absolute URLs.
import type { BlogPost } from '@/content/schema';
import { postBodyHtml } from './post-body';
import { toRfc822 } from './post-date';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the blog list. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  selfUrl: string;
  language: string;
}

export type FeedPost = Pick<
  BlogPost,
  'title' | 'excerpt' | 'content' | 'author' | 'date' | 'category' | 'tags'
> & {
  /** Absolute URL of the post. */
  url: string;
  image?: { url: string; alt: string };
};

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

/** The post body as HTML for feed readers: one <p> per line, **bold** as <strong>. */
export function postContentHtml(post: Pick<FeedPost, 'content' | 'image'>): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const image = post.image
    ? `<p><img src="${escape(post.image.url)}" alt="${escape(post.image.alt)}"></p>`
    : '';
  return image + postBodyHtml(post.content);
}

/** Newest first, as feed readers expect; ties keep their content order. */
function newestFirst(posts: readonly FeedPost[]): FeedPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date));
}

export function buildRssFeed(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const items = newestFirst(posts);
  const element = (name: string, value: string, indent = '      ') =>
    `${indent}<${name}>${escapeXml(value)}</${name}>`;

  const itemXml = items.map((post) =>
    [
      '    <item>',
      element('title', post.title),
      element('link', post.url),
      `      <guid isPermaLink="true">${escapeXml(post.url)}</guid>`,
      element('pubDate', toRfc822(post.date)),
      element('dc:creator', post.author),
      element('category', post.category),
      ...post.tags.map((tag) => element('category', tag)),
      element('description', post.excerpt),
      element('content:encoded', postContentHtml(post)),
      '    </item>',
    ].join('\n'),
  );

  // The newest post's day, not the build time, so the same content always builds the same file.
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
