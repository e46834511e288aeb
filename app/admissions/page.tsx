import { PageHeader } from '@/components/ui/PageHeader';
import { admissions } from '@/content/admissions';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('admissions', routes.admissions);

export default function AdmissionsPage() {
  return <PageHeader title={admissions.hero.title} subtitle={admissions.hero.subtitle} />;
}
