import { calendarFeedPath } from '@/lib/routes/routes';
import {
  feedIcs,
  feedScopeOf,
  feedScopes,
  fileNameOf,
  ICS_CONTENT_TYPE,
} from '@/lib/calendar/calendar-feeds';

// Written once at build time: out/calendar/all.ics and out/calendar/{campus}.ics.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return feedScopes.map((scope) => ({ feed: fileNameOf(calendarFeedPath(scope)) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  const scope = feedScopeOf((await params).feed);
  if (!scope) return new Response(null, { status: 404 });
  return new Response(feedIcs(scope, new Date()), {
    headers: { 'Content-Type': ICS_CONTENT_TYPE },
  });
}
