import { buildRssFeed, escapeXml, postContentHtml, type FeedPost } from '@/lib/feeds/feed';
import { posts } from '@/lib/blog/posts';

const origin = 'https://school.example';
const channel = {
  title: 'Aurora Blog – Aurora Global School',
  description: 'News & articles <from> the school',
  link: `${origin}/aurora-social`,
  selfUrl: `${origin}/aurora-social/feed.xml`,
  language: 'en-IN',
};
const feedPosts: FeedPost[] = posts().map((post) => ({
  ...post,
  url: `${origin}/aurora-social/blog/${post.id}`,
  image: { url: `${origin}${post.image.src}`, alt: post.image.alt },
}));

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (parent: Element | Document, tag: string) =>
  parent.getElementsByTagName(tag)[0]?.textContent;

describe('RSS feed', () => {
  it('escapes XML special characters and drops ones XML cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
    expect(escapeXml('bell\u0007 tab\tok')).toBe('bell tab\tok');
  });

  it('is well-formed RSS 2.0 with the channel and every post, newest first', () => {
    const doc = parse(buildRssFeed(channel, feedPosts));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channelEl = rss.getElementsByTagName('channel')[0]!;
    expect(text(channelEl, 'title')).toBe(channel.title);
    expect(text(channelEl, 'link')).toBe(channel.link);
    expect(text(channelEl, 'description')).toBe(channel.description);
    const self = channelEl.getElementsByTagName('atom:link')[0]!;
    expect(self.getAttribute('href')).toBe(channel.selfUrl);
    expect(self.getAttribute('rel')).toBe('self');

    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(posts().length);
    const dates = items.map((item) => new Date(text(item, 'pubDate')!).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const newest = [...posts()].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    const first = items[0]!;
    expect(text(first, 'title')).toBe(newest.title);
    expect(text(first, 'link')).toBe(`${origin}/aurora-social/blog/${newest.id}`);
    expect(text(first, 'guid')).toBe(`${origin}/aurora-social/blog/${newest.id}`);
    expect(text(first, 'description')).toBe(newest.excerpt);
    expect(text(first, 'dc:creator')).toBe(newest.author);
    expect(text(channelEl, 'lastBuildDate')).toBe(text(first, 'pubDate'));
    const categories = [...first.getElementsByTagName('category')].map((c) => c.textContent);
    expect(categories).toEqual([newest.category, ...newest.tags]);
  });

  it('carries the full post as HTML with <p> and <strong>, text escaped', () => {
    const html = postContentHtml({ content: 'A & B\n**x < y** done' });
    expect(html).toBe('<p>A &amp; B</p><p><strong>x &lt; y</strong> done</p>');
    const doc = parse(buildRssFeed(channel, feedPosts));
    const encoded = text(doc.getElementsByTagName('item')[0]!, 'content:encoded')!;
    expect(encoded).toContain('<strong>');
    expect(encoded).not.toContain('**');
  });

  it('stays well-formed whatever the text contains', () => {
    const nasty: FeedPost = {
      ...feedPosts[0]!,
      title: 'Tom & Jerry <script>]]></script>',
      excerpt: '"quotes" & \'apostrophes\' \u0001',
      tags: ['a<b'],
    };
    const doc = parse(buildRssFeed(channel, [nasty]));
    expect(text(doc.getElementsByTagName('item')[0]!, 'title')).toBe(nasty.title);
  });
});
