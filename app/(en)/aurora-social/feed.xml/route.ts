import { pageMeta } from '@/content/pages';
import { rssFeedResponse } from '@/lib/feeds/feed-response';
import { absoluteUrl, blogRssFeed } from '@/lib/seo/metadata';
import { blogPostPath, routes } from '@/lib/routes/routes';
import { posts } from '@/lib/blog/posts';
import { servedSrc } from '@/lib/images';

// Written once at build time to out/aurora-social/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return rssFeedResponse({
    feed: blogRssFeed,
    list: { path: routes.blog, description: pageMeta.blog.description },
    items: posts().map((post) => ({
      ...post,
      url: absoluteUrl(blogPostPath(post.id)),
      image: { url: absoluteUrl(servedSrc(post.image.src)), alt: post.image.alt },
    })),
  });
}
