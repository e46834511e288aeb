// Reads iCalendar text with ical.js, a parser independent of the library that writes the feeds.
import ICAL from 'ical.js';

export interface ParsedCalendar {
  calendar: ICAL.Component;
  events: ICAL.Event[];
}

/** Parses one VCALENDAR; its VTIMEZONEs are registered so that times convert to other zones. */
export function parseIcs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The event with this UID; fails the test when there is none. */
export function eventWithUid({ events }: ParsedCalendar, uid: string): ICAL.Event {
  const event = events.find((e) => e.uid === uid);
  if (!event) throw new Error(`no event ${uid}`);
  return event;
}
