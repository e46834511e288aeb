import { notFound } from 'next/navigation';
import { BlogPostArticle } from './BlogPostArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Screen } from '@/components/layout/screen';
import { getImageInfo, servedSrc } from '@/lib/images';
import { blogRssFeed, pageMetadata } from '@/lib/seo/metadata';
import { blogPostPath } from '@/lib/routes/routes';
import { blogPostJsonLd } from '@/lib/seo/structured-data';
import { posts } from '@/lib/blog/posts';

const findPost = (blogId: string) => posts().find((post) => String(post.id) === blogId);

/**
 * One post: /aurora-social/blog/{blogId}. Only the posts are built; any other id reaches the
 * exported 404 page, which shows 'Blog Post Not Found' (app/global-not-found.tsx).
 */
export const blogPostScreen: Screen<{ blogId: string }> = {
  params: () => posts().map((post) => ({ blogId: String(post.id) })),
  metadata(locale, { blogId }) {
    const post = findPost(blogId);
    if (!post) return {};
    const image = getImageInfo(post.image.src);
    return pageMetadata({
      locale,
      title: post.title,
      description: post.excerpt,
      path: blogPostPath(post.id),
      type: 'article',
      image: {
        url: servedSrc(post.image.src),
        width: image.width,
        height: image.height,
        alt: post.image.alt,
      },
      article: {
        publishedTime: post.date,
        authors: [post.author],
        section: post.category,
        tags: post.tags,
      },
      rssFeed: blogRssFeed(),
    });
  },
  Page({ locale, params }) {
    const post = findPost(params.blogId);
    if (!post) notFound();
    return (
      <>
        <JsonLd data={blogPostJsonLd(post, locale)} />
        <BlogPostArticle locale={locale} post={post} />
      </>
    );
  },
};
