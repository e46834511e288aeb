import { notFound } from 'next/navigation';
import { BlogPostArticle } from '@/components/blog/BlogPostArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import { posts } from '@/content/blog';
import { getImageInfo } from '@/lib/images';
import { blogRssFeed, pageMetadata } from '@/lib/metadata';
import { blogPostPath } from '@/lib/routes';
import { blogPostJsonLd } from '@/lib/structured-data';

interface BlogPostPageProps {
  params: Promise<{ blogId: string }>;
}

// Only the 9 posts are built; any other id reaches the exported 404 page, which shows
// 'Blog Post Not Found' (app/not-found.tsx).
export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ blogId: String(post.id) }));
}

const findPost = (blogId: string) => posts.find((post) => String(post.id) === blogId);

export async function generateMetadata({ params }: BlogPostPageProps) {
  const post = findPost((await params).blogId);
  if (!post) return {};
  const image = getImageInfo(post.image.src);
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(post.id),
    type: 'article',
    image: { url: post.image.src, width: image.width, height: image.height, alt: post.image.alt },
    article: {
      publishedTime: post.date,
      authors: [post.author],
      section: post.category,
      tags: post.tags,
    },
    rssFeed: blogRssFeed,
  });
}

export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const post = findPost((await params).blogId);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={blogPostJsonLd(post)} />
      <BlogPostArticle post={post} />
    </>
  );
}
