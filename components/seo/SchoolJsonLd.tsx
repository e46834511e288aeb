import type { CampusId } from '@/content/schema';
import { schoolPageJsonLd } from '@/lib/structured-data';
import { JsonLd } from './JsonLd';

/** The school and its three campuses (Home, campus pages); a campus adds its breadcrumb. */
export function SchoolJsonLd({ campusId }: { campusId?: CampusId }) {
  return <JsonLd data={schoolPageJsonLd(campusId)} />;
}
