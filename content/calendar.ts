// The school calendar for one academic year: its year, the words of its pages and feeds, and
// the names of its kinds of date. Its dates (holidays, examinations, parent-teacher meetings,
// admissions dates and school events, every campus in one list) are the calendar dates
// collection: one file each, content/events/{date}-{id}.en.yml, its translations beside it.
// Dates are YYYY-MM-DD and times HH:MM, in Asia/Kolkata (the school's own time).
// Sample for the demo: national days are fixed; the festival holidays follow the state's 2026
// list as published, and the school confirms every date against its own notified calendar.
import type { CalendarContent, Texts } from './schema';

/** The calendar pages' words (and the feeds'), with their keys kept for the code that reads them. */
export const calendarLabels = {
  allCampuses: 'All campuses',
  allDay: 'All day',
  upcoming: 'Coming up',
  past: 'Earlier this year',
  filter: 'Show the calendar of',
  noEvents: 'Nothing more is planned for the rest of this school year.',
  /** A subscribable feed's name in the phone's list of calendars. */
  feedName: '{school}: {campus}',
  /** Lines added to each event's description in calendar apps. */
  feedCampuses: 'For: {campuses}',
  feedLink: 'More: {url}',
  /** The <h1> of one campus's calendar. */
  campusTitle: '{title}: {campus}',
  campusDescription:
    'Holidays, examinations, parent-teacher meetings and events at the {campus} of {schoolName}, with a calendar your phone can subscribe to.',
  intro:
    'Holidays, examinations, parent-teacher meetings and school events of the {year} academic year.',
  campuses: 'Campus',
  location: 'Where',
  moreAbout: 'More about it',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  /** Read after each event's links by screen readers, so every link names its event. */
  eventHidden: ': {title}, {date}',
  subscribeHeading: 'Subscribe',
  /** Below the filter on narrow screens, where the subscribe panel comes after every date. */
  subscribeJump: 'Subscribe to this calendar',
  subscribeIntro:
    'Add the school calendar to your phone or computer once: new and changed dates then reach it by themselves.',
  feedAll: 'Every campus',
  feedCampus: '{campus} only',
  subscribe: 'Subscribe',
  subscribeGoogle: 'Add to Google Calendar',
  download: 'Download .ics',
  subscribeNote:
    'Subscribe opens the calendar app of your phone or computer (Apple Calendar, Outlook and others) and asks to follow this calendar.',
  googleNote:
    'Add to Google Calendar does the same in your Google account. If Google cannot add it, open Google Calendar, choose + beside Other calendars, then From URL, and paste the calendar’s address (under its links).',
  downloadNote:
    'Download .ics saves the dates as they are today, to import once: a downloaded file does not update.',
  refreshNote:
    'A subscribed calendar refreshes on the calendar app’s own schedule, not at once: Google Calendar about once a day, others every few hours.',
} satisfies Texts;

export const calendar: CalendarContent = {
  academicYear: { label: '2026-27', start: '2026-06-01', end: '2027-05-31' },
  categoryLabels: {
    holiday: 'Holiday',
    examination: 'Examination',
    'parent-teacher-meeting': 'Parent-teacher meeting',
    admissions: 'Admissions',
    event: 'School event',
  },
  labels: calendarLabels,
};
