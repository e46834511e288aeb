import { blogFilters } from '@/content/blog';
import { filterHref, filterPosts, parseFilterId } from '@/lib/blog/blog';
import { formatPostDate, parsePostDate, toRfc822 } from '@/lib/blog/post-date';
import { posts } from '@/lib/blog/posts';

const ids = (list: { id: number }[]) => list.map((post) => post.id);

describe('blog filter', () => {
  it("'All' shows every post, in content order", () => {
    expect(ids(filterPosts(posts(), 'all', blogFilters))).toEqual(ids(posts()));
  });

  it("'News & Articles' shows News or Articles, 'Blogs' shows Blogs", () => {
    const newsArticles = filterPosts(posts(), 'news-articles', blogFilters);
    const blogs = filterPosts(posts(), 'blogs', blogFilters);
    expect(newsArticles.map((p) => p.category)).toEqual(
      posts()
        .filter((p) => p.category === 'News' || p.category === 'Articles')
        .map((p) => p.category),
    );
    expect(newsArticles.length).toBeGreaterThan(0);
    expect(blogs.every((p) => p.category === 'Blogs')).toBe(true);
    expect(blogs).toHaveLength(posts().filter((p) => p.category === 'Blogs').length);
    // Together the two filters cover every post exactly once.
    expect([...ids(newsArticles), ...ids(blogs)].sort()).toEqual(ids(posts()).sort());
  });

  it('does not change the list it is given', () => {
    const copy = [...posts()];
    filterPosts(posts(), 'blogs', blogFilters);
    expect(posts()).toEqual(copy);
  });

  it('reads the filter from the query and falls back to All', () => {
    expect(parseFilterId('blogs', blogFilters)).toBe('blogs');
    expect(parseFilterId('news-articles', blogFilters)).toBe('news-articles');
    expect(parseFilterId('Blogs', blogFilters)).toBe('all');
    expect(parseFilterId('<script>', blogFilters)).toBe('all');
    expect(parseFilterId(null, blogFilters)).toBe('all');
    expect(parseFilterId(undefined, blogFilters)).toBe('all');
  });

  it('writes the filter into the URL and keeps other parameters', () => {
    expect(filterHref('/aurora-social', '', 'blogs')).toBe('/aurora-social?category=blogs');
    expect(filterHref('/aurora-social', 'category=blogs', 'all')).toBe('/aurora-social');
    expect(filterHref('/aurora-social', 'utm_source=x&category=blogs', 'news-articles')).toBe(
      '/aurora-social?utm_source=x&category=news-articles',
    );
    expect(filterHref('/aurora-social', 'utm_source=x&category=blogs', 'all')).toBe(
      '/aurora-social?utm_source=x',
    );
  });
});

describe('post dates', () => {
  it('reads a YYYY-MM-DD day as that day in any time zone', () => {
    expect(parsePostDate('2025-12-15').toISOString()).toBe('2025-12-15T00:00:00.000Z');
    expect(formatPostDate('2025-12-15', 'en-IN')).toBe('15 December 2025');
    expect(formatPostDate('2025-12-15', 'de-DE')).toBe('15. Dezember 2025');
    expect(formatPostDate('2025-12-15', 'en-US')).toBe('December 15, 2025');
  });

  it('gives RFC 822 dates for the feed', () => {
    expect(toRfc822('2025-12-15')).toBe('Mon, 15 Dec 2025 00:00:00 GMT');
  });
});
