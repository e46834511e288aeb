import { BlogIndex } from '@/components/blog/BlogIndex';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { blogPage } from '@/content/blog';
import { blogRssFeed, staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { blogListJsonLd } from '@/lib/structured-data';

export const metadata = staticPageMetadata('blog', routes.blog, { rssFeed: blogRssFeed });

export default function BlogPage() {
  return (
    <>
      <JsonLd data={blogListJsonLd()} />
      <PageHeader title={blogPage.title} subtitle={blogPage.subtitle} />
      <BlogIndex />
    </>
  );
}
