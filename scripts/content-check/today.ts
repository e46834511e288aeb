// The day the content check's deadlines are measured against: today in India, or the day
// CONTENT_TODAY=YYYY-MM-DD names (to test a deadline, or to see what a build will say then).
import type { IsoDate } from '@/content/schema';
import { isValidIsoDate } from '@/content/schema';
import { todayAtSchool } from '@/lib/calendar/calendar';

export function contentToday(env: Record<string, string | undefined> = process.env): IsoDate {
  const override = env.CONTENT_TODAY;
  if (!override) return todayAtSchool();
  if (!isValidIsoDate(override)) {
    throw new Error(`CONTENT_TODAY="${override}" is not a real date written YYYY-MM-DD`);
  }
  return override;
}
