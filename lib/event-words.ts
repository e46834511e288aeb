// The parts of an event a page says in words beyond its dates and hours (lib/calendar.ts): which
// campuses it is for.
import type { CampusId, CampusScope } from '@/content/schema';
import { SITE_LOCALE } from '@/content/site';
import { campusesOf } from './calendar';

/**
 * 'All campuses' for every campus, else the campuses' names joined as a list: 'City Campus and
 * Airport Campus'.
 */
export function campusesInWords(
  scope: CampusScope,
  names: Readonly<Record<CampusId, string>>,
  allCampuses: string,
  locale = SITE_LOCALE,
): string {
  if (scope === 'all') return allCampuses;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return list.format(campusesOf(scope).map((id) => names[id]));
}
