import { PageHeader } from '@/components/ui/PageHeader';
import { blogPage } from '@/content/blog';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('blog', routes.blog);

export default function BlogPage() {
  return <PageHeader title={blogPage.title} subtitle={blogPage.subtitle} />;
}
