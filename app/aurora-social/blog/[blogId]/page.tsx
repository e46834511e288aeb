import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/PageHeader';
import { posts } from '@/content/blog';
import { pageMetadata } from '@/lib/metadata';
import { blogPostPath } from '@/lib/routes';

interface BlogPostPageProps {
  params: Promise<{ blogId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ blogId: String(post.id) }));
}

const findPost = (blogId: string) => posts.find((post) => String(post.id) === blogId);

export async function generateMetadata({ params }: BlogPostPageProps) {
  const post = findPost((await params).blogId);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogPostPath(post.id),
    type: 'article',
  });
}

export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const post = findPost((await params).blogId);
  if (!post) notFound();
  return <PageHeader title={post.title} eyebrow={post.category} />;
}
