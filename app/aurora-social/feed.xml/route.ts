import { posts } from '@/content/blog';
import { pageMeta } from '@/content/pages';
import { SITE_LOCALE } from '@/content/site';
import { buildRssFeed } from '@/lib/feed';
import { absoluteUrl, blogRssFeed } from '@/lib/metadata';
import { blogPostPath, routes } from '@/lib/routes';

// Written once at build time to out/aurora-social/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  const xml = buildRssFeed(
    {
      title: blogRssFeed.title,
      description: pageMeta.blog.description,
      link: absoluteUrl(routes.blog),
      selfUrl: absoluteUrl(blogRssFeed.path),
      language: SITE_LOCALE,
    },
    posts.map((post) => ({
      ...post,
      url: absoluteUrl(blogPostPath(post.id)),
      image: { url: absoluteUrl(post.image.src), alt: post.image.alt },
    })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
