import { PageHeader } from '@/components/ui/PageHeader';
import { life } from '@/content/life';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('life', routes.life);

export default function LifePage() {
  return <PageHeader title={life.heading} subtitle={life.intro} />;
}
