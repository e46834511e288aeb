import { PageHeader } from '@/components/ui/PageHeader';
import { campusesPage } from '@/content/campuses';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('campuses', routes.campuses);

export default function CampusesPage() {
  return <PageHeader title={campusesPage.heading} subtitle={campusesPage.intro} />;
}
