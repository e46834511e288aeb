// Hindi words of content/calendar.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../calendar';

export const reviewed = false;

export const calendarLabels: Translation<typeof english.calendarLabels> = {
  allCampuses: 'All campuses',
  allDay: 'All day',
  upcoming: 'Coming up',
  past: 'Earlier this year',
  filter: 'Show the calendar of',
  noEvents: 'Nothing more is planned for the rest of this school year.',
  feedName: '{school}: {campus}',
  feedCampuses: 'For: {campuses}',
  feedLink: 'More: {url}',
  campusTitle: '{title}: {campus}',
  campusDescription:
    'Holidays, examinations, parent-teacher meetings and events at the {campus} of Aurora Global School, with a calendar your phone can subscribe to.',
  intro:
    'Holidays, examinations, parent-teacher meetings and school events of the {year} academic year.',
  campuses: 'Campus',
  location: 'Where',
  moreAbout: 'More about it',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  eventHidden: ': {title}, {date}',
  subscribeHeading: 'Subscribe',
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
};

export const calendar: Translation<typeof english.calendar> = {
  academicYear: {
    label: '2026-27',
  },
  events: [
    {
      title: 'School reopens for 2026-27',
      location: 'All campuses',
      description:
        'The first day of the academic year for Grades 1 to 10; pre-primary starts on 17 June.',
    },
    {
      title: 'Parent-teacher meeting',
      location: 'City Campus, each class teacher’s room',
      description: 'Meet your child’s class teacher about the first weeks of the year.',
    },
    {
      title: 'Parent-teacher meeting',
      location: 'Airport and Osmanpura campuses, each class teacher’s room',
      description: 'Meet your child’s class teacher about the first weeks of the year.',
    },
    {
      title: 'Independence Day flag hoisting',
      location: 'Each campus’s assembly ground',
      description:
        'Flag hoisting, the national anthem and a short cultural programme. Parents are welcome.',
    },
    {
      title: 'National Sports Day inter-house games',
      location: 'All campuses',
      description: 'Inter-house races and games for every grade, in sports uniform.',
    },
    {
      title: 'Teachers’ Day',
      location: 'All campuses',
      description: 'Grade 10 students teach a period each; classes end at 12:30 PM.',
    },
    {
      title: 'Ganesh Chaturthi',
      location: 'All campuses closed',
      description: 'School holiday.',
    },
    {
      title: 'Term 1 examinations, Grades 3 to 10',
      location: 'All campuses',
      description: 'The timetable for each grade is sent home two weeks before.',
    },
    {
      title: 'Gandhi Jayanti',
      location: 'All campuses closed',
      description: 'National holiday.',
    },
    {
      title: 'Parent-teacher meeting: Term 1 results',
      location: 'Each class teacher’s room',
      description: 'Collect the Term 1 report card and talk through it with the class teacher.',
    },
    {
      title: 'Dussehra',
      location: 'All campuses closed',
      description: 'School holiday.',
    },
    {
      title: 'Diwali vacation',
      location: 'All campuses closed',
      description: 'School reopens on Monday, 16 November.',
    },
    {
      title: 'Admissions open day for 2027-28',
      location: 'Every campus, from the main gate',
      description:
        'Walk through the campus, meet teachers and ask the admissions office anything. No appointment needed.',
    },
    {
      title: 'Admission forms for 2027-28 open',
      location: 'Online, through the admission portal',
      description: 'Forms for Pre-Primary to Grade 9 open on the admission portal.',
    },
    {
      title: 'Annual Sports Day',
      location: 'Airport Campus sports ground',
      description:
        'Athletics finals for all three campuses, with the march past at 8:00 AM. Parents are welcome.',
    },
    {
      title: 'Winter break',
      location: 'All campuses closed',
      description: 'School reopens on Friday, 1 January.',
    },
    {
      title: 'Parent-teacher meeting: Grade 10 board preparation',
      location: 'City and Airport campuses, the school hall',
      description: 'The study plan for the board examinations, for Grade 10 parents.',
    },
    {
      title: 'Pre-board examinations, Grade 10',
      location: 'City and Airport campuses',
      description: 'Written as the board examinations are, on the board’s timetable pattern.',
    },
    {
      title: 'Annual Day',
      location: 'City Campus, the open-air stage',
      description:
        'Music, dance and drama by students of all three campuses, and the year’s prizes.',
    },
    {
      title: 'Republic Day',
      location: 'All campuses closed after the flag hoisting at 8:00 AM',
      description: 'National holiday. Students of Grades 5 to 10 attend the flag hoisting.',
    },
    {
      title: 'CBSE Class X board examinations',
      location: 'The centre on each student’s admit card',
      description: 'Dates as the CBSE announces them; the school sends each student’s date sheet.',
    },
    {
      title: 'Chhatrapati Shivaji Maharaj Jayanti',
      location: 'All campuses closed',
      description: 'State holiday.',
    },
    {
      title: 'National Science Day exhibition',
      location: 'Each campus’s science laboratories',
      description: 'Students show their projects; parents and families are welcome.',
    },
    {
      title: 'Annual examinations, Grades 3 to 9',
      location: 'All campuses',
      description: 'The timetable for each grade is sent home two weeks before.',
    },
    {
      title: 'Parent-teacher meeting: annual results',
      location: 'Each class teacher’s room',
      description: 'Collect the annual report card and the book list for next year.',
    },
    {
      title: 'Dr. Babasaheb Ambedkar Jayanti',
      location: 'All campuses closed',
      description: 'National holiday.',
    },
    {
      title: 'Summer vacation',
      location: 'All campuses closed',
      description: 'The 2027-28 academic year starts on Monday, 14 June.',
    },
  ],
  categoryLabels: {
    holiday: 'Holiday',
    examination: 'Examination',
    'parent-teacher-meeting': 'Parent-teacher meeting',
    admissions: 'Admissions',
    event: 'School event',
  },
  labels: {
    allCampuses: 'All campuses',
    allDay: 'All day',
    upcoming: 'Coming up',
    past: 'Earlier this year',
    filter: 'Show the calendar of',
    noEvents: 'Nothing more is planned for the rest of this school year.',
    feedName: '{school}: {campus}',
    feedCampuses: 'For: {campuses}',
    feedLink: 'More: {url}',
    campusTitle: '{title}: {campus}',
    campusDescription:
      'Holidays, examinations, parent-teacher meetings and events at the {campus} of Aurora Global School, with a calendar your phone can subscribe to.',
    intro:
      'Holidays, examinations, parent-teacher meetings and school events of the {year} academic year.',
    campuses: 'Campus',
    location: 'Where',
    moreAbout: 'More about it',
    addToCalendar: 'Add to calendar',
    googleCalendar: 'Google Calendar',
    eventHidden: ': {title}, {date}',
    subscribeHeading: 'Subscribe',
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
  },
};
