import { eventIcs, eventOfFile, fileNameOf, ICS_CONTENT_TYPE } from '@/lib/calendar/calendar-feeds';
import { eventIcsPath } from '@/lib/routes/routes';
import { schoolEventsIn } from '@/lib/calendar/school-events';

// Written once at build time: out/calendar/events/{event id}.ics, one per event.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return schoolEventsIn('en').map((event) => ({ file: fileNameOf(eventIcsPath(event.id)) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const event = eventOfFile((await params).file);
  if (!event) return new Response(null, { status: 404 });
  return new Response(eventIcs(event, new Date()), {
    headers: { 'Content-Type': ICS_CONTENT_TYPE },
  });
}
