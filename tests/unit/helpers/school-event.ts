import type { SchoolEvent } from '@/content/schema';

/** A school event for a test: an all-day event for every campus, with `fields` over it. */
export const schoolEvent = (fields: Partial<SchoolEvent> = {}): SchoolEvent => ({
  id: 'annual-day',
  title: 'Annual Day',
  campuses: 'all',
  category: 'event',
  date: '2027-01-23',
  location: 'City Campus, the open-air stage',
  description: 'Music, dance and drama.',
  ...fields,
});
