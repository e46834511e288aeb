import { PageHeader } from '@/components/ui/PageHeader';
import { pageMeta } from '@/content/pages';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('about', routes.about);

export default function AboutPage() {
  return <PageHeader title={pageMeta.about.title} />;
}
