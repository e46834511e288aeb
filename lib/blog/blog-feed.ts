// The blog's RSS 2.0 feed, written once at build time beside the blog's list
// (out/{word}-social/feed.xml): every post, newest first, in English.
import { posts } from '@/lib/blog/posts';
import { rssFeedResponse } from '@/lib/feeds/feed-response';
import { servedSrc } from '@/lib/images';
import { blogPostPath, routes } from '@/lib/routes/routes';
import { absoluteUrl, blogRssFeed } from '@/lib/seo/metadata';
import { pageMetaIn } from '@/lib/site/site';

export function blogFeedResponse() {
  return rssFeedResponse({
    feed: blogRssFeed(),
    list: { path: routes.blog, description: pageMetaIn('en').blog.description },
    items: posts().map((post) => ({
      ...post,
      url: absoluteUrl(blogPostPath(post.id)),
      image: { url: absoluteUrl(servedSrc(post.image.src)), alt: post.image.alt },
    })),
  });
}
