import type { CampusId } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { schoolPageJsonLd } from '@/lib/seo/structured-data';
import { JsonLd } from './JsonLd';

/** The school and its three campuses (Home, campus pages); a campus adds its breadcrumb. */
export function SchoolJsonLd({ locale, campusId }: { locale: Locale; campusId?: CampusId }) {
  return <JsonLd data={schoolPageJsonLd(campusId, locale)} />;
}
